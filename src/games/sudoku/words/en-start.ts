// Sudoku's words on the first screen (the lobby's card: name, blurb, sizes and levels), in English,
// the source of keys. Small on purpose: it is in the first chunk, composed into the catalogue by
// src/i18n/game-words-start-registry.ts (as `words().games.sudoku`).

export const sudokuStartWords = {
  name: 'Sudoku',
  blurb: 'Every row, column and box holds each digit once.',
  levels: {
    easy: 'Easy',
    medium: 'Medium',
    hard: 'Hard',
    expert: 'Expert',
    master: 'Master',
    extreme: 'Extreme',
  },
} as const;
