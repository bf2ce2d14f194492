export { FetchPage } from './view';
