export { UserFormPage } from './page';
