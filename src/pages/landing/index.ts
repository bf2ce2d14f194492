export { LandingPage } from './view';
