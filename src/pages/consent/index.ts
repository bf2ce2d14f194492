export { ConsentPage } from './page';
