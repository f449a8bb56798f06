// Each game's daily progress as the app holds it: read from storage once it opens, kept in
// memory so `state()` and the screens read it at once, and written through on every daily
// started (played) or won. A daily is known by its seed, `gridwise-daily-v<n>:<date>:<game>`
// (games/daily.ts), which the saved game keeps, so a daily restored after a kill still counts.

import { dailyKey } from '../../games/daily';
import type { PuzzleBase } from '../../games/game-core';
import type { DailyDay } from '../../storage/daily-day';
import type { GridwiseStorage } from '../../storage/storage';
import { GAMES } from '../game-registry';
import { dailyDateOfSeed } from './daily-seed';
import { type DailySummary, mergeDailyDay, summarizeDaily } from './daily-summary';

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

export class DailyBook {
  private readonly days = new Map<string, Record<string, DailyDay>>();
  private storage: GridwiseStorage | null = null;
  /** streak: per game, the date of the last daily won and the month that win completed. */
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
        stored[date] = mergeDailyDay(stored[date], day);
      this.days.set(game, stored);
    }
  }

  /** A puzzle started: if it is a daily, its date counts as played. */
  started(game: string, puzzle: PuzzleBase): void {
    this.note(game, puzzle, { won: false, ms: null });
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
    const day = { won: true, ms: Math.round(ms) };
    this.remember(game, date, day);
    // The month gets its trophy with this win only if it had none before (a day won again
    // in a month already complete earns nothing new).
    const month = date.slice(0, 7);
    const trophy = !before.includes(month) && this.summary(game).trophies.includes(month);
    this.lastWin.set(game, { date, trophy: trophy ? month : null });
    return { date, day };
  }

  /**
   * streak: what the results card says after `puzzle`'s win, if it is the daily just won:
   * the daily streak, and the month ('YYYY-MM') that win completed (else null).
   */
  winReport(game: string, puzzle: PuzzleBase): { streak: number; trophy: string | null } | null {
    const date = dailyDateOfSeed(String(puzzle.seed), game);
    const last = this.lastWin.get(game);
    if (date === null || last?.date !== date) return null;
    return { streak: this.summary(game).streak, trophy: last.trophy };
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

  private note(game: string, puzzle: PuzzleBase, day: DailyDay): void {
    const date = dailyDateOfSeed(String(puzzle.seed), game);
    if (date === null) return;
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
    days[date] = mergeDailyDay(days[date], day);
    this.days.set(game, days);
  }
}
