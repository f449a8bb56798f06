// Lights Out as the shell loads it: the shared run with Lights Out's rules, behind a screen
// that draws nothing. A headless screen is all the run needs (it only calls these members);
// a drawn one would be a Pixi view in this folder, like the real games' screens.

import type { GameController, GameModuleDeps } from '../../../src/play/game-api';
import { GameRun } from '../../../src/play/game-run';
import { RunController } from '../../../src/play/run-controller';
import type { DialogOptions } from '../../../src/ui/dialog';
import type { Screen } from '../../../src/ui/screen';
import type { LightsState } from './lights-game';
import { LIGHTS_ID, type LightsPuzzle } from './lights-puzzle';
import { LightsRules, type LightsSnapshot } from './lights-rules';

/** A screen with no drawing: it keeps what it was asked to show, for the tests to read. */
export class LightsScreen {
  readonly name = 'game';
  /** Never put on a stage: the tests' shell has none (and Pixi does not load in Node). */
  readonly view = null as unknown as Screen['view'];
  readonly modal = { children: [] as unknown[] };
  readonly shown = { timer: '', progress: null as string | null, toast: null as string | null };
  dialog: DialogOptions | null = null;
  resultVisible = false;
  readonly notes: string[] = [];
  disposed = false;

  readonly toast = {
    show: (text: string) => {
      this.shown.toast = text;
    },
    hide: () => {
      this.shown.toast = null;
    },
  };
  readonly result = {
    get visible(): boolean {
      return true;
    },
    setNote: (text: string) => {
      this.notes.push(text);
    },
  };

  layout(): void {}
  confirm(options: DialogOptions): void {
    this.dialog = options;
  }
  get dialogOpen(): boolean {
    return this.dialog !== null;
  }
  closeDialog(): void {
    this.dialog = null;
  }
  hideResult(): void {
    this.resultVisible = false;
  }
  showResult(headline: string): void {
    this.resultVisible = true;
    this.notes.push(headline);
  }
  dispose(): void {
    this.disposed = true;
  }
  celebrate(): void {}
  setTimer(text: string): void {
    this.shown.timer = text;
  }
  showProgress(text: string): void {
    this.shown.progress = text;
  }
  hideProgress(): void {
    this.shown.progress = null;
  }
  notice(): string | null {
    return this.shown.toast;
  }
}

export type LightsController = RunController<LightsState, LightsPuzzle, LightsSnapshot | null> & {
  readonly screen: LightsScreen;
};

export function createLightsOut(deps: GameModuleDeps<LightsPuzzle>): GameController {
  const screen = new LightsScreen();
  const run = new GameRun<LightsState, LightsPuzzle, LightsSnapshot | null>(
    LIGHTS_ID,
    screen,
    deps,
    (r) => new LightsRules(r),
  );
  return new RunController(run, screen, () => null);
}
