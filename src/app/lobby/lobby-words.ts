// The lobby's words in English. Kept apart from the lobby's layout so a catalogue for another
// language can replace them whole.

import type { LobbyWords } from './home-lobby';

export const LOBBY_WORDS: LobbyWords = {
  tagline: 'Puzzles made on your phone. Play anywhere, even offline.',
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
};
