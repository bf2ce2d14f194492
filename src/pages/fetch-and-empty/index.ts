export { FetchAndEmptyPage } from './view';
