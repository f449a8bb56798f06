// The app's frame: it composes the render loop, the screens, one slot per game of the registry,
// storage, the puzzle pool, share links, tab sync, the accessible layer and updates. Each of
// those is a module of its own (src/app/shell/); this file only wires them together.

import { Container, Ticker } from 'pixi.js';
import type { MadePuzzle, PuzzleBase } from '../games/game-core';
import type { GameModuleDeps } from '../play/game-api';
import type { GameEntry } from '../play/game-entry';
import {
  type OpenedStorage,
  requestPersistence,
  storageNote,
  storagePersisted,
} from '../storage/open-storage';
import type { SavedGame } from '../storage/records';
import type { GridwiseStorage } from '../storage/storage';
import { Feedback } from '../ui/feedback';
import { RenderLoop } from '../ui/render-loop';
import type { Screen } from '../ui/screen';
import { readViewport } from '../ui/viewport';
import { yieldToBrowser } from '../ui/yield-to-browser';
import { collectTargets, type Target } from './automation';
import { freshId } from './fresh-id';
import type { FrontDoor } from './front-door';
import { GameJournal } from './game-journal';
import { entryOrFirst, GAMES } from './game-registry';
import type { GeneratorClient } from './generator-client';
import { resumeInfo, sizeFromLobby } from './lobby/lobby-games';
import { sameLook, storedLook } from './look';
import type { PixiHost } from './pixi-host';
import type { PuzzlePool } from './puzzle-pool';
import { RecordsScreen } from './screens/records-screen';
import { RulesScreen } from './screens/rules-screen';
import { SettingsScreen } from './screens/settings-screen';
import { StatsScreen } from './screens/stats-screen';
import { readSettings, type Settings } from './settings';
import { AccessibilitySync } from './shell/accessibility-sync';
import { BackupActions } from './shell/backup-actions';
import { dailyPuzzle } from './shell/daily-start';
import { GameSlots } from './shell/game-slots';
import { LobbyScreen } from './shell/lobby-screen';
import { LookSwitch } from './shell/look-switch';
import { Navigator, type ScreenName } from './shell/navigator';
import { RecordsWriter } from './shell/records-writer';
import { SaveHealth, type WriteSite } from './shell/save-health';
import { restoreSavedGames } from './shell/saved-games';
import { ShareRouting } from './shell/share-routing';
import { TabSync } from './shell/tab-sync';
import { listenToWindow } from './shell/window-events';

/**
 * How long the frame showing a move may wait for the move to reach the disk. A write takes a
 * few ms; past this the disk is unusually slow and the player should see the move anyway.
 */
const MOVE_WRITE_HOLD_MS = 150;

export type { ScreenName };

export interface AppSnapshot {
  screen: ScreenName;
  notice: string | null;
  /** The banner's message alone (storage, updates), whatever the screen shows over it. */
  banner: string | null;
  game: unknown;
  settings: Settings;
  storage: {
    durable: boolean;
    /** Game snapshots not yet committed to IndexedDB (0 = everything shown is on disk). */
    pending: number;
    committed: number;
    /** Clock ticks written (apart from the game, so they never change its revision). */
    clockWrites: number;
    /** Copies written to the mirror (the second storage area, src/storage/mirror.ts). */
    mirrored: number;
    persisted: boolean;
  };
  pool: Record<string, number>;
  generating: boolean;
  /** The rows the records or statistics screen shows (null on other screens). */
  list: unknown[] | null;
  build: string;
}

export class AppShell {
  readonly loop: RenderLoop;
  readonly settings: Settings;
  private readonly tabId: string;
  private readonly feedback = new Feedback(() => this.settings);
  private readonly slots = new GameSlots();
  private readonly layers = new Container({ label: 'screens' });
  private readonly home: LobbyScreen;
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
  /** Whether saving works, across every write site; see SaveHealth. */
  readonly health: SaveHealth;
  /** The last clock reported per game, written again if a tick's write failed. */
  private readonly lastClock = new Map<string, { id: string; elapsedMs: number }>();

  constructor(
    private readonly app: PixiHost,
    private readonly door: FrontDoor,
  ) {
    this.settings = door.settings;
    this.tabId = door.tabId;
    this.loop = new RenderLoop(() => app.renderer.render(app.stage));
    // Pixi's system ticker re-runs hit tests every frame for hover effects; we need none, and an
    // always-on animation frame keeps a phone awake. Everything else renders on demand.
    Ticker.system.autoStart = false;
    Ticker.system.stop();
    const invalidate = () => this.loop.invalidate();
    const report = (error: unknown) => this.reportStorage(error);

    this.home = new LobbyScreen(door.lobby, app.canvas);
    this.rules = new RulesScreen(() => this.show(this.rulesReturnTo));
    this.look = new LookSwitch(this.settings, () => this.storage, {
      saved: (error) => this.saveResult('settings', error),
      flush: () => this.slots.flushAll(),
      screenName: () => this.nav.name,
      applied: () => {
        for (const slot of this.slots.all()) slot.controller.settingsChanged();
        this.settingsScreen.set({ ...this.settings });
      },
    });
    const backup = new BackupActions({
      storage: () => this.storage,
      notify: (message) => this.notify(message),
      restoreGames: async () => {
        if (this.storage) await restoreSavedGames(this.slots, this.storage, report);
        this.syncResumable();
      },
      applySettings: (values) =>
        this.look.change({ ...this.settings, ...readSettings(values).settings }),
    });
    this.settingsScreen = new SettingsScreen(
      {
        back: () => this.show('home'),
        change: (next) => this.look.change(next),
        install: () => void door.install.prompt(),
        exportBackup: () => void backup.exportBackup(),
        importBackup: () => backup.importBackup(),
      },
      { ...this.settings },
      invalidate,
    );
    door.install.watch((can) => this.settingsScreen.setInstallable(can));
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
    app.stage.addChild(this.layers);

    this.health = new SaveHealth({
      tell: (message) => this.notify(message),
      recovered: (message) => {
        // The "storage is full" notice must not stay once everything waiting is saved.
        if (this.door.banner.current === message) this.door.banner.hide();
        this.slots.active?.controller.screen.toast.show('Saving works again.');
      },
      now: () => performance.now(),
    });
    this.writer = new RecordsWriter(
      () => this.storage,
      this.settings,
      (error) => this.saveResult('records', error),
    );
    this.sharing = new ShareRouting(this.slots, door.banner, {
      goHome: () => this.show('home'),
      notify: (message) => this.notify(message),
      start: (made) => this.startPuzzle(made),
      generator: () => this.door.pool().then((parts) => parts.generator),
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
    const opened = this.door.opened;
    this.opened = opened;
    const storage = opened.storage;
    this.storage = storage;
    for (const slot of this.slots.all()) {
      const game = slot.entry.core.id;
      slot.journal = new GameJournal(storage, this.tabId, {
        onConflict: (current) => this.tabs.adopt(game, current, true),
        onWriteError: (error) => this.saveResult('moves', error),
        onClockResult: (error) => this.saveResult('clock', error),
        onSaved: (saved) => {
          this.saveResult('moves', null);
          this.tabs.announce(saved);
        },
      });
    }

    this.settingsScreen.set({ ...this.settings });
    for (const slot of this.slots.all()) slot.controller.settingsChanged();
    // The look came from localStorage at boot; if IndexedDB (the record) disagrees, it wins.
    if (!sameLook(storedLook(), this.settings)) this.look.rebuild(this.settings);
    // Home opens on the game played last, so "Continue game" is the first thing offered.
    await yieldToBrowser();
    const latest = await restoreSavedGames(this.slots, storage, (e) => this.reportStorage(e));
    this.syncResumable();
    if (latest) {
      this.slots.active = latest;
      this.door.lobby.chooseGame(latest);
    }
    this.tabs.open();

    const { pool, generator } = await this.door.pool();
    this.pool = pool;
    this.generator = generator;
    pool.onWriteResult = (error) => this.saveResult('pool', error);
    if (this.door.mirror) {
      const mirror = this.door.mirror;
      mirror.onWriteResult = (error) => this.saveResult('mirror', error);
    }

    // Back where the player was before a change of look rebuilt the page.
    const back = sessionStorage.getItem('gridwise-return');
    sessionStorage.removeItem('gridwise-return');
    if (back === 'settings' || back === 'game') this.show(back);
    this.sharing.openHash();
    // Asking the browser to keep our data is left to the first win (a player who has won is
    // one who cares, and Chromium grants it to pages used that much); until then, only read.
    this.persisted = opened.durable && (await storagePersisted());
    this.settingsScreen.setStorageNote(storageNote(opened.durable, this.persisted));
  }

  /**
   * Draws the active game's screen once, off screen (the canvas is hidden while the lobby shows):
   * the GPU programs and text textures its first real frame needs are made now, in idle time,
   * not in the task that answers the player's tap on Continue.
   */
  warmUp(): void {
    const screen = this.slots.active?.controller.screen as Screen | undefined;
    if (!screen || !this.nav.is('home')) return;
    screen.layout(readViewport());
    this.app.renderer.render(screen.view);
  }

  /** Everything the shell writes, written now (before the page reloads for an update). */
  flushAll(): Promise<void> {
    return this.slots.flushAll();
  }

  show(name: ScreenName): void {
    this.nav.show(name);
  }

  /** "Open a code": the dialog that reads a shared puzzle's code or link. */
  openCode(): void {
    this.sharing.openCode();
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
        this.door.banner.current ??
        (this.nav.is('records') ? this.records.notice() : null) ??
        (this.nav.is('stats') ? this.stats.notice() : null),
      banner: this.door.banner.current,
      game: onGame ? (controller?.snapshot() ?? null) : null,
      settings: { ...this.settings },
      storage: {
        durable: this.opened?.durable ?? false,
        pending: this.slots.pending,
        committed: this.slots.committed,
        clockWrites: this.slots.clockWrites,
        mirrored: this.door.mirror?.written ?? 0,
        persisted: this.persisted,
      },
      pool: this.pool?.sizes() ?? {},
      generating: this.slots.generating,
      list: listed,
      build: __BUILD_ID__,
    };
  }

  targets(): Target[] {
    // On the lobby, or under a DOM dialog (the canvas is inert then): only the DOM can be tapped.
    if (this.nav.is('home') || document.querySelector('.gw-modal')) return this.door.domTargets();
    const rect = this.app.canvas.getBoundingClientRect();
    const scale = rect.width / this.app.screen.width;
    const origin = { x: rect.left, y: rect.top };
    // While a dialog or result card is up, only it can be tapped.
    const screen = this.slots.active?.controller.screen;
    const modal = this.nav.onGame && screen !== undefined && screen.modal.children.length > 0;
    const root = modal && screen ? (screen.modal as unknown as Container) : this.nav.current.view;
    return [...collectTargets(root, origin, scale), ...this.door.domTargets()];
  }

  /**
   * Storage was cleared under us and opened again, empty: the settings and every game in
   * progress are written again from memory (each journal starts over at revision 0).
   */
  async rewriteAfterReopen(): Promise<void> {
    await this.storage?.saveSettings({ ...this.settings });
    const writes: Promise<void>[] = [];
    for (const slot of this.slots.all()) {
      const draft = slot.controller.draft();
      slot.journal?.adopt(0);
      if (draft && slot.journal) writes.push(slot.journal.write(draft));
    }
    await Promise.all(writes);
  }

  /** After a win: ask the browser to keep our data through storage pressure, once granted. */
  private async keepDataAfterWin(): Promise<void> {
    if (this.persisted || !this.opened?.durable) return;
    this.persisted = await requestPersistence();
    this.settingsScreen.setStorageNote(storageNote(true, this.persisted));
  }

  /** The screen on show, as `gridwise-return` names it for a page rebuilt into it. */
  get screenName(): string {
    return this.nav.name;
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
        const journal = this.slots.get(game)?.journal;
        // The frame that shows this change waits until it is on disk (see RenderLoop.holdUntil).
        if (journal) this.loop.holdUntil(journal.write(draft), MOVE_WRITE_HOLD_MS);
        this.pool?.scheduleFill();
      },
      clockMoved: (id, elapsedMs) => {
        this.lastClock.set(game, { id, elapsedMs });
        this.slots.get(game)?.journal?.writeClock(game as SavedGame['kind'], id, elapsedMs);
      },
      started: (puzzle, replaced) => this.writer.started(entry, puzzle, replaced),
      finished: (run) => {
        this.writer.won(entry, run);
        void this.keepDataAfterWin();
      },
      goHome: () => this.show('home'),
      showRules: () => this.showRules('game'),
      share: (puzzle) => this.sharing.share({ game, puzzle }),
      feedback: (cue) => this.feedback[cue === 'tap' ? 'place' : cue](),
      announce: (text, urgent) => this.a11y.announcer.announce(text, urgent),
      reducedMotion: () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
    };
  }

  /** A home-screen shortcut: the game in progress if there is one, else a new one as the
   *  lobby has it chosen. */
  play(game: string): void {
    const slot = this.slots.get(game);
    const pick = this.door.lobby.pickOf(game);
    if (!slot || slot.controller.inProgress || !pick) this.openGame(game);
    else this.startNew(game, { size: sizeFromLobby(slot.entry, pick.size), level: pick.level });
  }

  openGame(game: string): void {
    this.slots.active = game;
    this.show('game');
  }

  startNew(game: string, spec: { size: string | number; level: string }): void {
    this.openGame(game);
    this.slots.active?.controller.startNew(spec);
  }

  private startPuzzle(made: MadePuzzle): void {
    this.openGame(made.game);
    this.slots.active?.controller.start(made.puzzle);
  }

  /** Today's puzzle of `game`, made by the worker from the date's versioned seed. */
  startDaily(game: string): void {
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
    for (const slot of this.slots.all()) {
      const draft = slot.controller.inProgress ? slot.controller.draft() : null;
      this.door.lobby.setResumable(
        slot.entry.core.id,
        draft ? resumeInfo(slot.entry, draft) : null,
      );
    }
  }

  showRules(from: ScreenName): void {
    this.rulesReturnTo = from;
    this.rules.setGame(
      entryOrFirst(from === 'home' ? this.door.lobby.chosenGame : this.slots.activeId),
    );
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
    this.loop.invalidate();
  }

  private notify(message: string): void {
    this.door.notify(message);
  }

  /** A read or write of saved data failed (IndexedDB). */
  /** One write's result from `site` (`error` null: it landed), for SaveHealth. */
  private saveResult(site: WriteSite, error: unknown): void {
    if (error === null) {
      this.health.succeeded(site);
      return;
    }
    console.error(error);
    this.health.failed(site, error, () => this.catchUp(site));
  }

  /** Makes the writes of `site` that are waiting again; each reports its own result. */
  private catchUp(site: WriteSite): void {
    if (site === 'moves') {
      for (const slot of this.slots.all()) {
        const draft = slot.controller.draft();
        if (draft && slot.journal) void slot.journal.write(draft);
      }
    } else if (site === 'clock') {
      for (const slot of this.slots.all()) {
        const game = slot.entry.core.id;
        const clock = this.lastClock.get(game);
        if (clock)
          void slot.journal?.writeClock(game as SavedGame['kind'], clock.id, clock.elapsedMs);
      }
    } else if (site === 'records') void this.writer.catchUp();
    else if (site === 'settings') this.look.save();
    else if (site === 'pool') void this.pool?.saveUnsaved();
    else void this.door.mirror?.flush();
  }

  private reportStorage(error: unknown): null {
    console.error(error);
    this.notify(`Storage problem: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
