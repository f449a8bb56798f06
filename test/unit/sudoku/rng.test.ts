import { describe, expect, it } from 'vitest';
import { createRng, hashSeed } from '../../../src/engine/rng';

function draws(seed: string | number, n: number): number[] {
  const rng = createRng(seed);
  return Array.from({ length: n }, () => rng.next());
}

/** Pearson's chi-square statistic of observed counts against equal expected counts. */
function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

describe('createRng', () => {
  it('repeats the same sequence for the same seed', () => {
    expect(draws('puzzle-7', 100)).toEqual(draws('puzzle-7', 100));
    // A number seed and its decimal text are the same seed.
    expect(draws(42, 50)).toEqual(draws('42', 50));
    expect(hashSeed(42)).toBe(hashSeed('42'));
  });

  it('gives different sequences for different seeds', () => {
    const a = draws('a', 20);
    expect(draws('b', 20)).not.toEqual(a);
    expect(draws('a ', 20)).not.toEqual(a);
    expect(draws(1, 20)).not.toEqual(draws(2, 20));
  });

  it('keeps next() in [0, 1) and int(n) an integer in [0, n)', () => {
    const rng = createRng('ranges');
    for (let i = 0; i < 20_000; i++) {
      const x = rng.next();
      expect(x >= 0 && x < 1).toBe(true);
    }
    for (const n of [1, 2, 3, 9, 81, 1000, 2 ** 31]) {
      for (let i = 0; i < 2_000; i++) {
        const k = rng.int(n);
        expect(Number.isInteger(k) && k >= 0 && k < n).toBe(true);
      }
    }
    // int(1) has only one possible value.
    expect(new Set(Array.from({ length: 50 }, () => rng.int(1)))).toEqual(new Set([0]));
  });

  it('shuffles in place into a permutation, reproducibly', () => {
    const rng = createRng('shuffle');
    const items = Array.from({ length: 81 }, (_, i) => i);
    const same = rng.shuffle(items);
    expect(same).toBe(items);
    expect([...items].sort((a, b) => a - b)).toEqual(Array.from({ length: 81 }, (_, i) => i));
    expect(items).not.toEqual(Array.from({ length: 81 }, (_, i) => i));
    const again = createRng('shuffle').shuffle(Array.from({ length: 81 }, (_, i) => i));
    expect(again).toEqual(items);
    expect(rng.shuffle([])).toEqual([]);
    expect(rng.shuffle(['x'])).toEqual(['x']);
  });

  it('draws int(10) roughly uniformly', () => {
    const rng = createRng('uniform');
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < 100_000; i++) {
      const k = rng.int(10);
      counts[k] = (counts[k] as number) + 1;
    }
    // 27.88 is the 0.1% critical value for 9 degrees of freedom; the seed is fixed, so no flakes.
    expect(chiSquare(counts)).toBeLessThan(27.88);
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(600);
  });

  it('makes every order of three items about equally likely', () => {
    const rng = createRng('perm');
    const tally = new Map<string, number>();
    for (let i = 0; i < 60_000; i++) {
      const key = rng.shuffle(['a', 'b', 'c']).join('');
      tally.set(key, (tally.get(key) ?? 0) + 1);
    }
    expect(tally.size).toBe(6);
    // 20.52 is the 0.1% critical value for 5 degrees of freedom.
    expect(chiSquare([...tally.values()])).toBeLessThan(20.52);
  });
});
