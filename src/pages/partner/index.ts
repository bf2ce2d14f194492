export { PartnerPage } from './view';
