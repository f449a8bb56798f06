// Sudoku's section of the player's settings: the input policy (refuse, mark or check a digit
// that breaks a rule), large digits, notes cleaned on placing, and the entry order. The settings
// screen gets these rows from here and the shell keeps the values without knowing them.
// The keys are the ones every build before issue #27 stored at the top of the settings record,
// so a player's stored settings read as they are.

import { words } from '../../../i18n/i18n';
import type { GameSettings, SettingChoice, SettingValues } from '../../../play/game-settings';
import type { ConflictPolicy } from '../core/sudoku-own';

/** Sudoku entry: a cell then its digit (the default), or a digit then every cell it goes in. */
export type InputOrder = 'cell' | 'digit';

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

const DEFAULTS: SudokuSettings = {
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
 * The shell's settings seen as Sudoku's. Safe because the shell only ever holds values that
 * went through `read` below (or the defaults), and reads them at the moment of use.
 */
export function sudokuSettingsOf(values: SettingValues): SudokuSettings {
  return values as unknown as SudokuSettings;
}

/** `"a", "b" or "c"`; booleans unquoted (`true or false`). */
function choicesText(choices: readonly unknown[]): string {
  const all = choices.map((c) => JSON.stringify(c));
  return all.length < 2 ? all.join('') : `${all.slice(0, -1).join(', ')} or ${all.at(-1)}`;
}

function describe(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = Object.prototype.toString.call(value);
  }
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

function choice<K extends keyof SudokuSettings>(
  id: string,
  text: string,
  key: K,
  value: SudokuSettings[K],
): SettingChoice {
  return { id, text, key, value };
}

export const sudokuSettings: GameSettings = {
  defaults: DEFAULTS as unknown as SettingValues,
  read(stored) {
    const problems: string[] = [];
    const values: Record<string, unknown> = {};
    for (const key of Object.keys(ALLOWED) as (keyof SudokuSettings)[]) {
      const value = stored[key];
      const allowed = ALLOWED[key] as readonly unknown[];
      if (value === undefined) values[key] = DEFAULTS[key];
      else if (allowed.includes(value)) values[key] = value;
      else {
        problems.push(`settings.${key} should be ${choicesText(allowed)}, got ${describe(value)}`);
        values[key] = DEFAULTS[key];
      }
    }
    return { values, problems };
  },
  rows() {
    const w = words().settings;
    const onOff = words().common;
    return [
      {
        heading: w.digits,
        choices: [
          choice('setting:digits:normal', w.digitsNormal, 'largeDigits', false),
          choice('setting:digits:large', w.digitsLarge, 'largeDigits', true),
        ],
      },
      {
        heading: w.conflict,
        choices: [
          choice('setting:refuse', w.conflictRefuse, 'conflictMode', 'refuse'),
          choice('setting:mark', w.conflictMark, 'conflictMode', 'mark'),
          choice('setting:check', w.conflictCheck, 'conflictMode', 'check'),
        ],
        // What each input policy does, in one line under its row.
        note: (values) =>
          ({
            refuse: w.conflictRefuseNote,
            mark: w.conflictMarkNote,
            check: w.conflictCheckNote,
          })[sudokuSettingsOf(values).conflictMode],
      },
      {
        heading: w.autoClean,
        choices: [
          choice('setting:autoclean:off', onOff.off, 'autoCleanNotes', false),
          choice('setting:autoclean:on', onOff.on, 'autoCleanNotes', true),
        ],
      },
      {
        heading: w.entry,
        choices: [
          choice('setting:order:cell', w.entryCell, 'inputOrder', 'cell'),
          choice('setting:order:digit', w.entryDigit, 'inputOrder', 'digit'),
        ],
      },
    ];
  },
};
