// The results card's figures and Share result for one win, filled in by the run: the time, the
// mistakes and hints at once; best, average and streak of the size and level once the win is
// written (they include it). A win with help (hints, auto-notes) is counted as won but never
// timed, and it starts the win streak again (storage/honest-count.ts): its card says so in a
// line and shows the figures it has (games won, the best time kept) rather than a row of dashes.
// A win the player has left (another game started) is not touched.

import type { PuzzleBase } from '../engine/game-core';
import { formatCount, formatLocale } from '../i18n/format';
import { words } from '../i18n/i18n';
import { formatDuration } from './format';
import type { DailyWinLine, RunDeps, RunScreen, WinFigures } from './game-api';
import { dailyKeyOfSeed, dayWords, resultShareText } from './result-share-text';

interface WonRun<P extends PuzzleBase> {
  gameId: string;
  puzzle: P;
  ms: number;
  /** Mistakes counted by the game (null: the game counts none, e.g. Link). */
  mistakes: number | null;
  hints: number;
  /** Help was used: won, but not timed and not in the streak. */
  assisted: boolean;
  /** A free-play score, when the game counts one. */
  score?: number;
}

/** The card's figures; `stats` null until the records are read (or when they cannot be). */
export function resultFigures(
  run: WonRun<PuzzleBase>,
  stats: WinFigures | null,
): { label: string; value: string }[] {
  const w = words().results;
  const time = (ms: number | null | undefined) =>
    ms === null || ms === undefined ? w.none : formatDuration(ms);
  if (run.assisted) return helpedFigures(run, stats);
  const figures = [
    ...(run.score !== undefined ? [{ label: w.score, value: formatCount(run.score) }] : []),
    { label: w.time, value: formatDuration(run.ms) },
    { label: w.best, value: time(stats?.bestMs) },
    { label: w.average, value: time(stats?.averageMs) },
    { label: w.streak, value: stats ? String(stats.streak) : w.none },
  ];
  if (run.mistakes !== null) figures.push({ label: w.mistakes, value: String(run.mistakes) });
  figures.push({ label: w.hints, value: String(run.hints) });
  return figures;
}

/**
 * A win with help: its time, the wins at this size and level once read, the best time kept (not
 * this one's) when there is one, mistakes and hints. No average nor streak: this win is in
 * neither, and the card's line says so.
 */
function helpedFigures(
  run: WonRun<PuzzleBase>,
  stats: WinFigures | null,
): { label: string; value: string }[] {
  const w = words().results;
  const figures = [
    ...(run.score !== undefined ? [{ label: w.score, value: formatCount(run.score) }] : []),
    { label: w.time, value: formatDuration(run.ms) },
  ];
  if (stats) figures.push({ label: w.won, value: formatCount(stats.won) });
  if (stats?.bestMs != null) figures.push({ label: w.best, value: formatDuration(stats.bestMs) });
  if (run.mistakes !== null) figures.push({ label: w.mistakes, value: String(run.mistakes) });
  figures.push({ label: w.hints, value: String(run.hints) });
  return figures;
}

/**
 * "Daily streak 3 · Trophy for November!" (the month in the player's language); a past day won
 * late says it fills the calendar, not the streak, rather than a streak it did not add to.
 */
export function dailyWinText(daily: DailyWinLine): string {
  const w = words().results;
  const streak = daily.onDay ? w.dailyStreak({ count: formatCount(daily.streak) }) : w.dailyLate;
  if (daily.trophy === null) return streak;
  const [y, m] = daily.trophy.split('-').map(Number) as [number, number];
  const month = new Intl.DateTimeFormat(formatLocale(), { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, 1)),
  );
  return `${streak} · ${w.trophy({ month })}`;
}

/** Shows the figures and Share result for `run`; `current()` is the id of the game on show. */
export function showResults<P extends PuzzleBase>(
  run: WonRun<P>,
  written: Promise<unknown>,
  screen: RunScreen,
  deps: RunDeps<P>,
  current: () => string,
): void {
  const live = () => current() === run.gameId && screen.result.visible;
  screen.result.setFigures?.(resultFigures(run, null));
  // Said at once: it is known at the win, and no place will take the line (help ranks nowhere).
  if (run.assisted) screen.result.setNote(words().results.helped, 'help');
  // A daily's line is known at once: its day was written to the daily progress at the win.
  const daily = deps.dailyWin?.(run.puzzle) ?? null;
  screen.result.setDaily?.(
    daily ? dailyWinText(daily) : '',
    daily !== null && daily.trophy !== null,
  );
  const describe = deps.describe;
  const send = deps.sendText;
  if (describe && send)
    screen.result.setShare?.(
      () => void shareResult(run, describe, send, screen),
      words().results.share,
    );
  const read = deps.figures;
  if (!read) return;
  void written
    .then(() => read(run.puzzle))
    .then(
      (stats) => {
        if (live() && stats) screen.result.setFigures?.(resultFigures(run, stats));
      },
      () => {
        // The figures could not be read: the card keeps the time, mistakes and hints.
      },
    );
}

async function shareResult<P extends PuzzleBase>(
  run: WonRun<P>,
  describe: NonNullable<RunDeps<P>['describe']>,
  send: NonNullable<RunDeps<P>['sendText']>,
  screen: RunScreen,
): Promise<void> {
  const w = words().results;
  let outcome: Awaited<ReturnType<typeof send>>;
  try {
    const { game, title, url } = describe(run.puzzle);
    const key = dailyKeyOfSeed(run.puzzle.seed);
    const text = resultShareText({
      game,
      title,
      day: key === null ? null : dayWords(key),
      time: formatDuration(run.ms),
      hints: run.hints,
      url,
    });
    outcome = await send(text);
  } catch {
    outcome = 'failed';
  }
  if (outcome === 'copied') screen.toast.show(w.copied);
  else if (outcome === 'shared') screen.toast.show(w.shared);
  else if (outcome === 'failed') screen.toast.show(w.shareFailed);
}
