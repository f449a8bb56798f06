// Player settings: defaults, and reading a stored copy back field by field, so a setting from
// an older or newer version (or a damaged one) falls back to its default instead of breaking.

import { LANGUAGE_CHOICES, type LanguageChoice } from '../i18n/languages';
import { noRiskMemory, type RiskMemory, readRiskMemory } from './safe-storage/risk-memory';

/**
 * What happens to a digit that breaks a rule: refused with a message (the default), only marked,
 * or marked and also checked against the solution, with each wrong digit counted as a mistake.
 */
export type ConflictMode = 'refuse' | 'mark' | 'check';

export type ThemeChoice = 'system' | 'light' | 'dark';

/** Sudoku entry: a cell then its digit (the default), or a digit then every cell it goes in. */
export type InputOrder = 'cell' | 'digit';

export interface Settings {
  conflictMode: ConflictMode;
  /** Light, dark, or whichever the system prefers. */
  theme: ThemeChoice;
  /** The Okabe–Ito palettes, which keep errors and highlights apart for colour-blind players. */
  colourBlind: boolean;
  largeDigits: boolean;
  /** Off by default: a puzzle app on a train should be silent unless asked. */
  sound: boolean;
  haptics: boolean;
  /** Placing a digit removes it from the notes of the cell's row, column and box. */
  autoCleanNotes: boolean;
  inputOrder: InputOrder;
  /** The language of every word, or 'auto': the device's (navigator.languages). */
  language: LanguageChoice;
  /** Safari's seven-day rule: the last visit and the offer's answer (safe-storage/). */
  safeStorage: RiskMemory;
}

export const defaultSettings: Settings = {
  conflictMode: 'refuse',
  theme: 'system',
  colourBlind: false,
  largeDigits: false,
  sound: false,
  haptics: true,
  autoCleanNotes: true,
  inputOrder: 'cell',
  language: 'auto',
  safeStorage: noRiskMemory,
};

const CONFLICT_MODES: readonly ConflictMode[] = ['refuse', 'mark', 'check'];
const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];
const INPUT_ORDERS: readonly InputOrder[] = ['cell', 'digit'];

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
  const oneOf = <K extends keyof Settings>(
    key: K,
    allowed: readonly Settings[K][],
  ): Settings[K] => {
    const value = stored[key];
    if (value === undefined) return defaultSettings[key];
    if (allowed.includes(value as Settings[K])) return value as Settings[K];
    problems.push(`settings.${key} should be ${quoteChoices(allowed)}, got ${describe(value)}`);
    return defaultSettings[key];
  };
  const flag = (key: BooleanKey): boolean => oneOf(key, [true, false]);
  return {
    settings: {
      conflictMode: oneOf('conflictMode', CONFLICT_MODES),
      theme: oneOf('theme', THEME_CHOICES),
      colourBlind: flag('colourBlind'),
      largeDigits: flag('largeDigits'),
      sound: flag('sound'),
      haptics: flag('haptics'),
      autoCleanNotes: flag('autoCleanNotes'),
      inputOrder: oneOf('inputOrder', INPUT_ORDERS),
      language: oneOf('language', LANGUAGE_CHOICES),
      safeStorage: readRiskMemory(stored.safeStorage),
    },
    problems,
  };
}

type BooleanKey = {
  [K in keyof Settings]: Settings[K] extends boolean ? K : never;
}[keyof Settings];

/** `"a", "b" or "c"`; booleans unquoted (`true or false`). */
function quoteChoices(choices: readonly unknown[]): string {
  const words = choices.map((c) => JSON.stringify(c));
  return words.length < 2
    ? words.join('')
    : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

/** A stored value as the message shows it: short, and JSON-like so a string looks like one. */
function describe(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    // A cycle or a BigInt cannot be stringified; stored data has neither, but never throw here.
    text = Object.prototype.toString.call(value);
  }
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
