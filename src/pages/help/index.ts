export { HelpPage } from './view';
