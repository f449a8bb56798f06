import { describe, expect, it } from 'vitest';
import { placeOf, placeWords } from '../../../src/play/win-place';

const run = (id: string, assisted = false) => ({ id, assisted });

describe('placeOf', () => {
  it('ranks a win among the unassisted times, best first', () => {
    expect(placeOf('b', [run('a'), run('b'), run('c')])).toEqual({
      rank: 2,
      of: 3,
      newBest: false,
    });
  });

  it('is a new best only when it beats a time kept before', () => {
    expect(placeOf('a', [run('a'), run('b')])).toEqual({ rank: 1, of: 2, newBest: true });
    expect(placeOf('a', [run('a')])).toEqual({ rank: 1, of: 1, newBest: false });
  });

  it('gives an assisted win, or one outside the ten kept, no place', () => {
    expect(placeOf('x', [run('a'), run('x', true)]).rank).toBeNull();
    expect(placeOf('z', [run('a'), run('b')]).rank).toBeNull();
  });
});

describe('placeWords', () => {
  it('says a new best, a first win, or the rank with its English ordinal', () => {
    expect(placeWords({ rank: 1, of: 3, newBest: true })).toBe('New best time!');
    expect(placeWords({ rank: 1, of: 1, newBest: false })).toBe('Your first win at this level!');
    expect(placeWords({ rank: 2, of: 5, newBest: false })).toBe('Your 2nd best time of 5.');
    expect(placeWords({ rank: 3, of: 5, newBest: false })).toBe('Your 3rd best time of 5.');
    expect(placeWords({ rank: 4, of: 10, newBest: false })).toBe('Your 4th best time of 10.');
  });

  it('says nothing without a place', () => {
    expect(placeWords(null)).toBeNull();
    expect(placeWords({ rank: null, of: 3, newBest: false })).toBeNull();
  });
});
