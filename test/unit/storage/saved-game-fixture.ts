// A valid saved Sudoku game for the storage tests, with fields to override.
import { RECORD_FORMAT, type SavedGame } from '../../../src/storage/records';

export function savedGame(overrides: Partial<SavedGame> = {}): SavedGame {
  return {
    format: RECORD_FORMAT,
    kind: 'sudoku',
    id: 'g1',
    rev: 1,
    writer: 'tab-a',
    puzzle: { size: 4, level: 'easy', seed: 's', puzzle: '1...', solution: '1234' },
    moves: ['v011', 'n022'],
    applied: 2,
    elapsedMs: 1234,
    assisted: false,
    startedAt: 1,
    updatedAt: 2,
    own: { selected: 5, noteMode: false },
    ...overrides,
  };
}
