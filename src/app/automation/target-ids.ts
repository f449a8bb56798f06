// Which labels on the canvas are things a player taps: the shell's own kinds (its buttons, the
// lobby's and settings' choices, records, stats, calendar days) and each registered game's, as
// its entry declares them (GameEntry.targetPrefixes). A game's new kind of target is reported
// by targets() and mirrored by the accessible layer without a line here.

import type { GameEntry } from '../../play/game-entry';

/** The shell's own target ids: `btn:…`, `game:…`, `size:…`, `level:…`, `setting:…`, … */
const SHELL_TARGET_PREFIXES: readonly string[] = [
  'btn',
  'game',
  'size',
  'level',
  'setting',
  'records',
  'stats',
  'day',
];

type Declaring = Pick<GameEntry, 'targetPrefixes' | 'gridCellPrefixes'>;

const literal = (prefix: string): string => prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern for ids that begin with one of `prefixes` and a colon. */
export function prefixPattern(prefixes: readonly string[]): RegExp {
  const unique = [...new Set(prefixes)];
  // No prefix: a pattern that matches nothing (an empty alternation would match every id).
  if (unique.length === 0) return /(?!)/;
  return new RegExp(`^(?:${unique.map(literal).join('|')}):`);
}

/** The ids targets() reports: the shell's kinds and every game's in `games`. */
export function targetIdPattern(games: readonly Declaring[]): RegExp {
  return prefixPattern([...SHELL_TARGET_PREFIXES, ...games.flatMap((g) => g.targetPrefixes)]);
}

/** The ids of the boards' cells (every game's in `games`): the accessible grids', not buttons. */
export function gridCellPattern(games: readonly Declaring[]): RegExp {
  return prefixPattern(games.flatMap((g) => g.gridCellPrefixes));
}

/** `make(games)`, made again only when a game has joined since the last call. */
export function perGames(
  games: readonly Declaring[],
  make: (games: readonly Declaring[]) => RegExp,
): () => RegExp {
  let count = -1;
  let pattern = /(?!)/;
  return () => {
    if (games.length !== count) {
      count = games.length;
      pattern = make(games);
    }
    return pattern;
  };
}
