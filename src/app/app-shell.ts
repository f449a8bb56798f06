// The app's frame: it composes the render loop, the screens, one slot per game of the registry,
// storage, the puzzle pool, share links, tab sync, the accessible layer and updates. Each of
// those is a module of its own (src/app/shell/); this file only wires them together.

import { type Application, Container, Ticker } from 'pixi.js';
import type { MadePuzzle, PuzzleBase } from '../games/game-core';
import type { GameModuleDeps } from '../play/game-api';
import type { GameEntry } from '../play/game-entry';
import { type OpenedStorage, openStorage, requestPersistence } from '../storage/open-storage';
import type { GridwiseStorage } from '../storage/storage';
import { Banner } from '../ui/banner';
import { Feedback } from '../ui/feedback';
import { RenderLoop } from '../ui/render-loop';
import { readViewport } from '../ui/viewport';
import { collectTargets, type Target } from './automation';
import { GameJournal } from './game-journal';
import { CORES, entryOrFirst, GAMES } from './game-registry';
import { GeneratorClient } from './generator-client';
import { sameLook, storedLook } from './look';
import { PuzzlePool } from './puzzle-pool';
import { HomeScreen } from './screens/home-screen';
import { RecordsScreen } from './screens/records-screen';
import { RulesScreen } from './screens/rules-screen';
import { SettingsScreen } from './screens/settings-screen';
import { StatsScreen } from './screens/stats-screen';
import { defaultSettings, readSettings, type Settings } from './settings';
import { AccessibilitySync } from './shell/accessibility-sync';
import { dailyPuzzle } from './shell/daily-start';
import { GameSlots } from './shell/game-slots';
import { LookSwitch } from './shell/look-switch';
import { Navigator, type ScreenName } from './shell/navigator';
import { RecordsWriter } from './shell/records-writer';
import { restoreSavedGames } from './shell/saved-games';
import { ShareRouting } from './shell/share-routing';
import { TabSync } from './shell/tab-sync';
import { listenToWindow } from './shell/window-events';
import { registerServiceWorker } from './updates';

export type { ScreenName };

export interface AppSnapshot {
  screen: ScreenName;
  notice: string | null;
  game: unknown;
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

/** A fresh id from the platform's CSPRNG; the cores stay deterministic per seed. */
function freshId(): string {
  const words = new Uint32Array(2);
  crypto.getRandomValues(words);
  return `${(words[0] as number).toString(36)}${(words[1] as number).toString(36)}`;
}

export class AppShell {
  readonly loop: RenderLoop;
  readonly settings: Settings = { ...defaultSettings };
  private readonly tabId = freshId();
  private readonly feedback = new Feedback(() => this.settings);
  private readonly slots = new GameSlots();
  private readonly layers = new Container({ label: 'screens' });
  private readonly banner: Banner;
  private readonly home: HomeScreen;
  private readonly rules: RulesScreen;
  private readonly records: RecordsScreen;
  private readonly stats: StatsScreen;
  private readonly settingsScreen: SettingsScreen;
  private readonly nav: Navigator;
  private readonly a11y: AccessibilitySync;
  private readonly sharing: ShareRouting;
  private readonly tabs: TabSync;
  private readonly writer: RecordsWriter;
  private readonly look: LookSwitch;
  private rulesReturnTo: ScreenName = 'home';
  private storage: GridwiseStorage | null = null;
  private opened: OpenedStorage | null = null;
  private pool: PuzzlePool | null = null;
  private generator: GeneratorClient | null = null;
  private persisted = false;

  constructor(private readonly app: Application) {
    this.loop = new RenderLoop(() => app.renderer.render(app.stage));
    // Pixi's system ticker re-runs hit tests every frame for hover effects; we need none, and an
    // always-on animation frame keeps a phone awake. Everything else renders on demand.
    Ticker.system.autoStart = false;
    Ticker.system.stop();
    app.ticker?.stop();
    const invalidate = () => this.loop.invalidate();
    const report = (error: unknown) => this.reportStorage(error);

    this.home = new HomeScreen(
      {
        start: (spec) => this.startNew(spec.game, spec),
        resume: (game) => this.openGame(game),
        rules: () => this.showRules('home'),
        daily: (game) => this.startDaily(game),
        openCode: () => this.sharing.openCode(),
        records: () => this.show('records'),
        stats: () => this.show('stats'),
        settings: () => this.show('settings'),
      },
      invalidate,
    );
    this.rules = new RulesScreen(() => this.show(this.rulesReturnTo));
    this.look = new LookSwitch(this.settings, () => this.storage, {
      report,
      flush: () => this.slots.flushAll(),
      screenName: () => this.nav.name,
      applied: () => {
        for (const slot of this.slots.all()) slot.controller.settingsChanged();
        this.settingsScreen.set({ ...this.settings });
      },
    });
    this.settingsScreen = new SettingsScreen(
      { back: () => this.show('home'), change: (next) => this.look.change(next) },
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
    this.nav = new Navigator(
      this.layers,
      {
        home: this.home,
        rules: this.rules,
        records: this.records,
        stats: this.stats,
        settings: this.settingsScreen,
      },
      () => this.slots.active?.controller.screen ?? this.home,
      (screen) => {
        if (screen === this.home) this.syncResumable();
        this.syncVisibility();
        this.loop.invalidate();
      },
    );
    app.stage.addChild(this.layers, this.banner);

    this.writer = new RecordsWriter(() => this.storage, this.settings, report);
    this.sharing = new ShareRouting(this.slots, this.banner, {
      goHome: () => this.show('home'),
      notify: (message) => this.notify(message),
      start: (made) => this.startPuzzle(made),
    });
    this.tabs = new TabSync(this.tabId, this.slots, () => this.storage, {
      changed: () => this.syncResumable(),
      report,
    });
    this.a11y = new AccessibilitySync(
      app,
      this.loop,
      () => {
        const controller = this.nav.onGame ? this.slots.active?.controller : undefined;
        const modal = controller !== undefined && controller.screen.modal.children.length > 0;
        return {
          root: modal && controller ? (controller.screen.modal as unknown as Container) : app.stage,
          modalName: modal ? (controller?.screen.notice() ?? 'Question') : null,
          board: controller && !modal ? controller.accessibleBoard() : null,
        };
      },
      GAMES.map((g) => g.boardLabel),
    );
    listenToWindow({
      resize: () => this.resize(),
      hashChange: () => this.sharing.openHash(),
      key: (event) => this.nav.onGame && (this.slots.active?.controller.handleKey(event) ?? false),
      visibility: () => this.syncVisibility(),
      pageHide: () => {
        for (const slot of this.slots.all()) slot.controller.setVisible(false);
      },
      systemThemeChange: () => {
        if (this.settings.theme === 'system') this.look.rebuild(this.settings);
      },
    });
    this.resize();
  }

  /**
   * Loads the games, opens storage, restores settings and the unfinished games, loads the puzzle
   * pool and starts the service worker. Every failure here degrades (memory storage, defaults)
   * with a visible notice; none stops the app from starting.
   */
  async init(): Promise<void> {
    await this.slots.load((entry) => this.gameDeps(entry));
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
    for (const slot of this.slots.all()) {
      const game = slot.entry.core.id;
      slot.journal = new GameJournal(storage, this.tabId, {
        onConflict: (current) => this.tabs.adopt(game, current, true),
        onWriteError: (message) => this.notify(message),
        onSaved: (saved) => this.tabs.announce(saved),
      });
    }

    const settings = await storage.loadSettings().catch((e) => this.reportStorage(e));
    if (settings) {
      // Mutated in place: the games hold this same object.
      const read = readSettings(settings);
      Object.assign(this.settings, read.settings);
      if (read.problems.length > 0) this.notify(read.problems.join('\n'));
    }
    this.settingsScreen.set({ ...this.settings });
    for (const slot of this.slots.all()) slot.controller.settingsChanged();
    // The look came from localStorage at boot; if IndexedDB (the record) disagrees, it wins.
    if (!sameLook(storedLook(), this.settings)) this.look.rebuild(this.settings);
    // Home opens on the game played last, so "Continue game" is the first thing offered.
    const latest = await restoreSavedGames(this.slots, storage, (e) => this.reportStorage(e));
    this.syncResumable();
    if (latest) {
      this.slots.active = latest;
      this.home.chooseGame(latest);
    }
    this.tabs.open();

    const generator = new GeneratorClient(CORES);
    this.generator = generator;
    this.pool = new PuzzlePool(storage, generator, CORES, CORES.allSpecs(), freshId, (m) =>
      this.reportPool(m),
    );
    await this.pool.load().catch((e) => this.reportStorage(e));
    this.pool.scheduleFill();

    // Back where the player was before a change of look rebuilt the page.
    const back = sessionStorage.getItem('gridwise-return');
    sessionStorage.removeItem('gridwise-return');
    if (back === 'settings' || back === 'game') this.show(back);
    this.sharing.openHash();
    if (opened.durable) this.persisted = await requestPersistence();
    registerServiceWorker({
      onUpdateReady: (apply) =>
        this.banner.show('A new version of Gridwise is ready.', [
          { id: 'btn:update', text: 'Update', onTap: () => void apply() },
        ]),
      beforeReload: () => this.slots.flushAll(),
    });
  }

  show(name: ScreenName): void {
    this.nav.show(name);
  }

  snapshot(): AppSnapshot {
    const onGame = this.nav.onGame;
    const controller = this.slots.active?.controller;
    const listed = this.nav.is('records')
      ? this.records.rows()
      : this.nav.is('stats')
        ? this.stats.rows()
        : null;
    return {
      screen: this.nav.name,
      notice:
        (onGame && controller ? controller.screen.notice() : null) ??
        this.banner.current ??
        (this.nav.is('records') ? this.records.notice() : null) ??
        (this.nav.is('stats') ? this.stats.notice() : null),
      game: onGame ? (controller?.snapshot() ?? null) : null,
      settings: { ...this.settings },
      storage: {
        durable: this.opened?.durable ?? false,
        pending: this.slots.pending,
        committed: this.slots.committed,
        persisted: this.persisted,
      },
      pool: this.pool?.sizes() ?? {},
      generating: this.slots.generating,
      list: listed,
      build: __BUILD_ID__,
    };
  }

  targets(): Target[] {
    const rect = this.app.canvas.getBoundingClientRect();
    const scale = rect.width / this.app.screen.width;
    const origin = { x: rect.left, y: rect.top };
    // While a dialog or result card is up, only it can be tapped.
    const screen = this.slots.active?.controller.screen;
    const modal = this.nav.onGame && screen !== undefined && screen.modal.children.length > 0;
    const root = modal && screen ? (screen.modal as unknown as Container) : this.nav.current.view;
    const banner = this.banner.visible ? collectTargets(this.banner, origin, scale) : [];
    return [...collectTargets(root, origin, scale), ...banner];
  }

  get framesDrawn(): number {
    return this.loop.framesDrawn;
  }

  /** What each game is handed: the shell's services, tied to that game's slot. */
  private gameDeps(entry: GameEntry): GameModuleDeps<PuzzleBase> {
    const game = entry.core.id;
    return {
      loop: this.loop,
      settings: this.settings,
      now: () => performance.now(),
      newPuzzle: (spec) => this.takePuzzle({ game, ...spec }),
      newGameId: freshId,
      newSeed: freshId,
      changed: (draft) => {
        this.slots.get(game)?.journal?.write(draft);
        this.pool?.scheduleFill();
      },
      started: (puzzle, replaced) => this.writer.started(entry, puzzle, replaced),
      finished: (run) => this.writer.won(entry, run),
      goHome: () => this.show('home'),
      showRules: () => this.showRules('game'),
      share: (puzzle) => this.sharing.share({ game, puzzle }),
      feedback: (cue) => this.feedback[cue === 'tap' ? 'place' : cue](),
      announce: (text, urgent) => this.a11y.announcer.announce(text, urgent),
      reducedMotion: () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
    };
  }

  private openGame(game: string): void {
    this.slots.active = game;
    this.show('game');
  }

  private startNew(game: string, spec: { size: string | number; level: string }): void {
    this.openGame(game);
    this.slots.active?.controller.startNew(spec);
  }

  private startPuzzle(made: MadePuzzle): void {
    this.openGame(made.game);
    this.slots.active?.controller.start(made.puzzle);
  }

  /** Today's puzzle of `game`, made by the worker from the date's versioned seed. */
  private startDaily(game: string): void {
    const generator = this.generator;
    if (!generator) return;
    this.openGame(game);
    const screen = this.slots.active?.controller.screen;
    if (!screen) return;
    dailyPuzzle(entryOrFirst(game), generator, {
      progress: (text) => screen.showProgress(text),
      done: () => screen.hideProgress(),
      failed: (message) => screen.toast.show(message),
      start: (made) => this.startPuzzle(made),
    });
  }

  private takePuzzle(spec: {
    game: string;
    size: string | number;
    level: string;
  }): PuzzleBase | Promise<PuzzleBase> {
    if (!this.pool) return Promise.reject(new Error('Gridwise is still starting'));
    const made = this.pool.take(spec);
    return made instanceof Promise ? made.then((m) => m.puzzle) : made.puzzle;
  }

  private syncResumable(): void {
    for (const slot of this.slots.all())
      this.home.setCanResume(slot.entry.core.id, slot.controller.inProgress);
  }

  private showRules(from: ScreenName): void {
    this.rulesReturnTo = from;
    this.rules.setGame(entryOrFirst(from === 'home' ? this.home.chosenGame : this.slots.activeId));
    this.show('rules');
  }

  private syncVisibility(): void {
    const visible = document.visibilityState === 'visible';
    const onGame = this.nav.onGame;
    for (const slot of this.slots.all())
      slot.controller.setVisible(visible && onGame && slot === this.slots.active);
  }

  private resize(): void {
    this.app.renderer.resize(window.innerWidth, window.innerHeight);
    const viewport = readViewport();
    this.nav.current.layout(viewport);
    this.banner.layout(viewport.safe);
    this.loop.invalidate();
  }

  private notify(message: string): void {
    this.banner.show(message);
  }

  /** A read or write of saved data failed (IndexedDB). */
  private reportStorage(error: unknown): null {
    console.error(error);
    this.notify(`Storage problem: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }

  /** The puzzle maker (the worker) failed while topping up the pool. */
  private reportPool(message: string): void {
    console.error(message);
    this.notify(`Puzzles could not be made ahead: ${message}`);
  }
}
