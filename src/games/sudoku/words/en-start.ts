// Sudoku's words on the first screen (the lobby's card: name, blurb, sizes and levels), in English,
// the source of keys. Small on purpose: it is in the first chunk, found by
// src/i18n/game-words-start-registry.ts (`startWords`), composed into the catalogue (as
// `words().games.sudoku`).

export const sudokuStartWords = {
  name: 'Sudoku',
  blurb: 'Every row, column and box holds each digit once.',
  // school: the lobby's button to the technique school.
  learn: 'Learn',
  // The lobby's button that reads a printed puzzle from a photo (scan/screen/).
  scan: 'Scan',
  levels: {
    easy: 'Easy',
    medium: 'Medium',
    hard: 'Hard',
    expert: 'Expert',
    master: 'Master',
    extreme: 'Extreme',
    // Nightmare: SE 9 and up, made in the background.
    nightmare: 'Nightmare',
  },
} as const;

/** What the words registry finds (src/i18n/game-words-start-registry.ts, by import.meta.glob). */
export const startWords = sudokuStartWords;

// Types `words().games.sudoku` for the catalogues, which name no game.
declare module '../../../i18n/game-words-by-id' {
  interface GameStartWordsById {
    readonly sudoku: typeof sudokuStartWords;
  }
}
