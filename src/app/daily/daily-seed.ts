// Which date's daily a puzzle is, read from its seed: in the play room (src/play/daily-seed.ts),
// where a game's header can read it too; the app names it from here.

export { dailyDateOfSeed } from '../../play/daily-seed';
