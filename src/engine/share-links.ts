// Share links: `#play/<game>/<code>`, and pasted codes. Reading one never throws: the result is
// the decoded puzzle with its game, or a message for the player that says what is wrong. Which
// games exist and how their codes read come from the caller's table of cores. Pure, so the
// worker can read links from outside (a code may cost seconds to check: src/worker) and the app
// can build them (src/app/puzzles/share-route.ts).

import type { CodeProblem } from './code-problems';
import type { CoreTable, MadePuzzle } from './game-core';

/** Longer than any code of any game: refused before any work. */
export const MAX_SHARE_TEXT = 2000;

/**
 * What is wrong with a link or pasted text before any game reads its code, as data, so the app
 * can say it in the player's language (`message` is the English, for the command line).
 */
export type LinkProblem = Extract<
  CodeProblem,
  {
    kind:
      | 'too-long'
      | 'not-a-link'
      | 'no-game'
      | 'unknown-game'
      | 'no-code'
      | 'nothing-pasted'
      | 'not-a-code';
  }
>;

/** Why a link or code cannot be played: English for the command line, and the same as data. */
type SharedRefusal = {
  readonly ok: false;
  readonly message: string;
  readonly problem: CodeProblem | null;
};

/** A read share link: the game, its code and the game's own decoded fields, or a message. */
export type ShareRoute =
  | ({ readonly ok: true; readonly game: string; readonly code: string } & Readonly<
      Record<string, unknown>
    >)
  | SharedRefusal;

export type SharedStart = ({ readonly ok: true } & MadePuzzle) | SharedRefusal;

function tooLong(length: number): ShareRoute {
  return {
    ok: false,
    message: `This text is ${length} characters long; no Gridwise link or code is longer than ${MAX_SHARE_TEXT}.`,
    problem: { kind: 'too-long', length, max: MAX_SHARE_TEXT },
  };
}

/** "a link looks like …#play/<first>/<code> or …#play/<second>/<code>", from the table's games. */
function example(cores: CoreTable): string {
  return `a link looks like ${cores.cores.map((c) => `…#play/${c.id}/<code>`).join(' or ')}`;
}

/**
 * The route part of a hash or URL: after the first '#', without leading slashes. Percent-escapes
 * are undone (a messenger may send `#play%2F<game>%2F…`); a broken escape is left as it is, and
 * the code's reader then names the character.
 */
function routeOf(text: string): string {
  const trimmed = String(text).trim();
  const hash = trimmed.indexOf('#');
  const route = (hash >= 0 ? trimmed.slice(hash + 1) : trimmed).replace(/^\/+/, '');
  if (!route.includes('%')) return route;
  try {
    return decodeURIComponent(route).replace(/^\/+/, '');
  } catch {
    return route;
  }
}

/** True when `hash` (or a URL) asks to play a shared puzzle, valid or not. */
export function isShareRoute(hash: string): boolean {
  return /^play(\/|$)/i.test(routeOf(hash));
}

/** Reads a share route from `location.hash`, a pasted link or a bare route. Never throws. */
export function parseShareRoute(hash: string, cores: CoreTable): ShareRoute {
  if (String(hash).length > MAX_SHARE_TEXT) return tooLong(String(hash).length);
  const route = routeOf(hash);
  if (!/^play(\/|$)/i.test(route)) {
    return {
      ok: false,
      message: `This is not a puzzle link: ${example(cores)}.`,
      problem: { kind: 'not-a-link' },
    };
  }
  const parts = route.split('/');
  const game = (parts[1] ?? '').toLowerCase();
  const code = parts.slice(2).join('/').replace(/\/$/, '');
  if (game === '') {
    return {
      ok: false,
      message: `The link does not say which game: ${example(cores)}.`,
      problem: { kind: 'no-game' },
    };
  }
  const core = cores.get(game);
  if (!core) {
    const games = cores.cores.map((c) => c.id);
    return {
      ok: false,
      message: `The link asks for a game called "${parts[1]}"; Gridwise shares ${games.join(' and ')} puzzles.`,
      problem: { kind: 'unknown-game', asked: parts[1] ?? '', games },
    };
  }
  if (code === '') {
    return {
      ok: false,
      message: `The link has no puzzle after "play/${game}/": ${example(cores)}.`,
      problem: { kind: 'no-code', game },
    };
  }
  const result = core.decodeShare(code);
  return result.ok ? ({ ...result, ok: true, game: core.id, code } as ShareRoute) : result;
}

/**
 * A pasted bare code, tried as each game's code in turn. When none reads it, the message is the
 * one of the game it looks meant for (a broken code is not explained in another game's terms),
 * or a plain "not a code" when it looks like none.
 */
export function parsePastedCode(text: string, cores: CoreTable): ShareRoute {
  if (String(text).length > MAX_SHARE_TEXT) return tooLong(String(text).length);
  const code = String(text).trim();
  if (code === '')
    return {
      ok: false,
      message: 'Nothing was pasted: paste a puzzle link or a share code.',
      problem: { kind: 'nothing-pasted' },
    };
  if (isShareRoute(code)) return parseShareRoute(code, cores);
  const failures = new Map<string, SharedRefusal>();
  for (const core of cores.cores) {
    const read = parseShareRoute(`#play/${core.id}/${code}`, cores);
    if (read.ok) return read;
    failures.set(core.id, read);
  }
  const meant = cores.cores.find((core) => core.claimsShare(code));
  const failure = meant && failures.get(meant.id);
  if (failure) return failure;
  const forms = cores.cores.flatMap((core) => (core.pastedForm ? [core.pastedForm] : []));
  return {
    ok: false,
    message: `This is not a Gridwise puzzle code or link (${[example(cores), ...forms].join(', or ')}).`,
    problem: { kind: 'not-a-code' },
  };
}

/** A read route as a puzzle to start, or why it cannot be played here. */
export function sharedStart(route: ShareRoute, cores: CoreTable): SharedStart {
  if (!route.ok) return route;
  const core = cores.get(route.game);
  if (!core) {
    // Unreachable from a read route (its game was found in the same table); kept as a refusal.
    return {
      ok: false,
      message: `The game "${route.game}" is not in this version.`,
      problem: null,
    };
  }
  const result = core.puzzleFromShare(route, route.code);
  return result.ok ? { ok: true, game: core.id, puzzle: result.puzzle } : result;
}

/** The hash that opens a shared puzzle: `#play/<game>/<code>`. */
export function shareHash(game: string, code: string): string {
  return `#play/${game}/${code}`;
}

/** `pageUrl` (any hash dropped) with the share hash: the link to send. */
export function shareUrl(pageUrl: string, game: string, code: string): string {
  const hash = pageUrl.indexOf('#');
  return (hash >= 0 ? pageUrl.slice(0, hash) : pageUrl) + shareHash(game, code);
}
