// Link as the app's table of games sees it: sizes, levels, validation and share codes.

import type { CodeProblem } from '../../../engine/code-problems';
import { InvalidInputError } from '../../../engine/game';
import type { GameCore } from '../../../engine/game-core';
import { replayCheck } from '../../../engine/session';
import { formatLinkBoard, kindCounts, type LinkBoard } from './board';
import { linkDaily } from './daily-eras';
import { linkGame, newLinkState } from './game';
import {
  isLinkSizeName,
  LINK_GENERATOR_VERSION,
  LINK_SIZE_NAMES,
  LINK_SIZES,
  type LinkSizeName,
} from './generator';
import { JOURNEY_ERA } from './journey-seed';
import { isLinkLevelId, LINK_LEVELS, linkLevel } from './levels';
import { decodeLinkSaved } from './link-own';
import { hasPresetShape } from './orientation';
import { LINK_PROBLEMS, linkProblem } from './problems';
import { type LinkPuzzle, parsePresetBoard, validateLinkPuzzle } from './puzzle-record';
import { decodeLinkShare, encodeLinkShare, type LinkShare, looksLikeLinkShare } from './share-code';

const LEVEL_IDS = LINK_LEVELS.map((l) => l.id);

/** Why a board of this shape is not one Gridwise plays (null when some preset has it). */
function unplayableShape(rows: number, cols: number, kinds: number): ShapeRefusal | null {
  const fits = LINK_SIZE_NAMES.some(
    (name) => hasPresetShape(rows, cols, name) && kinds <= LINK_SIZES[name].kinds,
  );
  return fits ? null : shapeRefusal(rows, cols, kinds);
}

type ShapeRefusal = { message: string; problem: CodeProblem };

function shapeRefusal(rows: number, cols: number, kinds: number): ShapeRefusal {
  const sizes = LINK_SIZE_NAMES.map((s) => `${LINK_SIZES[s].rows}×${LINK_SIZES[s].cols}`);
  return {
    message:
      `This Link board is ${rows}×${cols} with ${kinds} kinds; ` +
      `Gridwise plays full ${sizes.join(', ')} boards with four tiles of each kind.`,
    problem: linkProblem('link-shape', { rows, cols, kinds, sizes }),
  };
}

/** The preset a board matches (rows, columns, four tiles of each kind), or null. */
function linkPresetOf(board: LinkBoard): LinkSizeName | null {
  const counts = kindCounts(board);
  for (const name of LINK_SIZE_NAMES) {
    const { kinds } = LINK_SIZES[name];
    if (!hasPresetShape(board.rows, board.cols, name)) continue;
    let four = true;
    for (let k = 1; k <= kinds; k++) if (counts[k] !== 4) four = false;
    if (four && counts.length - 1 <= kinds) return name;
  }
  return null;
}

export const linkCore: GameCore<LinkPuzzle> = {
  id: 'link',
  problems: LINK_PROBLEMS,
  generatorVersion: LINK_GENERATOR_VERSION,
  journeyEra: JOURNEY_ERA,
  sizes: LINK_SIZE_NAMES,
  levelsAt: () => LEVEL_IDS,
  // Every board, made or shared, is full: each pair is one match.
  fewestMoves: (size) => (LINK_SIZES[size].rows * LINK_SIZES[size].cols) / 2,
  parseSpec(size, level, what) {
    if (!isLinkSizeName(size))
      throw new InvalidInputError(`${what}.size must be small, medium or large`);
    if (!isLinkLevelId(level))
      throw new InvalidInputError(`${what}.level "${String(level)}" is not a Link level`);
    return { size, level };
  },
  validatePuzzle(value, what) {
    const { parsed: _parsed, ...puzzle } = validateLinkPuzzle(value, what);
    return puzzle;
  },
  checkSaved(saved) {
    const puzzle = validateLinkPuzzle(saved.puzzle, 'saved link game');
    const state = newLinkState(puzzle.parsed, linkLevel(puzzle.level).gravity);
    replayCheck(linkGame, state, saved);
    decodeLinkSaved(saved.own, state.board.rows * state.board.cols, 'saved link game');
  },
  encodeShare: (puzzle) =>
    encodeLinkShare(parsePresetBoard(puzzle.board, puzzle.size), puzzle.level),
  decodeShare: (code) => decodeLinkShare(code, { refuseShape: unplayableShape }),
  claimsShare: (code) => looksLikeLinkShare(code),
  puzzleFromShare(read, code) {
    const share = read as unknown as LinkShare;
    const size = linkPresetOf(share.board);
    if (!size) {
      const { rows, cols, kinds } = share.board;
      return { ok: false, ...shapeRefusal(rows, cols, kinds) };
    }
    return {
      ok: true,
      puzzle: {
        size,
        level: share.level,
        seed: `shared:${code.slice(0, 40)}`,
        board: formatLinkBoard(share.board),
      },
    };
  },
  pastedForm: null,
  daily: linkDaily,
};
