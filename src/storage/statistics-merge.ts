// How an imported statistics table joins the player's own. Pure, so the rules are tested on their
// own; backup-stores.ts applies them inside the import's transaction.
//
// A table is a count of games, and it names the latest of them: the last IDS_KEPT played and
// finished ids, and the last RECENT_WINS_KEPT wins (time, date, help). An imported table whose
// counts the games it names cannot add up to is not a record of play (a file claiming a million
// games and naming none): it is refused, naming the field. Two tables merge as the union of the
// games behind them: every count is at least either table's, and more when the ids show games one
// table cannot have counted (its list is complete, and the other names games it lacks). Nothing
// of the player's ever goes down, and merging the same table twice changes nothing.

import {
  BEST_TIMES_KEPT,
  IDS_KEPT,
  RECENT_WINS_KEPT,
  type RecentWin,
  type Statistics,
} from './records';

/** Why a table is not a record, as data: `field` holds `value`, which `other` cannot allow. */
export interface TableDisagreement {
  bucket: string;
  field: string;
  value: number;
  other: string;
  otherValue: number;
}

const unassisted = (recent: readonly RecentWin[]) => recent.filter((w) => !w.assisted);
const sumMs = (recent: readonly RecentWin[]) => recent.reduce((sum, w) => sum + w.ms, 0);

/**
 * The first way `s`'s counts disagree with the games it names, or null when they agree. Only
 * what honest counting (honest-count.ts) and agreeWithRecords can never write is refused.
 */
export function tableDisagreement(s: Statistics): TableDisagreement | null {
  const say = (field: string, value: number, other: string, otherValue: number) => ({
    bucket: s.bucket,
    field,
    value,
    other,
    otherValue,
  });
  const finished = s.won + s.revealed;
  const timedRecent = unassisted(s.recent).length;
  if (s.playedIds.length > s.started)
    return say('playedIds', s.playedIds.length, 'started', s.started);
  if (finished > s.started) return say('started', s.started, 'won + revealed', finished);
  // A game counted is named by id (while fewer than IDS_KEPT are named, every one is) or finished.
  if (s.playedIds.length < IDS_KEPT && s.started > Math.max(s.playedIds.length, finished))
    return say('started', s.started, 'playedIds', s.playedIds.length);
  if (s.finishedIds.length > finished)
    return say('finishedIds', s.finishedIds.length, 'won + revealed', finished);
  if (s.timedWins > s.won) return say('timedWins', s.timedWins, 'won', s.won);
  // Wins are named in `recent` (the last RECENT_WINS_KEPT) and by finished id; only Records
  // count wins unnamed (agreeWithRecords: at most the BEST_TIMES_KEPT runs they list, of each
  // kind, so two such tables merged stay within it too).
  const unnamed = s.recent.length === 0 && s.finishedIds.length === 0;
  if (unnamed && Math.max(s.timedWins, s.won - s.timedWins) > BEST_TIMES_KEPT)
    return say('won', s.won, 'recent', 0);
  if (s.recent.length > s.won) return say('recent', s.recent.length, 'won', s.won);
  if (timedRecent > s.timedWins) return say('recent', timedRecent, 'timedWins', s.timedWins);
  const helped = s.recent.length - timedRecent;
  if (helped > s.won - s.timedWins)
    return say('recent', helped, 'won − timedWins', s.won - s.timedWins);
  if (s.timedWins === 0 && s.wonMs > 0) return say('wonMs', s.wonMs, 'timedWins', 0);
  if (finished === 0 && s.totalMs > 0) return say('totalMs', s.totalMs, 'won + revealed', 0);
  if (s.streak > s.bestStreak) return say('streak', s.streak, 'bestStreak', s.bestStreak);
  if (s.bestStreak > s.timedWins) return say('bestStreak', s.bestStreak, 'timedWins', s.timedWins);
  if (sumMs(s.recent) > s.totalMs) return say('totalMs', s.totalMs, 'recent', sumMs(s.recent));
  if (sumMs(unassisted(s.recent)) > s.wonMs)
    return say('wonMs', s.wonMs, 'recent', sumMs(unassisted(s.recent)));
  return null;
}

/**
 * The least count of the union of two sets of games: `a` games of which `keysA` are named (the
 * list is complete when it names them all), and `b` with `keysB`; each key weighs `weight(key)`
 * (1 for a count, its time for a sum of times).
 */
function unionAmount(
  a: { total: number; keys: readonly string[]; complete: boolean },
  b: { total: number; keys: readonly string[]; complete: boolean },
  weight: (key: string) => number = () => 1,
): number {
  const inA = new Set(a.keys);
  const inB = new Set(b.keys);
  const sum = (keys: Iterable<string>) => [...keys].reduce((t, k) => t + weight(k), 0);
  let least = Math.max(a.total, b.total, sum(new Set([...a.keys, ...b.keys])));
  // A complete list: every game the other names and it lacks is a game more.
  if (a.complete) least = Math.max(least, a.total + sum(b.keys.filter((k) => !inA.has(k))));
  if (b.complete) least = Math.max(least, b.total + sum(a.keys.filter((k) => !inB.has(k))));
  return least;
}

const winKey = (w: RecentWin) => `${w.date}|${w.ms}|${w.assisted ? 1 : 0}`;

/** The player's wins with the other's they lack, oldest first (the player's own order is kept
 *  when nothing is added, so merging the same table again changes nothing). */
function unionRecent(own: readonly RecentWin[], other: readonly RecentWin[]): RecentWin[] {
  const copy = (w: RecentWin): RecentWin => ({ ms: w.ms, date: w.date, assisted: w.assisted });
  const seen = new Set(own.map(winKey));
  const added: RecentWin[] = [];
  for (const w of other) {
    if (seen.has(winKey(w))) continue;
    seen.add(winKey(w));
    added.push(copy(w));
  }
  if (added.length === 0) return own.map(copy);
  // A stable sort by date: wins of the same moment keep the order they had.
  return [...own.map(copy), ...added].sort((x, y) => x.date - y.date).slice(-RECENT_WINS_KEPT);
}

/** The other's ids the player's lack, then the player's own (kept first: the window that stops a
 *  game counted twice must keep holding the player's games in progress). */
function unionIds(own: readonly string[], other: readonly string[]): string[] {
  const mine = new Set(own);
  return [...other.filter((id) => !mine.has(id)), ...own].slice(-IDS_KEPT);
}

/** `here` (the player's) and `other` (a backup's) made one: the union of the games behind them. */
export function mergeStatistics(here: Statistics, other: Statistics): Statistics {
  // Each side's named games, each once (a doctored list may name one twice), and whether they
  // are all of its games.
  const named = (total: number, keys: readonly string[]) => {
    const once = [...new Set(keys)];
    return { total, keys: once, complete: once.length === total };
  };
  const side = (s: Statistics) => {
    const timed = unassisted(s.recent).map(winKey);
    const all = s.recent.map(winKey);
    return {
      played: named(s.started, s.playedIds),
      finished: named(s.won + s.revealed, s.finishedIds),
      won: named(s.won, all),
      timed: named(s.timedWins, timed),
      helped: named(s.won - s.timedWins, s.recent.filter((w) => w.assisted).map(winKey)),
      wonMs: { ...named(s.wonMs, timed), complete: named(s.timedWins, timed).complete },
      // Every finished game's time is in the list only when none was revealed.
      totalMs: {
        ...named(s.totalMs, all),
        complete: s.revealed === 0 && named(s.won, all).complete,
      },
      ms: new Map(s.recent.map((w) => [winKey(w), w.ms])),
    };
  };
  const a = side(here);
  const b = side(other);
  const msOf = (key: string) => a.ms.get(key) ?? b.ms.get(key) ?? 0;
  const timedWins = unionAmount(a.timed, b.timed);
  // Wins timed and wins with help are two kinds: the union has at least those of each.
  const won = Math.max(unionAmount(a.won, b.won), timedWins + unionAmount(a.helped, b.helped));
  // The finished games the ids show beyond the wins counted were revealed.
  const finished = unionAmount(a.finished, b.finished);
  const revealed = Math.max(here.revealed, other.revealed, finished - won);
  const streak = Math.max(here.streak, other.streak);
  const bests = [here.bestMs, other.bestMs].filter((ms): ms is number => ms !== null);
  return {
    ...here,
    started: Math.max(unionAmount(a.played, b.played), won + revealed),
    won,
    timedWins,
    wonMs: unionAmount(a.wonMs, b.wonMs, msOf),
    bestMs: bests.length > 0 ? Math.min(...bests) : null,
    streak,
    bestStreak: Math.max(here.bestStreak, other.bestStreak, streak),
    revealed,
    totalMs: unionAmount(a.totalMs, b.totalMs, msOf),
    recent: unionRecent(here.recent, other.recent),
    playedIds: unionIds(here.playedIds, other.playedIds),
    finishedIds: unionIds(here.finishedIds, other.finishedIds),
    lastAt: Math.max(here.lastAt, other.lastAt),
  };
}
