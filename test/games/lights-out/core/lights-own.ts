// Lights Out's own part of what is stored (Tatham's encode_ui / decode_ui, src/engine/game-own.ts):
// in a saved game, the light pressed last (the screen marks it, so a resume looks as it was left);
// in a best time, how many presses the win took. Only this file knows these fields.

import { type GameOwn, isWholeNumber, ownField } from '../../../engine/game-own';

const isLightOrNull = (v: unknown): v is number | null => v === null || (isWholeNumber(v) && v < 9);

export function encodeLightsSaved(lastPressed: number | null): GameOwn {
  return { lastPressed };
}

/** The light pressed last, from a saved game's own part; throws naming what is wrong. */
export function decodeLightsSaved(own: GameOwn, what = 'saved lights-out game'): number | null {
  return ownField(own, 'lastPressed', what, isLightOrNull, 'a light 0–8 or null');
}

export function encodeLightsRecord(presses: number): GameOwn {
  return { presses };
}

/** The presses a best time took, or null when its own part has none (never throws: a records row). */
export function lightsRecordPresses(own: GameOwn): number | null {
  return isWholeNumber(own.presses) ? own.presses : null;
}
