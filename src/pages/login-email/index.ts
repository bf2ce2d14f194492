export { LoginEmailPage } from './view';
