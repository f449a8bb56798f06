// The English catalogue, second part: the words of the stage (game screens, settings, lists,
// dialogs). It loads with the stage, not with the first screen. With en.ts, the source of every
// key. A text is a string; a message with parts is a
// function of named parts, so another language can put them in its own order (never English
// glued together). Numbers, times and dates come formatted (format.ts, through Intl).

import { gameSlices, mergedSlices } from './compose-words';
import { plural } from './en';
import { GAME_STAGE_WORDS } from './game-words-stage-registry';

export const enStage = {
  play: {
    // A long making's progress, under "Making a new puzzle…" (a Nightmare takes a while).
    makingSoFar: (p: { time: string; tries: string }) => `${p.time} so far · ${p.tries} tried`,
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
    // Before a start throws away a played game in progress (Keep playing is the default).
    replaceTitle: (p: { next: string }) => `Start ${p.next}?`,
    replaceNew: (p: { title: string }) => `a new ${p.title}`,
    replaceBody: (p: { current: string; time: string }) =>
      `Your ${p.current} in progress (${p.time}) will be lost.`,
    replaceConfirm: 'Start new',
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
    sound: 'Sound',
    // What the sound switch does: one line under it.
    soundNote: 'Tones for moves, errors and wins; in Link, combos and time.',
    vibration: 'Vibration',
    vibrationNone: 'Vibration (this device cannot vibrate)',
    exportBackup: 'Export backup',
    importBackup: 'Import backup',
    dataHeading: 'Your games, records and settings',
    // second copy: whether the mirror in the Origin Private File System is kept
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
      'A game counts as played from its first move. One finished with Answer is revealed: ' +
      'played, never a win, never in Records. Best, average and streak count wins without ' +
      'help; a hint, auto-notes or leaving a game unfinished starts the streak again.',
    unreadable: (p: { why: string }) => `Statistics could not be read (${p.why}).`,
    // stats: the dashboard — totals, the chart of the last wins, the rows to chart
    played: 'Played',
    won: 'Won',
    winRate: 'Win rate',
    revealed: 'Revealed',
    totalTime: 'Total time',
    nothingYet: 'Nothing played yet. Play a game and your figures appear here.',
    chartTitle: (p: { count: string; where: string }) => `Your last ${p.count} wins · ${p.where}`,
    chartNone: (p: { where: string }) => `No wins yet · ${p.where}`,
    chartTap: 'Tap a row to chart it',
    // school: the Stats screen's way to the game's technique school.
    learn: 'Learn techniques',
    chartLabel: (p: { count: string; where: string; best: string; latest: string }) =>
      `Chart of the last ${p.count} win times at ${p.where}: fastest ${p.best}, latest ${p.latest}.`,
    chartRow: (p: { where: string }) => `Chart ${p.where}`,
    // streak: the dashboard's daily line — the daily streak, days won, monthly trophies
    daily: (p: { streak: string; longest: string; days: string }) =>
      `Daily streak ${p.streak}, longest ${p.longest} · Days won ${p.days}`,
    trophies: (p: { list: string }) => `Monthly trophies: ${p.list}`,
    trophyJoin: ', ',
    noTrophy: 'Monthly trophies: none yet (win every daily of a month)',
    // The headline's figures beyond played, won and win rate: win streaks at one size × level.
    streak: 'Streak',
    bestStreak: 'Best streak',
    timeLine: (p: { time: string; revealed: string }) =>
      `Time played ${p.time} · Revealed with Answer ${p.revealed}`,
    timeOnly: (p: { time: string }) => `Time played ${p.time}`,
    // Stands in for the chart until a size × level has CHART_MIN_WINS wins.
    chartWait: (p: { where: string; won: string; need: string }) =>
      `${p.where}: won ${p.won}. A chart of your times appears after ${p.need} wins.`,
    // The small controls at the foot: the counting rules (shown in place of the rows), and the
    // top-10 list of the charted size × level on the Records screen.
    rulesShow: 'How it counts',
    rulesHide: 'Back to figures',
    topTen: 'Top 10 times',
    dailyFootnote:
      'The daily streak counts the days in a row whose daily you won on that day (not by ' +
      'Answer); a past day won later fills the calendar and its month’s trophy, never the streak.',
  },
  rules: {
    title: 'How to play',
    // The dailies' rules, shown after every game's own: the same for each game.
    daily: [
      'Daily streak: the days in a row on which you won that day’s daily, by your device’s date. A past day won later from the calendar fills in that day and counts toward its month, but never toward the streak. Best streak: the longest daily streak you have had.',
      'Monthly trophy: win every daily of a month, on its day or later.',
      'Win streak, on the results card and in Stats, is another count: wins in a row at one size and level without help.',
      'A daily won while the device’s date was set before that day, or ahead of the real date, never counts for the streak.',
    ],
  },
  // lesson: the first-steps runner's own words (each game's steps are its own).
  lesson: {
    title: (p: { game: string }) => `First steps · ${p.game}`,
    step: (p: { step: string; steps: string }) => `Step ${p.step} of ${p.steps}`,
    skip: 'Skip',
    next: 'Play',
    again: 'First steps',
  },
  // Each game's screen words (`words().<game id>`), from its folder.
  ...gameSlices(GAME_STAGE_WORDS, 'screen'),
  share: {
    checking: 'Checking the shared puzzle…',
    pastedOk: (p: { noun: string }) => `A shared ${p.noun}: open it to play.`,
    openTitle: 'Open a puzzle',
    openHint: 'Paste a Gridwise puzzle link or share code.',
    // Each game's line about what else it reads when pasted (its words' `pasteHints`).
    openHintMore: (p: { hint: string }) => ` ${p.hint}`,
    openPlaceholder: 'A link or a code',
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
    /** An import that added nothing (a backup made here just now, or one imported before). */
    nothingNew: 'Backup imported: nothing in it was new here.',
    skipped: (p: { count: number; n: string; first: string }) =>
      ` ${p.n} damaged ${plural(p.count, 'record was', 'records were')} skipped (the first: ${p.first}).`,
  },
  // import: what an import did with the backup's best times
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
  // What an import refused of a file before merging, and why: nothing of the player's is touched.
  importRefused: {
    table: (p: {
      where: string;
      field: string;
      value: string;
      other: string;
      otherValue: string;
    }) =>
      ` The statistics for ${p.where} were refused: their ${p.field} (${p.value}) disagrees with their ${p.other} (${p.otherValue}), so they are no record of play; yours were kept as they were.`,
    journeyNewer: (p: { game: string; era: string; newest: string }) =>
      ` The ${p.game} journey was refused: it is from a newer Gridwise (map era ${p.era}; this one knows up to era ${p.newest}); update Gridwise to import it.`,
    journeyNone: (p: { game: string }) =>
      ` The ${p.game} journey was refused: ${p.game} has no journey in this Gridwise.`,
    dailyBefore: (p: { count: number; n: string; game: string; first: string; date: string }) =>
      ` ${p.n} ${p.game} ${plural(p.count, 'daily was', 'dailies were')} refused: dated before the first daily, ${p.first} (the first: ${p.date}).`,
    dailyFuture: (p: { count: number; n: string; game: string; today: string; date: string }) =>
      ` ${p.n} ${p.game} ${plural(p.count, 'daily was', 'dailies were')} refused: dated after today, ${p.today} (the first: ${p.date}).`,
    dailyTooFast: (p: { count: number; n: string; game: string; floor: string; date: string }) =>
      ` ${p.n} ${p.game} ${plural(p.count, 'daily was', 'dailies were')} refused as won quicker than anyone can play (the first: ${p.date}, where no win takes under ${p.floor}).`,
    gamesAhead: (p: { count: number; n: string }) =>
      ` Your ${plural(p.count, 'game in progress is', `${p.n} games in progress are`)} further on than the backup's and ${plural(p.count, 'was', 'were')} kept.`,
  },
  // What is wrong with a link or pasted text before any game reads it (shared kinds).
  shareProblems: {
    tooLong: (p: { length: string; max: string }) =>
      `This text is ${p.length} characters long; no Gridwise link or code is longer than ${p.max}.`,
    // `links`: one example link per game, joined by linksJoin (the same list the cores' English
    // gives, src/engine/share-links.ts); `forms`: that, then what else each game reads when pasted.
    notALink: (p: { links: string }) => `This is not a puzzle link: a link looks like ${p.links}.`,
    noGame: (p: { links: string }) =>
      `The link does not say which game: a link looks like ${p.links}.`,
    unknownGame: (p: { asked: string; games: string }) =>
      `The link asks for a game called "${p.asked}"; Gridwise shares ${p.games} puzzles.`,
    noCode: (p: { game: string; links: string }) =>
      `The link has no puzzle after "play/${p.game}/": a link looks like ${p.links}.`,
    nothingPasted: 'Nothing was pasted: paste a puzzle link or a share code.',
    notACode: (p: { links: string; forms: string }) =>
      `This is not a Gridwise puzzle code or link (a link looks like ${p.links}${p.forms}).`,
    shareLinkExample: (p: { game: string }) => `…#play/${p.game}/<code>`,
    linksJoin: ' or ',
    /** Before each game's pasted form (its words' `pastedForm`) in notACode. */
    formLead: ', or ',
    gamesJoin: ' and ',
  },
  // What is wrong with a game's code or puzzle text, keyed by the problem's kind: the shared
  // ones (src/engine/code-problems.ts), then each game's; details arrive as text, lists joined
  // by listJoin.
  codeProblems: {
    listJoin: ', ',
    'code-typo':
      'The code has a typo: its last character, a check on the others, does not match them. ' +
      'Compare it with the original, character by character.',
    // Each game's own kinds, from its folder (src/games/<id>/words/).
    ...mergedSlices(GAME_STAGE_WORDS, 'problems'),
  },
  // results: the results card after a win and its Share result button
  results: {
    time: 'Time',
    // A free-play score (a game that counts one): the card's figure and its record's line.
    score: 'Score',
    newBestScore: 'New best score!',
    bestScore: (p: { score: string }) => `Best score ${p.score}`,
    best: 'Best',
    average: 'Average',
    // Wins in a row at one size and level without help (not the daily streak).
    streak: 'Win streak',
    mistakes: 'Mistakes',
    hints: 'Hints',
    // Wins at one size and level, with help or without.
    won: 'Won',
    // A win with hints or auto-notes: what it means for the records (storage/honest-count.ts).
    helped:
      'Won with help: it counts as a win, not for best time or average, and the win streak starts again.',
    none: '–',
    revealed: 'Revealed: no time is ranked.',
    share: 'Share result',
    copied: 'Result copied: paste it anywhere.',
    shared: 'Result shared.',
    shareFailed: 'The result could not be shared or copied.',
    /** The first line of the shared text: the game and the day, or its size and level. */
    shareHead: (p: { game: string; what: string }) => `Gridwise ${p.game} · ${p.what}`,
    shareDaily: (p: { day: string }) => `Daily · ${p.day}`,
    shareTime: (p: { time: string }) => `Solved in ${p.time}`,
    shareHints: (p: { count: number }) =>
      p.count === 0 ? 'no hints' : p.count === 1 ? '1 hint' : `${p.count} hints`,
    shareLine: (p: { time: string; hints: string }) => `${p.time} · ${p.hints}`,
    shareTry: (p: { url: string }) => `Can you beat it? ${p.url}`,
    // streak: the card after a daily win — its daily streak, and the month's trophy
    dailyStreak: (p: { count: string }) => `Daily streak ${p.count}`,
    // A past day won from the calendar: it fills the month, not the streak.
    dailyLate: 'Played late: fills the calendar, not the daily streak',
    // The daily streak as a figure of a won daily's result.
    dailyStreakLabel: 'Daily streak',
    trophy: (p: { month: string }) => `Trophy for ${p.month}!`,
    // A won daily tapped again: its result, never a fresh copy.
    dailyDone: (p: { day: string }) => `Daily · ${p.day}: solved`,
  },
  // calendar: a game's month of dailies, its streak and trophy; a past day to play
  calendar: {
    title: (p: { game: string }) => `${p.game} · Daily calendar`,
    previous: '‹',
    next: '›',
    streak: (p: { count: number; best: number }) =>
      `Daily streak: ${p.count === 1 ? '1 day' : `${p.count} days`} · Best: ${p.best}`,
    trophy: 'Trophy: every day of this month won',
    monthWon: (p: { won: number; days: number }) => `${p.won} of ${p.days} days won this month`,
    making: (p: { date: string }) => `Making the daily of ${p.date}…`,
    hint: 'Tap a day to play its daily. A day won late (pale) fills the month, not the streak.',
    // What a screen reader says for the arrows and each day.
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    dayWon: (p: { date: string; time: string }) => `${p.date}: won in ${p.time}`,
    dayWonLate: (p: { date: string; time: string }) =>
      `${p.date}: won late in ${p.time} (not in the streak)`,
    dayPlayed: (p: { date: string }) => `${p.date}: played, not won`,
    dayOpen: (p: { date: string }) => `${p.date}: play this daily`,
  },
  records: {
    title: 'Records',
    empty: 'No wins yet at this level.',
    // Under the list, after the game's own lines (its words' `recordsLegend`).
    legend:
      'Runs tagged “assisted” (hints, auto-notes or the answer shown) rank after every unassisted run.',
    assisted: 'assisted',
    rank: (p: { rank: string }) => `${p.rank}.`,
    unreadable: (p: { why: string }) => `These records could not be read (${p.why}).`,
  },
  // Each game's rules, board label and share texts, from its folder.
  gameText: gameSlices(GAME_STAGE_WORDS, 'text'),
} as const;

export type EnglishStageCatalogue = typeof enStage;
