// The Link (连连看 / Onet / Shisen-Sho) board and its text form. A board is R lines of C
// characters: '.' for an empty cell, and a tile kind as one of a–z, A–Z, 0–9 (62 kinds at most).
// Everything that arrives as text (stdin, a saved game, a test) comes through parseLinkBoard and
// gets an error that says what is wrong and where.

import { CodeProblemError } from '../../../engine/code-problems';
import { InvalidInputError } from '../../../engine/game';
import { linkProblem } from './problems';

/** Kind k (1-based) is written as LINK_ALPHABET[k - 1]. */
export const LINK_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const MAX_LINK_KINDS = LINK_ALPHABET.length;
/** Rows and columns are 1..MAX_LINK_SIDE, which bounds the cost of a path search. */
export const MAX_LINK_SIDE = 40;

/** A board. Treat it as immutable: moves return a new one. */
export interface LinkBoard {
  readonly rows: number;
  readonly cols: number;
  /** Highest kind the board may hold (kinds are 1..kinds). */
  readonly kinds: number;
  /** Row-major, rows × cols; 0 for an empty cell, else the kind 1..kinds. */
  readonly cells: Uint8Array;
}

/** A cell in board coordinates, 0-based. Path points also use -1 and rows/cols (the outer ring). */
export interface LinkCell {
  readonly r: number;
  readonly c: number;
}

/** Two cells removed together, in the order a solver or a player gave them. */
export type LinkPair = readonly [LinkCell, LinkCell];

export function kindChar(kind: number): string {
  return kind === 0 ? '.' : (LINK_ALPHABET[kind - 1] as string);
}

/** The kind a character stands for, 0 for '.', or -1 when it is not a board character. */
export function kindOfChar(ch: string): number {
  if (ch === '.') return 0;
  const index = LINK_ALPHABET.indexOf(ch);
  return ch.length === 1 && index >= 0 ? index + 1 : -1;
}

/** "row 3, column 5", 1-based as people count. */
export function describeCell(r: number, c: number): string {
  return `row ${r + 1}, column ${c + 1}`;
}

export function isInside(board: LinkBoard, cell: LinkCell): boolean {
  return (
    Number.isInteger(cell.r) &&
    Number.isInteger(cell.c) &&
    cell.r >= 0 &&
    cell.r < board.rows &&
    cell.c >= 0 &&
    cell.c < board.cols
  );
}

export function kindAt(board: LinkBoard, cell: LinkCell): number {
  return board.cells[cell.r * board.cols + cell.c] ?? 0;
}

export function tileCount(board: LinkBoard): number {
  let n = 0;
  for (const k of board.cells) if (k !== 0) n++;
  return n;
}

/** How many tiles of each kind (index = kind; index 0 counts empty cells). */
export function kindCounts(board: LinkBoard): number[] {
  const counts = new Array<number>(board.kinds + 1).fill(0);
  for (const k of board.cells) counts[k] = (counts[k] ?? 0) + 1;
  return counts;
}

export function withCells(board: LinkBoard, cells: Uint8Array): LinkBoard {
  return { rows: board.rows, cols: board.cols, kinds: board.kinds, cells };
}

interface LinkBoardExpectation {
  rows?: number;
  cols?: number;
  /** Kinds allowed on the board; without it, the highest kind present. */
  kinds?: number;
}

/**
 * Parses a board: lines of equal length ('\n' or '\r\n'), blank lines around it ignored.
 * Throws InvalidInputError (position = character offset in `text`) for a ragged or empty board,
 * a size other than `expect` asks for, a bad character, a kind above `expect.kinds`, or a kind
 * that appears an odd number of times (such a tile could never be removed).
 */
export function parseLinkBoard(text: string, expect: LinkBoardExpectation = {}): LinkBoard {
  const lines: { text: string; offset: number }[] = [];
  let offset = 0;
  for (const raw of text.split('\n')) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    lines.push({ text: line.trim(), offset: offset + (line.length - line.trimStart().length) });
    offset += raw.length + 1;
  }
  while (lines.length > 0 && (lines[0] as { text: string }).text === '') lines.shift();
  while (lines.length > 0 && (lines[lines.length - 1] as { text: string }).text === '') lines.pop();
  if (lines.length === 0) throw new InvalidInputError('The board is empty: it has no rows.', 0);
  const rows = lines.length;
  const cols = (lines[0] as { text: string }).text.length;
  if (rows > MAX_LINK_SIDE || cols > MAX_LINK_SIDE) {
    throw new InvalidInputError(
      `The board is ${rows}×${cols}; at most ${MAX_LINK_SIDE} rows and ${MAX_LINK_SIDE} columns are allowed.`,
      0,
    );
  }
  if (expect.rows !== undefined && expect.rows !== rows) {
    throw new InvalidInputError(`The board has ${rows} rows; ${expect.rows} were expected.`, 0);
  }
  if (expect.cols !== undefined && expect.cols !== cols) {
    throw new InvalidInputError(`The board has ${cols} columns; ${expect.cols} were expected.`, 0);
  }
  const cells = new Uint8Array(rows * cols);
  const lastSeen = new Array<number>(MAX_LINK_KINDS + 1).fill(-1);
  const counts = new Array<number>(MAX_LINK_KINDS + 1).fill(0);
  let highest = 0;
  for (let r = 0; r < rows; r++) {
    const line = lines[r] as { text: string; offset: number };
    if (line.text.length !== cols) {
      throw new InvalidInputError(
        `Row ${r + 1} has ${line.text.length} character${line.text.length === 1 ? '' : 's'}; ` +
          `row 1 has ${cols}. Every row needs the same length.`,
        line.offset,
      );
    }
    for (let c = 0; c < cols; c++) {
      const ch = line.text[c] as string;
      const kind = kindOfChar(ch);
      const position = line.offset + c;
      if (kind < 0) {
        throw new InvalidInputError(
          `The character at ${describeCell(r, c)} is "${ch}"; use a–z, A–Z or 0–9 for a tile and . for an empty cell.`,
          position,
        );
      }
      if (expect.kinds !== undefined && kind > expect.kinds) {
        throw new InvalidInputError(
          `The tile "${ch}" at ${describeCell(r, c)} is not one of the first ${expect.kinds} kinds.`,
          position,
        );
      }
      cells[r * cols + c] = kind;
      counts[kind] = (counts[kind] ?? 0) + 1;
      lastSeen[kind] = r * cols + c;
      highest = Math.max(highest, kind);
    }
  }
  for (let kind = 1; kind <= highest; kind++) {
    if ((counts[kind] ?? 0) % 2 === 0) continue;
    const cell = lastSeen[kind] ?? 0;
    const r = Math.floor(cell / cols);
    const c = cell % cols;
    const count = counts[kind] ?? 0;
    throw new CodeProblemError(
      `The tile "${kindChar(kind)}" appears ${count === 1 ? 'once' : `${count} times`} ` +
        `(the last time at ${describeCell(r, c)}); ` +
        'every kind must appear an even number of times, since tiles leave in pairs.',
      linkProblem('link-odd-kind', { tile: kindChar(kind), count, row: r + 1, column: c + 1 }),
      (lines[r] as { offset: number }).offset + c,
    );
  }
  return { rows, cols, kinds: expect.kinds ?? highest, cells };
}

/** The board as text: one line per row, joined by '\n', no trailing newline. */
export function formatLinkBoard(board: LinkBoard): string {
  const lines: string[] = [];
  for (let r = 0; r < board.rows; r++) {
    let line = '';
    for (let c = 0; c < board.cols; c++) line += kindChar(board.cells[r * board.cols + c] ?? 0);
    lines.push(line);
  }
  return lines.join('\n');
}
