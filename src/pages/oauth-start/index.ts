export { OAuthStartPage } from './page';
