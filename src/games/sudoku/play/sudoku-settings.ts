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

function choice<K extends keyof SudokuSettings>(
  id: string,
  text: string,
  key: K,
  value: SudokuSettings[K],
): SettingChoice {
  return { id, text, key, value };
}

/** Sudoku's rows on the settings screen, in the language in use. */
export function sudokuSettingRows(): readonly SettingRow[] {
  const w = words().sudoku.settings;
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
}
