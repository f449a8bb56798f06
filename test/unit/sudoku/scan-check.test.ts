// The scan's check before play (scan/screen/scan-check.ts, scan-session.ts): a grid read from a
// photo is playable only with no clash and exactly one solution; otherwise the verdict says why
// and points at the cells to look at, and the player's fixes change the verdict.

import { describe, expect, it } from 'vitest';
import type { ScanReading } from '../../../src/games/sudoku/scan/read/scan-api';
import { checkScan } from '../../../src/games/sudoku/scan/screen/scan-check';
import { ScanSession } from '../../../src/games/sudoku/scan/screen/scan-session';

// image1 of the photo set (its .dat truth file, rows joined, 0 as '.'): one solution.
const PHOTO_1 =
  '...7...8.' +
  '.9...31..' +
  '..68.5.7.' +
  '.2.6...49' +
  '...2...5.' +
  '..8.4...7' +
  '...9...3.' +
  '37......6' +
  '1.5..4...';

const at = (grid: string, cell: number, ch: string) =>
  grid.slice(0, cell) + ch + grid.slice(cell + 1);

function reading(grid: string, unsure: number[] = []): ScanReading {
  return {
    status: 'read',
    grid,
    unsure,
    confidence: [],
    message: '',
    warped: null,
    ms: 0,
    corners: null,
  };
}

describe('checkScan', () => {
  it('passes a grid with exactly one solution', () => {
    expect(checkScan(PHOTO_1, [])).toEqual({ kind: 'unique' });
  });

  it('names the cells of a clash (a 7 read twice in the first row)', () => {
    const v = checkScan(at(PHOTO_1, 0, '7'), []);
    expect(v).toEqual({ kind: 'clash', suspects: [0, 3] });
  });

  it('says "many" for a digit missed, pointing at the unsure cells', () => {
    // r1c4 (7) left out: the read grid still clashes nowhere, but no longer has one solution.
    const missed = at(PHOTO_1, 3, '.');
    const v = checkScan(missed, [3, 40]);
    expect(v.kind === 'many' || v.kind === 'unique').toBe(true);
    if (v.kind === 'many') expect(v.suspects).toEqual([3, 40]);
  });

  it('says "none" for a misread digit with no clash, and points at the misread cell', () => {
    // Every digit at a given that breaks no rule but leaves no solution (a typical misread).
    const misreads: { cell: number; suspects: number[] }[] = [];
    for (let cell = 0; cell < 81; cell++) {
      if (PHOTO_1[cell] === '.') continue;
      for (let d = 1; d <= 9; d++) {
        const wrong = at(PHOTO_1, cell, String(d));
        if (wrong === PHOTO_1) continue;
        const v = checkScan(wrong, []);
        if (v.kind === 'none') misreads.push({ cell, suspects: v.suspects });
      }
    }
    expect(misreads.length).toBeGreaterThan(10);
    // The misread cell is pointed at, among a handful (never the whole grid), in most cases.
    const pointed = misreads.filter((m) => m.suspects.includes(m.cell));
    expect(pointed.length / misreads.length).toBeGreaterThan(0.9);
    for (const m of misreads) expect(m.suspects.length).toBeLessThanOrEqual(8);
  });

  it('says "few" under 17 digits', () => {
    const sparse = `123456789${'.'.repeat(72)}`;
    expect(checkScan(sparse, [5])).toEqual({ kind: 'few', givens: 9, suspects: [5] });
  });
});

describe('ScanSession', () => {
  it('is playable once the player fixes the misread cell, and drops it from the unsure', () => {
    const session = new ScanSession(reading(at(PHOTO_1, 0, '7'), [0, 10]));
    expect(session.playable).toBe(false);
    expect(session.verdict.kind).toBe('clash');
    expect(session.looks()[0]).toMatchObject({ digit: '7', unsure: true, clash: true });
    session.set(0, 0);
    expect(session.grid).toBe(PHOTO_1);
    expect(session.unsure).toEqual([10]);
    expect(session.playable).toBe(true);
    expect(session.looks()[0]).toMatchObject({ digit: '.', fixed: true, unsure: false });
  });

  it('reads a short or odd grid safely: anything but 1–9 is an empty cell', () => {
    const session = new ScanSession(reading('12x4', [99, -1, 2]));
    expect(session.grid).toBe(`12.4${'.'.repeat(77)}`);
    expect(session.unsure).toEqual([2]);
    expect(session.verdict.kind).toBe('few');
  });
});
