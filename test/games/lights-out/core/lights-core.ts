// Lights Out as the registries' tables see it: sizes, levels, validation, share codes and the
// check of a saved game, all pure (the worker loads it too).

import { InvalidInputError } from '../../../engine/game';
import type { GameCore } from '../../../engine/game-core';
import { replayCheck } from '../../../engine/session';
import { lightsDaily } from './lights-daily';
import { lightsGame } from './lights-game';
import { LIGHTS_PROBLEMS } from './lights-problems';
import {
  isLightsLevel,
  LIGHTS_ID,
  LIGHTS_LEVELS,
  LIGHTS_SIZES,
  type LightsPuzzle,
  PRESSES,
  validateLightsPuzzle,
} from './lights-puzzle';
import {
  decodeLightsShare,
  encodeLightsShare,
  type LightsShare,
  looksLikeLightsShare,
} from './lights-share';

/** Bumped when the maker's output for a seed changes (pooled puzzles are then remade). */
export const LIGHTS_GENERATOR_VERSION = 1;

export const lightsCore: GameCore<LightsPuzzle> = {
  id: LIGHTS_ID,
  generatorVersion: LIGHTS_GENERATOR_VERSION,
  sizes: LIGHTS_SIZES,
  levelsAt: () => LIGHTS_LEVELS,
  // The only solution presses exactly the lights the maker pressed (README.md).
  fewestMoves: (_size, level) => PRESSES[level],
  parseSpec(size, level, what) {
    if (size !== 3) throw new InvalidInputError(`${what}.size must be 3`);
    if (!isLightsLevel(level)) throw new InvalidInputError(`${what}.level must be easy or hard`);
    return { size, level };
  },
  validatePuzzle: validateLightsPuzzle,
  encodeShare: (puzzle) => encodeLightsShare(puzzle),
  decodeShare: (code) => decodeLightsShare(code),
  claimsShare: looksLikeLightsShare,
  checkSaved(saved) {
    const puzzle = validateLightsPuzzle(saved.puzzle, `saved ${LIGHTS_ID} game`);
    replayCheck(lightsGame, puzzle.lights, saved);
  },
  daily: lightsDaily,
  // Only its share code reads; its own kinds of problem, worded in words/en-stage.ts.
  pastedForm: null,
  problems: LIGHTS_PROBLEMS,
  puzzleFromShare(read, code) {
    const share = read as LightsShare;
    return {
      ok: true,
      puzzle: { size: 3, level: share.level, seed: `shared:${code}`, lights: share.lights },
    };
  },
};
