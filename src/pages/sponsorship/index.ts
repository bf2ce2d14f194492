export { SponsorshipPage } from './view';
