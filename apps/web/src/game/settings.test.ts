import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, readSettings, writeSettings } from './settings.js';

describe('settings', () => {
  it('read back what they wrote, the theme, digit-first input and Mistakes mode too', () => {
    const mine = {
      ...DEFAULT_SETTINGS,
      theme: 'dark',
      digitFirst: true,
      mistakes: 'limit',
    } as const;
    expect(readSettings(writeSettings(mine))).toEqual(mine);
  });

  it('take the default for each missing or damaged field, and never fail', () => {
    expect(readSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(readSettings('not json')).toEqual(DEFAULT_SETTINGS);
    const damaged = JSON.stringify({
      theme: 'purple',
      digitFirst: 'yes',
      mistakes: 4,
      clashes: 'show',
    });
    expect(readSettings(damaged)).toEqual({ ...DEFAULT_SETTINGS, clashes: 'show' });
  });
});
