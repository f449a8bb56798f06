// Link's words on the stage, in English (the source of keys): its screen's (`words().link`),
// its rules and share texts (`words().gameText.link`) and what can be wrong with its share codes
// (`words().codeProblems`, by the kinds of ../core/problems.ts). Loaded with the stage, found
// by src/i18n/game-words-stage-registry.ts (`stageWords`) and composed into the catalogue.

import type { ProblemSentences } from '../../../engine/code-problems';
import type { GameStageWords } from '../../../i18n/catalogue-types';
import type { LINK_PROBLEMS } from '../core/problems';

// A kind without words, a word for no kind, or a sentence asking for a detail the kind lacks
// does not compile.
const problems = {
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
} as const satisfies ProblemSentences<typeof LINK_PROBLEMS>;

export const linkStageWords = {
  screen: {
    // journey: the ladder of stages, its countdown, score and map.
    journey: {
      title: 'Journey',
      making: (p: { n: string }) => `Making stage ${p.n}…`,
      failed: (p: { why: string }) => `Could not make this stage: ${p.why}`,
      timeUpTitle: 'Time is up',
      timeUpBody: (p: { n: string; left: string }) =>
        `Stage ${p.n}: ${p.left} tiles were left. Each match adds time: try it again?`,
      retry: 'Try again',
      map: 'Stage map',
      cleared: (p: { n: string }) => `Stage ${p.n} cleared!`,
      score: 'Score',
      stars: 'Stars',
      bestCombo: 'Best combo',
      timeLeft: 'Time left',
      next: 'Next stage',
      combo: (p: { n: string }) => `Combo ×${p.n}`,
      starsTotal: (p: { stars: string; total: string }) => `${p.stars} of ${p.total} stars`,
      page: (p: { from: string; to: string }) => `Stages ${p.from}–${p.to}`,
      hint: 'Clear a stage to open the next. Each match adds time; quick matches in a row score a combo.',
      locked: (p: { n: string }) => `Stage ${p.n}, locked`,
      starsOf: (p: { n: string; stars: string }) => `Stage ${p.n}, ${p.stars} stars`,
      open: (p: { n: string }) => `Stage ${p.n}, to play`,
      previous: 'Earlier stages',
      later: 'Later stages',
      allCleared: 'Every stage cleared!',
      // rewards: a level every ten stages, a region of the map every twenty.
      levelUp: (p: { n: string }) => `Level ${p.n} reached!`,
      level: (p: { n: string }) => `Level ${p.n}`,
      regions: ['Bamboo Grove', 'Lotus Lake', 'Desert Road', 'Snow Peaks', 'Starry Palace'],
      region: (p: { name: string; from: string; to: string }) =>
        `${p.name} · stages ${p.from}–${p.to}`,
      openBy: (p: { n: string }) => `Clear stage ${p.n} to open`,
      lockedBy: (p: { n: string; by: string }) =>
        `Stage ${p.n}, locked: clear stage ${p.by} to open`,
    },
    dealing: 'Dealing a new board…',
    dealFailed: 'Could not deal a board',
    newTitle: 'Deal a new board?',
    newBody: 'This board and your progress on it will be lost.',
    newConfirm: 'New board',
    shuffle: (p: { left: string }) => `Shuffle (${p.left})`,
    toolUndo: 'Undo',
    menuTitle: 'More actions',
    menuClose: 'Close',
    menuRules: 'How to play',
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
    // lesson: the first steps on a 3×4 board, and the Rules pictures' captions.
    lesson: {
      straight: 'Tap the two glowing tiles: a pair side by side joins with one straight line.',
      oneTurn: 'A line may turn a corner. Tap the next glowing pair.',
      twoTurns: 'Up to two turns, even round the edge of the board. Tap the glowing pair.',
      lastPair: 'Clear the last pair.',
      done: 'Board cleared! Every board can be cleared. Ready for a real one?',
      wrong: 'Those two do not join: pick two of the same kind with a clear line.',
      pictureStraight: 'One straight line',
      pictureOneTurn: 'One turn',
      pictureTwoTurns: 'Two turns, round the edge',
    },
    // journey: power-ups, earned by combos and three-star clears, spent on a stage.
    powerUps: {
      names: { hint: 'Hint', freeze: 'Freeze', bomb: 'Bomb', shuffle: 'Shuffle' },
      button: (p: { name: string; n: string }) => `${p.name} ×${p.n}`,
      frozen: (p: { s: string }) => `Frozen ${p.s}s`,
      said: (p: { name: string; n: string }) => `${p.name} power-up, ${p.n} held`,
      none: (p: { name: string }) =>
        `No ${p.name} power-up held. Combos and three-star clears earn them.`,
      earned: (p: { names: string }) => `Power-up earned: ${p.names}!`,
      hintUsed: 'Power-up hint: these two tiles can go. Free: your combo runs on.',
      freezeUsed: 'Time frozen for 10 seconds.',
      bombUsed: (p: { left: string }) => `Bomb: a pair removed. ${p.left} tiles left.`,
      bombNone: 'No pair is sure to keep this board clearable: shuffle first.',
      shuffleUsed: 'Shuffled with a power-up: the stage keeps its own shuffles.',
    },
  },
  text: {
    // Only its share code reads: nothing else to paste.
    pastedForms: [],
    pasteHints: [],
    // A Link win keeps no note of its own.
    recordsLegend: [],
    rulesTitle: 'How to play Link',
    rules: [
      'Clear the board by removing tiles in pairs. Every kind of tile appears four times.',
      'Tap a tile, then another of the same kind. They go when a line with at most two turns joins them through empty cells; the line may run around the outside of the board.',
      'Tiles of different kinds, or with no such line between them, shake and stay; the second tile you tapped becomes the one selected.',
      'Falling, Rising and Drift levels: after a match, the tiles in that column (or row) slide to close the gap.',
      'Hint shows a pair whose removal keeps the board clearable (the game then counts as assisted). Shuffle deals the tiles left onto the same places, three times per game; when no pair is left, a reshuffle is offered for free.',
      'Every board can be cleared. Undo takes a match back. A streak counts wins in a row without help: an assisted win, or leaving a board unfinished for a new one, starts it again. A board counts as played from its first match or shuffle: one left untouched is not counted.',
      'Journey: 100 stages that grow and change gravity as you go. A countdown runs; each match adds 2 seconds, and matches within 3 seconds of each other make a combo. Clear a stage to open the next; quick clears with time to spare earn up to three stars.',
      'Power-ups, earned on the Journey and never bought: a combo that reaches ×4 earns a Hint, ×6 a Shuffle, ×8 a Freeze; a stage cleared with three stars for the first time earns a Bomb. You hold up to 5 of each; they are kept with your journey progress and its backups.',
      'Hint power-up: shows a pair that keeps the board clearable, for free: your combo runs on and the game does not count as assisted.',
      'Freeze power-up: the countdown stands still for 10 seconds.',
      'Bomb power-up: removes a pair for you, one that keeps the board clearable; it scores and adds time as a match does.',
      "Shuffle power-up: deals the tiles left again without using one of the stage's three shuffles.",
      'Undo takes back what a bomb or a shuffle did, but a power-up once used stays spent.',
      'Keyboard: Tab into the board, arrows move, Enter takes a tile; H hint, S shuffle, Ctrl+Z undo, M more actions, Escape drops the selection.',
    ],
    boardLabel: 'Link board',
    sharedNoun: 'Link board',
    shareTitle: 'A Link board from Gridwise',
  },
  problems,
} as const;

/** What the words registry finds (src/i18n/game-words-stage-registry.ts, by import.meta.glob). */
export const stageWords: GameStageWords = linkStageWords;

// Types `words().link`, `words().gameText.link` and its problems for the catalogues.
declare module '../../../i18n/game-words-by-id' {
  interface GameStageWordsById {
    readonly link: typeof linkStageWords;
  }
}
