// Home as a game's front door, in the DOM (no Pixi needed for the first screen), in the order a
// player looks: a "Continue" card per game in progress saying which game, level and
// time; the games as cards with a preview; one big "New game" that says what it will start and
// asks the size and level in a sheet (new-game-sheet.ts); the game's own ways in (Journey, Learn,
// Scan, Open a code); today's daily with its streak; and the ways to records, statistics,
// settings and rules. Every word comes from the caller (a message
// catalogue), and every tappable element carries the automation id tests tap. The elements are
// made once and then updated in place (text, attributes), never rebuilt: a tap that began on a
// button must still land on it when the lobby changes meanwhile.

import { button, h } from '../../ui/dom/h';
import { calendarIcon } from './calendar-icon';
import { ContinueCards, GameCards } from './lobby-cards';
import { placeInOrder, setText } from './lobby-dom';
import { NewGameSheet } from './new-game-sheet';

export interface LobbyChoice {
  id: string;
  label: string;
  /** Nightmare: why the choice cannot be taken yet ("being made…"); the chip is off. */
  note?: string | null;
}

/** What the lobby needs to know about a game (from the game registry). */
export interface LobbyGame {
  id: string;
  /** journey: the journey button's words, or null for a game without one. */
  journey: string | null;
  /** school: the Learn button's words, or null for a game without a school. */
  learn: string | null;
  /** The Scan button's words (a printed puzzle read from a photo), or null for a game without. */
  scan: string | null;
  name: string;
  /** One line under the name on its card. */
  blurb: string;
  sizes: readonly LobbyChoice[];
  /** The levels offered at a size (smaller Sudoku grids offer fewer). */
  levelsFor(size: string): readonly LobbyChoice[];
  defaultSize: string;
  defaultLevel: string;
  preview(): SVGSVGElement;
}

export interface LobbyWords {
  tagline: string;
  sizeHeading: string;
  levelHeading: string;
  start: string;
  /** The big button that opens the sheet of sizes and levels. */
  newGame: string;
  /** The sheet's title: "New game · Sudoku". */
  newGameOf: (game: string) => string;
  /** The chosen size and level under "New game": "9×9 · Easy". */
  newGamePick: (size: string, level: string) => string;
  /** New game's name for a screen reader, with what it starts: "New game, 9×9 · Easy". */
  newGameSaid: (pick: string) => string;
  /** Closes the sheet without starting. */
  close: string;
  /** The daily badge while today is still to play and a streak runs: "Today · streak 4". */
  dailyBadgeStreak: (count: number) => string;
  /** "Continue" label on a continue card, before the game's description. */
  continueGame: string;
  daily: string;
  /** daily slot: the daily button while today's daily is kept half done. */
  continueDaily: string;
  dailyBadge: string;
  /** calendar: opens the chosen game's calendar. */
  calendar: string;
  openCode: string;
  records: string;
  stats: string;
  settings: string;
  rules: string;
  install: string;
}

export interface LobbyIntents {
  start(game: string, size: string, level: string): void;
  resume(game: string): void;
  daily(game: string): void;
  /** calendar: the game's calendar of dailies. */
  calendar(game: string): void;
  /** journey: the game's map of stages (only a game with a journey offers it). */
  journey(game: string): void;
  /** school: the game's technique school (only a game with one offers it). */
  learn(game: string): void;
  /** A game's scan of a printed puzzle (only a game that reads photos offers it). */
  scan(game: string): void;
  openCode(): void;
  records(): void;
  stats(): void;
  settings(): void;
  rules(): void;
  install(): void;
}

/** A game in progress as its continue card shows it. */
export interface ResumeInfo {
  /** e.g. "Sudoku · 9×9 · Hard". */
  title: string;
  /** e.g. "4:12 played". */
  detail: string;
}

export class HomeLobby {
  readonly name = 'home';
  readonly element: HTMLElement;
  private chosen: string;
  /**
   * True once the player picked a game, a size or a level: from then on the app's suggestion
   * (the game played last, known only once the saved games are read) never overrides them.
   */
  private playerChose = false;
  private readonly picks = new Map<string, { size: string; level: string }>();
  private readonly resumable = new Map<string, ResumeInfo>();
  /** daily slot: the games whose daily of today is kept half done. */
  private readonly dailyKept = new Set<string>();
  /** The games whose daily of today is won: the button's words for it (✓, time, streak). */
  private readonly dailyDone = new Map<string, { label: string; badge: string }>();
  private installable = false;
  private readonly tagline = h('p', { class: 'gw-lead' });
  private readonly continueSlot = h('div', { class: 'gw-lobby-continue' });
  private readonly continueCards = new ContinueCards((game) => this.intents.resume(game));
  private readonly cards = h('div', { class: 'gw-lobby-games', attrs: { role: 'radiogroup' } });
  private readonly gameCards = new GameCards((game) => this.chooseGame(game));
  /** The games whose daily streak runs while today is still to play: the streak's length. */
  private readonly dailyStreak = new Map<string, number>();
  private readonly actions = h('div', { class: 'gw-lobby-actions' });
  private readonly newGameLabel = h('span', { class: 'gw-new-game-label' });
  private readonly newGamePick = h('span', { class: 'gw-new-game-pick' });
  private readonly newGame = button(
    [this.newGameLabel, this.newGamePick],
    'btn:new-game',
    () => this.sheet.show(this.words.newGame),
    { class: 'gw-primary gw-new-game' },
  );
  private readonly dailyLabel = document.createTextNode('');
  private readonly dailyBadge = h('span', { class: 'gw-badge' });
  private readonly daily = button([this.dailyLabel, ' ', this.dailyBadge], 'btn:daily', () =>
    this.intents.daily(this.chosen),
  );
  private readonly calendarLabel = h('span', { class: 'gw-calendar-label' });
  private readonly calendar = button(
    [calendarIcon(), this.calendarLabel],
    'btn:calendar',
    () => this.intents.calendar(this.chosen),
    { class: 'gw-calendar' },
  );
  private readonly openCode = button('', 'btn:paste', () => this.intents.openCode());
  /** journey: beside Start, for a game that has a ladder of stages (Link). */
  private readonly journey = button('', 'btn:journey', () => this.intents.journey(this.chosen));
  /** school: beside Start, for a game with a technique school (Sudoku). */
  private readonly learn = button('', 'btn:learn', () => this.intents.learn(this.chosen));
  /** Beside Start, for a game that reads its printed puzzles from a photo (Sudoku). */
  private readonly scan = button('', 'btn:scan', () => this.intents.scan(this.chosen));
  private readonly records = this.navButton('btn:records', () => this.intents.records());
  private readonly stats = this.navButton('btn:stats', () => this.intents.stats());
  private readonly rules = this.navButton('btn:rules', () => this.intents.rules());
  private readonly settings = this.navButton('btn:settings', () => this.intents.settings());
  private readonly install = this.navButton('btn:install', () => this.intents.install());
  private readonly sheet: NewGameSheet;

  constructor(
    private games: readonly LobbyGame[],
    private words: LobbyWords,
    private readonly intents: LobbyIntents,
  ) {
    const first = games[0];
    if (!first) throw new Error('the lobby needs at least one game');
    this.chosen = first.id;
    for (const g of games) this.picks.set(g.id, { size: g.defaultSize, level: g.defaultLevel });
    this.newGame.setAttribute('aria-haspopup', 'dialog');
    this.actions.append(
      // What a player comes for, in the order they look: a new game, today's daily, then the
      // game's other ways in (its journey or school, a photo, a code).
      this.newGame,
      h('div', { class: 'gw-row gw-lobby-daily' }, this.daily, this.calendar),
      h(
        'div',
        { class: 'gw-row gw-lobby-ways' },
        this.journey,
        this.learn,
        this.scan,
        this.openCode,
      ),
      h('nav', { class: 'gw-lobby-nav' }, this.records, this.stats, this.rules, this.settings),
    );
    this.element = h(
      'main',
      { class: 'gw-screen gw-lobby', attrs: { 'data-screen': 'home' } },
      h(
        'div',
        { class: 'gw-lobby-layout' },
        // Two columns on wide or short screens (what to play | how and go); one on phones.
        h(
          'div',
          { class: 'gw-lobby-side' },
          h(
            'header',
            { class: 'gw-lobby-header' },
            h('h1', { class: 'gw-display' }, 'Gridwise'),
            this.tagline,
          ),
          this.continueSlot,
          this.cards,
        ),
        h('div', { class: 'gw-lobby-main' }, this.actions),
      ),
    );
    this.sheet = new NewGameSheet(
      this.element,
      (change) => this.choose(change),
      () => this.startChosen(),
    );
    this.update();
  }

  /** The player chose `game` (its card, or a shortcut to it): its choices are shown. */
  chooseGame(game: string): void {
    if (!this.picks.has(game)) return;
    this.playerChose = true;
    this.chosen = game;
    this.update();
  }

  /**
   * The app suggests `game` (on launch: the game played last, so its Continue comes first). A
   * choice the player already made is never undone: then nothing changes.
   */
  offerGame(game: string): void {
    if (this.playerChose || !this.picks.has(game)) return;
    this.chosen = game;
    this.update();
  }

  get chosenGame(): string {
    return this.chosen;
  }

  /** The size and level chosen for `game` (its defaults until the player picks). */
  pickOf(game: string): { size: string; level: string } | null {
    const pick = this.picks.get(game);
    return pick ? { ...pick } : null;
  }

  /** A game in progress gets a continue card; `null` removes it. */
  setResumable(game: string, info: ResumeInfo | null): void {
    if (info) this.resumable.set(game, info);
    else this.resumable.delete(game);
    this.update();
  }

  /** daily slot: whether `game`'s daily of today is kept half done ("Continue daily"). */
  setDailyKept(game: string, kept: boolean): void {
    if (kept === this.dailyKept.has(game)) return;
    if (kept) this.dailyKept.add(game);
    else this.dailyKept.delete(game);
    this.update();
  }

  /** Today's daily of `game` won (the daily button says so, and opens its result), or not. */
  setDailyDone(game: string, done: { label: string; badge: string } | null): void {
    const was = this.dailyDone.get(game);
    if (was?.label === done?.label && was?.badge === done?.badge) return;
    if (done) this.dailyDone.set(game, done);
    else this.dailyDone.delete(game);
    this.update();
  }

  /** The daily streak of `game` as of today (days in a row won on the day; 0 when none). */
  setDailyStreak(game: string, count: number): void {
    if ((this.dailyStreak.get(game) ?? 0) === count) return;
    this.dailyStreak.set(game, count);
    this.update();
  }

  setInstallable(installable: boolean): void {
    this.installable = installable;
    this.update();
  }

  /**
   * Nightmare: notes on levels not ready yet, by bucket (`game:size:level`): such a level's
   * chip says the note (picked, Start waits for the one being made, showing how far it got); a
   * level with no note is offered as usual.
   */
  setLevelNotes(notes: Readonly<Record<string, string>>): void {
    this.levelNotes = notes;
    this.update();
  }

  private levelNotes: Readonly<Record<string, string>> = {};

  /** New words (the player switched language): the lobby takes them in place. */
  setWords(words: LobbyWords, games?: readonly LobbyGame[]): void {
    this.words = words;
    if (games) this.games = games;
    this.update();
  }

  show(): void {
    this.element.hidden = false;
  }

  hide(): void {
    // Another screen takes over (a game started, a shared link opened): no sheet waits behind.
    this.sheet.hide();
    this.element.hidden = true;
  }

  /** The sheet of sizes and levels (tests and the keyboard: "New game" opens it). */
  get sheetOpen(): boolean {
    return this.sheet.isOpen;
  }

  private get game(): LobbyGame {
    return this.games.find((g) => g.id === this.chosen) as LobbyGame;
  }

  private get pick(): { size: string; level: string } {
    return this.picks.get(this.chosen) as { size: string; level: string };
  }

  private choose(change: { size?: string; level?: string }): void {
    this.playerChose = true;
    const pick = this.pick;
    if (change.size) {
      pick.size = change.size;
      // Smaller grids offer fewer levels: keep the choice if offered, else the hardest there.
      const offered = this.game.levelsFor(pick.size);
      if (!offered.some((l) => l.id === pick.level))
        pick.level = (offered[offered.length - 1] as LobbyChoice).id;
    }
    if (change.level) pick.level = change.level;
    this.update();
  }

  /** Start reads the choice when tapped, not when it was last drawn; the sheet's job is done. */
  private startChosen(): void {
    const pick = this.pick;
    this.sheet.hide();
    this.intents.start(this.chosen, pick.size, pick.level);
  }

  /** Brings every control up to date in place: text, ids, aria, order; nothing is rebuilt. */
  private update(): void {
    const w = this.words;
    const pick = this.pick;
    setText(this.tagline, w.tagline);
    placeInOrder(
      this.continueSlot,
      this.orderedGames()
        .filter((g) => this.resumable.has(g.id))
        .map((g) =>
          this.continueCards.card(g.id, g.id === this.chosen, {
            label: w.continueGame,
            ...(this.resumable.get(g.id) as ResumeInfo),
          }),
        ),
    );
    placeInOrder(
      this.cards,
      this.games.map((g) => this.gameCards.card(g, g.id === this.chosen)),
    );
    const noted = (l: LobbyChoice) => {
      // '' is a level made ahead that is ready: offered as any other.
      const note = this.levelNotes[`${this.chosen}:${pick.size}:${l.id}`];
      return note === undefined ? l : { ...l, note: note === '' ? null : note };
    };
    const levels = this.game.levelsFor(pick.size).map(noted);
    this.sheet.update({
      title: w.newGameOf(this.game.name),
      sizeHeading: w.sizeHeading,
      levelHeading: w.levelHeading,
      start: w.start,
      close: w.close,
      sizes: this.game.sizes,
      levels,
      size: pick.size,
      level: pick.level,
    });
    setText(this.newGameLabel, w.newGame);
    const label = (list: readonly LobbyChoice[], id: string) =>
      list.find((c) => c.id === id)?.label ?? id;
    // A game with one size says only its level.
    const sizeWord = this.game.sizes.length > 1 ? label(this.game.sizes, pick.size) : '';
    const picked = w.newGamePick(sizeWord, label(levels, pick.level));
    setText(this.newGamePick, picked);
    const said = w.newGameSaid(picked);
    if (this.newGame.getAttribute('aria-label') !== said)
      this.newGame.setAttribute('aria-label', said);
    const journey = this.game.journey;
    if (journey !== null) setText(this.journey, journey);
    if (this.journey.hidden !== (journey === null)) this.journey.hidden = journey === null;
    const learn = this.game.learn;
    if (learn !== null) setText(this.learn, learn);
    if (this.learn.hidden !== (learn === null)) this.learn.hidden = learn === null;
    const scan = this.game.scan;
    if (scan !== null) setText(this.scan, scan);
    if (this.scan.hidden !== (scan === null)) this.scan.hidden = scan === null;
    const done = this.dailyDone.get(this.chosen);
    const kept = !done && this.dailyKept.has(this.chosen);
    const daily = done ? done.label : kept ? w.continueDaily : w.daily;
    if (this.dailyLabel.data !== daily) this.dailyLabel.data = daily;
    const streak = this.dailyStreak.get(this.chosen) ?? 0;
    setText(
      this.dailyBadge,
      done ? done.badge : streak > 0 ? w.dailyBadgeStreak(streak) : w.dailyBadge,
    );
    // "Continue daily" says it is today's; with the badge too it did not fit sideways (844×390).
    if (this.dailyBadge.hidden !== kept) this.dailyBadge.hidden = kept;
    setText(this.calendarLabel, w.calendar);
    if (this.calendar.getAttribute('aria-label') !== w.calendar)
      this.calendar.setAttribute('aria-label', w.calendar);
    setText(this.openCode, w.openCode);
    setText(this.records, w.records);
    setText(this.stats, w.stats);
    setText(this.rules, w.rules);
    setText(this.settings, w.settings);
    setText(this.install, w.install);
    // The one control that truly comes and goes: the browser offers installing, or stops.
    if (this.installable && !this.install.isConnected) this.actions.append(this.install);
    if (!this.installable) this.install.remove();
  }

  /** The chosen game's continue card first: it is the one `btn:continue` opens. */
  private orderedGames(): LobbyGame[] {
    return [...this.games].sort(
      (a, b) => Number(b.id === this.chosen) - Number(a.id === this.chosen),
    );
  }

  private navButton(target: string, onTap: () => void): HTMLButtonElement {
    return button('', target, onTap, { class: 'gw-ghost' });
  }
}
