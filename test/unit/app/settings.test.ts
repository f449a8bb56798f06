import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../src/app/game-registry';
import { defaultSettings, readSettings, type Settings } from '../../../src/app/saving/settings';
import { sudokuSettingValues } from '../../../src/games/sudoku/core/sudoku-settings-values';
import { sudokuSettingRows } from '../../../src/games/sudoku/play/sudoku-settings';
import type { SettingRow } from '../../../src/play/game-settings';

const custom: Settings = {
  conflictMode: 'check',
  theme: 'dark',
  colourBlind: true,
  largeDigits: true,
  sound: true,
  haptics: false,
  autoCleanNotes: false,
  inputOrder: 'digit',
  language: 'zh-Hans',
  safeStorage: { lastVisitDay: 20_000, offerTaken: false, offerDismissed: 1 },
  lessonsSeen: ['sudoku'],
};

describe('defaultSettings', () => {
  it('refuses rule breakers, follows the system theme, and is silent but vibrates', () => {
    expect(defaultSettings).toEqual({
      conflictMode: 'refuse',
      theme: 'system',
      colourBlind: false,
      largeDigits: false,
      sound: false,
      haptics: true,
      autoCleanNotes: true,
      inputOrder: 'cell',
      language: 'auto',
      safeStorage: { lastVisitDay: null, offerTaken: false, offerDismissed: 0 },
      lessonsSeen: [],
    });
  });
});

describe('readSettings', () => {
  it('reads lessonsSeen as a list of game ids, and names anything else (lesson, issue #24)', () => {
    expect(readSettings({ lessonsSeen: ['link'] }).settings.lessonsSeen).toEqual(['link']);
    const bad = readSettings({ lessonsSeen: 'link' });
    expect(bad.settings.lessonsSeen).toEqual([]);
    expect(bad.problems).toEqual([
      expect.stringContaining('settings.lessonsSeen should be a list of game ids'),
    ]);
  });

  it('reads back every field that was saved', () => {
    expect(readSettings({ ...custom })).toEqual({ settings: custom, problems: [] });
  });

  it('accepts every conflict mode and theme', () => {
    for (const conflictMode of ['refuse', 'mark', 'check'] as const) {
      expect(readSettings({ conflictMode }).settings.conflictMode).toBe(conflictMode);
    }
    for (const theme of ['system', 'light', 'dark'] as const) {
      expect(readSettings({ theme }).settings.theme).toBe(theme);
    }
  });

  it('reads the Sudoku entry order, and names a bad one', () => {
    expect(readSettings({ inputOrder: 'digit' }).settings.inputOrder).toBe('digit');
    const bad = readSettings({ inputOrder: 'sideways' });
    expect(bad.settings.inputOrder).toBe('cell');
    expect(bad.problems).toEqual([
      'settings.inputOrder should be "cell" or "digit", got "sideways"',
    ]);
  });

  it('fills the fields an older version did not save with defaults, without complaint', () => {
    // What Gridwise saved before there were more settings than the input policy.
    expect(readSettings({ conflictMode: 'mark' })).toEqual({
      settings: { ...defaultSettings, conflictMode: 'mark' },
      problems: [],
    });
    expect(readSettings({})).toEqual({ settings: defaultSettings, problems: [] });
  });

  it('resets a bad field to its default, keeps the good ones, and names field and value', () => {
    const { settings, problems } = readSettings({ ...custom, theme: 'blue' });
    expect(settings).toEqual({ ...custom, theme: 'system' });
    expect(problems).toEqual(['settings.theme should be "system", "light" or "dark", got "blue"']);
  });

  it('reports each bad field once, in a message naming what was expected', () => {
    const { settings, problems } = readSettings({
      conflictMode: 'ignore',
      sound: 'yes',
      haptics: 1,
      colourBlind: null,
      largeDigits: [true],
      autoCleanNotes: { on: true },
    });
    expect(settings).toEqual(defaultSettings);
    // The shell's own fields first, then each game's section, named by the game (issue #27).
    expect(problems).toEqual([
      'settings.colourBlind should be true or false, got null',
      'settings.sound should be true or false, got "yes"',
      'settings.haptics should be true or false, got 1',
      'settings.conflictMode should be "refuse", "mark" or "check", got "ignore"',
      'settings.largeDigits should be true or false, got [true]',
      'settings.autoCleanNotes should be true or false, got {"on":true}',
    ]);
  });

  it('shortens a long bad value in the message', () => {
    const { problems } = readSettings({ theme: 'x'.repeat(500) });
    expect(problems).toHaveLength(1);
    expect((problems[0] as string).length).toBeLessThan(120);
    expect(problems[0]).toMatch(/^settings\.theme should be .*, got "xxx+…$/);
  });

  it('does not throw on values JSON cannot write', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const { settings, problems } = readSettings({ theme: cyclic, sound: 10n });
    expect(settings).toEqual(defaultSettings);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('settings.theme');
    expect(problems[1]).toContain('settings.sound');
  });

  it('leaves out fields it does not know, silently', () => {
    const { settings, problems } = readSettings({ ...custom, volume: 11, theme2: 'dark' });
    expect(settings).toEqual(custom);
    expect(Object.keys(settings).sort()).toEqual(Object.keys(defaultSettings).sort());
    expect(problems).toEqual([]);
  });

  it('returns a fresh object, so changing it leaves the defaults alone', () => {
    const { settings } = readSettings({});
    settings.sound = true;
    expect(defaultSettings.sound).toBe(false);
  });
});

describe('a game’s section of the settings (issue #27)', () => {
  it('reads settings exactly as the build before it stored them, with nothing lost', () => {
    // A stored settings record of that build, as a literal: Sudoku's fields at the top level.
    const stored = {
      conflictMode: 'check',
      theme: 'dark',
      colourBlind: false,
      largeDigits: true,
      sound: false,
      haptics: true,
      autoCleanNotes: false,
      inputOrder: 'digit',
      language: 'en',
      safeStorage: { lastVisitDay: 20_100, offerTaken: true, offerDismissed: 0 },
    };
    const { settings, problems } = readSettings(stored);
    expect(problems).toEqual([]);
    // Every stored field as it was; lessonsSeen (issue #24, newer than that build) its default.
    expect(settings).toEqual({ ...stored, lessonsSeen: [] });
  });

  it('takes Sudoku’s keys, defaults and rows from Sudoku, not from the shell', () => {
    expect(sudokuSettingValues.defaults).toEqual({
      conflictMode: 'refuse',
      largeDigits: false,
      autoCleanNotes: true,
      inputOrder: 'cell',
    });
    for (const [key, value] of Object.entries(sudokuSettingValues.defaults))
      expect(defaultSettings[key]).toBe(value);
    const rows = sudokuSettingRows();
    expect(rows.flatMap((r) => r.choices.map((c) => c.id))).toEqual([
      'setting:digits:normal',
      'setting:digits:large',
      'setting:refuse',
      'setting:mark',
      'setting:check',
      'setting:autoclean:off',
      'setting:autoclean:on',
      'setting:order:cell',
      'setting:order:digit',
    ]);
    const policy = rows.find((r) => r.note) as SettingRow;
    expect(policy.note?.({ ...defaultSettings, conflictMode: 'check' })).toBe(
      'Wrong digits are marked too, and each counts as a mistake.',
    );
  });

  it('knows the keys of every game’s rows: a game that shows a setting lists its section', () => {
    for (const game of GAMES)
      for (const row of game.settingRows())
        for (const c of row.choices) expect(Object.keys(defaultSettings)).toContain(c.key);
  });
});
