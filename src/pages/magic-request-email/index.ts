export { MagicRequestEmailPage } from './page';
