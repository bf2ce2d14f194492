import { describe, expect, it } from 'vitest';
import { navSectionOf } from './lib';

describe('the navigation entry of a shell page', () => {
  it('marks the entry of its own page', () => {
    expect(navSectionOf('newsletters')).toBe('newsletters');
    expect(navSectionOf('stats')).toBe('stats');
    expect(navSectionOf('settings')).toBe('settings');
  });

  it('keeps My actions under newsletters and every settings sub-page under settings', () => {
    expect(navSectionOf('myActions')).toBe('newsletters');
    expect(navSectionOf('settingsPage')).toBe('settings');
  });

  it('marks no entry on other pages', () => {
    expect(navSectionOf('help')).toBeNull();
    expect(navSectionOf('sponsorship')).toBeNull();
    expect(navSectionOf('landing')).toBeNull();
    expect(navSectionOf(null)).toBeNull();
  });
});
