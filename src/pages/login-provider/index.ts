export { LoginProviderPage } from './view';
