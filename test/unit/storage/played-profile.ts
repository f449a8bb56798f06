// A played profile for the import tests, written through storage as the app writes it: two
// Sudoku 4×4 Easy wins (a streak of 2), a 9×9 Medium win, yesterday's daily won, Link journey
// stages 1 and 2 cleared (era 1), a technique mastered, and a Sudoku game in progress. And what
// the player sees of it all, read back, to compare before and after an import.

import { type BestTime, RECORD_FORMAT } from '../../../src/storage/records';
import type { GridwiseStorage } from '../../../src/storage/storage';
import { savedGame } from './saved-game-fixture';

export const DAY_MS = 86_400_000;
export const NOW = Date.UTC(2026, 11, 2, 12);
/** Yesterday's date key (the player's daily won). */
export const YESTERDAY = '2026-12-01';

export function win(id: string, bucket: string, ms: number, date: number): BestTime {
  return { format: RECORD_FORMAT, id, bucket, ms, date, assisted: false, own: {} };
}

export const BUCKETS = ['sudoku:4:easy', 'sudoku:9:medium', 'link:small:classic'] as const;

export async function playProfile(storage: GridwiseStorage): Promise<void> {
  await storage.countPlayed('sudoku:4:easy', 'e1', NOW - 5000);
  await storage.recordWin(win('e1', 'sudoku:4:easy', 1010, NOW - 4000));
  await storage.countPlayed('sudoku:4:easy', 'e2', NOW - 3000);
  await storage.recordWin(win('e2', 'sudoku:4:easy', 1036, NOW - 2000));
  await storage.countPlayed('sudoku:9:medium', 'm1', NOW - DAY_MS);
  await storage.recordWin(win('m1', 'sudoku:9:medium', 420_000, NOW - DAY_MS + 420_000));
  await storage.recordDailyDay('sudoku', YESTERDAY, { won: true, ms: 420_000 });
  for (const stage of [1, 2])
    await storage.recordJourneyStage('link', stage, {
      stars: 3,
      score: 900,
      bestCombo: 4,
      ms: 60_000,
    });
  for (let i = 0; i < 3; i++)
    await storage.recordPractice('sudoku', 'naked-single', { hinted: false });
  await storage.countPlayed('sudoku:4:easy', 'g1', NOW - 1000);
  await storage.saveGame(
    savedGame({
      id: 'g1',
      rev: 1,
      moves: ['v011', 'n022', 'v033'],
      applied: 3,
      updatedAt: NOW - 500,
    }),
  );
}

/** Everything the player sees of their results, read back. */
export async function seen(storage: GridwiseStorage) {
  const stats: Record<string, unknown> = {};
  const records: Record<string, unknown> = {};
  for (const bucket of BUCKETS) {
    stats[bucket] = await storage.statistics(bucket);
    records[bucket] = await storage.bestTimes(bucket);
  }
  return {
    stats,
    records,
    daily: await storage.loadDailyProgress('sudoku'),
    journey: await storage.loadJourneyProgress('link'),
    skills: await storage.loadSkills('sudoku'),
    game: await storage.loadGame('sudoku'),
  };
}
