// defineGame widens an entry typed for its own puzzle to the registry's common type without a
// cast that could lie: the puzzles the shell hands the game are read through the game's core
// first, and the entry's getters (words that follow the language) stay live.

import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../../src/engine/game';
import type { GameCore, PuzzleBase } from '../../../src/engine/game-core';
import { defineGame } from '../../../src/play/define-game';
import type { GameController, GameModuleDeps } from '../../../src/play/game-api';
import type { GameEntry } from '../../../src/play/game-entry';

interface DotPuzzle extends PuzzleBase {
  readonly size: 1;
  readonly level: 'only';
  readonly dots: number;
}

const core = {
  id: 'dots',
  validatePuzzle(value: unknown, what: string): DotPuzzle {
    const o = value as Partial<DotPuzzle>;
    if (typeof o?.dots !== 'number') throw new InvalidInputError(`${what}.dots is not a number`);
    return { size: 1, level: 'only', seed: String(o.seed), dots: o.dots };
  },
} as GameCore<DotPuzzle>;

function entry(seen: { puzzles: unknown[]; name: string }): GameEntry<DotPuzzle> {
  return {
    id: 'dots',
    get name() {
      return seen.name;
    },
    core,
    load: async () => (deps: GameModuleDeps<DotPuzzle>) => {
      const got = deps.newPuzzle({ size: 1, level: 'only' });
      seen.puzzles.push(got instanceof Promise ? got : got.dots);
      return {} as GameController;
    },
  } as unknown as GameEntry<DotPuzzle>;
}

function depsGiving(puzzle: unknown): GameModuleDeps<PuzzleBase> {
  return { newPuzzle: () => puzzle } as unknown as GameModuleDeps<PuzzleBase>;
}

describe('defineGame', () => {
  it("reads the shell's puzzles through the game's core before the game sees them", async () => {
    const seen = { puzzles: [] as unknown[], name: 'Dots' };
    const create = await defineGame(entry(seen)).load();
    create(depsGiving({ size: 1, level: 'only', seed: 's', dots: 3, extra: 'dropped' }));
    expect(seen.puzzles).toEqual([3]);
    expect(() => create(depsGiving({ size: 1, level: 'only', seed: 's' }))).toThrow(
      'puzzle.dots is not a number',
    );
    const later = { size: 1, level: 'only', seed: 's' };
    create(depsGiving(Promise.resolve(later)));
    await expect(seen.puzzles.at(-1)).rejects.toThrow('puzzle.dots is not a number');
  });

  it("keeps the entry's getters live (words that follow the language in use)", () => {
    const seen = { puzzles: [] as unknown[], name: 'Dots' };
    const defined = defineGame(entry(seen));
    expect(defined.name).toBe('Dots');
    seen.name = '点点';
    expect(defined.name).toBe('点点');
    expect(defined.core).toBe(core);
  });
});
