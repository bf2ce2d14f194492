export { DirectDeleteAccountPage } from './page';
