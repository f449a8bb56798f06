// The rules of interaction: a tap on a light, or the keys 1–9, press it. No selection, no notes,
// no help: the run does the rest (clock, journal, pause, win, records), and the screen draws the
// model these rules hand it.

import type { GameOwn } from '../../../engine/game-own';
import { words } from '../../../i18n/i18n';
import { dailyHeader } from '../../../play/daily-title';
import type { GameRules, RunWords, WinCard, WinEnding } from '../../../play/game-api';
import type { GameRun } from '../../../play/game-run';
import { type LightsState, lightsGame, pressMove } from '../core/lights-game';
import { decodeLightsSaved, encodeLightsRecord, encodeLightsSaved } from '../core/lights-own';
import { type LightsPuzzle, validateLightsPuzzle } from '../core/lights-puzzle';
import type { LightsIntents, LightsScreen } from './lights-screen';
import { lightsStage, lightsStart } from './lights-words-of';

/** What the tests read of the board: the lights, and how many are on. */
export interface LightsSnapshot {
  readonly lights: string;
  readonly on: number;
  /** The light pressed last (kept in the saved game's own part), or null. */
  readonly lastPressed: number | null;
  readonly said: string;
}

export type LightsRun = GameRun<LightsState, LightsPuzzle, LightsSnapshot | null>;

export class LightsRules implements GameRules<LightsState, LightsPuzzle, LightsSnapshot | null> {
  readonly game = lightsGame;
  /** The light pressed last: the game's own UI state, saved and restored through its own part. */
  lastPressed: number | null = null;

  constructor(
    private readonly run: LightsRun,
    private readonly screen: LightsScreen,
  ) {}

  readonly intents: LightsIntents = {
    press: (cell) => this.press(cell),
    newGame: () => this.run.askNewGame(),
    home: () => this.run.deps.goHome(),
    rules: () => this.run.deps.showRules(),
  };

  get words(): RunWords {
    const w = lightsStage();
    return {
      making: w.making,
      failed: w.failed,
      newGame: {
        title: w.newTitle,
        body: w.newBody,
        confirm: w.newConfirm,
        cancel: words().common.keepPlaying,
      },
    };
  }

  validatePuzzle = validateLightsPuzzle;
  initialState = (puzzle: LightsPuzzle): LightsState => puzzle.lights;
  stateAssisted = () => false;
  resetUi(): void {
    this.lastPressed = null;
  }
  checkSaved(own: GameOwn): void {
    decodeLightsSaved(own);
  }
  restoreUi(own: GameOwn, _state: LightsState, keepView: boolean): void {
    const lastPressed = decodeLightsSaved(own);
    if (!keepView) this.lastPressed = lastPressed;
  }
  saveOwn(): GameOwn {
    return encodeLightsSaved(this.lastPressed);
  }
  /** A win keeps how many presses it took (the records row says it: lights-entry.ts). */
  recordOwn(): GameOwn {
    return encodeLightsRecord(this.run.session?.toLog().applied ?? 0);
  }

  /** Presses light `cell` (0–8); the run plays it, and a press that wins ends the game. */
  press(cell: number): void {
    if (this.run.locked) return;
    this.lastPressed = cell;
    this.run.act({ moves: [pressMove(cell)] });
  }

  winCard(ending: WinEnding): WinCard {
    const w = lightsStage();
    return { title: w.allOut, detail: ending.time, said: w.allOut };
  }

  render(): void {
    const { session, puzzle } = this.run;
    if (!session || !puzzle) return;
    const on = [...session.state].filter((c) => c === '1').length;
    this.screen.render({
      lights: session.state,
      lastPressed: this.lastPressed,
      title: this.title(puzzle),
      said: lightsStage().lightsOn({ on: String(on) }),
    });
  }

  snapshot(): LightsSnapshot | null {
    const lights = this.run.session?.state;
    if (lights === undefined) return null;
    const on = [...lights].filter((c) => c === '1').length;
    return {
      lights,
      on,
      lastPressed: this.lastPressed,
      said: lightsStage().lightsOn({ on: String(on) }),
    };
  }

  /** "3×3 · Hard", or the daily's day ("Daily · 26 Nov"). */
  private title(puzzle: LightsPuzzle): string {
    const w = lightsStart();
    return dailyHeader(puzzle, this.run.kind) ?? `${w.size} · ${w.levels[puzzle.level]}`;
  }

  handleKey(event: KeyboardEvent): boolean {
    if (!/^[1-9]$/.test(event.key)) return false;
    this.press(Number(event.key) - 1);
    return true;
  }
}
