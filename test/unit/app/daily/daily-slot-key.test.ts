// Saved-game keys of a game's slots: the free slot keeps the plain id older stores used, the
// daily slot sits beside it, and a record is accepted only under its own game's key.

import { describe, expect, it } from 'vitest';
import { readSlotKey, recordFitsKey, slotKey } from '../../../../src/app/daily/daily-slot-key';

describe('slot keys', () => {
  it('the free slot is the plain game id, as older stores wrote it', () => {
    expect(slotKey('sudoku', 'free')).toBe('sudoku');
    expect(readSlotKey('sudoku')).toEqual({ kind: 'sudoku', slot: 'free' });
  });
  it('the daily slot is a different key, so a new game never replaces it', () => {
    expect(slotKey('link', 'daily')).toBe('link@daily');
    expect(slotKey('link', 'daily')).not.toBe(slotKey('link', 'free'));
    expect(readSlotKey('link@daily')).toEqual({ kind: 'link', slot: 'daily' });
  });
  it('refuses keys and ids no slot writes', () => {
    expect(readSlotKey('@daily')).toBeNull();
    expect(readSlotKey('Sudoku')).toBeNull();
    expect(() => slotKey('su doku', 'free')).toThrow(RangeError);
  });
  it('a record fits only its own game key, in its own slot', () => {
    expect(recordFitsKey('sudoku@daily', { kind: 'sudoku', slot: 'daily' })).toBe(true);
    expect(recordFitsKey('sudoku@daily', { kind: 'link', slot: 'daily' })).toBe(false);
    expect(recordFitsKey('sudoku', { kind: 'sudoku' })).toBe(true);
    // A free game filed under the daily's key (or a daily under the free one) is not its own.
    expect(recordFitsKey('sudoku@daily', { kind: 'sudoku' })).toBe(false);
    expect(recordFitsKey('sudoku', { kind: 'sudoku', slot: 'daily' })).toBe(false);
  });
});
