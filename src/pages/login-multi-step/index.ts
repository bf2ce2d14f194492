export { LoginMultiStepPage } from './view';
