// The app's frame: owns the Pixi application, the render loop, the screens and navigation, and
// wires the game controllers (Sudoku, Link) to storage (journals, records, settings), the
// generator worker's puzzle pool, service-worker updates and other tabs. Window events (resize, keys,
// visibility, pagehide) are routed from here.

import { type Application, Container, Ticker } from 'pixi.js';
import { LINK_SIZE_NAMES } from '../games/link/core/generator';
import { LINK_LEVELS } from '../games/link/core/levels';
import type { LinkPuzzle } from '../games/link/core/puzzle-record';
import { SUDOKU_SIZES } from '../games/sudoku/core/geometry';
import { gradesFor } from '../games/sudoku/core/grader';
import type { SudokuPuzzle } from '../games/sudoku/core/puzzle-record';
import { type OpenedStorage, openStorage, requestPersistence } from '../storage/open-storage';
import { RECORD_FORMAT, type SavedGame } from '../storage/records';
import type { GridwiseStorage } from '../storage/storage';
import { Announcer } from '../ui/a11y/announcer';
import { ControlLayer } from '../ui/a11y/control-layer';
import { injectA11yStyles } from '../ui/a11y/focus-style';
import { GridMirror } from '../ui/a11y/grid-mirror';
import { Banner } from '../ui/banner';
import { Feedback } from '../ui/feedback';
import { RenderLoop } from '../ui/render-loop';
import { readViewport } from '../ui/viewport';
import { collectTargets, type Target } from './automation';
import { dailyKey, dailySpec } from './daily';
import { type GameDraft, GameJournal, startsWith } from './game-journal';
import { GeneratorClient } from './generator-client';
import { LinkController, type LinkRun, type LinkSnapshot } from './link-controller';
import { applyLook, type Look, sameLook, saveLook, storedLook } from './look';
import { PuzzlePool } from './puzzle-pool';
import { bucketOf, type GameName, type MadePuzzle, type PuzzleSpec } from './puzzle-spec';
import { HomeScreen } from './screens/home-screen';
import { LinkScreen, type LinkScreenIntents } from './screens/link-screen';
import { RecordsScreen } from './screens/records-screen';
import { RulesScreen } from './screens/rules-screen';
import type { Screen, ScreenName } from './screens/screen';
import { SettingsScreen } from './screens/settings-screen';
import { StatsScreen } from './screens/stats-screen';
import { SudokuScreen, type SudokuScreenIntents } from './screens/sudoku-screen';
import { defaultSettings, readSettings, type Settings } from './settings';
import { isShareRoute, parseShareRoute } from './share-route';
import { sendLink, sharedStart, shareLinkOf } from './shared-puzzle';
import { type FinishedRun, SudokuController, type SudokuSnapshot } from './sudoku-controller';
import { registerServiceWorker } from './updates';

export interface AppSnapshot {
  screen: ScreenName;
  notice: string | null;
  game: SudokuSnapshot | LinkSnapshot | null;
  settings: Settings;
  storage: {
    durable: boolean;
    /** Game snapshots not yet committed to IndexedDB (0 = everything shown is on disk). */
    pending: number;
    committed: number;
    persisted: boolean;
  };
  pool: Record<string, number>;
  generating: boolean;
  /** The rows the records or statistics screen shows (null on other screens). */
  list: unknown[] | null;
  build: string;
}

/** A fresh id from the platform's CSPRNG; the core stays deterministic per seed. */
function freshId(): string {
  const words = new Uint32Array(2);
  crypto.getRandomValues(words);
  return `${(words[0] as number).toString(36)}${(words[1] as number).toString(36)}`;
}

const CHANNEL = 'gridwise';

const GAMES: readonly GameName[] = ['sudoku', 'link'];

/** What the shell needs from each game's controller (both follow the same lifecycle). */
interface GameSlot {
  controller: SudokuController | LinkController;
  screen: SudokuScreen | LinkScreen;
  journal: GameJournal | null;
}

/** Every bucket the pool keeps filled: Sudoku first (the default game), then Link. */
function poolBuckets(): PuzzleSpec[] {
  const sudoku = SUDOKU_SIZES.flatMap((size) =>
    gradesFor(size).map((level) => ({ game: 'sudoku' as const, size, level })),
  );
  const link = LINK_SIZE_NAMES.flatMap((size) =>
    LINK_LEVELS.map(({ id }) => ({ game: 'link' as const, size, level: id })),
  );
  return [...sudoku, ...link];
}

export class AppShell {
  readonly loop: RenderLoop;
  readonly settings: Settings = { ...defaultSettings };
  private readonly tabId = freshId();
  private readonly home: HomeScreen;
  private readonly rules: RulesScreen;
  private readonly records: RecordsScreen;
  private readonly stats: StatsScreen;
  private readonly settingsScreen: SettingsScreen;
  private readonly feedback = new Feedback(() => this.settings);
  private readonly announcer: Announcer;
  private readonly controls: ControlLayer;
  private readonly boardGrid: GridMirror;
  private readonly linkGrid: GridMirror;
  private readonly sudokuScreen: SudokuScreen;
  private readonly sudoku: SudokuController;
  private readonly linkScreen: LinkScreen;
  private readonly link: LinkController;
  private readonly slots: Record<GameName, GameSlot>;
  private active: GameName = 'sudoku';
  private readonly banner: Banner;
  private readonly layers = new Container({ label: 'screens' });
  private current: Screen;
  private rulesReturnTo: ScreenName = 'home';
  private storage: GridwiseStorage | null = null;
  private opened: OpenedStorage | null = null;
  private pool: PuzzlePool | null = null;
  private generator: GeneratorClient | null = null;
  private lastLayerSync = 0;
  /** The last settings write, awaited before a reload. */
  private settingsSaved: Promise<unknown> | null = null;
  private channel: BroadcastChannel | null = null;
  private persisted = false;

  constructor(private readonly app: Application) {
    this.loop = new RenderLoop(() => app.renderer.render(app.stage));
    // Pixi's system ticker re-runs hit tests every frame for hover effects; we need none, and an
    // always-on animation frame keeps a phone awake. Everything else renders on demand.
    Ticker.system.autoStart = false;
    Ticker.system.stop();
    app.ticker?.stop();

    // A screen needs its intents at construction and its controller needs the screen, so each
    // intents object is filled in once the controller exists.
    const sudokuIntents = {} as SudokuScreenIntents;
    this.sudokuScreen = new SudokuScreen(this.loop, sudokuIntents);
    this.sudoku = new SudokuController({
      screen: this.sudokuScreen,
      settings: this.settings,
      now: () => performance.now(),
      newPuzzle: (size, level) =>
        this.takePuzzle({ game: 'sudoku', size, level }, (m) => m.puzzle as SudokuPuzzle),
      newGameId: freshId,
      changed: (draft) => this.journaled('sudoku', draft),
      started: (puzzle, replaced) =>
        this.countStart(
          bucketOf({ game: 'sudoku', ...puzzle }),
          replaced && bucketOf({ game: 'sudoku', ...replaced }),
        ),
      finished: (run) => this.recordFinish(run),
      goHome: () => this.show('home'),
      showRules: () => this.showRules('game'),
      share: (puzzle) => this.share({ game: 'sudoku', puzzle }),
      feedback: (cue) => this.feedback[cue](),
      announce: (text, urgent) => this.announcer.announce(text, urgent),
    });
    Object.assign(sudokuIntents, this.sudoku.intents);

    const linkIntents = {} as LinkScreenIntents;
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    this.linkScreen = new LinkScreen(this.loop, linkIntents, () => reducedMotion?.matches ?? false);
    this.link = new LinkController({
      screen: this.linkScreen,
      now: () => performance.now(),
      newPuzzle: (spec) =>
        this.takePuzzle({ game: 'link', ...spec }, (m) => m.puzzle as LinkPuzzle),
      newGameId: freshId,
      newSeed: freshId,
      changed: (draft) => this.journaled('link', draft),
      started: (puzzle, replaced) =>
        this.countStart(
          bucketOf({ game: 'link', ...puzzle }),
          replaced && bucketOf({ game: 'link', ...replaced }),
        ),
      finished: (run) => this.recordLinkFinish(run),
      goHome: () => this.show('home'),
      showRules: () => this.showRules('game'),
      share: (puzzle) => this.share({ game: 'link', puzzle }),
      feedback: (cue) => this.feedback[cue](),
      announce: (text, urgent) => this.announcer.announce(text, urgent),
    });
    Object.assign(linkIntents, this.link.intents);
    this.slots = {
      sudoku: { controller: this.sudoku, screen: this.sudokuScreen, journal: null },
      link: { controller: this.link, screen: this.linkScreen, journal: null },
    };

    this.home = new HomeScreen(
      {
        start: (spec) => {
          this.active = spec.game;
          this.show('game');
          if (spec.game === 'sudoku') this.sudoku.startNew(spec.size, spec.level);
          else this.link.startNew(spec);
        },
        resume: (game) => {
          this.active = game;
          this.show('game');
        },
        rules: () => this.showRules('home'),
        daily: (game) => this.startDaily(game),
        openCode: () => this.openCode(),
        records: () => this.show('records'),
        stats: () => this.show('stats'),
        settings: () => this.show('settings'),
      },
      () => this.loop.invalidate(),
    );
    this.rules = new RulesScreen(() => this.show(this.rulesReturnTo));
    const invalidate = () => this.loop.invalidate();
    this.settingsScreen = new SettingsScreen(
      { back: () => this.show('home'), change: (next) => this.changeSettings(next) },
      { ...this.settings },
      invalidate,
    );
    this.records = new RecordsScreen(
      {
        back: () => this.show('home'),
        load: (bucket) => this.storage?.bestTimes(bucket) ?? Promise.resolve([]),
      },
      invalidate,
    );
    this.stats = new StatsScreen(
      {
        back: () => this.show('home'),
        load: (buckets) =>
          Promise.all(buckets.map((b) => this.storage?.statistics(b))).then((all) =>
            all.filter((x) => x !== undefined),
          ),
      },
      invalidate,
    );
    this.banner = new Banner(this.loop);
    this.current = this.home;
    this.layers.addChild(this.home.view);
    app.stage.addChild(this.layers, this.banner);

    // The DOM mirror of the canvas, for keyboards and screen readers (src/ui/a11y).
    injectA11yStyles();
    const host = document.getElementById('app') ?? document.body;
    this.announcer = new Announcer();
    // Board cells and tiles are not buttons: each board is an ARIA grid of its own.
    this.controls = new ControlLayer(host, { collect: collectTargets, exclude: /^(cell|tile):/ });
    this.boardGrid = new GridMirror(this.controls.element, {
      label: 'Sudoku board',
      onActivate: (cell) => this.sudoku.intents.cell(cell),
    });
    this.boardGrid.hide();
    this.linkGrid = new GridMirror(this.controls.element, {
      label: 'Link board',
      onActivate: (cell) => this.link.activate(cell),
    });
    this.linkGrid.hide();
    this.loop.onDrawn(() => this.syncAccessibleLayer());
    window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener?.('change', () => {
      if (this.settings.theme === 'system') this.rebuildLook(this.settings);
    });
    window.addEventListener('resize', () => this.resize());
    window.addEventListener('hashchange', () => this.openHash());
    window.addEventListener('keydown', (e) => {
      if (this.current === this.gameScreen && this.activeSlot.controller.handleKey(e))
        e.preventDefault();
    });
    document.addEventListener('visibilitychange', () => this.syncVisibility());
    // pagehide is the last reliable moment on mobile (no beforeunload there): save the clock.
    window.addEventListener('pagehide', () => {
      for (const game of GAMES) this.slots[game].controller.setVisible(false);
    });
    this.resize();
  }

  /**
   * Opens storage, restores settings and the unfinished games, loads the puzzle pool and starts
   * the service worker. Every failure here degrades (memory storage, main-thread-free defaults)
   * with a visible notice; none stops the app from starting.
   */
  async init(): Promise<void> {
    const opened = await openStorage({
      onProblem: (message) => this.notify(message),
      onVersionChange: () =>
        this.notify('Gridwise was updated in another tab. Reload this one to keep saving.'),
      onTerminated: () =>
        this.notify('The browser closed Gridwise’s storage. Reload to save again.'),
    });
    this.opened = opened;
    const storage = opened.storage;
    this.storage = storage;
    if (opened.notice) this.notify(opened.notice);
    for (const game of GAMES) {
      this.slots[game].journal = new GameJournal(storage, this.tabId, {
        onConflict: (current) => this.adoptRemote(game, current, true),
        onWriteError: (message) => this.notify(message),
        onSaved: (saved) =>
          this.channel?.postMessage({ kind: saved.kind, rev: saved.rev, writer: this.tabId }),
      });
    }

    const settings = await storage.loadSettings().catch((e) => this.report(e));
    if (settings) {
      // Mutated in place: the controller holds this same object.
      const read = readSettings(settings);
      Object.assign(this.settings, read.settings);
      if (read.problems.length > 0) this.notify(read.problems.join('\n'));
    }
    this.settingsScreen.set({ ...this.settings });
    this.sudokuScreen.board.setLargeDigits(this.settings.largeDigits);
    // The look came from localStorage at boot; if IndexedDB (the record) disagrees, it wins.
    if (!sameLook(storedLook(), this.settings)) this.rebuildLook(this.settings);
    // Home opens on the game played last, so "Continue game" is the first thing offered.
    let latest = 0;
    for (const game of GAMES) {
      const updatedAt = await this.loadSavedGame(game);
      if (updatedAt > latest) {
        latest = updatedAt;
        this.active = game;
        this.home.chooseGame(game);
      }
    }

    if (typeof BroadcastChannel !== 'undefined') {
      this.channel = new BroadcastChannel(CHANNEL);
      this.channel.onmessage = (event) => this.onRemoteSave(event.data);
    }

    const generator = new GeneratorClient();
    this.generator = generator;
    this.pool = new PuzzlePool(storage, generator, poolBuckets(), freshId, (m) => this.report(m));
    await this.pool.load().catch((e) => this.report(e));
    this.pool.scheduleFill();

    // Back where the player was before a change of look rebuilt the page.
    const back = sessionStorage.getItem('gridwise-return');
    sessionStorage.removeItem('gridwise-return');
    if (back === 'settings' || back === 'game') this.show(back);
    this.openHash();
    if (opened.durable) this.persisted = await requestPersistence();
    registerServiceWorker({
      onUpdateReady: (apply) =>
        this.banner.show('A new version of Gridwise is ready.', [
          { id: 'btn:update', text: 'Update', onTap: () => void apply() },
        ]),
      beforeReload: async () => {
        for (const game of GAMES) {
          this.slots[game].controller.setVisible(false);
          await this.slots[game].journal?.flush();
        }
      },
    });
  }

  show(name: ScreenName): void {
    const next: Screen = this.screenNamed(name);
    if (next === this.current) return;
    this.current.hide?.();
    this.layers.removeChild(this.current.view);
    this.current = next;
    this.layers.addChild(next.view);
    if (next === this.home) this.syncResumable();
    next.layout(readViewport());
    next.show?.();
    this.syncVisibility();
    this.loop.invalidate();
  }

  snapshot(): AppSnapshot {
    const onGame = this.current === this.gameScreen;
    return {
      screen: this.current.name,
      notice:
        (onGame ? this.gameScreen.notice() : null) ??
        this.banner.current ??
        (this.current === this.records ? this.records.notice() : null) ??
        (this.current === this.stats ? this.stats.notice() : null),
      game: onGame ? this.activeSlot.controller.snapshot() : null,
      settings: { ...this.settings },
      storage: {
        durable: this.opened?.durable ?? false,
        pending: GAMES.reduce((n, g) => n + (this.slots[g].journal?.pending ?? 0), 0),
        committed: GAMES.reduce((n, g) => n + (this.slots[g].journal?.committed ?? 0), 0),
        persisted: this.persisted,
      },
      pool: this.pool?.sizes() ?? {},
      generating: this.sudoku.generating || this.link.generating,
      list:
        this.current === this.records
          ? this.records.rows()
          : this.current === this.stats
            ? this.stats.rows()
            : null,
      build: __BUILD_ID__,
    };
  }

  targets(): Target[] {
    const rect = this.app.canvas.getBoundingClientRect();
    const scale = rect.width / this.app.screen.width;
    const origin = { x: rect.left, y: rect.top };
    // While a dialog or result card is up, only it can be tapped.
    const screen = this.gameScreen;
    const root =
      this.current === screen && screen.modal.children.length > 0
        ? screen.modal
        : this.current.view;
    const banner = this.banner.visible ? collectTargets(this.banner, origin, scale) : [];
    return [...collectTargets(root, origin, scale), ...banner];
  }

  get framesDrawn(): number {
    return this.loop.framesDrawn;
  }

  private screenNamed(name: ScreenName): Screen {
    if (name === 'game') return this.gameScreen;
    const screens: Record<Exclude<ScreenName, 'game'>, Screen> = {
      home: this.home,
      rules: this.rules,
      records: this.records,
      stats: this.stats,
      settings: this.settingsScreen,
    };
    return screens[name];
  }

  /**
   * Today's puzzle of `game`: the same for every player on this date, made on the device by the
   * worker from the date's versioned seed (daily.ts), so the board never freezes while it is made.
   */
  private startDaily(game: GameName): void {
    const generator = this.generator;
    if (!generator) return;
    let spec: PuzzleSpec & { seed: string };
    try {
      const key = dailyKey(new Date());
      spec = game === 'sudoku' ? dailySpec(key, 'sudoku') : dailySpec(key, 'link');
    } catch (error) {
      this.notify(`Today's puzzle could not be made: ${(error as Error).message}`);
      return;
    }
    const { seed, ...wanted } = spec;
    this.active = game;
    this.show('game');
    const screen = this.gameScreen;
    screen.showProgress("Making today's puzzle…");
    generator.generate(wanted, seed, true).then(
      (made) => {
        screen.hideProgress();
        this.startPuzzle(made);
      },
      (error: unknown) => {
        screen.hideProgress();
        screen.toast.show(`Today's puzzle could not be made: ${(error as Error).message}`);
      },
    );
  }

  private startPuzzle(made: MadePuzzle): void {
    this.active = made.game;
    this.show('game');
    if (made.game === 'sudoku') this.sudoku.start(made.puzzle);
    else this.link.start(made.puzzle);
  }

  /** A share link in the address (at launch or when the hash changes) starts that puzzle. */
  private openHash(): void {
    const hash = window.location.hash;
    if (!isShareRoute(hash)) return;
    // The link is used once: a reload continues the game instead of restarting it.
    history.replaceState(null, '', window.location.pathname + window.location.search);
    this.openShared(hash);
  }

  private openCode(): void {
    const text = window.prompt(
      'Paste a Gridwise puzzle link or code (a 16, 36 or 81-character Sudoku works too):',
    );
    if (text === null || text.trim() === '') return;
    const route = isShareRoute(text) ? text : `#play/sudoku/${text.trim()}`;
    this.openShared(route, text);
  }

  private openShared(route: string, pasted?: string): void {
    let parsed = parseShareRoute(route);
    // A pasted Link code has no "play/link/" in front: try it as Link when Sudoku says no.
    if (!parsed.ok && pasted !== undefined && !isShareRoute(pasted)) {
      const asLink = parseShareRoute(`#play/link/${pasted.trim()}`);
      if (asLink.ok) parsed = asLink;
    }
    const start = sharedStart(parsed);
    if (!start.ok) {
      this.show('home');
      this.notify(`That puzzle can't be opened: ${start.message}`);
      return;
    }
    const slot = this.slots[start.game];
    if (!slot.controller.inProgress) {
      this.startPuzzle(start);
      return;
    }
    this.banner.show(
      `Play the shared ${start.game === 'sudoku' ? 'Sudoku' : 'Link board'}? It replaces your unfinished game.`,
      [
        { id: 'btn:open-shared', text: 'Play it', onTap: () => this.startPuzzle(start) },
        { id: 'btn:keep-mine', text: 'Keep mine', onTap: () => {} },
      ],
    );
  }

  private share(made: MadePuzzle): void {
    const screen = this.slots[made.game].screen;
    const url = shareLinkOf(made, window.location.href);
    const title = made.game === 'sudoku' ? 'A Sudoku from Gridwise' : 'A Link board from Gridwise';
    void sendLink(url, title).then((message) => screen.toast.show(message));
  }

  /** A change on the settings screen: kept, and applied at once. */
  private changeSettings(next: Settings): void {
    const look: Look = { theme: this.settings.theme, colourBlind: this.settings.colourBlind };
    Object.assign(this.settings, next);
    this.settingsSaved =
      this.storage?.saveSettings({ ...this.settings }).catch((e) => this.report(e)) ?? null;
    this.sudokuScreen.board.setLargeDigits(this.settings.largeDigits);
    this.sudoku.settingsChanged();
    this.settingsScreen.set({ ...this.settings });
    if (!sameLook(look, this.settings)) this.rebuildLook(this.settings);
  }

  /**
   * A new palette. Every sprite took its colours when it was built, so the scene is built
   * again: the games are saved (they are anyway, move by move) and the page reloads into the
   * same screen state from storage, in a fraction of a second and offline.
   */
  private rebuildLook(look: Look): void {
    saveLook(look);
    applyLook(look);
    const reload = async () => {
      // The settings write must land first, or the reloaded page reads the old look back.
      await this.settingsSaved;
      for (const game of GAMES) {
        this.slots[game].controller.setVisible(false);
        await this.slots[game].journal?.flush();
      }
      sessionStorage.setItem('gridwise-return', this.current.name);
      window.location.reload();
    };
    void reload();
  }

  /** After each drawn frame: the DOM buttons and the board grid follow the canvas. */
  private syncAccessibleLayer(): void {
    // During an animation the layer follows at most ten times a second (a keyboard user still
    // sees the focus move at once); the frame that ends the animation always syncs, since its
    // tweens are gone by the time it is drawn.
    const now = performance.now();
    if (this.loop.animating && now - this.lastLayerSync < 100) return;
    this.lastLayerSync = now;
    const host = document.getElementById('app') ?? document.body;
    const rect = this.app.canvas.getBoundingClientRect();
    const box = host.getBoundingClientRect();
    const scale = rect.width / this.app.screen.width;
    const origin = { x: rect.left - box.left, y: rect.top - box.top };
    const screen = this.gameScreen;
    const onGame = this.current === screen;
    const modal = onGame && screen.modal.children.length > 0;
    this.controls.sync(
      modal ? screen.modal : this.app.stage,
      origin,
      scale,
      modal ? (screen.notice() ?? 'Question') : null,
    );
    const covered = modal || this.sudoku.pausedByPlayer;
    this.syncSudokuGrid(origin, scale, this.current === this.sudokuScreen && !covered);
    this.syncLinkGrid(origin, scale, this.current === this.linkScreen && !modal);
  }

  private syncSudokuGrid(origin: { x: number; y: number }, scale: number, shown: boolean): void {
    if (!shown) {
      this.boardGrid.hide();
      return;
    }
    const board = this.sudokuScreen.board;
    const at = board.getGlobalPosition();
    const size = board.boardSize * scale;
    this.boardGrid.place(origin.x + at.x * scale, origin.y + at.y * scale, size, size);
    const names = this.sudoku.cellNames();
    this.boardGrid.update(names, Math.round(Math.sqrt(names.length)), this.sudoku.selectedCell);
    this.boardGrid.show();
  }

  /** The Link board's grid lies over the tiles (inside the one-cell ring the view draws). */
  private syncLinkGrid(origin: { x: number; y: number }, scale: number, shown: boolean): void {
    const cols = this.link.columns;
    if (!shown || cols === 0) {
      this.linkGrid.hide();
      return;
    }
    const board = this.linkScreen.board;
    const names = this.link.cellNames();
    const rows = names.length / cols;
    const cell = board.boardWidth / (cols + 2);
    const at = board.getGlobalPosition();
    this.linkGrid.place(
      origin.x + (at.x + cell) * scale,
      origin.y + (at.y + cell) * scale,
      cols * cell * scale,
      rows * cell * scale,
    );
    this.linkGrid.update(names, cols, this.link.cursorCell);
    this.linkGrid.show();
  }

  private get activeSlot(): GameSlot {
    return this.slots[this.active];
  }

  private get gameScreen(): SudokuScreen | LinkScreen {
    return this.activeSlot.screen;
  }

  private takePuzzle<P>(spec: PuzzleSpec, pick: (made: MadePuzzle) => P): P | Promise<P> {
    if (!this.pool) return Promise.reject(new Error('Gridwise is still starting'));
    const made = this.pool.take(spec);
    return made instanceof Promise ? made.then(pick) : pick(made);
  }

  private journaled(game: GameName, draft: GameDraft): void {
    this.slots[game].journal?.write(draft);
    this.pool?.scheduleFill();
  }

  /**
   * The unfinished game of `game` from last time, restored and offered ("Continue"). Returns
   * when it was last saved (0 when there is none to continue).
   */
  private async loadSavedGame(game: GameName): Promise<number> {
    const storage = this.storage as GridwiseStorage;
    const slot = this.slots[game];
    const saved = await storage.loadGame(game).catch((e) => this.report(e));
    if (!saved) return 0;
    try {
      slot.controller.restore(saved);
      slot.journal?.adopt(saved.rev);
      this.syncResumable();
      return slot.controller.inProgress ? saved.updatedAt : 0;
    } catch (error) {
      // A record that validates but does not replay: keep it for diagnosis, start clean.
      await storage.setAsideGame(saved, (error as Error).message).catch((e) => this.report(e));
      slot.journal?.adopt(0);
      return 0;
    }
  }

  private syncResumable(): void {
    for (const game of GAMES) this.home.setCanResume(game, this.slots[game].controller.inProgress);
  }

  /** Another tab saved a game: pick up its newer revision so this tab never works stale. */
  private onRemoteSave(data: unknown): void {
    const message = data as { kind?: unknown; rev?: unknown; writer?: unknown } | null;
    const game = message?.kind;
    if (!message || (game !== 'sudoku' && game !== 'link') || message.writer === this.tabId) return;
    const journal = this.slots[game].journal;
    if (typeof message.rev !== 'number' || message.rev <= (journal?.revision ?? 0)) return;
    this.storage
      ?.loadGame(game)
      .then((current) => this.adoptRemote(game, current, document.visibilityState === 'visible'))
      .catch((e) => this.report(e));
  }

  private adoptRemote(game: GameName, current: SavedGame | null, tell: boolean): void {
    const { controller, journal, screen } = this.slots[game];
    if (!current) {
      journal?.adopt(0);
      return;
    }
    const mine = controller.draft();
    if (mine && startsWith(mine, current)) {
      // The other tab's copy holds no move we lack (its clock moved, or it is behind us):
      // keep our board; the journal writes ours on top of that revision.
      if (!controller.sameMoves(current)) journal?.write(mine);
      return;
    }
    try {
      controller.restore(current, { keepView: true });
      journal?.adopt(current.rev);
      this.syncResumable();
      // A passing toast, not the banner: nothing to decide, and the controls must stay free.
      if (tell) screen.toast.show('Updated with moves made in another tab.');
    } catch (error) {
      this.report(error);
    }
  }

  private countStart(bucket: string, abandoned: string | null): void {
    this.storage?.countStart(bucket, abandoned).catch((e) => this.report(e));
  }

  private recordFinish(run: FinishedRun): void {
    this.recordWin('sudoku', run.gameId, bucketOf({ game: 'sudoku', ...run }), run);
  }

  private recordLinkFinish(run: LinkRun): void {
    this.recordWin('link', run.gameId, bucketOf({ game: 'link', ...run.puzzle }), run);
  }

  private recordWin(
    game: GameName,
    id: string,
    bucket: string,
    run: { ms: number; assisted: boolean; mistakes?: number },
  ): void {
    const storage = this.storage;
    if (!storage) return;
    storage
      .finishGame(game, id)
      .then(() =>
        storage.recordWin({
          format: RECORD_FORMAT,
          id,
          bucket,
          ms: run.ms,
          date: Date.now(),
          assisted: run.assisted,
          // The input policy is a Sudoku setting; Link has a single rule set.
          policy: game === 'sudoku' ? this.settings.conflictMode : 'standard',
          ...(run.mistakes !== undefined ? { mistakes: run.mistakes } : {}),
        }),
      )
      .catch((e) => this.report(e));
  }

  private notify(message: string): void {
    this.banner.show(message);
  }

  private report(error: unknown): null {
    console.error(error);
    this.notify(`Storage problem: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }

  private showRules(from: ScreenName): void {
    this.rulesReturnTo = from;
    this.rules.setGame(from === 'home' ? this.home.chosenGame : this.active);
    this.show('rules');
  }

  private syncVisibility(): void {
    const visible = document.visibilityState === 'visible';
    for (const game of GAMES) {
      const slot = this.slots[game];
      slot.controller.setVisible(visible && this.current === slot.screen);
    }
  }

  private resize(): void {
    this.app.renderer.resize(window.innerWidth, window.innerHeight);
    const viewport = readViewport();
    this.current.layout(viewport);
    this.banner.layout(viewport.safe);
    this.loop.invalidate();
  }
}
