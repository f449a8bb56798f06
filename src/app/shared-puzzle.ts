// Turns a share link or pasted code into a puzzle the app can start, and a puzzle on screen into
// a link to send. Decoding is pure (share-route.ts); here the result is checked against what the
// app plays (a shared Sudoku is graded so it is filed under its real level; a shared Link board
// must be one of the app's sizes) and sent with the Web Share API or the clipboard.

import {
  formatLinkBoard,
  kindCounts,
  type LinkBoard,
  parseLinkBoard,
} from '../games/link/core/board';
import { LINK_SIZE_NAMES, LINK_SIZES, type LinkSizeName } from '../games/link/core/generator';
import type { LinkPuzzle } from '../games/link/core/puzzle-record';
import { encodeLinkShare } from '../games/link/core/share-code';
import { parsePuzzle } from '../games/sudoku/core/codec';
import { rateSudoku } from '../games/sudoku/core/grader';
import type { SudokuPuzzle } from '../games/sudoku/core/puzzle-record';
import { encodeSudokuShare } from '../games/sudoku/core/share-code';
import { type ShareRoute, shareUrl } from './share-route';

export type SharedStart =
  | { ok: true; game: 'sudoku'; puzzle: SudokuPuzzle }
  | { ok: true; game: 'link'; puzzle: LinkPuzzle }
  | { ok: false; message: string };

/** A decoded route as a puzzle to start, or why it cannot be played here. */
export function sharedStart(route: ShareRoute): SharedStart {
  if (!route.ok) return route;
  if (route.game === 'sudoku') {
    const { shape, cells } = parsePuzzle(route.puzzle, route.size);
    const rating = rateSudoku(shape, cells);
    return {
      ok: true,
      game: 'sudoku',
      puzzle: {
        size: route.size,
        level: rating.level,
        seed: `shared:${route.code.slice(0, 40)}`,
        puzzle: route.puzzle,
        solution: route.solution,
      },
    };
  }
  const size = presetOf(route.board);
  if (!size) {
    const sizes = LINK_SIZE_NAMES.map((s) => `${LINK_SIZES[s].rows}×${LINK_SIZES[s].cols}`);
    return {
      ok: false,
      message:
        `This Link board is ${route.board.rows}×${route.board.cols} with ${route.board.kinds} kinds; ` +
        `Gridwise plays full ${sizes.join(', ')} boards with four tiles of each kind.`,
    };
  }
  return {
    ok: true,
    game: 'link',
    puzzle: {
      size,
      level: route.level,
      seed: `shared:${route.code.slice(0, 40)}`,
      board: formatLinkBoard(route.board),
    },
  };
}

function presetOf(board: LinkBoard): LinkSizeName | null {
  const counts = kindCounts(board);
  for (const name of LINK_SIZE_NAMES) {
    const { rows, cols, kinds } = LINK_SIZES[name];
    if (board.rows !== rows || board.cols !== cols) continue;
    let four = true;
    for (let k = 1; k <= kinds; k++) if (counts[k] !== 4) four = false;
    if (four && counts.length - 1 <= kinds) return name;
  }
  return null;
}

/** The share link for a puzzle: its code on this page's URL. */
export function shareLinkOf(
  made: { game: 'sudoku'; puzzle: SudokuPuzzle } | { game: 'link'; puzzle: LinkPuzzle },
  pageUrl: string,
): string {
  const code =
    made.game === 'sudoku'
      ? encodeSudokuShare(made.puzzle.puzzle, made.puzzle.size)
      : encodeLinkShare(
          parseLinkBoard(made.puzzle.board, LINK_SIZES[made.puzzle.size]),
          made.puzzle.level,
        );
  return shareUrl(pageUrl, made.game, code);
}

/**
 * Sends `url` with the Web Share API where there is one (phones), else copies it. Returns what
 * to tell the player; the link itself is always in the message, so it can be copied by hand
 * when neither works (an insecure context, a denied permission).
 */
export async function sendLink(url: string, title: string): Promise<string> {
  const nav = navigator as Navigator & { share?: (data: ShareData) => Promise<void> };
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title, text: title, url });
      return 'Shared.';
    } catch (error) {
      if ((error as DOMException).name === 'AbortError') return 'Not shared.';
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return `Link copied: ${url}`;
  } catch {
    return `Copy this link to share the puzzle: ${url}`;
  }
}
