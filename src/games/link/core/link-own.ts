// Link's own part of a saved game (Tatham's encode_ui / decode_ui): the picked tile, as a cell
// index, and, on a journey stage, when each match, each hint and each freeze happened (elapsed ms),
// from which the countdown, the score and the combos are worked out again after a reload. Shared
// code keeps it as an opaque object (src/engine/game-own.ts); only this file knows its fields.
// Records from older builds also carry `noteMode` and `mistakes` (always false and 0 for
// Link): they are not Link's and are ignored. A win keeps nothing of its own.

import { InvalidInputError } from '../../../engine/game';
import { type GameOwn, isCellOrNull, isWholeNumber, ownField } from '../../../engine/game-own';

export interface LinkSavedOwn {
  /** The picked tile (row × cols + column), or null. */
  selected: number | null;
  /** journey: elapsed ms of each match and each hint of a stage; absent in free play. */
  times?: { matches: number[]; hints: number[]; freezes?: number[] };
}

export function encodeLinkSaved(own: LinkSavedOwn): GameOwn {
  if (!own.times) return { selected: own.selected };
  const { matches, hints, freezes } = own.times;
  return {
    selected: own.selected,
    times: freezes && freezes.length > 0 ? { matches, hints, freezes } : { matches, hints },
  };
}

/** Elapsed times in order, each a whole number of ms. */
function isTimes(v: unknown): v is number[] {
  return (
    Array.isArray(v) &&
    v.length <= 10_000 &&
    v.every((t, i) => isWholeNumber(t) && (i === 0 || t >= (v[i - 1] as number)))
  );
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
  if (own.times === undefined) return { selected };
  const times = own.times as GameOwn;
  if (typeof times !== 'object' || times === null || Array.isArray(times))
    throw new InvalidInputError(`${what}.times should be { matches, hints }`);
  const expected = 'elapsed ms in order';
  const matches = ownField(times, 'matches', `${what}.times`, isTimes, expected);
  const hints = ownField(times, 'hints', `${what}.times`, isTimes, expected);
  // journey: the freezes (power-ups), absent from saves before them.
  if (times.freezes === undefined) return { selected, times: { matches, hints } };
  const freezes = ownField(times, 'freezes', `${what}.times`, isTimes, expected);
  return { selected, times: { matches, hints, freezes } };
}
