import { describe, expect, it } from 'vitest';
import { isSettingsPage, settingsBackPath } from './navigation';

describe('settings back: to the settings list, except panel → details and the list → /fetch', () => {
  it('maps every sub-page', () => {
    expect(settingsBackPath('settings')).toBe('/fetch');
    expect(settingsBackPath('panel')).toBe('/settings/details');
    expect(settingsBackPath('details')).toBe('/settings');
    expect(settingsBackPath('notifications')).toBe('/settings');
    expect(settingsBackPath('my-data')).toBe('/settings');
    expect(settingsBackPath('cookies_policy')).toBe('/settings');
  });
  it('recognises the sub-pages', () => {
    expect(isSettingsPage('panel')).toBe(true);
    expect(isSettingsPage('other')).toBe(false);
  });
});
