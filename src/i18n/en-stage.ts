// The English catalogue, second part: the words of the stage (game screens, settings, lists,
// dialogs). It loads with the stage, not with the first screen. With en.ts, the source of every
// key. A text is a string; a message with parts is a
// function of named parts, so another language can put them in its own order (never English
// glued together). Numbers, times and dates come formatted (format.ts, through Intl).

import { plural } from './en';

export const enStage = {
  play: {
    home: 'Home',
    rules: 'Rules',
    new: 'New',
    hint: 'Hint',
    share: 'Share',
    undo: '↶ Undo',
    redo: 'Redo ↷',
    pause: 'Pause',
    resume: 'Resume',
    paused: 'Paused',
    showHint: 'Show the hint',
    question: 'Question',
    hintMore: 'Show more',
    hintDone: 'Got it',
    hintApply: 'Apply',
    hintHide: 'Hide card',
    hintStep: (p: { step: string; count: string }) => `Step ${p.step} of ${p.count}`,
    newBest: 'New best time!',
    firstWin: 'Your first win at this level!',
    place: (p: { rank: number; of: string }) => {
      const suffix =
        { one: 'st', two: 'nd', few: 'rd' }[
          new Intl.PluralRules('en', { type: 'ordinal' }).select(p.rank) as 'one'
        ] ?? 'th';
      return `Your ${p.rank}${suffix} best time of ${p.of}.`;
    },
    assistedMark: ' (assisted)',
    titleIn: (p: { title: string; time: string; assisted: string }) =>
      `${p.title} in ${p.time}${p.assisted}`,
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
    // second copy: whether the mirror in the Origin Private File System is kept (issue #22 item 6)
    mirrorOn: 'Second copy: on (a file apart from the main store)',
    mirrorReady: 'Second copy: ready; made with your first saved game',
    mirrorUnavailable: 'Second copy: not available here; a backup file is your only spare',
    mirrorFailing: (p: { error: string }) => `Second copy: failing (${p.error})`,
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
  sudoku: {
    making: 'Making a new puzzle…',
    makeFailed: 'Could not make a puzzle',
    newTitle: 'Start a new game?',
    newBody: 'This puzzle and your progress on it will be lost.',
    newConfirm: 'New game',
    notes: '✎ Notes',
    notesOn: '✎ Notes on',
    answer: 'Answer',
    autoNotes: 'Auto-notes',
    erase: 'Erase',
    padKey: (p: { digit: string; left: string }) => `${p.digit}, ${p.left} left`,
    padKeyDone: (p: { digit: string }) => `${p.digit}, all placed`,
    oneNote: 'The next digit goes in as a digit; then back to notes.',
    oneNoteOn: 'The next digit goes in as a note.',
    autoNotesAssisted: 'Every empty cell now shows its candidates. This game counts as assisted.',
    autoNotesSaid: 'Notes filled in for every empty cell.',
    pausedSaid: 'Paused. The board is hidden until you resume.',
    resumedSaid: 'Resumed.',
    pickDigit: 'Pick a digit, then tap its cells.',
    pickCell: 'Tap a cell first, then a digit.',
    givenCell: (p: { where: string }) => `${p.where} holds a given digit; it can't change.`,
    notesEmptyOnly: 'Notes go in empty cells. Clear the digit first.',
    putDown: (p: { digit: string }) => `${p.digit} put down.`,
    picked: (p: { digit: string; asNote: boolean }) =>
      `${p.digit} picked: tap the cells it goes in${p.asNote ? ' as a note' : ''}.`,
    clash: (p: { digit: string; house: 'row' | 'column' | 'box' }) =>
      `${p.digit} is already in this ${p.house}.`,
    wrongDigit: (p: { digit: string; where: string; mistakes: string }) =>
      `${p.digit} is not the right digit for ${p.where} (mistake ${p.mistakes}).`,
    placed: (p: { digit: string; where: string }) => `${p.digit} in ${p.where}.`,
    revealTitle: 'Show the answer?',
    revealBody: 'The whole solution will be filled in and this game will count as assisted.',
    revealConfirm: 'Show answer',
    answerShown: 'Answer shown',
    answerShownDetail: (p: { where: string; time: string }) =>
      `${p.where} · ${p.time} · counts as assisted`,
    solved: 'Solved!',
    solvedDetail: (p: { where: string; time: string; notes: string }) =>
      `${p.where} in ${p.time}${p.notes}`,
    solvedNotes: (p: { notes: string }) => ` (${p.notes})`,
    assisted: 'assisted',
    mistakes: (p: { count: number; countText: string }) =>
      `${p.countText} ${plural(p.count, 'mistake', 'mistakes')}`,
    listJoin: ', ',
    solvedSaid: (p: { where: string; time: string }) => `Solved! ${p.where} in ${p.time}.`,
    hintDone: (p: { title: string }) => `Done: ${p.title}.`,
    hintSaid: (p: { title: string; text: string }) => `Hint: ${p.title}. ${p.text}`,
    placeOne: (p: { digit: string }) => `Place ${p.digit}`,
    placeThem: 'Place them',
    removeThem: 'Remove them',
    cell: (p: { row: string; column: string }) => `row ${p.row}, column ${p.column}`,
    cellName: (p: { row: string; column: string }) => `Row ${p.row}, column ${p.column}`,
    cellGiven: (p: { where: string; digit: string }) => `${p.where}: ${p.digit}, given`,
    cellWrong: (p: { where: string; digit: string }) => `${p.where}: ${p.digit}, wrong`,
    cellYours: (p: { where: string; digit: string }) => `${p.where}: ${p.digit}, yours`,
    cellNotes: (p: { where: string; notes: string }) => `${p.where}: empty, notes ${p.notes}`,
    cellEmpty: (p: { where: string }) => `${p.where}: empty`,
    // Sudoku screen (#23): the icon buttons' short labels, the More sheet, the mistakes count.
    toolUndo: 'Undo',
    toolRedo: 'Redo',
    toolNotes: 'Notes',
    toolAutoNotes: 'Auto-notes',
    toolHint: 'Hint',
    toolMore: 'More',
    menuTitle: 'More actions',
    menuClose: 'Close',
    menuRules: 'How to play',
    mistakesShown: (p: { countText: string }) => `Mistakes ${p.countText}`,
  },
  link: {
    dealing: 'Dealing a new board…',
    dealFailed: 'Could not deal a board',
    newTitle: 'Deal a new board?',
    newBody: 'This board and your progress on it will be lost.',
    newConfirm: 'New board',
    shuffle: (p: { left: string }) => `Shuffle (${p.left})`,
    tilesLeft: (p: { left: string; total: string }) => `${p.left} of ${p.total} tiles left`,
    different: 'Those two tiles are different.',
    noLine: 'No line with at most two turns joins those two tiles.',
    removed: (p: { left: string }) => `Pair removed. ${p.left} tiles left.`,
    hintSaid: (p: { a: string; b: string }) => `Hint: ${p.a} with ${p.b}.`,
    hintNone: 'No pair keeps this board clearable now: undo, or reshuffle.',
    hintUnsure: 'Hint: these two tiles can go (not checked to the end). Counts as assisted.',
    hintSure: 'Hint: these two tiles can go. This game now counts as assisted.',
    noShuffles: 'No reshuffles left in this game. A free one comes when no pair is left.',
    reshuffled: (p: { left: string }) => `Reshuffled. ${p.left} left in this game.`,
    stuckTitle: 'No pair can be removed',
    stuckBody: 'Reshuffle the tiles that are left? This one is free.',
    stuckConfirm: 'Reshuffle',
    stuckUndo: 'Undo last move',
    stuckLater: 'Not now',
    clearedIn: (p: { time: string }) => `Cleared in ${p.time}.`,
    cleared: 'Cleared!',
    cell: (p: { row: string; column: string }) => `row ${p.row}, column ${p.column}`,
    tileCell: (p: { tile: string; where: string; state: string }) =>
      `${p.tile}, ${p.where}${p.state}`,
    empty: 'empty',
    selected: ', selected',
    hinted: ', hinted',
    onDark: (p: { name: string }) => `${p.name} on a dark tile`,
    tiles: {
      apple: 'apple',
      banana: 'banana',
      grapes: 'grapes',
      carrot: 'carrot',
      tree: 'fir tree',
      drop: 'water drop',
      flower: 'flower',
      cat: 'cat',
      mug: 'mug',
      anchor: 'anchor',
      heart: 'heart',
      star: 'star',
      leaf: 'leaf',
      fish: 'fish',
      mushroom: 'mushroom',
      moon: 'moon',
      bell: 'bell',
      cloud: 'cloud',
      house: 'house',
      umbrella: 'umbrella',
      key: 'key',
      pear: 'pear',
      corn: 'corn',
      cactus: 'cactus',
      bird: 'bird',
      turtle: 'turtle',
      gem: 'gem',
      snowflake: 'snowflake',
      bolt: 'lightning',
      sailboat: 'sailboat',
      butterfly: 'butterfly',
      iceCream: 'ice cream',
      whale: 'whale',
      snail: 'snail',
      guitar: 'guitar',
      rocket: 'rocket',
    },
  },
  share: {
    checking: 'Checking the shared puzzle…',
    pastedOk: (p: { noun: string }) => `A shared ${p.noun}: open it to play.`,
    openTitle: 'Open a puzzle',
    openHint:
      'Paste a Gridwise puzzle link or share code. A Sudoku written as 16, 36 or 81 digits and dots works too.',
    openPlaceholder: 'A link, a code, or a Sudoku',
    openConfirm: 'Open the puzzle',
    cancel: 'Cancel',
    emptyField: 'Paste a link or a code here.',
    cannotOpen: (p: { why: string }) => `That puzzle can't be opened: ${p.why}`,
    replaceAsk: (p: { noun: string }) =>
      `Play the shared ${p.noun}? It replaces your unfinished game.`,
    playIt: 'Play it',
    keepMine: 'Keep mine',
    shareTitle: (p: { noun: string }) => `Share this ${p.noun}`,
    shareBody: 'Anyone who opens this link plays the same puzzle.',
    copy: 'Copy the link',
    copied: 'Copied: paste it into a message.',
    copyFailed: 'This browser would not copy it: the link is selected, copy it from there.',
    shareSystem: 'Share…',
    done: 'Done',
  },
  backup: {
    saved: (p: { file: string; what: string }) => `Backup saved as ${p.file}: ${p.what}.`,
    makeFailed: (p: { why: string }) => `The backup could not be made: ${p.why}`,
    importFailed: (p: { why: string }) => `The backup could not be imported: ${p.why}`,
    notImported: (p: { file: string; why: string }) => `“${p.file}” was not imported: ${p.why}`,
    gamesJoin: ' and ',
    kept: (p: { games: string }) =>
      ` Your unfinished ${p.games} game was kept; the backup's was not imported.`,
    imported: (p: { parts: string; kept: string }) => `Backup imported: ${p.parts}.${p.kept}`,
    skipped: (p: { count: number; n: string; first: string }) =>
      ` ${p.n} damaged ${plural(p.count, 'record was', 'records were')} skipped (the first: ${p.first}).`,
  },
  // import (issue #22, item 9): what an import did with the backup's best times
  importTimes: {
    ownKept: (p: { count: number; n: string }) =>
      ` Your own ${plural(p.count, 'best time', `${p.n} best times`)} ${plural(p.count, 'was', 'were all')} kept.`,
    tooFast: (p: { count: number; n: string; where: string; floor: string; quickest: string }) =>
      ` ${p.n} ${plural(p.count, 'time was', 'times were')} refused as quicker than anyone can play (the quickest: ${p.quickest} at ${p.where}, where no win takes under ${p.floor}).`,
    tooSlow: (p: { count: number; n: string; hours: string }) =>
      ` ${p.n} ${plural(p.count, 'time was', 'times were')} refused: longer than ${p.hours} hours of play.`,
    unknownBucket: (p: { count: number; n: string }) =>
      ` ${p.n} ${plural(p.count, 'time was', 'times were')} refused: for a size or level Gridwise does not have.`,
    leftOut: (p: { count: number; n: string }) =>
      ` ${p.n} slower ${plural(p.count, 'time was', 'times were')} left out: Records keep ten per size and level.`,
    alreadyHere: (p: { count: number; n: string }) =>
      ` ${p.n} ${plural(p.count, 'time was', 'times were')} already here.`,
  },
  linkProblems: {
    tooLong: (p: { length: string; max: string }) =>
      `This text is ${p.length} characters long; no Gridwise link or code is longer than ${p.max}.`,
    notALink:
      'This is not a puzzle link: a link looks like …#play/sudoku/<code> or …#play/link/<code>.',
    noGame:
      'The link does not say which game: a link looks like …#play/sudoku/<code> or …#play/link/<code>.',
    unknownGame: (p: { asked: string; games: string }) =>
      `The link asks for a game called "${p.asked}"; Gridwise shares ${p.games} puzzles.`,
    noCode: (p: { game: string }) =>
      `The link has no puzzle after "play/${p.game}/": a link looks like …#play/sudoku/<code> or …#play/link/<code>.`,
    nothingPasted: 'Nothing was pasted: paste a puzzle link or a share code.',
    notACode:
      'This is not a Gridwise puzzle code or link (a link looks like …#play/sudoku/<code> or …#play/link/<code>, or a Sudoku as 16, 36 or 81 digits and dots).',
    gamesJoin: ' and ',
  },
  // What is wrong with a game's code or puzzle text, keyed by the problem's kind
  // (src/games/code-problems.ts); details arrive as text, lists joined by listJoin.
  codeProblems: {
    listJoin: ', ',
    'code-typo':
      'The code has a typo: its last character, a check on the others, does not match them. ' +
      'Compare it with the original, character by character.',
    'sudoku-empty':
      'There is nothing to read: paste a share code, or a puzzle of 16, 36 or 81 characters.',
    'sudoku-bad-char': (p: { at: string; char: string }) =>
      `Character ${p.at} of the code is "${p.char}"; a share code uses only A–Z, a–z, 0–9, - and _ ` +
      '(and a puzzle string only digits and .).',
    'sudoku-version': (p: { first: string; expected: string }) =>
      'This code may be from a newer version of Gridwise (update to open it), or it is not a ' +
      `Gridwise Sudoku code: it starts with "${p.first}", and this version reads codes that ` +
      `start with "${p.expected}".`,
    'sudoku-no-size': 'The code is too short: it ends after its first character.',
    'sudoku-size': (p: { char: string }) =>
      `Character 2 of the code is "${p.char}"; it gives the grid size, which must be 4, 6 or 9.`,
    'sudoku-too-short': (p: { size: string; min: string; length: string }) =>
      `The code is too short: a ${p.size}×${p.size} code has at least ${p.min} characters; ` +
      `this one has ${p.length}.`,
    'sudoku-given-beyond': (p: { at: string; size: string }) =>
      `The code has a typo: character ${p.at} marks a given beyond the last cell of a ${p.size}×${p.size} grid.`,
    'sudoku-length': (p: { length: string; size: string; givens: string; expected: string }) =>
      `The code has ${p.length} characters, but a ${p.size}×${p.size} code with these ${p.givens} givens ` +
      `has ${p.expected}: a character is missing or extra, or one was mistyped.`,
    'sudoku-digits-damaged':
      'The code is damaged: its digits part is larger than its givens allow.',
    'sudoku-no-solution':
      'This puzzle has no solution: its givens contradict each other further on.',
    'sudoku-many-solutions':
      'This puzzle has more than one solution, so logic alone cannot finish it: a given is missing.',
    'puzzle-length': (p: { expected: string; length: string }) =>
      `A puzzle needs ${p.expected} characters (one per cell); this one has ${p.length}.`,
    'puzzle-length-any': (p: { length: string }) =>
      `A puzzle needs 16, 36 or 81 characters (one per cell); this one has ${p.length}.`,
    'puzzle-char': (p: { at: string; row: string; column: string; char: string; max: string }) =>
      `Character ${p.at} (row ${p.row}, column ${p.column}) is "${p.char}"; ` +
      `use 1–${p.max} for a digit and . or 0 for an empty cell.`,
    // Players read cells as words here (the command line says r1c3).
    'puzzle-clash': (p: {
      digit: string;
      row1: string;
      column1: string;
      row2: string;
      column2: string;
    }) =>
      `The givens break a rule: ${p.digit} appears at row ${p.row1}, column ${p.column1} and ` +
      `row ${p.row2}, column ${p.column2}, which share a row, column or box.`,
    'link-empty': 'There is nothing to read: paste a Link share code.',
    'link-bad-char': (p: { at: string; char: string }) =>
      `Character ${p.at} of the code is "${p.char}"; a share code uses only A–Z, a–z, 0–9, - and _.`,
    'link-version': (p: { first: string; expected: string }) =>
      'This code may be from a newer version of Gridwise (update to open it), or it is not a ' +
      `Gridwise Link code: it starts with "${p.first}", and this version reads codes that ` +
      `start with "${p.expected}".`,
    'link-too-short': (p: { min: string; length: string }) =>
      `The code is too short: a Link code has at least ${p.min} characters; this one has ${p.length}.`,
    'link-level': (p: { char: string; levels: string }) =>
      `Character 2 of the code is "${p.char}", which names no level this app knows ` +
      `(${p.levels}). The code may come from a newer version of Gridwise.`,
    'link-board-size': (p: { rows: string; cols: string; max: string }) =>
      `Characters 3 and 4 of the code give a ${p.rows}×${p.cols} board; a board has 1–${p.max} ` +
      `rows and 1–${p.max} columns.`,
    'link-kinds': (p: { kinds: string; max: string }) =>
      `Character 5 of the code gives ${p.kinds} kinds of tile; 1–${p.max} are allowed.`,
    'link-shape': (p: { rows: string; cols: string; kinds: string; sizes: string }) =>
      `This Link board is ${p.rows}×${p.cols} with ${p.kinds} kinds; ` +
      `Gridwise plays full ${p.sizes} boards with four tiles of each kind.`,
    'link-length': (p: {
      length: string;
      rows: string;
      cols: string;
      kinds: string;
      expected: string;
    }) =>
      `The code has ${p.length} characters, but a ${p.rows}×${p.cols} board with ${p.kinds} kinds ` +
      `has ${p.expected}: a character is missing or extra, or one was mistyped.`,
    'link-cells-damaged': 'The code is damaged: its cells part is larger than its size allows.',
    'link-no-tiles': 'The board in this code has no tiles.',
    'link-odd-kind': (p: { tile: string; count: string; row: string; column: string }) =>
      `The tile "${p.tile}" appears ${p.count === '1' ? 'once' : `${p.count} times`} ` +
      `(the last time at row ${p.row}, column ${p.column}); ` +
      'every kind must appear an even number of times, since tiles leave in pairs.',
    'link-unclearable':
      'This board cannot be cleared: whatever the order of moves, some tiles are always left.',
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
      `${p.policy}, ${p.countText} ${plural(p.count, 'mistake', 'mistakes')}`,
    unreadable: (p: { why: string }) => `These records could not be read (${p.why}).`,
  },
  gameText: {
    sudoku: {
      rulesTitle: 'How to play Sudoku',
      rules: [
        'Fill every empty cell with a digit.',
        'Each row, each column and each outlined box must hold every digit exactly once: 1–9 on a 9×9 grid, 1–6 on 6×6, 1–4 on 4×4.',
        'Bold dark digits are given and cannot change. Your digits are blue.',
        'Tap a cell, then tap a digit. Tap the same digit again, or ⌫, to clear it. Or, with Digit first in Settings, tap a digit, then every cell it goes in.',
        'Notes: switch Notes on and tap digits to pencil in the ones a cell might hold; the pad shows small digits while Notes is on. To pencil just one, long-press the cell, then tap the digit. A placed digit leaves the notes of its row, column and box. Auto-notes fills in every candidate. Each key of the pad shows how many of its digit are still to place.',
        'A digit that repeats one already in its row, column or box is refused, and the clashing cell flashes. A digit that breaks no rule goes in even when it is not the answer: nothing says so until it leads to a clash (a hint points it out). In Settings you can have rule-breaking digits only marked, or every digit checked against the answer, with mistakes counted in the header.',
        'Hint shows where to look, then the technique, then the exact step, which one tap can carry out. Hints, auto-notes and Answer mark the game as assisted in your records.',
        'Records list your ten fastest wins per size and level, with how rule-breaking digits were handled: strict (refused), marked, or checked against the answer. A streak counts wins in a row without help: an assisted win, or leaving a game unfinished for a new one, starts it again.',
        'Undo and Redo walk back and forth through your moves. Pause covers the board and stops the clock. Every puzzle has exactly one solution. Up to Master it can be found by reasoning, step by step; an Extreme puzzle may also need trial: trying a digit and following it until it breaks a rule.',
        'Keyboard: arrows move, 1–9 write, Backspace clears, N notes, H hint, P pause, Ctrl+Z undoes, Ctrl+Y redoes.',
      ],
      boardLabel: 'Sudoku board',
      sharedNoun: 'Sudoku',
      shareTitle: 'A Sudoku from Gridwise',
    },
    link: {
      rulesTitle: 'How to play Link',
      rules: [
        'Clear the board by removing tiles in pairs. Every kind of tile appears four times.',
        'Tap a tile, then another of the same kind. They go when a line with at most two turns joins them through empty cells; the line may run around the outside of the board.',
        'Tiles of different kinds, or with no such line between them, shake and stay; the second tile you tapped becomes the one selected.',
        'Falling, Rising and Drift levels: after a match, the tiles in that column (or row) slide to close the gap.',
        'Hint shows a pair whose removal keeps the board clearable (the game then counts as assisted). Shuffle deals the tiles left onto the same places, three times per game; when no pair is left, a reshuffle is offered for free.',
        'Every board can be cleared. Undo takes a match back. A streak counts wins in a row without help: an assisted win, or leaving a board unfinished for a new one, starts it again.',
        'Keyboard: Tab into the board, arrows move, Enter takes a tile; H hint, S shuffle, Ctrl+Z undo, Escape drops the selection.',
      ],
      boardLabel: 'Link board',
      sharedNoun: 'Link board',
      shareTitle: 'A Link board from Gridwise',
    },
  },
} as const;

export type EnglishStageCatalogue = typeof enStage;
