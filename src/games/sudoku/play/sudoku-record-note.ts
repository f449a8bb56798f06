// What a Sudoku best time says beyond its time, for the records list: the input policy it was
// played with ("Strict", "Marked", "Checked") and, in check mode, the mistakes it made. The
// records screen asks the game for these words (GameEntry.recordNote) and never reads the fields.

import type { GameOwn } from '../../../engine/game-own';
import { formatCount } from '../../../i18n/format';
import { words } from '../../../i18n/i18n';
import { decodeSudokuRecord } from '../core/sudoku-own';

/** The input policy a run was played with, as one short word for a records row (an unknown one
 *  from a newer build is shown as stored). */
export function policyLabel(policy: string): string {
  const w = words().sudoku.records;
  switch (policy) {
    case 'refuse':
      // Rule-breaking digits were refused: the strictest way to play.
      return w.strict;
    case 'mark':
      return w.marked;
    case 'check':
      return w.checked;
    default:
      return policy;
  }
}

/** The row's note for a best time's own part; '' when it is not Sudoku's (nothing to say). */
export function sudokuRecordNote(own: GameOwn): string {
  let read: ReturnType<typeof decodeSudokuRecord>;
  try {
    read = decodeSudokuRecord(own);
  } catch {
    return '';
  }
  const policy = policyLabel(read.policy);
  if (read.mistakes === 0) return policy;
  return words().sudoku.records.mistakes({
    policy,
    count: read.mistakes,
    countText: formatCount(read.mistakes),
  });
}
