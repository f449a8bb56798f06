// Each game's daily progress as the app holds it: read from storage once it opens, kept in
// memory so `state()` and the screens read it at once, and written through on every daily
// started (played) or won. A daily is known by its seed, `gridwise-daily-v<n>:<date>:<game>`
// (engine/daily.ts), which the saved game keeps, so a daily restored after a kill still counts.

import { dailyKey } from '../../engine/daily';
import type { PuzzleBase } from '../../engine/game-core';
import type { DailyDay } from '../../storage/daily-day';
import type { GridwiseStorage } from '../../storage/storage';
import { GAMES } from '../game-registry';
import { dailyDateOfSeed } from './daily-seed';
import { type DailySummary, mergeDailyDay, summarizeDaily } from './daily-summary';
import { clockFound, winsFromAhead, winTiming } from './streak-rules';

/** The games whose dailies are kept: every registered game. */
export const dailyGames = (): string[] => GAMES.map((g) => g.core.id);

/** What `state()` reports of a game's dailies. */
export interface DailyReport {
  calendar: Record<string, { played: true; won: boolean; ms: number | null }>;
  streak: number;
  bestStreak: number;
  trophies: string[];
}

export { dailyDateOfSeed } from './daily-seed';

/** What the results card says of a daily just won. */
interface DailyWinReport {
  streak: number;
  /** Won on its own day: it counts for the streak (a past day won late does not). */
  onDay: boolean;
  /** The month ('YYYY-MM') this win completed, else null. */
  trophy: string | null;
}

export class DailyBook {
  private readonly days = new Map<string, Record<string, DailyDay>>();
  private storage: GridwiseStorage | null = null;
  /** Per game, the date of the last daily won and the month that win completed. */
  private readonly lastWin = new Map<string, { date: string; trophy: string | null }>();

  constructor(private readonly today: () => string = () => dailyKey(new Date())) {}

  /** Reads every game's progress; what was recorded meanwhile is folded in, not lost. */
  async open(storage: GridwiseStorage, games: readonly string[]): Promise<void> {
    if (this.storage !== storage) {
      // A backup imported later (Settings, or the mirror) brings days in: read them again.
      storage.dailyImported.add(() => void this.open(storage, games).catch(() => {}));
    }
    this.storage = storage;
    for (const game of games) {
      const stored = await storage.loadDailyProgress(game);
      const here = this.days.get(game) ?? {};
      for (const [date, day] of Object.entries(here))
        stored[date] = mergeDailyDay(stored[date], day, date);
      this.days.set(game, stored);
      this.fileClockAhead(game);
    }
  }

  /**
   * Wins dated after today were made while the clock was ahead: each is filed, in memory and on
   * disk, as never counting, so it cannot pass for a win on its day once that day comes.
   */
  private fileClockAhead(game: string): void {
    const days = this.days.get(game) ?? {};
    for (const date of winsFromAhead(days, this.today()))
      this.note(game, date, clockFound(date, days[date] as DailyDay));
  }

  /** A puzzle started: if it is a daily, its date counts as played. */
  started(game: string, puzzle: PuzzleBase): void {
    const date = dailyDateOfSeed(String(puzzle.seed), game);
    if (date !== null) this.note(game, date, { won: false, ms: null });
  }

  /**
   * A puzzle won: if it is a daily, its date is won with this time (the best is kept), in
   * memory at once. Returns the day for the disk, which the finish writes with the win in one
   * transaction (finish-store.ts); null when it was no daily.
   */
  won(game: string, puzzle: PuzzleBase, ms: number): { date: string; day: DailyDay } | null {
    const date = dailyDateOfSeed(String(puzzle.seed), game);
    if (date === null) return null;
    const before = this.summary(game).trophies;
    // The local date of the win: the same as the daily's own date only when played on its day.
    const day: DailyDay = { won: true, ms: Math.round(ms), wonOn: this.today() };
    this.remember(game, date, day);
    // The month gets its trophy with this win only if it had none before (a day won again
    // in a month already complete earns nothing new).
    const month = date.slice(0, 7);
    const trophy = !before.includes(month) && this.summary(game).trophies.includes(month);
    this.lastWin.set(game, { date, trophy: trophy ? month : null });
    return { date, day };
  }

  /**
   * What the results card says after `puzzle`'s win, if it is the daily just won: the daily
   * streak, whether this day counts for it (won on its day), and the month ('YYYY-MM') that win
   * completed (else null).
   */
  winReport(game: string, puzzle: PuzzleBase): DailyWinReport | null {
    const date = dailyDateOfSeed(String(puzzle.seed), game);
    const last = this.lastWin.get(game);
    if (date === null || last?.date !== date) return null;
    const summary = this.summary(game);
    const day = summary.days[date];
    const onDay = day !== undefined && winTiming(date, day) === 'on-day';
    return { streak: summary.streak, onDay, trophy: last.trophy };
  }

  summary(game: string): DailySummary {
    return summarizeDaily(this.days.get(game) ?? {}, this.today());
  }

  report(games: readonly string[]): Record<string, DailyReport> {
    const out: Record<string, DailyReport> = {};
    for (const game of games) {
      const s = this.summary(game);
      const calendar: DailyReport['calendar'] = {};
      for (const [date, day] of Object.entries(s.days))
        calendar[date] = { played: true, won: day.won, ms: day.ms };
      out[game] = { calendar, streak: s.streak, bestStreak: s.bestStreak, trophies: s.trophies };
    }
    return out;
  }

  /** Writes begun and not yet settled (state().storage.pending counts them). */
  pending = 0;

  private note(game: string, date: string, day: DailyDay): void {
    this.remember(game, date, day);
    const storage = this.storage;
    if (!storage) return;
    this.pending++;
    // A failed write is storage's to report (its banner); memory keeps the day meanwhile.
    storage
      .recordDailyDay(game, date, day)
      .catch(() => {})
      .finally(() => {
        this.pending--;
      });
  }

  private remember(game: string, date: string, day: DailyDay): void {
    const days = this.days.get(game) ?? {};
    days[date] = mergeDailyDay(days[date], day, date);
    this.days.set(game, days);
  }
}
