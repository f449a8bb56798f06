// The app's frame: owns the Pixi application, the render loop, the screens and navigation, and
// wires the Sudoku controller to storage (journal, records, settings), the generator worker's
// puzzle pool, service-worker updates and other tabs. Window events (resize, keys,
// visibility, pagehide) are routed from here.

import { type Application, Container, Ticker } from 'pixi.js';
import type { SudokuLevel } from '../games/sudoku/core/generator';
import { SUDOKU_SIZES, type SudokuSize } from '../games/sudoku/core/geometry';
import { gradesFor } from '../games/sudoku/core/grader';
import type { SudokuPuzzle } from '../games/sudoku/core/puzzle-record';
import { type OpenedStorage, openStorage, requestPersistence } from '../storage/open-storage';
import { RECORD_FORMAT, type SavedGame } from '../storage/records';
import type { GridwiseStorage } from '../storage/storage';
import { Banner } from '../ui/banner';
import { RenderLoop } from '../ui/render-loop';
import { readViewport } from '../ui/viewport';
import { collectTargets, type Target } from './automation';
import { GameJournal, startsWith } from './game-journal';
import { GeneratorClient } from './generator-client';
import { bucketOf, PuzzlePool } from './puzzle-pool';
import { HomeScreen } from './screens/home-screen';
import { RulesScreen } from './screens/rules-screen';
import type { Screen, ScreenName } from './screens/screen';
import { SudokuScreen, type SudokuScreenIntents } from './screens/sudoku-screen';
import { defaultSettings, readSettings, type Settings } from './settings';
import { type FinishedRun, SudokuController, type SudokuSnapshot } from './sudoku-controller';
import { registerServiceWorker } from './updates';

export interface AppSnapshot {
  screen: ScreenName;
  notice: string | null;
  game: SudokuSnapshot | null;
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
  build: string;
}

/** A fresh id from the platform's CSPRNG; the core stays deterministic per seed. */
function freshId(): string {
  const words = new Uint32Array(2);
  crypto.getRandomValues(words);
  return `${(words[0] as number).toString(36)}${(words[1] as number).toString(36)}`;
}

const CHANNEL = 'gridwise';

export class AppShell {
  readonly loop: RenderLoop;
  readonly settings: Settings = { ...defaultSettings };
  private readonly tabId = freshId();
  private readonly home: HomeScreen;
  private readonly rules: RulesScreen;
  private readonly game: SudokuScreen;
  private readonly sudoku: SudokuController;
  private readonly banner: Banner;
  private readonly layers = new Container({ label: 'screens' });
  private current: Screen;
  private rulesReturnTo: ScreenName = 'home';
  private storage: GridwiseStorage | null = null;
  private opened: OpenedStorage | null = null;
  private journal: GameJournal | null = null;
  private pool: PuzzlePool | null = null;
  private channel: BroadcastChannel | null = null;
  private persisted = false;

  constructor(private readonly app: Application) {
    this.loop = new RenderLoop(() => app.renderer.render(app.stage));
    // Pixi's system ticker re-runs hit tests every frame for hover effects; we need none, and an
    // always-on animation frame keeps a phone awake. Everything else renders on demand.
    Ticker.system.autoStart = false;
    Ticker.system.stop();
    app.ticker?.stop();

    // The screen needs its intents at construction and the controller needs the screen, so the
    // intents object is filled in once the controller exists.
    const intents = {} as SudokuScreenIntents;
    this.game = new SudokuScreen(this.loop, intents);
    this.sudoku = new SudokuController({
      screen: this.game,
      settings: this.settings,
      now: () => performance.now(),
      newPuzzle: (size, level) => this.takePuzzle(size, level),
      newGameId: freshId,
      changed: (draft) => {
        this.journal?.write(draft);
        this.pool?.scheduleFill();
      },
      started: (puzzle, replaced) => this.countStart(puzzle, replaced),
      finished: (run) => this.recordFinish(run),
      goHome: () => this.show('home'),
      showRules: () => this.showRules('game'),
    });
    Object.assign(intents, this.sudoku.intents);
    this.home = new HomeScreen(
      {
        start: (size, level) => {
          this.show('game');
          this.sudoku.startNew(size, level);
        },
        resume: () => this.show('game'),
        rules: () => this.showRules('home'),
        conflictMode: (mode) => {
          this.settings.conflictMode = mode;
          this.storage?.saveSettings({ ...this.settings }).catch((e) => this.report(e));
        },
      },
      this.settings.conflictMode,
      () => this.loop.invalidate(),
    );
    this.rules = new RulesScreen(() => this.show(this.rulesReturnTo));
    this.banner = new Banner(this.loop);
    this.current = this.home;
    this.layers.addChild(this.home.view);
    app.stage.addChild(this.layers, this.banner);
    this.home.setCanResume(false);

    window.addEventListener('resize', () => this.resize());
    window.addEventListener('keydown', (e) => {
      if (this.current === this.game && this.sudoku.handleKey(e)) e.preventDefault();
    });
    document.addEventListener('visibilitychange', () => this.syncVisibility());
    // pagehide is the last reliable moment on mobile (no beforeunload there): save the clock.
    window.addEventListener('pagehide', () => this.sudoku.setVisible(false));
    this.resize();
  }

  /**
   * Opens storage, restores settings and the unfinished game, loads the puzzle pool and starts
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
    this.journal = new GameJournal(storage, this.tabId, {
      onConflict: (current) => this.adoptRemote(current, true),
      onWriteError: (message) => this.notify(message),
      onSaved: (game) =>
        this.channel?.postMessage({ kind: game.kind, rev: game.rev, writer: this.tabId }),
    });

    const settings = await storage.loadSettings().catch((e) => this.report(e));
    if (settings) {
      // Mutated in place: the controller holds this same object.
      Object.assign(this.settings, readSettings(settings));
      this.home.setConflictMode(this.settings.conflictMode);
    }
    await this.loadSavedGame();

    if (typeof BroadcastChannel !== 'undefined') {
      this.channel = new BroadcastChannel(CHANNEL);
      this.channel.onmessage = (event) => this.onRemoteSave(event.data);
    }

    const generator = new GeneratorClient();
    const buckets = SUDOKU_SIZES.flatMap((size) =>
      gradesFor(size).map((level) => ({ size, level })),
    );
    this.pool = new PuzzlePool(storage, generator, buckets, freshId, (m) => this.report(m));
    await this.pool.load().catch((e) => this.report(e));
    this.pool.scheduleFill();

    if (opened.durable) this.persisted = await requestPersistence();
    registerServiceWorker({
      onUpdateReady: (apply) =>
        this.banner.show('A new version of Gridwise is ready.', [
          { id: 'btn:update', text: 'Update', onTap: () => void apply() },
        ]),
      beforeReload: async () => {
        this.sudoku.setVisible(false);
        await this.journal?.flush();
      },
    });
  }

  show(name: ScreenName): void {
    const next: Screen = name === 'home' ? this.home : name === 'rules' ? this.rules : this.game;
    if (next === this.current) return;
    this.current.hide?.();
    this.layers.removeChild(this.current.view);
    this.current = next;
    this.layers.addChild(next.view);
    if (next === this.home) this.home.setCanResume(this.sudoku.inProgress);
    next.layout(readViewport());
    next.show?.();
    this.syncVisibility();
    this.loop.invalidate();
  }

  snapshot(): AppSnapshot {
    return {
      screen: this.current.name,
      notice: (this.current === this.game ? this.game.notice() : null) ?? this.banner.current,
      game: this.current === this.game ? this.sudoku.snapshot() : null,
      settings: { ...this.settings },
      storage: {
        durable: this.opened?.durable ?? false,
        pending: this.journal?.pending ?? 0,
        committed: this.journal?.committed ?? 0,
        persisted: this.persisted,
      },
      pool: this.pool?.sizes() ?? {},
      generating: this.sudoku.generating,
      build: __BUILD_ID__,
    };
  }

  targets(): Target[] {
    const rect = this.app.canvas.getBoundingClientRect();
    const scale = rect.width / this.app.screen.width;
    const origin = { x: rect.left, y: rect.top };
    // While a dialog or result card is up, only it can be tapped.
    const root =
      this.current === this.game && this.game.modal.children.length > 0
        ? this.game.modal
        : this.current.view;
    const banner = this.banner.visible ? collectTargets(this.banner, origin, scale) : [];
    return [...collectTargets(root, origin, scale), ...banner];
  }

  get framesDrawn(): number {
    return this.loop.framesDrawn;
  }

  private takePuzzle(size: SudokuSize, level: SudokuLevel): SudokuPuzzle | Promise<SudokuPuzzle> {
    if (!this.pool) return Promise.reject(new Error('Gridwise is still starting'));
    return this.pool.take(size, level);
  }

  /** The unfinished game from last time, restored and offered first ("Continue"). */
  private async loadSavedGame(): Promise<void> {
    const storage = this.storage as GridwiseStorage;
    const saved = await storage.loadGame('sudoku').catch((e) => this.report(e));
    if (!saved) return;
    try {
      this.sudoku.restore(saved);
      this.journal?.adopt(saved.rev);
      this.home.setCanResume(this.sudoku.inProgress);
    } catch (error) {
      // A record that validates but does not replay: keep it for diagnosis, start clean.
      await storage.setAsideGame(saved, (error as Error).message).catch((e) => this.report(e));
      this.journal?.adopt(0);
    }
  }

  /** Another tab saved a game: pick up its newer revision so this tab never works stale. */
  private onRemoteSave(data: unknown): void {
    const message = data as { kind?: unknown; rev?: unknown; writer?: unknown } | null;
    if (message?.kind !== 'sudoku' || message.writer === this.tabId) return;
    if (typeof message.rev !== 'number' || message.rev <= (this.journal?.revision ?? 0)) return;
    this.storage
      ?.loadGame('sudoku')
      .then((current) => this.adoptRemote(current, document.visibilityState === 'visible'))
      .catch((e) => this.report(e));
  }

  private adoptRemote(current: SavedGame | null, tell: boolean): void {
    if (!current) {
      this.journal?.adopt(0);
      return;
    }
    const mine = this.sudoku.draft();
    if (mine && startsWith(mine, current)) {
      // The other tab's copy holds no move we lack (its clock moved, or it is behind us):
      // keep our board; the journal writes ours on top of that revision.
      if (!this.sudoku.sameMoves(current)) this.journal?.write(mine);
      return;
    }
    try {
      this.sudoku.restore(current, { keepView: true });
      this.journal?.adopt(current.rev);
      this.home.setCanResume(this.sudoku.inProgress);
      // A passing toast, not the banner: nothing to decide, and the pad must stay free.
      if (tell) this.game.toast.show('Updated with moves made in another tab.');
    } catch (error) {
      this.report(error);
    }
  }

  private countStart(puzzle: SudokuPuzzle, replaced: SudokuPuzzle | null): void {
    const bucket = bucketOf(puzzle.size, puzzle.level);
    const abandoned = replaced ? bucketOf(replaced.size, replaced.level) : null;
    this.storage?.countStart(bucket, abandoned).catch((e) => this.report(e));
  }

  private recordFinish(run: FinishedRun): void {
    const storage = this.storage;
    if (!storage) return;
    storage
      .finishGame('sudoku', run.gameId)
      .then(() =>
        storage.recordWin({
          format: RECORD_FORMAT,
          id: run.gameId,
          bucket: bucketOf(run.size, run.level),
          ms: run.ms,
          date: Date.now(),
          assisted: run.assisted,
          policy: this.settings.conflictMode,
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
    this.show('rules');
  }

  private syncVisibility(): void {
    this.sudoku.setVisible(this.current === this.game && document.visibilityState === 'visible');
  }

  private resize(): void {
    this.app.renderer.resize(window.innerWidth, window.innerHeight);
    const viewport = readViewport();
    this.current.layout(viewport);
    this.banner.layout(viewport.safe);
    this.loop.invalidate();
  }
}
