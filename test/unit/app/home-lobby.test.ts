// @vitest-environment happy-dom
// The lobby is updated in place (issue #22): a control the player's finger is on is never
// replaced by a new element, whatever changes (a continue card's time, the chosen game, a size or
// level, the language, the install offer), so a tap that began on it still lands. And the game
// the player picked is never overridden by the app's suggestion of the game played last.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  HomeLobby,
  type LobbyGame,
  type LobbyIntents,
  type LobbyWords,
} from '../../../src/app/lobby/home-lobby';

const WORDS: LobbyWords = {
  tagline: 'Puzzles',
  sizeHeading: 'Size',
  levelHeading: 'Level',
  start: 'Start',
  newGame: 'New game',
  newGameOf: (game) => `New game · ${game}`,
  newGamePick: (size, level) => (size ? `${size} · ${level}` : level),
  newGameSaid: (pick) => `New game, ${pick}`,
  close: 'Close',
  dailyBadgeStreak: (count) => `Today · streak ${count}`,
  continueGame: 'Continue',
  continueDaily: 'Continue daily',
  daily: 'Daily puzzle',
  dailyBadge: 'Today',
  calendar: 'Calendar',
  openCode: 'Open a code',
  records: 'Records',
  stats: 'Stats',
  settings: 'Settings',
  rules: 'Rules',
  install: 'Install',
};

const ZH: LobbyWords = Object.fromEntries(
  Object.entries(WORDS).map(([key, text]) => [
    key,
    typeof text === 'string'
      ? `《${text}》`
      : (...args: never[]) => `《${(text as (...a: never[]) => string)(...args)}》`,
  ]),
) as unknown as LobbyWords;

function games(tag = ''): LobbyGame[] {
  const svg = () => document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  const levels = ['easy', 'medium', 'hard', 'expert', 'extreme'];
  return [
    {
      id: 'sudoku',
      name: `${tag}Sudoku`,
      journey: null,
      learn: `${tag}Learn`,
      scan: `${tag}Scan`,
      blurb: `${tag}Digits`,
      sizes: ['4', '6', '9'].map((id) => ({ id, label: `${tag}${id}×${id}` })),
      // Smaller grids offer fewer levels, as the real cards do.
      levelsFor: (size) =>
        levels.slice(0, size === '4' ? 2 : 5).map((id) => ({ id, label: `${tag}${id}` })),
      defaultSize: '9',
      defaultLevel: 'easy',
      preview: svg,
    },
    {
      id: 'link',
      name: `${tag}Link`,
      journey: `${tag}Journey`,
      learn: null,
      scan: null,
      blurb: `${tag}Pairs`,
      sizes: ['small', 'medium', 'large'].map((id) => ({ id, label: `${tag}${id}` })),
      levelsFor: () => ['none', 'down', 'left'].map((id) => ({ id, label: `${tag}gravity ${id}` })),
      defaultSize: 'small',
      defaultLevel: 'none',
      preview: svg,
    },
  ];
}

let lobby: HomeLobby;
let asked: string[];

beforeEach(() => {
  asked = [];
  const log =
    (what: string) =>
    (...args: string[]) =>
      asked.push([what, ...args].join(' '));
  const intents: LobbyIntents = {
    start: log('start'),
    resume: log('resume'),
    daily: log('daily'),
    calendar: log('calendar'),
    journey: log('journey'),
    learn: log('learn'),
    scan: log('scan'),
    openCode: log('openCode'),
    records: log('records'),
    stats: log('stats'),
    settings: log('settings'),
    rules: log('rules'),
    install: log('install'),
  };
  lobby = new HomeLobby(games(), WORDS, intents);
  document.body.appendChild(lobby.element);
});

afterEach(() => lobby.element.remove());

const byId = (id: string) =>
  lobby.element.querySelector<HTMLElement>(`[data-id="${id}"]`) as HTMLElement;

/** The sizes, levels and Start are in the New game sheet: opened as a player opens it. */
const openSheet = () => {
  if (!lobby.sheetOpen) byId('btn:new-game').click();
  expect(lobby.sheetOpen).toBe(true);
};

describe('the lobby updates in place', () => {
  it('keeps every control the same node through every kind of update', () => {
    lobby.setResumable('sudoku', { title: 'Sudoku · 9×9 · Easy', detail: '0:02 played' });
    // The sheet stays open through it all (the lobby behind it still changes: a time, a
    // language, a Nightmare being made), so its chips and Start are on the page to check.
    openSheet();
    const kept = {
      continue: byId('btn:continue'),
      level: byId('level:hard'),
      size: byId('size:9'),
      sudokuCard: byId('game:sudoku'),
      linkCard: byId('game:link'),
      start: byId('btn:start'),
      daily: byId('btn:daily'),
      badge: byId('btn:daily').querySelector('.gw-badge') as HTMLElement,
      settings: byId('btn:settings'),
    };
    const updates: [string, () => void][] = [
      [
        'the time played moves on',
        () => lobby.setResumable('sudoku', { title: 'Sudoku · 9×9 · Easy', detail: '0:03 played' }),
      ],
      [
        'a second game is in progress',
        () => lobby.setResumable('link', { title: 'Link · Small', detail: '0:01 played' }),
      ],
      ['the install offer comes', () => lobby.setInstallable(true)],
      ['a level is picked', () => kept.level.click()],
      ['a size is picked', () => byId('size:6').click()],
      ['the size is picked back', () => byId('size:9').click()],
      ['the app offers a game', () => lobby.offerGame('link')],
      ['the player chooses Link', () => kept.linkCard.click()],
      ['and Sudoku again', () => kept.sudokuCard.click()],
      ['the language changes', () => lobby.setWords(ZH, games('zh-'))],
      ['the install offer goes', () => lobby.setInstallable(false)],
      ['a game is no longer in progress', () => lobby.setResumable('link', null)],
    ];
    for (const [what, update] of updates) {
      update();
      for (const [name, node] of Object.entries(kept)) {
        expect(node.isConnected, `${name} after: ${what}`).toBe(true);
      }
    }
    // The same nodes carry the new state: ids, aria and words.
    expect(byId('btn:continue')).toBe(kept.continue);
    expect(byId('level:hard')).toBe(kept.level);
    expect(byId('size:9')).toBe(kept.size);
    expect(kept.level.getAttribute('aria-checked')).toBe('true');
    expect(kept.level.textContent).toBe('zh-hard');
    expect(kept.sudokuCard.getAttribute('aria-checked')).toBe('true');
    expect(kept.linkCard.getAttribute('aria-checked')).toBe('false');
    expect(kept.start.textContent).toBe('《Start》');
    expect(kept.badge.textContent).toBe('《Today》');
    expect(kept.continue.textContent).toContain('0:03 played');
    expect(byId('btn:install')).toBeNull();
    expect(byId('btn:continue:link')).toBeNull();
    // And they still act on what they show now.
    kept.continue.click();
    kept.start.click();
    expect(asked).toEqual(['resume sudoku', 'start sudoku 9 hard']);
  });

  it('relabels the chips it keeps for another game, and adds or drops only the difference', () => {
    openSheet();
    const firstLevel = byId('level:easy');
    const fifthLevel = byId('level:extreme');
    const firstSize = byId('size:4');
    byId('game:link').click();
    // Link has three levels: the first chip is the same node, now Link's first level.
    expect(byId('level:none')).toBe(firstLevel);
    expect(byId('size:small')).toBe(firstSize);
    expect(fifthLevel.isConnected).toBe(false);
    byId('level:down').click();
    byId('btn:start').click();
    expect(asked).toEqual(['start link small down']);
    // Back on Sudoku 4×4 (two levels): the hardest offered is picked, on the same chips.
    byId('game:sudoku').click();
    openSheet();
    byId('level:hard').click();
    byId('size:4').click();
    expect(byId('level:medium').getAttribute('aria-checked')).toBe('true');
    expect(byId('level:easy')).toBe(firstLevel);
  });

  it('puts the chosen game continue card first, the same nodes moved, with the ids swapped', () => {
    lobby.setResumable('sudoku', { title: 'Sudoku', detail: '1:00 played' });
    lobby.setResumable('link', { title: 'Link', detail: '2:00 played' });
    const sudoku = byId('btn:continue');
    const link = byId('btn:continue:link');
    byId('game:link').click();
    expect(byId('btn:continue')).toBe(link);
    expect(byId('btn:continue:sudoku')).toBe(sudoku);
    expect(link.nextElementSibling).toBe(sudoku);
  });
});

describe('the game the lobby opens on', () => {
  it('is the game offered (played last) until the player chooses', () => {
    lobby.offerGame('link');
    expect(lobby.chosenGame).toBe('link');
    lobby.offerGame('sudoku');
    expect(lobby.chosenGame).toBe('sudoku');
  });

  it('stays the player choice when the game played last is offered afterwards', () => {
    byId('game:link').click();
    lobby.offerGame('sudoku');
    expect(lobby.chosenGame).toBe('link');
    expect(byId('game:link').getAttribute('aria-checked')).toBe('true');
  });

  it('stays as it is once the player picked a size or level on it', () => {
    openSheet();
    byId('level:hard').click();
    lobby.offerGame('link');
    expect(lobby.chosenGame).toBe('sudoku');
  });
});

describe('calendar (#24)', () => {
  it("btn:calendar sits beside the daily and opens the chosen game's calendar", () => {
    const calendar = byId('btn:calendar');
    expect(calendar.textContent).toBe('Calendar');
    expect(calendar.parentElement).toBe(byId('btn:daily').parentElement);
    byId('game:link').click();
    calendar.click();
    expect(asked).toContain('calendar link');
    lobby.setWords(ZH, games('zh-'));
    expect(byId('btn:calendar')).toBe(calendar);
    expect(calendar.textContent).toBe('《Calendar》');
  });
});

describe('the daily button (daily slot, #24)', () => {
  it('says "Continue daily" for the chosen game whose daily of today is kept half done', () => {
    const label = () => byId('btn:daily').textContent ?? '';
    const button = byId('btn:daily');
    expect(label()).toMatch(/^Daily puzzle/);
    lobby.setDailyKept('link', true);
    expect(label()).toMatch(/^Daily puzzle/); // Sudoku is chosen: Link's daily is not its
    lobby.setDailyKept('sudoku', true);
    expect(label()).toMatch(/^Continue daily/);
    const badge = button.querySelector('.gw-badge') as HTMLElement;
    expect(badge.hidden).toBe(true); // the words say it is today's: the badge would not fit
    byId('game:link').click();
    expect(label()).toMatch(/^Continue daily/);
    lobby.setDailyKept('link', false);
    expect(label()).toMatch(/^Daily puzzle/);
    expect(badge.hidden).toBe(false);
    expect(byId('btn:daily')).toBe(button); // updated in place, as every control
  });
});

describe('the journey button (#25)', () => {
  it('shows beside Start only for a game with a journey, in its words, and opens that game’s map', () => {
    byId('game:sudoku').click();
    expect(byId('btn:journey').hidden).toBe(true);
    byId('game:link').click();
    expect(byId('btn:journey').hidden).toBe(false);
    expect(byId('btn:journey').textContent).toBe('Journey');
    byId('btn:journey').click();
    expect(asked).toContain('journey link');
    lobby.setWords(ZH, games('zh-'));
    expect(byId('btn:journey').textContent).toBe('zh-Journey');
  });
});

describe('the Learn button (#26)', () => {
  it('shows beside Start only for a game with a school, in its words, and opens that game’s school', () => {
    byId('game:link').click();
    expect(byId('btn:learn').hidden).toBe(true);
    byId('game:sudoku').click();
    expect(byId('btn:learn').hidden).toBe(false);
    expect(byId('btn:learn').textContent).toBe('Learn');
    byId('btn:learn').click();
    expect(asked).toContain('learn sudoku');
    lobby.setWords(ZH, games('zh-'));
    expect(byId('btn:learn').textContent).toBe('zh-Learn');
  });
});

describe('the Scan button', () => {
  it('shows only for a game that reads photos, in its words, and opens that game’s scan', () => {
    byId('game:link').click();
    expect(byId('btn:scan').hidden).toBe(true);
    byId('game:sudoku').click();
    expect(byId('btn:scan').hidden).toBe(false);
    expect(byId('btn:scan').textContent).toBe('Scan');
    byId('btn:scan').click();
    expect(asked).toContain('scan sudoku');
    lobby.setWords(ZH, games('zh-'));
    expect(byId('btn:scan').textContent).toBe('zh-Scan');
  });
});

describe('New game (#35: the lobby as a front door)', () => {
  it('says what it will start, and asks the size and level in a sheet that Start closes', () => {
    const newGame = byId('btn:new-game');
    expect(newGame.textContent).toBe('New game9×9 · easy');
    expect(newGame.getAttribute('aria-haspopup')).toBe('dialog');
    expect(newGame.getAttribute('aria-label')).toBe('New game, 9×9 · easy');
    // The choices are not on the front door: only in the sheet.
    expect(byId('size:9')).toBeNull();
    expect(byId('btn:start')).toBeNull();
    newGame.click();
    const sheet = lobby.element.querySelector('.gw-sheet [role="dialog"]') as HTMLElement;
    expect(sheet.getAttribute('aria-label')).toBe('New game');
    expect(sheet.textContent).toContain('New game · Sudoku');
    // Behind the sheet the lobby is inert: no tap and no screen reader reaches it.
    expect(newGame.closest('[inert]')).not.toBeNull();
    // Focus is on the chosen size, the first thing a keyboard player changes.
    expect(document.activeElement).toBe(byId('size:9'));
    byId('size:6').click();
    byId('level:medium').click();
    expect(lobby.sheetOpen).toBe(true); // a pick keeps the sheet: Start is the player's word
    expect(newGame.textContent).toBe('New game6×6 · medium');
    byId('btn:start').click();
    expect(asked).toEqual(['start sudoku 6 medium']);
    expect(lobby.sheetOpen).toBe(false);
    expect(newGame.closest('[inert]')).toBeNull();
  });

  it('closes by Close or Escape without starting, and never waits behind another screen', () => {
    openSheet();
    byId('btn:sheet-close').click();
    expect(lobby.sheetOpen).toBe(false);
    openSheet();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(lobby.sheetOpen).toBe(false);
    openSheet();
    lobby.hide();
    expect(lobby.sheetOpen).toBe(false);
    expect(asked).toEqual([]);
  });

  it('names a Link pick by its size and gravity', () => {
    byId('game:link').click();
    expect(byId('btn:new-game').textContent).toBe('New gamesmall · gravity none');
  });
});

describe('the daily badge (#35: the daily with its streak)', () => {
  it('names the streak at stake while today is still to play, and the win once won', () => {
    const badge = byId('btn:daily').querySelector('.gw-badge') as HTMLElement;
    expect(badge.textContent).toBe('Today');
    lobby.setDailyStreak('sudoku', 4);
    expect(badge.textContent).toBe('Today · streak 4');
    lobby.setDailyStreak('link', 9);
    expect(badge.textContent).toBe('Today · streak 4'); // Link's streak is not Sudoku's
    lobby.setDailyDone('sudoku', { label: 'Daily ✓ 4:12', badge: 'Daily streak 5' });
    expect(byId('btn:daily').textContent).toBe('Daily ✓ 4:12 Daily streak 5');
    lobby.setDailyDone('sudoku', null);
    lobby.setDailyStreak('sudoku', 0);
    expect(badge.textContent).toBe('Today');
  });
});
