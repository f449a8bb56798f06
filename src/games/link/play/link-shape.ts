// The shape a new Link board is made in. A board with gravity is made in the shape of the
// screen, since it is never shown turned: on a landscape screen, the transpose of a portrait
// board of the level whose gravity the transpose turns into this one's (core/orientation.ts).
// Classic boards turn freely. The turned board is as checked as the one it came from (the same
// tiles, the preset's other shape), so it is handed on as checked: the run does not validate it
// again. Apart from link-rules.ts, which asks for it.

import { markChecked } from '../../../engine/checked-puzzle';
import { formatLinkBoard } from '../core/board';
import type { LinkSizeName } from '../core/generator';
import { type LinkLevelId, linkLevel } from '../core/levels';
import { shapeOf, transposedLevel, transposeLinkBoard } from '../core/orientation';
import { type LinkPuzzle, parsePresetBoard } from '../core/puzzle-record';

export function shapeNew(
  spec: { size: LinkSizeName; level: LinkLevelId },
  landscape: boolean,
): {
  spec: { size: LinkSizeName; level: LinkLevelId };
  fit(puzzle: LinkPuzzle): LinkPuzzle;
} {
  const keep = { spec, fit: (puzzle: LinkPuzzle) => puzzle };
  if (linkLevel(spec.level).gravity === 'none' || !landscape) return keep;
  return {
    spec: { size: spec.size, level: transposedLevel(spec.level) },
    fit: (puzzle) => {
      const board = parsePresetBoard(puzzle.board, puzzle.size);
      const turned =
        shapeOf(board) === 'landscape' ? puzzle.board : formatLinkBoard(transposeLinkBoard(board));
      return markChecked('link', { ...puzzle, level: spec.level, board: turned });
    },
  };
}
