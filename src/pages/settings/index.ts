export { SettingsPage } from './view';
