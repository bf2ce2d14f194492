export { MyActionsPage } from './view';
