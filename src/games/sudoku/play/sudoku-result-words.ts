// What the end of a Sudoku run says: the card's title and line, and what a screen reader hears.
// Apart from the rules of interaction (sudoku-rules.ts) because it is only words: which notes a
// win carries (assisted, mistakes) and how an answer shown reads.

import { formatCount } from '../../../i18n/format';
import { words } from '../../../i18n/i18n';
import type { SudokuPuzzle } from '../core/puzzle-record';
import { sudokuLevelName } from './sudoku-names';

interface SudokuResultWords {
  readonly title: string;
  readonly detail: string;
  /** Said to a screen reader on a win (an answer shown says nothing more than its card). */
  readonly said: string;
}

export function sudokuResultWords(
  puzzle: SudokuPuzzle,
  time: string,
  ending: { revealed: boolean; assisted: boolean; mistakes: number },
): SudokuResultWords {
  const w = words().sudoku;
  const where = `${puzzle.size}×${puzzle.size} · ${sudokuLevelName(puzzle.level)}`;
  if (ending.revealed) {
    return { title: w.answerShown, detail: w.answerShownDetail({ where, time }), said: '' };
  }
  const { mistakes } = ending;
  const notes = [
    ending.assisted ? w.assisted : '',
    mistakes > 0 ? w.mistakes({ count: mistakes, countText: formatCount(mistakes) }) : '',
  ].filter(Boolean);
  return {
    title: w.solved,
    detail: w.solvedDetail({
      where,
      time,
      notes: notes.length ? w.solvedNotes({ notes: notes.join(w.listJoin) }) : '',
    }),
    said: w.solvedSaid({ where, time }),
  };
}
