// Share links: `#play/sudoku/<code>` and `#play/link/<code>` (also `#/play/…`, and a whole
// pasted URL). Pure string functions, so the shell and the paste box read links the same way
// and tests need no browser. For Sudoku, `<code>` may also be a plain puzzle string.

import { decodeLinkShare, type LinkShare } from '../games/link/core/share-code';
import { decodeSudokuShare, type SudokuShare } from '../games/sudoku/core/share-code';

export type ShareGame = 'sudoku' | 'link';
export const SHARE_GAMES: readonly ShareGame[] = ['sudoku', 'link'];

export type ShareRoute =
  | ({ readonly ok: true; readonly game: 'sudoku'; readonly code: string } & SudokuShare)
  | ({ readonly ok: true; readonly game: 'link'; readonly code: string } & LinkShare)
  | { readonly ok: false; readonly message: string };

const EXAMPLE = 'a link looks like …#play/sudoku/<code> or …#play/link/<code>';

/** The route part of a hash or URL: after the first '#', without leading slashes. */
function routeOf(text: string): string {
  const trimmed = String(text).trim();
  const hash = trimmed.indexOf('#');
  return (hash >= 0 ? trimmed.slice(hash + 1) : trimmed).replace(/^\/+/, '');
}

/** True when `hash` (or a URL) asks to play a shared puzzle, valid or not. */
export function isShareRoute(hash: string): boolean {
  return /^play(\/|$)/i.test(routeOf(hash));
}

/**
 * Reads a share route from `location.hash`, a pasted link or a bare route. Never throws: the
 * result is the decoded puzzle with its game, or a message for the player.
 */
export function parseShareRoute(hash: string): ShareRoute {
  const route = routeOf(hash);
  if (!/^play(\/|$)/i.test(route)) {
    return { ok: false, message: `This is not a puzzle link: ${EXAMPLE}.` };
  }
  const parts = route.split('/');
  const game = (parts[1] ?? '').toLowerCase();
  // One trailing slash is what a hand-edited link often gets; a code never ends in '/'.
  const code = parts.slice(2).join('/').replace(/\/$/, '');
  if (game === '') return { ok: false, message: `The link does not say which game: ${EXAMPLE}.` };
  if (game !== 'sudoku' && game !== 'link') {
    return {
      ok: false,
      message: `The link asks for a game called "${parts[1]}"; Gridwise shares sudoku and link puzzles.`,
    };
  }
  if (code === '') {
    return { ok: false, message: `The link has no puzzle after "play/${game}/": ${EXAMPLE}.` };
  }
  if (game === 'sudoku') {
    const result = decodeSudokuShare(code);
    return result.ok ? { ...result, game, code } : result;
  }
  const result = decodeLinkShare(code);
  return result.ok ? { ...result, game, code } : result;
}

/** The hash that opens a shared puzzle: `#play/<game>/<code>`. */
export function shareHash(game: ShareGame, code: string): string {
  return `#play/${game}/${code}`;
}

/** `pageUrl` (any hash dropped) with the share hash: the link to send. */
export function shareUrl(pageUrl: string, game: ShareGame, code: string): string {
  const hash = pageUrl.indexOf('#');
  return (hash >= 0 ? pageUrl.slice(0, hash) : pageUrl) + shareHash(game, code);
}
