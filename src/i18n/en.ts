// The English catalogue: the source of every key. A text is a string; a message with parts is a
// function of named parts, so another language can put them in its own order (never English
// glued together). Numbers, times and dates come formatted (format.ts, through Intl).

import type { EnglishStageCatalogue } from './en-stage';
import { GAME_START_WORDS } from './game-words-start-registry';

const PLURAL = new Intl.PluralRules('en');

/** `one` or `other`, by the English plural rule for `n` (Intl, not a hand-written test). */
export function plural(n: number, one: string, other: string): string {
  return PLURAL.select(n) === 'one' ? one : other;
}

/** The words of the first screen (the lobby and what it may say); the rest is en-stage.ts. */
export const en = {
  app: {
    // Names no game: the games are whatever folders src/games/ holds.
    title: 'Gridwise — puzzle games',
    tagline: 'Puzzles made on your device. Play anywhere, even offline.',
  },
  lobby: {
    sizeHeading: 'Size',
    levelHeading: 'Level',
    // Nightmare: under a level made ahead while none is ready yet.
    levelMaking: 'being made…',
    levelMakingFor: (p: { time: string }) => `being made · ${p.time} so far`,
    start: 'Start',
    // The big button on the lobby that opens the sheet of sizes and levels, and the sheet's title.
    newGame: 'New game',
    newGameOf: (p: { game: string }) => `New game · ${p.game}`,
    // What a screen reader says for New game: what it will start.
    newGameSaid: (p: { pick: string }) => `New game, ${p.pick}`,
    continueGame: 'Continue game',
    daily: 'Daily puzzle',
    dailyBadge: 'Today',
    // daily: the daily's name in the header and on the Continue card.
    dailyTitle: (p: { date: string }) => `Daily · ${p.date}`,
    // daily slot: the daily button while today's daily is kept, half done.
    continueDaily: 'Continue daily',
    // Today's daily won: the daily button says so, with its time and the daily streak.
    dailyDone: (p: { time: string }) => `Daily ✓ ${p.time}`,
    dailyStreakBadge: (p: { count: string }) => `Daily streak ${p.count}`,
    // Today's daily still to play while a streak runs: the badge names what is at stake.
    dailyBadgeStreak: (p: { count: string }) => `Today · streak ${p.count}`,
    // calendar: the button beside the daily that opens the game's calendar.
    calendar: 'Calendar',
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
  // Each game's first-screen words (its card: name, blurb, sizes, levels), from its folder.
  games: GAME_START_WORDS,
  common: {
    back: 'Back',
    on: 'On',
    off: 'Off',
    close: 'Close',
    keepPlaying: 'Keep playing',
    nothingToUndo: 'Nothing to undo.',
    nothingToRedo: 'Nothing to redo.',
  },
  notices: {
    savingAgain: 'Saving works again.',
    updatedElsewhereTab: 'Gridwise was updated in another tab. Reload this one to keep saving.',
    dataCleared:
      'Gridwise’s saved data was cleared while it was open. Your game in progress and settings are saved again; records from before are gone.',
    storageClosed: (p: { why: string }) =>
      `The browser closed Gridwise’s storage (${p.why}). Reload to save again.`,
    reload: 'Reload',
    retry: 'Retry',
    // school: the lessons' code could not load.
    schoolFailed: (p: { why: string }) => `The lessons could not open (${p.why}).`,
    scanFailed: (p: { why: string }) => `Scan could not open (${p.why}).`,
    mirrorUnchecked: (p: { why: string }) =>
      `Gridwise's second copy of your data could not be checked: ${p.why}`,
    storageNewer:
      'Your saved games are from a newer version of Gridwise. Reload to update; until then you can play, but nothing is saved (your data is untouched).',
    storageTimeout:
      'Gridwise’s storage did not open (another Gridwise tab may be holding it). You can play without saving, or close other tabs and retry.',
    storageUnavailable:
      "This browser isn't letting Gridwise save (private mode?). You can play, but progress is lost when the page closes.",
    recordSetAside: (p: { what: string; why: string }) =>
      `A saved ${p.what} could not be read (${p.why}); it was set aside.`,
    stores: {
      games: 'game in progress',
      clocks: 'game clock',
      bestTimes: 'best time',
      statistics: 'statistics table',
      settings: 'settings record',
    },
    poolDropped: (p: { count: number; n: string; why: string }) =>
      p.count === 1
        ? `A puzzle made ahead could not be read (${p.why}); it was set aside and will be made again.`
        : `${p.n} puzzles made ahead could not be read (the first: ${p.why}); they were dropped and will be made again.`,
    mirrorUnreadable: (p: { why: string }) =>
      `Gridwise's second copy of your data could not be read: ${p.why}`,
    mirrorRestored: (p: { when: string; what: string }) =>
      "The browser lost Gridwise's saved data. It was restored from Gridwise's second copy " +
      `(saved ${p.when}): ${p.what}.`,
    // second copy (the mirror's integrity check)
    mirrorDamaged:
      "Gridwise's second copy of your data was damaged and was set aside; nothing was restored from it.",
    mirrorDamagedKept:
      "Gridwise's second copy of your data was damaged; nothing was restored from it. It could not be set aside, so it stays as it was and no new copy is made.",
    mirrorDamagedRenewed:
      "Gridwise's second copy of your data was damaged; it was set aside and a new copy was made from what is saved here.",
    settingsUnread: (p: { why: string }) =>
      `Your settings could not be read (${p.why}); Gridwise uses its defaults for now.`,
    gameSetAside: (p: { why: string }) =>
      `Your unfinished game could not be read (${p.why}). It was set aside.`,
    gameUnread: (p: { why: string }) => `A saved game could not be read (${p.why}).`,
    poolFailed: (p: { why: string }) => `Puzzles could not be made ahead: ${p.why}`,
    dailyFailed: (p: { why: string }) => `Today's puzzle could not be made: ${p.why}`,
    dailyMaking: "Making today's puzzle…",
    otherTab: 'Updated with moves made in another tab.',
    storageFull: (p: { what: string }) =>
      `This device’s storage is full: ${p.what} could not be saved. Gridwise plays on and saves it as soon as there is room.`,
    saveFailed: (p: { what: string; why: string }) =>
      `Saving ${p.what} failed (${p.why}). Gridwise plays on and tries again in a moment.`,
    notYetDownloaded: (p: { what: string }) =>
      `Gridwise has not finished downloading to this device, so ${p.what} could not be saved yet. Play on: it is saved once you are back online.`,
    waiting: {
      moves: 'your latest moves',
      clock: 'your game’s time',
      records: 'your best times and statistics',
      settings: 'your settings',
      pool: 'the puzzles made ahead',
      mirror: 'the second copy of your data',
    },
    keptNot: 'Not saved on this device: export a backup to keep your games.',
    keptSafe: 'Saved on this device, kept even when space runs low.',
    keptMaybe: 'Saved on this device; the browser may clear it when space runs low.',
    newVersion: 'A new version of Gridwise is ready.',
    update: 'Update',
    updatedElsewhere: 'Gridwise was updated in another tab. Reload to use the new version.',
    gameLoadFailed: (p: { why: string }) => `The game could not load: ${p.why}`,
    stillStarting: 'Gridwise is still starting',
    cannotStart: (p: { why: string }) => `Gridwise could not start: ${p.why}`,
    canvasLabel: 'Gridwise game board',
  },
  // What a backup or the second copy holds (said when one is saved, imported or restored).
  backupParts: {
    games: (p: { count: number; n: string }) =>
      `${p.n} ${plural(p.count, 'game', 'games')} in progress`,
    bestTimes: (p: { count: number; n: string }) =>
      `${p.n} best ${plural(p.count, 'time', 'times')}`,
    tables: (p: { count: number; n: string }) =>
      `${p.n} statistics ${plural(p.count, 'table', 'tables')}`,
    settings: 'your settings',
    // daily and journey: progress that came in with the backup.
    progress: 'calendar and journey progress',
    // technique school: the skills' progress that came in with the backup.
    skills: 'technique progress',
    noSettings: 'no settings',
    listJoin: ', ',
  },
  // Why a file (or the second copy) is not a backup: src/storage/backup.ts reports the kind.
  backupProblems: {
    tooBig: (p: { megabytes: string }) =>
      `The file is ${p.megabytes} MB; a Gridwise backup is far smaller, so this is not one.`,
    notJson: (p: { detail: string }) =>
      `The file is not a Gridwise backup: it is not JSON (${p.detail}).`,
    noObject: 'The file is not a Gridwise backup: it holds no object.',
    notGridwise: 'The file is not a Gridwise backup (it does not say "gridwise").',
    noVersion: 'The backup has no version number; it may be damaged.',
    newer: (p: { version: string }) =>
      `The backup is from a newer Gridwise (backup version ${p.version}); update Gridwise to read it.`,
    tooDeep: (p: { path: string; limit: string }) =>
      `The file is not a Gridwise backup: it nests too deep at ${p.path} (more than ${p.limit} levels).`,
  },
  // safe storage: Safari's seven-day rule, the offer, the reminder, and
  // where the data is safe
  safeStorage: {
    offer:
      'Safari deletes a site’s saved games and records after 7 days without a visit. Keep them: put Gridwise on your Home Screen, or save a backup.',
    reminder: (p: { days: string }) =>
      `You were away ${p.days} days. After 7 days without a visit, Safari deletes Gridwise’s games and records, unless it is on your Home Screen or you keep a backup.`,
    homeScreen: 'Add to Home Screen',
    saveBackup: 'Save a backup',
    notNow: 'Not now',
    shareTitle: 'Gridwise backup',
    backupReady: 'Your backup is ready: tap Save to keep it in Files or iCloud.',
    saveNow: 'Save',
    whereSafe:
      'Where your games are safe: installed (on the Home Screen, or as an app), they are kept. In a Safari tab, Safari deletes them after 7 days without a visit unless Gridwise is installed. Other browsers keep them unless space runs low or site data is cleared. Gridwise keeps a second copy in the browser, and Settings → Export backup makes a file you can keep anywhere.',
  },
  install: {
    title: 'Put Gridwise on your Home Screen',
    share: 'Tap Share in Safari’s toolbar.',
    add: 'Choose “Add to Home Screen”.',
    confirm: 'Tap Add. Gridwise then opens full screen and plays offline.',
    close: 'Got it',
    tooMany: (p: { count: string }) => `The link asks to play ${p.count} things at once.`,
    unknownGame: (p: { asked: string; games: string }) =>
      `The link asks to play “${p.asked}”, which Gridwise does not have (it has ${p.games} and daily).`,
  },
  // Drawing the games: said when neither WebGL nor the canvas renderer can draw.
  drawing: {
    cannotDraw:
      'This browser cannot draw Gridwise’s games. Turn on hardware acceleration in the browser’s settings, or open Gridwise in another browser.',
  },
} as const;

/** The first screen's part of the catalogue. */
type EnglishStartCatalogue = typeof en;
/** The whole catalogue: every language has this shape. */
export type EnglishCatalogue = EnglishStartCatalogue & EnglishStageCatalogue;
