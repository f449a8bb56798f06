// A generated Link board as it travels between the generator worker, the puzzle pool in
// IndexedDB, a saved game and the controller. It crosses thread and storage boundaries, so every
// reader checks it: a known size and level, and a board of that size on which every kind
// appears exactly four times.

import { InvalidInputError } from '../../../engine/game';
import { formatLinkBoard, kindChar, kindCounts, type LinkBoard, parseLinkBoard } from './board';
import { type GeneratedLink, isLinkSizeName, LINK_SIZES, type LinkSizeName } from './generator';
import { isLinkLevelId, type LinkLevelId } from './levels';
import { hasPresetShape } from './orientation';

export interface LinkPuzzle {
  size: LinkSizeName;
  level: LinkLevelId;
  seed: string;
  /** The board as text, rows joined by '\n' (formatLinkBoard). */
  board: string;
}

export function linkPuzzleOf(
  made: GeneratedLink,
  size: LinkSizeName,
  level: LinkLevelId,
): LinkPuzzle {
  return { size, level, seed: made.seed, board: formatLinkBoard(made.board) };
}

/** Returns a clean copy of `value` with its parsed board, or throws naming the bad field. */
export function validateLinkPuzzle(
  value: unknown,
  what = 'Link puzzle',
): LinkPuzzle & { parsed: LinkBoard } {
  if (typeof value !== 'object' || value === null)
    throw new InvalidInputError(`${what} is not an object`);
  const o = value as Record<string, unknown>;
  if (!isLinkSizeName(o.size))
    throw new InvalidInputError(`${what}.size must be small, medium or large`);
  if (!isLinkLevelId(o.level))
    throw new InvalidInputError(`${what}.level "${String(o.level)}" is not a Link level`);
  if (typeof o.seed !== 'string') throw new InvalidInputError(`${what}.seed must be a string`);
  if (typeof o.board !== 'string') throw new InvalidInputError(`${what}.board must be a string`);
  const size = LINK_SIZES[o.size];
  let parsed: LinkBoard;
  try {
    parsed = parsePresetBoard(o.board, o.size);
  } catch (error) {
    throw new InvalidInputError(`${what}.board: ${(error as Error).message}`);
  }
  const counts = kindCounts(parsed);
  for (let kind = 1; kind <= size.kinds; kind++) {
    if (counts[kind] !== 4)
      throw new InvalidInputError(
        `${what}.board has "${kindChar(kind)}" ${counts[kind]} times; a new board has each kind four times`,
      );
  }
  return { size: o.size, level: o.level, seed: o.seed, board: o.board, parsed };
}

/**
 * Parses the board of a preset size, made upright (rows × cols of the preset) or for a screen
 * held sideways (cols × rows: src/games/link/core/orientation.ts). Throws InvalidInputError.
 */
export function parsePresetBoard(text: string, size: LinkSizeName): LinkBoard {
  const preset = LINK_SIZES[size];
  // The shape first, from the lines alone: a board cut short is named as such, not by the
  // odd tile counts it then has.
  const lines = text.trim().split(/\r?\n/);
  const rows = lines.length;
  const cols = (lines[0] ?? '').trim().length;
  if (!hasPresetShape(rows, cols, size)) {
    throw new InvalidInputError(
      `The board is ${rows}×${cols}; a ${size} board is ${preset.rows}×${preset.cols} or ${preset.cols}×${preset.rows}.`,
      0,
    );
  }
  return parseLinkBoard(text, { kinds: preset.kinds });
}
