export { StoreRedirectView as StoreRedirectPage } from './view';
