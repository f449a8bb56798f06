// Link's own part of a saved game (Tatham's encode_ui / decode_ui): the picked tile, as a cell
// index. Shared code keeps it as an opaque object (src/engine/game-own.ts); only this file knows
// its field. Records written before issue #27 also carry `noteMode` and `mistakes` (always
// false and 0 for Link): they are not Link's and are ignored. A win keeps nothing of its own.

import { InvalidInputError } from '../../../engine/game';
import { type GameOwn, isCellOrNull, ownField } from '../../../engine/game-own';

export interface LinkSavedOwn {
  /** The picked tile (row × cols + column), or null. */
  selected: number | null;
}

export function encodeLinkSaved(own: LinkSavedOwn): GameOwn {
  return { selected: own.selected };
}

/** Reads a saved game's own part on a board of `cellCount` cells; throws naming what is wrong. */
export function decodeLinkSaved(
  own: GameOwn,
  cellCount: number,
  what = 'saved link game',
): LinkSavedOwn {
  const selected = ownField(own, 'selected', what, isCellOrNull, 'a cell index or null');
  if (selected !== null && selected >= cellCount)
    throw new InvalidInputError(`saved selection ${selected} is outside the board`);
  return { selected };
}
