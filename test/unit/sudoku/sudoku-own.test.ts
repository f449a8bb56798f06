// Sudoku's own part of its records: only Sudoku reads and checks these fields (issue #27), so
// the checks storage used to make on them (a selection that is a cell, a notes toggle that is a
// flag, mistakes that are a count) are made here, and the records list gets its words here.

import { describe, expect, it } from 'vitest';
import {
  decodeSudokuRecord,
  decodeSudokuSaved,
  encodeSudokuRecord,
  encodeSudokuSaved,
} from '../../../src/games/sudoku/core/sudoku-own';
import { policyLabel, sudokuRecordNote } from '../../../src/games/sudoku/play/sudoku-record-note';

describe('a saved Sudoku game’s own part', () => {
  it('reads back what it wrote', () => {
    const own = { selected: 5, noteMode: true, mistakes: 2 };
    expect(decodeSudokuSaved(encodeSudokuSaved(own), 16, 'saved')).toEqual(own);
  });

  it('reads a record from before mistakes were counted as none', () => {
    expect(decodeSudokuSaved({ selected: null, noteMode: false }, 16, 'saved')).toEqual({
      selected: null,
      noteMode: false,
      mistakes: 0,
    });
  });

  it('refuses a selection off the board or not a cell, a toggle that is not a flag, a bad count', () => {
    const ok = { selected: 3, noteMode: false, mistakes: 0 };
    expect(() => decodeSudokuSaved({ ...ok, selected: 16 }, 16, 'saved')).toThrow(
      'outside the board',
    );
    expect(() => decodeSudokuSaved({ ...ok, selected: -1 }, 16, 'saved')).toThrow(
      'saved.selected should be a cell index or null, got -1',
    );
    expect(() => decodeSudokuSaved({ ...ok, noteMode: 'yes' }, 16, 'saved')).toThrow(
      'saved.noteMode should be true or false',
    );
    expect(() => decodeSudokuSaved({ selected: 3 }, 16, 'saved')).toThrow('got nothing');
    expect(() => decodeSudokuSaved({ ...ok, mistakes: 1.5 }, 16, 'saved')).toThrow(
      'saved.mistakes should be a whole number',
    );
  });
});

describe('a Sudoku best time’s own part', () => {
  it('reads back the policy and mistakes, and none for older records', () => {
    expect(decodeSudokuRecord(encodeSudokuRecord({ policy: 'check', mistakes: 1 }), 'bt')).toEqual({
      policy: 'check',
      mistakes: 1,
    });
    expect(decodeSudokuRecord({ policy: 'refuse' }, 'bt')).toEqual({
      policy: 'refuse',
      mistakes: 0,
    });
    expect(() => decodeSudokuRecord({ mistakes: 1 }, 'bt')).toThrow('bt.policy');
  });

  it('names each input policy in a word, and passes unknown ones through', () => {
    expect(policyLabel('refuse')).toBe('strict');
    expect(policyLabel('mark')).toBe('marked');
    expect(policyLabel('check')).toBe('checked');
    expect(policyLabel('future-mode')).toBe('future-mode');
  });

  it('gives the records row its words, and none for a part that is not Sudoku’s', () => {
    expect(sudokuRecordNote({ policy: 'refuse' })).toBe('strict');
    expect(sudokuRecordNote({ policy: 'check', mistakes: 1 })).toBe('checked, 1 mistake');
    expect(sudokuRecordNote({})).toBe('');
  });
});
