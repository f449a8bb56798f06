// Sudoku's settings as values: their keys, defaults and how a stored copy is read back (pure:
// the words of its rows are in play/sudoku-settings.ts). The keys are the ones older
// builds stored at the top of the settings record, so stored settings read as they are.

import { describeValue, quoteChoices } from '../../../engine/describe-value';
import type { ConflictPolicy } from './sudoku-own';

/** Sudoku entry: a cell then its digit (the default), or a digit then every cell it goes in. */
type InputOrder = 'cell' | 'digit';

export interface SudokuSettings {
  /**
   * What happens to a digit that breaks a rule: refused with a message (the default), only
   * marked, or marked and also checked against the solution, each wrong digit a mistake.
   */
  conflictMode: ConflictPolicy;
  largeDigits: boolean;
  /** Placing a digit removes it from the notes of the cell's row, column and box. */
  autoCleanNotes: boolean;
  inputOrder: InputOrder;
}

const SUDOKU_SETTING_DEFAULTS: Readonly<SudokuSettings> = {
  conflictMode: 'refuse',
  largeDigits: false,
  autoCleanNotes: true,
  inputOrder: 'cell',
};

const ALLOWED: { readonly [K in keyof SudokuSettings]: readonly SudokuSettings[K][] } = {
  conflictMode: ['refuse', 'mark', 'check'],
  largeDigits: [true, false],
  autoCleanNotes: [true, false],
  inputOrder: ['cell', 'digit'],
};

/**
 * Reads Sudoku's fields of a stored settings record: a missing field takes its default quietly,
 * an unusable one its default and a problem naming field, what it should be and what it was.
 */
function readSudokuSettings(stored: Readonly<Record<string, unknown>>): {
  values: SudokuSettings;
  problems: string[];
} {
  const problems: string[] = [];
  const values: Record<string, unknown> = {};
  for (const key of Object.keys(ALLOWED) as (keyof SudokuSettings)[]) {
    const value = stored[key];
    const allowed = ALLOWED[key] as readonly unknown[];
    if (value !== undefined && !allowed.includes(value))
      problems.push(
        `settings.${key} should be ${quoteChoices(allowed)}, got ${describeValue(value)}`,
      );
    values[key] =
      value !== undefined && allowed.includes(value) ? value : SUDOKU_SETTING_DEFAULTS[key];
  }
  return { values: values as unknown as SudokuSettings, problems };
}

/** Sudoku's section as the settings registry lists it (the GameSettings of src/play). */
export const sudokuSettingValues = {
  defaults: SUDOKU_SETTING_DEFAULTS as unknown as Readonly<Record<string, unknown>>,
  read: (stored: Readonly<Record<string, unknown>>) => {
    const { values, problems } = readSudokuSettings(stored);
    return { values: values as unknown as Readonly<Record<string, unknown>>, problems };
  },
};
