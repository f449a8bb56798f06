// Link as a pure state machine for the shared Session (which gives undo, redo and replay).
// Moves are short ASCII strings, so a saved game is board + gravity + move log:
//   m<r1>,<c1>,<r2>,<c2>  remove the two tiles at (r1, c1) and (r2, c2), 0-based; they must be
//                         the same kind and joined by a path of at most two turns
//   s<seed>               reshuffle the remaining tiles (reshuffle.ts); the seed, 1–32 of
//                         A–Z a–z 0–9 _ -, makes the result reproducible, so the log replays
//   p<seed>               a reshuffle paid by a shuffle power-up (power-ups.ts): it never uses
//                         one of the game's reshuffles (the app spends the power-up)
// A reshuffle is free when no pair can be removed (the app offers it then by itself); otherwise
// it uses one of the game's reshuffles (LINK_RESHUFFLES per game) and is refused when none is
// left.

import { type Game, InvalidInputError } from '../../../engine/game';
import {
  describeCell,
  isInside,
  kindAt,
  kindChar,
  type LinkBoard,
  type LinkCell,
  parseLinkBoard,
  tileCount,
} from './board';
import { type LinkGravity, removePair } from './gravity';
import { hasJoinablePair } from './pairs';
import { findPath } from './path';
import { reshuffleLink } from './shuffle';

/** Reshuffles a player may ask for in one game (free ones, when stuck, do not count). */
export const LINK_RESHUFFLES = 3;

export interface LinkState {
  readonly board: LinkBoard;
  readonly gravity: LinkGravity;
  /** Paid reshuffles still allowed. */
  readonly reshufflesLeft: number;
}

export function newLinkState(
  board: LinkBoard | string,
  gravity: LinkGravity,
  reshuffles = LINK_RESHUFFLES,
): LinkState {
  return {
    board: typeof board === 'string' ? parseLinkBoard(board) : board,
    gravity,
    reshufflesLeft: reshuffles,
  };
}

export const linkMoves = {
  match: (a: LinkCell, b: LinkCell): string => `m${a.r},${a.c},${b.r},${b.c}`,
  reshuffle: (seed: string | number): string => `s${seed}`,
  /** journey: a reshuffle a shuffle power-up pays for. */
  powerShuffle: (seed: string | number): string => `p${seed}`,
};

type LinkMove =
  | { readonly type: 'match'; readonly a: LinkCell; readonly b: LinkCell }
  | { readonly type: 'reshuffle'; readonly seed: string; readonly paid: boolean };

const MATCH = /^m(\d{1,2}),(\d{1,2}),(\d{1,2}),(\d{1,2})$/;
const RESHUFFLE = /^([sp])([A-Za-z0-9_-]{1,32})$/;

/** Reads a move's text; throws InvalidInputError when it is not a Link move at all. */
export function parseLinkMove(move: string): LinkMove {
  const match = MATCH.exec(move);
  if (match) {
    const [r1, c1, r2, c2] = match.slice(1).map(Number) as [number, number, number, number];
    return { type: 'match', a: { r: r1, c: c1 }, b: { r: r2, c: c2 } };
  }
  const reshuffle = RESHUFFLE.exec(move);
  if (reshuffle)
    return { type: 'reshuffle', seed: reshuffle[2] as string, paid: reshuffle[1] === 'p' };
  throw new InvalidInputError(
    `"${move}" is not a Link move: use m<r1>,<c1>,<r2>,<c2> to match, s<seed> to reshuffle ` +
      'or p<seed> to reshuffle with a power-up.',
    0,
  );
}

/** 'won' when the board is clear, 'stuck' when no pair can be removed, else 'playing'. */
export function linkStatus(state: LinkState): 'won' | 'stuck' | 'playing' {
  if (tileCount(state.board) === 0) return 'won';
  return hasJoinablePair(state.board) ? 'playing' : 'stuck';
}

function applyMatch(state: LinkState, move: string, a: LinkCell, b: LinkCell): LinkState {
  const { board } = state;
  for (const [cell, position] of [
    [a, 1],
    [b, move.indexOf(',', move.indexOf(',') + 1) + 1],
  ] as const) {
    if (!isInside(board, cell)) {
      throw new InvalidInputError(
        `Move "${move}": (${cell.r}, ${cell.c}) is outside the ${board.rows}×${board.cols} board.`,
        position,
      );
    }
    if (kindAt(board, cell) === 0) {
      throw new InvalidInputError(
        `Move "${move}": ${describeCell(cell.r, cell.c)} is empty.`,
        position,
      );
    }
  }
  if (a.r === b.r && a.c === b.c) {
    throw new InvalidInputError(`Move "${move}": a tile cannot be matched with itself.`, 1);
  }
  const ka = kindAt(board, a);
  const kb = kindAt(board, b);
  if (ka !== kb) {
    throw new InvalidInputError(
      `Move "${move}": "${kindChar(ka)}" at ${describeCell(a.r, a.c)} and "${kindChar(kb)}" at ` +
        `${describeCell(b.r, b.c)} are different tiles.`,
      1,
    );
  }
  if (findPath(board, a, b) === null) {
    throw new InvalidInputError(
      `Move "${move}": no line with at most two turns joins ${describeCell(a.r, a.c)} and ` +
        `${describeCell(b.r, b.c)}.`,
      1,
    );
  }
  return { ...state, board: removePair(board, a, b, state.gravity).board };
}

function applyReshuffle(state: LinkState, move: string, seed: string, paid: boolean): LinkState {
  if (tileCount(state.board) === 0) {
    throw new InvalidInputError(`Move "${move}": the board is clear, nothing to reshuffle.`, 0);
  }
  const free = paid || !hasJoinablePair(state.board);
  if (!free && state.reshufflesLeft <= 0) {
    throw new InvalidInputError(
      `Move "${move}": no reshuffles left (a reshuffle is free only when no pair can be removed).`,
      0,
    );
  }
  return {
    ...state,
    board: reshuffleLink(state.board, state.gravity, seed),
    reshufflesLeft: free ? state.reshufflesLeft : state.reshufflesLeft - 1,
  };
}

function applyLinkMove(state: LinkState, move: string): LinkState {
  const parsed = parseLinkMove(move);
  return parsed.type === 'match'
    ? applyMatch(state, move, parsed.a, parsed.b)
    : applyReshuffle(state, move, parsed.seed, parsed.paid);
}

export const linkGame: Game<LinkState> = {
  kind: 'link',
  apply: applyLinkMove,
  isWon: (state) => tileCount(state.board) === 0,
};
