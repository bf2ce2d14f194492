export { StatsPage } from './view';
