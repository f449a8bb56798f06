// Home as a game lobby, in the DOM (no Pixi needed for the first screen): the two games as
// cards with a preview, a "Continue" card per game in progress saying which game, level and
// time, size and level choices for the chosen game, Start, the daily puzzle (badged), and the
// ways to records, statistics, settings and rules. Every word comes from the caller (a message
// catalogue), and every tappable element carries the automation id tests tap.

import { button, h, replaceChildren } from '../../ui/dom/h';

export interface LobbyChoice {
  id: string;
  label: string;
}

/** What the lobby needs to know about a game (from the game registry). */
export interface LobbyGame {
  id: string;
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
  /** "Continue" label on a continue card, before the game's description. */
  continueGame: string;
  daily: string;
  dailyBadge: string;
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
  private readonly picks = new Map<string, { size: string; level: string }>();
  private readonly resumable = new Map<string, ResumeInfo>();
  private installable = false;
  private readonly continueSlot = h('div', { class: 'gw-lobby-continue' });
  private readonly cards = h('div', { class: 'gw-lobby-games', attrs: { role: 'radiogroup' } });
  private readonly choices = h('div', { class: 'gw-lobby-choices' });
  private readonly actions = h('div', { class: 'gw-lobby-actions' });

  constructor(
    private games: readonly LobbyGame[],
    private words: LobbyWords,
    private readonly intents: LobbyIntents,
  ) {
    const first = games[0];
    if (!first) throw new Error('the lobby needs at least one game');
    this.chosen = first.id;
    for (const g of games) this.picks.set(g.id, { size: g.defaultSize, level: g.defaultLevel });
    this.element = h('main', { class: 'gw-screen gw-lobby', attrs: { 'data-screen': 'home' } });
    this.render();
  }

  /** Shows `game`'s choices (on launch: the game played last). */
  chooseGame(game: string): void {
    if (!this.picks.has(game)) return;
    this.chosen = game;
    this.render();
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
    this.render();
  }

  setInstallable(installable: boolean): void {
    this.installable = installable;
    this.render();
  }

  /** New words (the player switched language): the lobby re-renders in place. */
  setWords(words: LobbyWords, games?: readonly LobbyGame[]): void {
    this.words = words;
    if (games) this.games = games;
    this.render();
  }

  show(): void {
    this.element.hidden = false;
  }

  hide(): void {
    this.element.hidden = true;
  }

  private get game(): LobbyGame {
    return this.games.find((g) => g.id === this.chosen) as LobbyGame;
  }

  private choose(change: { size?: string; level?: string }): void {
    const pick = this.picks.get(this.chosen) as { size: string; level: string };
    if (change.size) {
      pick.size = change.size;
      // Smaller grids offer fewer levels: keep the choice if offered, else the hardest there.
      const offered = this.game.levelsFor(pick.size);
      if (!offered.some((l) => l.id === pick.level))
        pick.level = (offered[offered.length - 1] as LobbyChoice).id;
    }
    if (change.level) pick.level = change.level;
    this.render();
  }

  private render(): void {
    const w = this.words;
    const pick = this.picks.get(this.chosen) as { size: string; level: string };
    replaceChildren(
      this.continueSlot,
      ...this.orderedGames()
        .filter((g) => this.resumable.has(g.id))
        .map((g) => this.continueCard(g, this.resumable.get(g.id) as ResumeInfo)),
    );
    replaceChildren(this.cards, ...this.games.map((g) => this.gameCard(g)));
    const levels = this.game.levelsFor(pick.size);
    replaceChildren(
      this.choices,
      this.segmented(w.sizeHeading, 'size', this.game.sizes, pick.size, (id) =>
        this.choose({ size: id }),
      ),
      this.segmented(w.levelHeading, 'level', levels, pick.level, (id) =>
        this.choose({ level: id }),
      ),
    );
    replaceChildren(
      this.actions,
      button(w.start, 'btn:start', () => this.intents.start(this.chosen, pick.size, pick.level), {
        class: 'gw-primary',
      }),
      h(
        'div',
        { class: 'gw-row' },
        button([w.daily, ' ', h('span', { class: 'gw-badge' }, w.dailyBadge)], 'btn:daily', () =>
          this.intents.daily(this.chosen),
        ),
        button(w.openCode, 'btn:paste', () => this.intents.openCode()),
      ),
      h(
        'nav',
        { class: 'gw-lobby-nav' },
        button(w.records, 'btn:records', () => this.intents.records(), { class: 'gw-ghost' }),
        button(w.stats, 'btn:stats', () => this.intents.stats(), { class: 'gw-ghost' }),
        button(w.rules, 'btn:rules', () => this.intents.rules(), { class: 'gw-ghost' }),
        button(w.settings, 'btn:settings', () => this.intents.settings(), { class: 'gw-ghost' }),
      ),
      this.installable
        ? button(w.install, 'btn:install', () => this.intents.install(), { class: 'gw-ghost' })
        : null,
    );
    replaceChildren(
      this.element,
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
            h('p', { class: 'gw-lead' }, w.tagline),
          ),
          this.continueSlot,
          this.cards,
        ),
        h('div', { class: 'gw-lobby-main' }, this.choices, this.actions),
      ),
    );
  }

  /** The chosen game's continue card first: it is the one `btn:continue` opens. */
  private orderedGames(): LobbyGame[] {
    return [...this.games].sort(
      (a, b) => Number(b.id === this.chosen) - Number(a.id === this.chosen),
    );
  }

  private continueCard(game: LobbyGame, info: ResumeInfo): HTMLElement {
    const id = game.id === this.chosen ? 'btn:continue' : `btn:continue:${game.id}`;
    return h(
      'button',
      {
        class: 'gw-card gw-continue',
        target: id,
        attrs: { type: 'button' },
        onClick: () => this.intents.resume(game.id),
      },
      h('span', { class: 'gw-continue-label' }, this.words.continueGame),
      h('span', { class: 'gw-continue-title' }, info.title),
      h('span', { class: 'gw-caption' }, info.detail),
    );
  }

  private gameCard(game: LobbyGame): HTMLElement {
    const chosen = game.id === this.chosen;
    return h(
      'button',
      {
        class: 'gw-card gw-game-card',
        target: `game:${game.id}`,
        attrs: { type: 'button', role: 'radio', 'aria-checked': String(chosen) },
        onClick: () => this.chooseGame(game.id),
      },
      game.preview(),
      h('span', { class: 'gw-game-name' }, game.name),
      h('span', { class: 'gw-caption' }, game.blurb),
    );
  }

  private segmented(
    heading: string,
    kind: 'size' | 'level',
    options: readonly LobbyChoice[],
    chosen: string,
    pick: (id: string) => void,
  ): HTMLElement {
    const label = `gw-${kind}-heading`;
    return h(
      'section',
      { class: 'gw-choice' },
      h('h2', { class: 'gw-heading', attrs: { id: label } }, heading),
      h(
        'div',
        {
          class: 'gw-grid',
          style: { '--cols': String(Math.min(3, options.length)) },
          attrs: { role: 'radiogroup', 'aria-labelledby': label },
        },
        ...options.map((o) =>
          h(
            'button',
            {
              class: 'gw-button',
              target: `${kind}:${o.id}`,
              attrs: { type: 'button', role: 'radio', 'aria-checked': String(o.id === chosen) },
              onClick: () => pick(o.id),
            },
            o.label,
          ),
        ),
      ),
    );
  }
}
