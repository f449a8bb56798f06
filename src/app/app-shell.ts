// The app's frame: owns the Pixi application, the render loop, the screens and navigation, and
// routes window events (resize, keys, visibility) to whoever needs them.

import { type Application, Ticker } from 'pixi.js';
import { generateSudoku, type SudokuLevel } from '../games/sudoku/core/generator';
import type { SudokuSize } from '../games/sudoku/core/geometry';
import { RenderLoop } from '../ui/render-loop';
import { readViewport } from '../ui/viewport';
import { collectTargets, type Target } from './automation';
import { HomeScreen } from './screens/home-screen';
import { RulesScreen } from './screens/rules-screen';
import type { Screen, ScreenName } from './screens/screen';
import { SudokuScreen, type SudokuScreenIntents } from './screens/sudoku-screen';
import { defaultSettings, type Settings } from './settings';
import { SudokuController, type SudokuPuzzle, type SudokuSnapshot } from './sudoku-controller';

export interface AppSnapshot {
  screen: ScreenName;
  notice: string | null;
  game: SudokuSnapshot | null;
  settings: Settings;
}

/** A fresh seed per game from the platform's CSPRNG; the core stays deterministic per seed. */
function freshSeed(): string {
  const words = new Uint32Array(2);
  crypto.getRandomValues(words);
  return `${(words[0] as number).toString(36)}${(words[1] as number).toString(36)}`;
}

/** A new puzzle on the main thread (a few ms at most; see `npm run bench`). */
function newSudokuPuzzle(size: SudokuSize, level: SudokuLevel): SudokuPuzzle {
  const { seed, puzzle, solution } = generateSudoku({ size, level, seed: freshSeed() });
  return { size, level, seed, puzzle, solution };
}

export class AppShell {
  readonly loop: RenderLoop;
  readonly settings: Settings = { ...defaultSettings };
  private readonly home: HomeScreen;
  private readonly rules: RulesScreen;
  private readonly game: SudokuScreen;
  private readonly sudoku: SudokuController;
  private current: Screen;
  private rulesReturnTo: ScreenName = 'home';

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
      newPuzzle: newSudokuPuzzle,
      goHome: () => this.show('home'),
      showRules: () => this.showRules('game'),
    });
    Object.assign(intents, this.sudoku.intents);
    this.home = new HomeScreen(
      {
        start: (size, level) => {
          this.show('game');
          this.sudoku.start(newSudokuPuzzle(size, level));
        },
        resume: () => this.show('game'),
        rules: () => this.showRules('home'),
        conflictMode: (mode) => {
          this.settings.conflictMode = mode;
        },
      },
      this.settings.conflictMode,
    );
    this.rules = new RulesScreen(() => this.show(this.rulesReturnTo));
    this.current = this.home;
    app.stage.addChild(this.home.view);
    this.home.setCanResume(false);

    window.addEventListener('resize', () => this.resize());
    window.addEventListener('keydown', (e) => {
      if (this.current === this.game && this.sudoku.handleKey(e)) e.preventDefault();
    });
    document.addEventListener('visibilitychange', () => this.syncVisibility());
    this.resize();
  }

  show(name: ScreenName): void {
    const next: Screen = name === 'home' ? this.home : name === 'rules' ? this.rules : this.game;
    if (next === this.current) return;
    this.current.hide?.();
    this.app.stage.removeChild(this.current.view);
    this.current = next;
    this.app.stage.addChild(next.view);
    if (next === this.home) this.home.setCanResume(this.sudoku.inProgress);
    next.layout(readViewport());
    next.show?.();
    this.syncVisibility();
    this.loop.invalidate();
  }

  snapshot(): AppSnapshot {
    return {
      screen: this.current.name,
      notice: this.current === this.game ? this.game.notice() : null,
      game: this.current === this.game ? this.sudoku.snapshot() : null,
      settings: { ...this.settings },
    };
  }

  targets(): Target[] {
    const rect = this.app.canvas.getBoundingClientRect();
    const scale = rect.width / this.app.screen.width;
    // While a dialog or result card is up, only it can be tapped.
    const root =
      this.current === this.game && this.game.modal.children.length > 0
        ? this.game.modal
        : this.current.view;
    return collectTargets(root, { x: rect.left, y: rect.top }, scale);
  }

  get framesDrawn(): number {
    return this.loop.framesDrawn;
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
    this.current.layout(readViewport());
    this.loop.invalidate();
  }
}
