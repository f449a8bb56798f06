// Sudoku's section of the player's settings: the input policy (refuse, mark or check a digit
// that breaks a rule), large digits, notes cleaned on placing, and the entry order. The settings
// screen gets these rows from here and the shell keeps the values without knowing them.
// Its values, defaults and reading are in core/sudoku-settings-values.ts.

import { words } from '../../../i18n/i18n';
import type { SettingChoice, SettingRow, SettingValues } from '../../../play/game-settings';
import type { SudokuSettings } from '../core/sudoku-settings-values';

export type { SudokuSettings };

/**
 * The shell's settings seen as Sudoku's. Safe because the shell only ever holds values that
 * went through Sudoku's reading (core/sudoku-settings-values.ts) or are its defaults, and reads them at the moment of use.
 */
export function sudokuSettingsOf(values: SettingValues): SudokuSettings {
  return values as unknown as SudokuSettings;
}

/** A row of choices for one setting: each choice is its target id, its words and its value. */
function row<K extends keyof SudokuSettings>(
  heading: string,
  key: K,
  choices: readonly (readonly [id: string, text: string, value: SudokuSettings[K]])[],
): SettingRow {
  return {
    heading,
    choices: choices.map(([id, text, value]): SettingChoice => ({ id, text, key, value })),
  };
}

/** Sudoku's rows on the settings screen, in the language in use. */
export function sudokuSettingRows(): readonly SettingRow[] {
  const w = words().sudoku.settings;
  const onOff = words().common;
  return [
    row(w.digits, 'largeDigits', [
      ['setting:digits:normal', w.digitsNormal, false],
      ['setting:digits:large', w.digitsLarge, true],
    ]),
    {
      ...row(w.conflict, 'conflictMode', [
        ['setting:refuse', w.conflictRefuse, 'refuse'],
        ['setting:mark', w.conflictMark, 'mark'],
        ['setting:check', w.conflictCheck, 'check'],
      ]),
      // What each input policy does, in one line under its row.
      note: (values) =>
        ({
          refuse: w.conflictRefuseNote,
          mark: w.conflictMarkNote,
          check: w.conflictCheckNote,
        })[sudokuSettingsOf(values).conflictMode],
    },
    row(w.autoClean, 'autoCleanNotes', [
      ['setting:autoclean:off', onOff.off, false],
      ['setting:autoclean:on', onOff.on, true],
    ]),
    row(w.entry, 'inputOrder', [
      ['setting:order:cell', w.entryCell, 'cell'],
      ['setting:order:digit', w.entryDigit, 'digit'],
    ]),
  ];
}
