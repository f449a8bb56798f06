// How to play Link, in plain words, for someone who has never seen a Link board.

export const LINK_RULES_TEXT: readonly string[] = [
  'Clear the board by removing tiles in pairs. Every kind of tile appears four times.',
  'Tap a tile, then another of the same kind. They go when a line with at most two turns joins them through empty cells; the line may run around the outside of the board.',
  'Tiles of different kinds, or with no such line between them, shake and stay; the second tile you tapped becomes the one selected.',
  'Falling, Rising and Drift levels: after a match, the tiles in that column (or row) slide to close the gap.',
  'Hint shows a pair whose removal keeps the board clearable (the game then counts as assisted). Shuffle deals the tiles left onto the same places, three times per game; when no pair is left, a reshuffle is offered for free.',
  'Every board can be cleared. Undo takes a match back. A streak counts wins in a row without help: an assisted win, or leaving a board unfinished for a new one, starts it again.',
  'Keyboard: Tab into the board, arrows move, Enter takes a tile; H hint, S shuffle, Ctrl+Z undo, Escape drops the selection.',
];
