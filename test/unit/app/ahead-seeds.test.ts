// `?aheadSeeds=`: the e2e tests' known short Nightmare searches. The listed seeds come first, in
// order, then fresh ones; a bad list is refused whole with a message naming the bad seed, and
// every seed is then fresh (nothing a player does depends on it).
import { describe, expect, it } from 'vitest';
import { aheadSeedsFromAddress } from '../../../src/app/puzzles/ahead-seeds';

function counter() {
  let n = 0;
  return () => `fresh-${++n}`;
}

const take = (search: string, count: number) => {
  const { seeds, problem } = aheadSeedsFromAddress(search, counter());
  return { seeds: Array.from({ length: count }, () => seeds.next()), problem };
};

describe('aheadSeedsFromAddress', () => {
  it('gives the listed seeds in order, then fresh ones', () => {
    expect(take('?raster=off&aheadSeeds=e2e-9,e2e_7', 4)).toEqual({
      seeds: ['e2e-9', 'e2e_7', 'fresh-1', 'fresh-2'],
      problem: null,
    });
  });

  it('gives fresh seeds alone when the address has none', () => {
    expect(take('?lessons=off', 2)).toEqual({ seeds: ['fresh-1', 'fresh-2'], problem: null });
  });

  it('refuses a list with a bad seed, naming it, and uses fresh seeds', () => {
    const empty = take('?aheadSeeds=a,,b', 1);
    expect(empty.seeds).toEqual(['fresh-1']);
    expect(empty.problem).toBe(
      '?aheadSeeds: seed 2 ("") must be 1–64 letters, digits, - or _: fresh seeds used instead',
    );
    const odd = take(`?aheadSeeds=${encodeURIComponent('ok,<b>')}`, 1);
    expect(odd.seeds).toEqual(['fresh-1']);
    expect(odd.problem).toContain('seed 2 ("<b>")');
    expect(take(`?aheadSeeds=${'x'.repeat(65)}`, 1).problem).toContain('seed 1');
  });

  it('refuses more than eight seeds', () => {
    const many = take(`?aheadSeeds=${Array.from({ length: 9 }, (_, i) => `s${i}`).join(',')}`, 1);
    expect(many).toEqual({
      seeds: ['fresh-1'],
      problem: '?aheadSeeds has 9 seeds, at most 8: fresh seeds used instead',
    });
  });
});
