// "Daily" asks the worker for the date's spec of the game's own part of the scheme
// (GameCore.daily), so a game no shared file names gets its daily by the same path.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { dailyPuzzle } from '../../../src/app/puzzles/daily-start';
import type { GeneratorClient } from '../../../src/app/puzzles/generator-client';
import { dailyKey, eraFields, type GameDaily } from '../../../src/engine/daily';
import type { MadePuzzle, PuzzleSpec } from '../../../src/engine/game-core';
import type { GameEntry } from '../../../src/play/game-entry';

function screen() {
  const said: string[] = [];
  return {
    said,
    showProgress: (text: string) => said.push(`progress: ${text}`),
    hideProgress: () => said.push('hidden'),
    toast: { show: (message: string) => said.push(`toast: ${message}`) },
  };
}

afterEach(() => vi.useRealTimers());

describe('the daily start', () => {
  it("asks the worker for the game's spec and seed of today", async () => {
    vi.useFakeTimers({ now: new Date(2026, 2, 15, 10, 0), toFake: ['Date'] });
    const daily: GameDaily = {
      eras: [{ era: 1, generator: 1 }],
      on: (date) => ({ size: 3, level: date.weekday === 0 ? 'sunday' : 'weekday' }),
    };
    const entry = { core: { id: 'lights', daily } } as unknown as GameEntry;
    const asked: [PuzzleSpec, string, boolean][] = [];
    const made: MadePuzzle = { game: 'lights', puzzle: { size: 3, level: 'sunday', seed: 's' } };
    const generator = {
      generate: (spec: PuzzleSpec, seed: string, urgent: boolean) => {
        asked.push([spec, seed, urgent]);
        return Promise.resolve(made);
      },
    } as unknown as GeneratorClient;
    const started: MadePuzzle[] = [];
    const s = screen();
    dailyPuzzle(entry, generator, s, (m) => started.push(m));
    await Promise.resolve();
    expect(asked).toEqual([
      [
        { game: 'lights', size: 3, level: 'sunday' },
        `gridwise-daily-v1:${dailyKey(new Date())}:lights`,
        true,
      ],
    ]);
    expect(dailyKey(new Date())).toBe('2026-03-15'); // a Sunday
    expect(started).toEqual([made]);
    expect(s.said[s.said.length - 1]).toBe('hidden');
  });

  it("says why when the game's scheme has no puzzle for the date, and asks nothing", () => {
    // The game's fields begin with an era after the only one there is: none hold today.
    const eras = [{ era: 2, generator: 1 }];
    const daily: GameDaily = {
      eras,
      on: (date) => ({ size: 3, level: String(eraFields(eras, date.era).era) }),
    };
    const entry = { core: { id: 'lights', daily } } as unknown as GameEntry;
    const generate = vi.fn();
    const s = screen();
    dailyPuzzle(entry, { generate } as unknown as GeneratorClient, s, () => {});
    expect(generate).not.toHaveBeenCalled();
    expect(s.said).toHaveLength(1);
    expect(s.said[0]).toMatch(/^toast: .*No daily puzzle is defined for era 1/);
  });

  it("calendar (#24): makes a past date's daily, not today's, when given the date", async () => {
    vi.useFakeTimers({ now: new Date(2026, 2, 15, 10, 0), toFake: ['Date'] });
    const daily: GameDaily = {
      eras: [{ era: 1, generator: 1 }],
      on: (date) => ({ size: 3, level: date.weekday === 0 ? 'sunday' : 'weekday' }),
    };
    const entry = { core: { id: 'lights', daily } } as unknown as GameEntry;
    const asked: [PuzzleSpec, string][] = [];
    const generator = {
      generate: (spec: PuzzleSpec, seed: string) => {
        asked.push([spec, seed]);
        return Promise.resolve({ game: 'lights', puzzle: { size: 3, level: 'x', seed } });
      },
    } as unknown as GeneratorClient;
    dailyPuzzle(entry, generator, screen(), () => {}, '2026-03-11');
    await Promise.resolve();
    // 11 March 2026 was a Wednesday: the weekday level of that date, its own seed.
    expect(asked).toEqual([
      [{ game: 'lights', size: 3, level: 'weekday' }, 'gridwise-daily-v1:2026-03-11:lights'],
    ]);
  });
});
