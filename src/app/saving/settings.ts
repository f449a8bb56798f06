// Player settings: defaults, and reading a stored copy back field by field, so a setting from
// an older or newer version (or a damaged one) falls back to its default instead of breaking.
// The shell's own settings are here; each game's section (its keys, defaults and reading) is the
// game's (src/app/settings-registry.ts), kept in the same flat record, so stored settings read as
// before. The front door reads settings first: nothing here may pull in a game's play code.

import { describeValue, quoteChoices } from '../../engine/describe-value';
import { LANGUAGE_CHOICES, type LanguageChoice } from '../../i18n/languages';
import type { SettingValues } from '../../play/game-settings';
import { GAME_SETTINGS } from '../settings-registry';
import { noRiskMemory, type RiskMemory, readRiskMemory } from './safe-storage/risk-memory';

type ThemeChoice = 'system' | 'light' | 'dark';

/** The settings the shell itself reads. */
interface ShellSettings {
  /** Light, dark, or whichever the system prefers. */
  theme: ThemeChoice;
  /** The Okabe–Ito palettes, which keep errors and highlights apart for colour-blind players. */
  colourBlind: boolean;
  /** Off by default: a puzzle app on a train should be silent unless asked. */
  sound: boolean;
  haptics: boolean;
  /** The language of every word, or 'auto': the device's (navigator.languages). */
  language: LanguageChoice;
  /** Safari's seven-day rule: the last visit and the offer's answer (safe-storage/). */
  safeStorage: RiskMemory;
  /** lesson: the games whose first steps this device has seen (done or skipped). */
  lessonsSeen: readonly string[];
}

/** The shell's settings and every game's section (read only by its game). */
export type Settings = ShellSettings & { [gameKey: string]: unknown };

const shellDefaults: ShellSettings = {
  theme: 'system',
  colourBlind: false,
  sound: false,
  haptics: true,
  language: 'auto',
  safeStorage: noRiskMemory,
  lessonsSeen: [],
};

export const defaultSettings: Settings = Object.assign(
  {},
  shellDefaults,
  ...GAME_SETTINGS.map((g): SettingValues => g.defaults),
);

const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

/**
 * Reads stored settings. A field that is missing (saved by an older version) takes its default
 * quietly; a field holding something unusable takes its default and adds a problem naming it.
 * Fields this version does not know are left out, so they are not saved back as if they were ours.
 */
export function readSettings(stored: Record<string, unknown>): {
  settings: Settings;
  problems: string[];
} {
  const problems: string[] = [];
  const oneOf = <K extends keyof ShellSettings>(
    key: K,
    allowed: readonly ShellSettings[K][],
  ): ShellSettings[K] => {
    const value = stored[key];
    if (value === undefined) return shellDefaults[key];
    if (allowed.includes(value as ShellSettings[K])) return value as ShellSettings[K];
    problems.push(
      `settings.${key} should be ${quoteChoices(allowed)}, got ${describeValue(value)}`,
    );
    return shellDefaults[key];
  };
  const flag = (key: BooleanKey): boolean => oneOf(key, [true, false]);
  const shell: ShellSettings = {
    theme: oneOf('theme', THEME_CHOICES),
    colourBlind: flag('colourBlind'),
    sound: flag('sound'),
    haptics: flag('haptics'),
    language: oneOf('language', LANGUAGE_CHOICES),
    safeStorage: readRiskMemory(stored.safeStorage),
    lessonsSeen: readLessonsSeen(stored.lessonsSeen, problems),
  };
  // Each game reads its own section, names its own bad fields, and leaves the rest alone.
  const games = GAME_SETTINGS.map((g) => g.read(stored));
  for (const game of games) problems.push(...game.problems);
  return { settings: Object.assign(shell, ...games.map((g) => g.values)), problems };
}

/** lesson: a list of game ids; anything else is named and read as none seen. */
function readLessonsSeen(value: unknown, problems: string[]): readonly string[] {
  if (value === undefined) return [];
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' && v.length <= 40))
    return value.slice(0, 40) as string[];
  problems.push(`settings.lessonsSeen should be a list of game ids, got ${describeValue(value)}`);
  return [];
}

type BooleanKey = {
  [K in keyof ShellSettings]: ShellSettings[K] extends boolean ? K : never;
}[keyof ShellSettings];
