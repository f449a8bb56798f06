// Where a game may be named, and what counts as naming it: the one place to adjust when a shared
// file is allowed to list games (the lead's dial after #27's merge). The games themselves are
// read from the source tree (game-folders.ts): a new game's folder is checked with no line here.
// Read by game-names.test.ts through findGameNames (game-names-scan.ts).

import { gameFolders } from '../game-folders';

/** The games whose names must stay inside their own folder: every game folder under src/games/. */
export const GAME_IDS: readonly string[] = gameFolders();

/**
 * Paths (relative to src/, '/'-separated) where naming a game is the point: the game's own
 * folder, the registries (one line per game) and the command line (one command per game).
 */
export const ALLOWED_PLACES: readonly RegExp[] = [
  /^games\/[^/]+\//, // src/games/<id>/…: a game's own folder
  /(^|\/)[^/]+-registry\.ts$/, // *-registry.ts: the tables that list the games
  /^worker\/makers\.ts$/, // the worker's registry
  /^app\/game-cards\.ts$/, // the app registry's light half (the first screen's cards)
  /^cli\//, // the command line names its commands after the games
];

/**
 * Identifiers that start like a game's name but mean something else. "link" is also a *share
 * link* (src/engine/share-links.ts): the problems of a link or pasted text before any game reads
 * it. Each entry names a share link, never the game.
 */
const NOT_THE_GAME: ReadonlySet<string> = new Set([
  'LinkProblem', // a share link's problem (share-links.ts)
  'linkProblems', // the catalogue's words for them
  'linkProblemWords', // problem-words.ts: says one
  'LINK_KINDS', // problem-words.ts: the share-link problem kinds
  'isLinkProblem', // problem-words.ts: tells a share link's problem from a code's
]);

/** True when `name` (an identifier found by codePatterns) means a share link, not the game. */
export function meansShareLink(name: string): boolean {
  return NOT_THE_GAME.has(name) || /share_?links?/i.test(name);
}

/** A game id as `Capitalised`, `UPPER_` and `lower` prefixes. */
function spellings(id: string): { lower: string; capital: string; upper: string } {
  return { lower: id, capital: id[0]?.toUpperCase() + id.slice(1), upper: id.toUpperCase() };
}

/**
 * What names a game, in code with its comments taken out:
 * - identifiers that begin with the game's name and go on as a new word (`sudokuEntry`,
 *   `LinkPuzzle`, `SUDOKU_SIZES`), carry it as a word inside (`validateLinkPuzzle`) or are
 *   the name capitalised (`Sudoku`); a bare lower-case `link` is an ordinary word (a share
 *   link), so bare lower-case names are not counted,
 * - a property or object key named after a game (`games.link`, `sudoku: {…}`),
 * - imports from a game's folder (`games/sudoku/…`).
 */
export function codePatterns(id: string): RegExp[] {
  const { lower, capital, upper } = spellings(id);
  return [
    new RegExp(`\\b(?:${lower}[A-Z0-9]\\w*|${capital}\\w*)`, 'g'),
    new RegExp(`\\b[a-z]\\w*?[a-z0-9]${capital}(?:[A-Z0-9]\\w*)?\\b`, 'g'),
    new RegExp(`\\b${upper}_\\w+`, 'g'),
    new RegExp(`\\.${lower}\\b(?!\\s*\\()`, 'g'),
    new RegExp(`^\\s*['"]?${lower}['"]?\\s*:`, 'gm'),
  ];
}

/**
 * What names a game inside a string literal: the id itself (`'sudoku'`), an id-prefixed key
 * (`'sudoku-version'`, a bucket `'link:small:fall'`) or a path into its folder
 * (`'../games/link/play/link-entry'`).
 */
export function stringPatterns(id: string): RegExp[] {
  return [new RegExp(`^${id}(?:$|[-:])`), new RegExp(`(^|/)games/${id}(/|$)`)];
}
