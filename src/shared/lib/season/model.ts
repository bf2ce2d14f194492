import { createEvent, createStore, sample } from 'effector';
import { type SeasonalTheme, seasonalThemeOn } from './season';

/** The seasonal theme of today (null outside the seasons); the app checks the date at start. */
export const $seasonalTheme = createStore<SeasonalTheme | null>(null);
export const seasonChecked = createEvent<Date>();

sample({ clock: seasonChecked, fn: seasonalThemeOn, target: $seasonalTheme });
