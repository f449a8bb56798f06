// A win with help (hints, auto-notes) is counted as won but never timed, and it starts the win
// streak again: its results card says so in a line, in the player's language, and shows the
// figures it has (wins, the best time kept, mistakes, hints), never a row of dashes.

import { afterEach, describe, expect, it } from 'vitest';
import { useLanguage } from '../../../src/i18n/i18n';
import type { RunDeps, RunScreen, WinFigures } from '../../../src/play/game-api';
import { resultFigures, showResults } from '../../../src/play/run-results';
import { addWin } from '../../../src/storage/honest-count';
import { emptyStatistics } from '../../../src/storage/record-reads';

afterEach(async () => {
  await useLanguage('en');
});

type Puzzle = { size: number; level: string; seed: string };

const helped = {
  gameId: 'g1',
  puzzle: { size: 9, level: 'easy', seed: 'free' },
  ms: 185_000,
  mistakes: 1,
  hints: 2,
  assisted: true,
};

const said = (figures: { label: string; value: string }[]) =>
  figures.map((f) => `${f.label} ${f.value}`);

function cardScreen() {
  const notes: [string, string | undefined][] = [];
  const figures: string[][] = [];
  const result = {
    visible: true,
    setNote: (text: string, tone?: string) => notes.push([text, tone]),
    setFigures: (f: { label: string; value: string }[]) => figures.push(said(f)),
    setDaily: () => {},
  };
  return { screen: { result } as unknown as RunScreen, notes, figures };
}

describe('results card of a win with help', () => {
  it('shows no dash: time, mistakes and hints at once; the wins once read', () => {
    expect(said(resultFigures(helped, null))).toEqual(['Time 3:05', 'Mistakes 1', 'Hints 2']);
    // The first win at this size and level, with help: no best time exists yet.
    const first: WinFigures = { won: 1, bestMs: null, averageMs: null, streak: 0 };
    const shown = said(resultFigures(helped, first));
    expect(shown).toEqual(['Time 3:05', 'Won 1', 'Mistakes 1', 'Hints 2']);
    expect(shown.join(' ')).not.toContain('–');
    // A best time kept from earlier wins is a real figure: it stays.
    const later: WinFigures = { won: 5, bestMs: 95_000, averageMs: 120_000, streak: 0 };
    expect(said(resultFigures({ ...helped, mistakes: null }, later))).toEqual([
      'Time 3:05',
      'Won 5',
      'Best 1:35',
      'Hints 2',
    ]);
  });

  it('says what help means for the records, as storage counts it, in en and zh-Hans', async () => {
    // What the line claims is what the statistics do with an assisted win.
    const stats = emptyStatistics('sudoku:9:easy');
    addWin(stats, { id: 'a', ms: 60_000, date: 1, assisted: false });
    addWin(stats, { id: 'b', ms: 30_000, date: 2, assisted: true });
    expect(stats).toMatchObject({ won: 2, timedWins: 1, bestMs: 60_000, wonMs: 60_000, streak: 0 });

    const deps = { dailyWin: () => null } as unknown as RunDeps<Puzzle>;
    const card = cardScreen();
    showResults(helped, Promise.resolve(), card.screen, deps, () => 'g1');
    expect(card.notes).toEqual([
      [
        'Won with help: it counts as a win, not for best time or average, and the win streak starts again.',
        'help',
      ],
    ]);
    await useLanguage('zh-Hans');
    const zh = cardScreen();
    showResults(helped, Promise.resolve(), zh.screen, deps, () => 'g1');
    expect(zh.notes[0]?.[0]).toBe('本局使用提示：计入胜局，但不计入最佳和平均用时，连胜重新开始。');
    expect(zh.figures[0]).toEqual(['用时 3:05', '错误 1', '提示 2']);
  });

  it('leaves the note to the place for a win without help', () => {
    const deps = { dailyWin: () => null } as unknown as RunDeps<Puzzle>;
    const card = cardScreen();
    showResults(
      { ...helped, hints: 0, assisted: false },
      Promise.resolve(),
      card.screen,
      deps,
      () => 'g1',
    );
    expect(card.notes).toEqual([]);
  });
});
