// The lobby's words, from the catalogue of the language in use (src/i18n), kept apart from the
// lobby's layout so a switch of language can hand the lobby new words whole.

import { formatCount } from '../../i18n/format';
import { words } from '../../i18n/i18n';
import type { LobbyWords } from '../lobby/home-lobby';

export function lobbyWords(): LobbyWords {
  const w = words();
  return {
    tagline: w.app.tagline,
    sizeHeading: w.lobby.sizeHeading,
    levelHeading: w.lobby.levelHeading,
    start: w.lobby.start,
    newGame: w.lobby.newGame,
    newGameOf: (game) => w.lobby.newGameOf({ game }),
    // One size only (a game without sizes to choose): the level alone.
    newGamePick: (size, level) => (size ? `${size} · ${level}` : level),
    newGameSaid: (pick) => w.lobby.newGameSaid({ pick }),
    close: w.common.close,
    dailyBadgeStreak: (count) => w.lobby.dailyBadgeStreak({ count: formatCount(count) }),
    continueGame: w.lobby.continueGame,
    daily: w.lobby.daily,
    continueDaily: w.lobby.continueDaily,
    dailyBadge: w.lobby.dailyBadge,
    calendar: w.lobby.calendar,
    openCode: w.lobby.openCode,
    records: w.lobby.records,
    stats: w.lobby.stats,
    settings: w.lobby.settings,
    rules: w.lobby.rules,
    install: w.lobby.install,
  };
}
