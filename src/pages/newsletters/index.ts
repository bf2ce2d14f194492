export { NewslettersPage } from './view';
