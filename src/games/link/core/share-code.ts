// Link share codes: a board and its level as a short, URL-safe text for `#play/link/<code>`.
// Layout (every character from SHARE_ALPHABET, see engine/share-text.ts):
//
//   'A'      version 1 (versions are letters)
//   level    one letter per level, fixed here so that reordering LINK_LEVELS breaks no code
//   rows     1..40, as one character's value
//   cols     1..40
//   kinds    1..62: the highest kind the board may hold
//   cells    every cell's kind (0 = empty), row by row, as one base-(kinds + 1) number
//   check    Luhn mod 64 over everything before it, so a typo is caught
//
// A 12×7 board with 21 kinds takes 69 characters. The decoder checks what a player needs
// before a game starts: it never throws, and every refusal says what is wrong and where. Only
// the solver can say whether a board clears; within its node budget it may not know, and then
// the board is accepted with `confirmed: false` (generated boards are always confirmed).

import { type CodeProblem, CodeProblemError, codeProblem } from '../../../engine/code-problems';
import { InvalidInputError } from '../../../engine/game';
import {
  charsForRange,
  cleanShareInput,
  firstBadShareChar,
  hasValidCheckChar,
  readShareNumber,
  shareCharValue,
  shareCheckChar,
  writeShareNumber,
} from '../../../engine/share-text';
import {
  formatLinkBoard,
  type LinkBoard,
  MAX_LINK_KINDS,
  MAX_LINK_SIDE,
  parseLinkBoard,
  tileCount,
} from './board';
import { GENERATOR_CHECK_NODES } from './generator';
import { isLinkLevelId, type LinkLevelId, linkLevel } from './levels';
import { linkProblem } from './problems';
import { solveLink } from './solver';

const LINK_SHARE_VERSION = 'A';

const LEVEL_CHARS: Readonly<Record<LinkLevelId, string>> = {
  classic: 'c',
  fall: 'f',
  'drift-left': 'l',
  rise: 'u',
  'drift-right': 'r',
};

/** Version, level, rows, cols, kinds. */
const HEADER = 5;

export interface LinkShare {
  readonly level: LinkLevelId;
  readonly board: LinkBoard;
  /** True when the solver cleared the board; false when it ran out of budget first. */
  readonly confirmed: boolean;
}

type LinkShareResult =
  | ({ readonly ok: true } & LinkShare)
  | { readonly ok: false; readonly message: string; readonly problem: CodeProblem | null };

interface LinkShareOptions {
  /** Solver nodes allowed before the board is accepted unconfirmed (default: the generator's). */
  maxNodes?: number;
  /**
   * Says why a board of this shape cannot be played here (null when it can), checked on the
   * header alone: a 40×40 code is refused before its cells are read or the solver runs.
   */
  refuseShape?: (
    rows: number,
    cols: number,
    kinds: number,
  ) => { message: string; problem: CodeProblem } | null;
}

function cellRange(rows: number, cols: number, kinds: number): bigint {
  return BigInt(kinds + 1) ** BigInt(rows * cols);
}

/** Throws InvalidInputError when the board or level cannot be written as a code. */
export function encodeLinkShare(board: LinkBoard, level: LinkLevelId): string {
  const { rows, cols, kinds, cells } = board;
  if (!isLinkLevelId(level)) throw new InvalidInputError(`Unknown Link level: ${String(level)}.`);
  const whole = (n: number, hi: number) => Number.isInteger(n) && n >= 1 && n <= hi;
  if (!whole(rows, MAX_LINK_SIDE) || !whole(cols, MAX_LINK_SIDE)) {
    throw new InvalidInputError(
      `A board is 1–${MAX_LINK_SIDE} rows by 1–${MAX_LINK_SIDE} columns; got ${rows}×${cols}.`,
    );
  }
  if (!whole(kinds, MAX_LINK_KINDS)) {
    throw new InvalidInputError(`Kinds must be 1–${MAX_LINK_KINDS}; got ${kinds}.`);
  }
  if (cells.length !== rows * cols) {
    throw new InvalidInputError(
      `A ${rows}×${cols} board has ${rows * cols} cells; got ${cells.length}.`,
    );
  }
  let value = 0n;
  for (const kind of cells) {
    if (kind > kinds) throw new InvalidInputError(`A cell holds kind ${kind}; at most ${kinds}.`);
    value = value * BigInt(kinds + 1) + BigInt(kind);
  }
  const header =
    LINK_SHARE_VERSION +
    LEVEL_CHARS[level] +
    writeShareNumber(BigInt(rows), 1) +
    writeShareNumber(BigInt(cols), 1) +
    writeShareNumber(BigInt(kinds), 1);
  const payload = header + writeShareNumber(value, charsForRange(cellRange(rows, cols, kinds)));
  return payload + shareCheckChar(payload);
}

const fail = (message: string, problem: CodeProblem | null): LinkShareResult => ({
  ok: false,
  message,
  problem,
});

function levelOfChar(ch: string): LinkLevelId | null {
  for (const [id, c] of Object.entries(LEVEL_CHARS)) if (c === ch) return id as LinkLevelId;
  return null;
}

/** True when `text` starts like a Link code (version, then a level letter), broken or not. */
export function looksLikeLinkShare(text: string): boolean {
  const code = cleanShareInput(String(text));
  return code[0] === LINK_SHARE_VERSION && levelOfChar(code[1] ?? '') !== null;
}

/**
 * Reads a Link share code. White space anywhere and percent-escapes are ignored. Never throws:
 * the result is the board, its level and whether the solver confirmed it clears, or a message
 * saying what is wrong and where.
 */
export function decodeLinkShare(text: string, options: LinkShareOptions = {}): LinkShareResult {
  const code = cleanShareInput(String(text));
  if (code === '')
    return fail(
      'There is nothing to read: paste a Link share code.',
      linkProblem('link-empty', {}),
    );
  const bad = firstBadShareChar(code);
  if (bad >= 0) {
    return fail(
      `Character ${bad + 1} of the code is "${code[bad]}"; a share code uses only A–Z, a–z, 0–9, - and _.`,
      linkProblem('link-bad-char', { at: bad + 1, char: code[bad] as string }),
    );
  }
  if (code[0] !== LINK_SHARE_VERSION) {
    return fail(
      'This code may be from a newer version of Gridwise (update to open it), or it is not a ' +
        `Gridwise Link code: it starts with "${code[0]}", and this version reads codes that ` +
        `start with "${LINK_SHARE_VERSION}".`,
      linkProblem('link-version', { first: code[0] as string, expected: LINK_SHARE_VERSION }),
    );
  }
  if (code.length < HEADER + 1) {
    return fail(
      `The code is too short: a Link code has at least ${HEADER + 1} characters; this one has ${code.length}.`,
      linkProblem('link-too-short', { min: HEADER + 1, length: code.length }),
    );
  }
  const level = levelOfChar(code[1] as string);
  if (level === null) {
    return fail(
      `Character 2 of the code is "${code[1]}", which names no level this app knows ` +
        `(${Object.values(LEVEL_CHARS).join(', ')}). The code may come from a newer version of Gridwise.`,
      linkProblem('link-level', { char: code[1] as string, levels: Object.values(LEVEL_CHARS) }),
    );
  }
  const rows = shareCharValue(code[2] as string);
  const cols = shareCharValue(code[3] as string);
  const kinds = shareCharValue(code[4] as string);
  if (rows < 1 || rows > MAX_LINK_SIDE || cols < 1 || cols > MAX_LINK_SIDE) {
    return fail(
      `Characters 3 and 4 of the code give a ${rows}×${cols} board; a board has 1–${MAX_LINK_SIDE} ` +
        `rows and 1–${MAX_LINK_SIDE} columns.`,
      linkProblem('link-board-size', { rows, cols, max: MAX_LINK_SIDE }),
    );
  }
  if (kinds < 1 || kinds > MAX_LINK_KINDS) {
    return fail(
      `Character 5 of the code gives ${kinds} kinds of tile; 1–${MAX_LINK_KINDS} are allowed.`,
      linkProblem('link-kinds', { kinds, max: MAX_LINK_KINDS }),
    );
  }
  const refused = options.refuseShape?.(rows, cols, kinds) ?? null;
  if (refused !== null) return fail(refused.message, refused.problem);
  const range = cellRange(rows, cols, kinds);
  const expected = HEADER + charsForRange(range) + 1;
  if (code.length !== expected) {
    return fail(
      `The code has ${code.length} characters, but a ${rows}×${cols} board with ${kinds} kinds ` +
        `has ${expected}: a character is missing or extra, or one was mistyped.`,
      linkProblem('link-length', { length: code.length, rows, cols, kinds, expected }),
    );
  }
  if (!hasValidCheckChar(code)) {
    return fail(
      'The code has a typo: its last character, a check on the others, does not match them. ' +
        'Compare it with the original, character by character.',
      codeProblem('code-typo', {}),
    );
  }
  let value = readShareNumber(code.slice(HEADER, -1));
  if (value >= range)
    return fail(
      'The code is damaged: its cells part is larger than its size allows.',
      linkProblem('link-cells-damaged', {}),
    );
  const cells = new Uint8Array(rows * cols);
  const base = BigInt(kinds + 1);
  for (let i = cells.length - 1; i >= 0; i--) {
    cells[i] = Number(value % base);
    value /= base;
  }
  const board: LinkBoard = { rows, cols, kinds, cells };
  if (tileCount(board) === 0)
    return fail('The board in this code has no tiles.', linkProblem('link-no-tiles', {}));
  // The board codec names a kind with an odd count (and where it is), as for a typed-in board.
  try {
    parseLinkBoard(formatLinkBoard(board), { rows, cols, kinds });
  } catch (error) {
    if (error instanceof InvalidInputError)
      return fail(error.message, error instanceof CodeProblemError ? error.problem : null);
    throw error;
  }
  const check = solveLink(board, linkLevel(level).gravity, {
    maxNodes: options.maxNodes ?? GENERATOR_CHECK_NODES,
  });
  if (check.status === 'unsolvable') {
    return fail(
      'This board cannot be cleared: whatever the order of moves, some tiles are always left.',
      linkProblem('link-unclearable', {}),
    );
  }
  return { ok: true, level, board, confirmed: check.status === 'solved' };
}
