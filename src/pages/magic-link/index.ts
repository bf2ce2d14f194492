export { MagicLinkPage } from './page';
