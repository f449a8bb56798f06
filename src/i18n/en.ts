// The English catalogue: the source of every key. A text is a string; a message with parts is a
// function of named parts, so another language can put them in its own order (never English
// glued together). Numbers, times and dates come formatted (format.ts, through Intl).

export const en = {
  app: {
    title: 'Gridwise — Sudoku and Link',
    tagline: 'Puzzles made on your phone. Play anywhere, even offline.',
  },
  lobby: {
    sizeHeading: 'Size',
    levelHeading: 'Level',
    start: 'Start',
    continueGame: 'Continue game',
    daily: 'Daily puzzle',
    dailyBadge: 'Today',
    openCode: 'Open a code',
    records: 'Records',
    stats: 'Stats',
    settings: 'Settings',
    rules: 'Rules',
    install: 'Install',
    played: (p: { time: string }) => `${p.time} played`,
    resumeTitle: (p: { game: string; size: string; level: string }) =>
      `${p.game} · ${p.size} · ${p.level}`,
  },
  games: {
    sudoku: {
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
      rulesTitle: 'How to play Sudoku',
      rules: ([] = [
        'Fill every empty cell with a digit.',
        'Each row, each column and each outlined box must hold every digit exactly once: 1–9 on a 9×9 grid, 1–6 on 6×6, 1–4 on 4×4.',
        'Bold dark digits are given and cannot change. Your digits are blue.',
        'Tap a cell, then tap a digit. Tap the same digit again, or ⌫, to clear it. Or, with Digit first in Settings, tap a digit, then every cell it goes in.',
        'Notes: switch Notes on and tap digits to pencil in the ones a cell might hold; the pad shows small digits while Notes is on. To pencil just one, long-press the cell, then tap the digit. A placed digit leaves the notes of its row, column and box. Auto-notes fills in every candidate. Each key of the pad shows how many of its digit are still to place.',
        'A digit that repeats one already in its row, column or box is refused, and the clashing cell flashes. In Settings you can have it only marked, or checked against the answer with mistakes counted.',
        'Hint shows where to look, then the technique, then the exact step, which one tap can carry out. Hints, auto-notes and Answer mark the game as assisted in your records.',
        'Records list your ten fastest wins per size and level, with how rule-breaking digits were handled: strict (refused), marked, or checked against the answer. A streak counts wins in a row without help: an assisted win, or leaving a game unfinished for a new one, starts it again.',
        'Undo and Redo walk back and forth through your moves. Pause covers the board and stops the clock. Every puzzle has exactly one solution. Up to Master it can be found by reasoning, step by step; an Extreme puzzle may also need trial: trying a digit and following it until it breaks a rule.',
        'Keyboard: arrows move, 1–9 write, Backspace clears, N notes, H hint, P pause, Ctrl+Z undoes, Ctrl+Y redoes.',
      ]),
      boardLabel: 'Sudoku board',
      sharedNoun: 'Sudoku',
      shareTitle: 'A Sudoku from Gridwise',
    },
    link: {
      name: 'Link',
      blurb: 'Join equal tiles by a path with at most two turns.',
      sizes: { small: 'Small', medium: 'Medium', large: 'Large' },
      levels: {
        classic: 'Classic',
        fall: 'Falling',
        'drift-left': 'Drift left',
        rise: 'Rising',
        'drift-right': 'Drift right',
      },
      rulesTitle: 'How to play Link',
      rules: ([] = [
        'Clear the board by removing tiles in pairs. Every kind of tile appears four times.',
        'Tap a tile, then another of the same kind. They go when a line with at most two turns joins them through empty cells; the line may run around the outside of the board.',
        'Tiles of different kinds, or with no such line between them, shake and stay; the second tile you tapped becomes the one selected.',
        'Falling, Rising and Drift levels: after a match, the tiles in that column (or row) slide to close the gap.',
        'Hint shows a pair whose removal keeps the board clearable (the game then counts as assisted). Shuffle deals the tiles left onto the same places, three times per game; when no pair is left, a reshuffle is offered for free.',
        'Every board can be cleared. Undo takes a match back. A streak counts wins in a row without help: an assisted win, or leaving a board unfinished for a new one, starts it again.',
        'Keyboard: Tab into the board, arrows move, Enter takes a tile; H hint, S shuffle, Ctrl+Z undo, Escape drops the selection.',
      ]),
      boardLabel: 'Link board',
      sharedNoun: 'Link board',
      shareTitle: 'A Link board from Gridwise',
    },
  },
  common: {
    back: 'Back',
    on: 'On',
    off: 'Off',
  },
  settings: {
    title: 'Settings',
    language: 'Language',
    languageAuto: (p: { language: string }) => `Device (${p.language})`,
    theme: 'Theme',
    themeSystem: 'System',
    themeLight: 'Light',
    themeDark: 'Dark',
    colours: 'Colours',
    coloursStandard: 'Standard',
    coloursSafe: 'Colour-blind safe',
    digits: 'Digits',
    digitsNormal: 'Normal',
    digitsLarge: 'Large',
    sound: 'Sound',
    vibration: 'Vibration',
    vibrationNone: 'Vibration (this device cannot vibrate)',
    conflict: 'Sudoku input: a digit that breaks a rule is…',
    conflictRefuse: 'Refused',
    conflictMark: 'Marked',
    conflictCheck: 'Checked vs answer',
    conflictRefuseNote: 'A digit that repeats in its row, column or box is not written.',
    conflictMarkNote: 'Repeats are written and marked, for you to fix later.',
    conflictCheckNote: 'Wrong digits are marked too, and each counts as a mistake.',
    autoClean: 'Remove notes from peers when a digit is placed',
    entry: 'Sudoku entry',
    entryCell: 'Cell, then digit',
    entryDigit: 'Digit, then cells',
    exportBackup: 'Export backup',
    importBackup: 'Import backup',
    dataHeading: 'Your games, records and settings',
  },
  stats: {
    title: 'Statistics',
    notPlayed: 'Not played yet',
    summary: (p: { started: string; won: string; rate: string }) =>
      `Played ${p.started} · Won ${p.won} (${p.rate})`,
    detail: (p: { best: string; average: string; streak: string; longest: string }) =>
      `Best ${p.best} · Avg ${p.average} · Streak ${p.streak}, longest ${p.longest}`,
    footnote:
      'Best, average and streaks count wins without help. A hint, auto-notes or the answer, ' +
      'or leaving a game unfinished for a new one, starts the streak again.',
    unreadable: (p: { why: string }) => `Statistics could not be read (${p.why}).`,
  },
  rules: {
    title: 'How to play',
  },
  records: {
    title: 'Records',
    empty: 'No wins yet at this level.',
    legend:
      'Strict / marked / checked: how rule-breaking digits were handled in that run. Runs ' +
      'tagged “assisted” (hints, auto-notes or the answer shown) rank after every unassisted run.',
    assisted: 'assisted',
    rank: (p: { rank: string }) => `${p.rank}.`,
    strict: 'strict',
    marked: 'marked',
    checked: 'checked',
    mistakes: (p: { policy: string; count: number; countText: string }) =>
      `${p.policy}, ${p.countText} ${p.count === 1 ? 'mistake' : 'mistakes'}`,
    unreadable: (p: { why: string }) => `These records could not be read (${p.why}).`,
  },
} as const;

export type EnglishCatalogue = typeof en;
