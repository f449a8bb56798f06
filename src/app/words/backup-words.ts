// A backup in words, in the player's language: what one holds, why a file is not one, and what
// recovering from the second copy did. The first screen needs these (a browser that lost its
// data is found at boot), so they live in the first part of the catalogue.

import { formatCount, formatLocale } from '../../i18n/format';
import { words } from '../../i18n/i18n';
import type { BackupContent, BackupProblem } from '../../storage/backup';
import type { MirrorRecovery } from '../../storage/mirror';

const count = (n: number) => ({ count: n, n: formatCount(n) });

/** What a backup holds ("2 games in progress, 5 best times, …"). */
export function backupWords(content: BackupContent): string {
  const w = words().backupParts;
  return [
    w.games(count(content.games.length)),
    w.bestTimes(count(content.bestTimes.length)),
    w.tables(count(content.statistics.length)),
    content.settings ? w.settings : w.noSettings,
  ].join(w.listJoin);
}

/** What an import brought in: counts, and the settings when it had them. */
export function importedPartsWords(parts: {
  games: number;
  bestTimes: number;
  statistics: number;
  settings: boolean;
  /** daily and journey: games whose calendar or journey progress came in. */
  daily?: number;
  journey?: number;
  /** technique school: games whose technique progress came in. */
  skills?: number;
  /** best scores: games whose free-play best scores came in. */
  bestScores?: number;
}): string {
  const w = words().backupParts;
  const said = [
    w.games(count(parts.games)),
    w.bestTimes(count(parts.bestTimes)),
    w.tables(count(parts.statistics)),
  ];
  if (parts.settings) said.push(w.settings);
  if ((parts.daily ?? 0) + (parts.journey ?? 0) + (parts.bestScores ?? 0) > 0)
    said.push(w.progress);
  if ((parts.skills ?? 0) > 0) said.push(w.skills);
  return said.join(w.listJoin);
}

/** Why a file is not a backup. */
export function backupProblemWords(problem: BackupProblem): string {
  const w = words().backupProblems;
  switch (problem.kind) {
    case 'too-big':
      return w.tooBig({ megabytes: formatCount(problem.megabytes) });
    case 'not-json':
      // The parser's own detail (a position in the text) stays as the browser gives it.
      return w.notJson({ detail: problem.detail });
    case 'no-object':
      return w.noObject;
    case 'not-gridwise':
      return w.notGridwise;
    case 'no-version':
      return w.noVersion;
    case 'newer':
      return w.newer({ version: formatCount(problem.version) });
    case 'too-deep':
      return w.tooDeep({ path: problem.path, limit: formatCount(problem.limit) });
  }
}

/** What recovering from the second copy did. */
export function mirrorRecoveryWords(recovery: MirrorRecovery): string {
  const w = words().notices;
  // A damaged copy is never restored; the parser's or checksum's detail went to the console.
  if (recovery.kind === 'damaged')
    return recovery.setAsideAs ? w.mirrorDamaged : w.mirrorDamagedKept;
  if (recovery.kind === 'unreadable')
    return w.mirrorUnreadable({ why: backupProblemWords(recovery.problem) });
  const when = new Intl.DateTimeFormat(formatLocale(), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(recovery.savedAt));
  return w.mirrorRestored({ when, what: backupWords(recovery.content) });
}
