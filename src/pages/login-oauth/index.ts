export { LoginOAuthPage } from './page';
