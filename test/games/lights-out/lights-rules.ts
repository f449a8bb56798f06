// The rules of interaction: the keys 1–9 press a light. No selection, no notes, no help: the
// run does the rest (clock, journal, pause, win, records).

import { InvalidInputError } from '../../../src/engine/game';
import type { GameRules, RunWords } from '../../../src/play/game-api';
import type { GameRun } from '../../../src/play/game-run';
import type { SavedGame } from '../../../src/storage/records';
import { type LightsState, lightsGame, pressMove } from './lights-game';
import { type LightsPuzzle, validateLightsPuzzle } from './lights-puzzle';
import { lightsStage, sharedWords } from './lights-words';

/** What the tests read of the board: the lights, and how many are on. */
export interface LightsSnapshot {
  readonly lights: string;
  readonly on: number;
  readonly said: string;
}

export type LightsRun = GameRun<LightsState, LightsPuzzle, LightsSnapshot | null>;

export class LightsRules implements GameRules<LightsState, LightsPuzzle, LightsSnapshot | null> {
  readonly game = lightsGame;
  renders = 0;

  constructor(private readonly run: LightsRun) {}

  get words(): RunWords {
    const w = lightsStage();
    return {
      making: w.making,
      failed: w.failed,
      newGame: {
        title: w.newTitle,
        body: w.newBody,
        confirm: w.newConfirm,
        cancel: sharedWords().common.keepPlaying,
      },
    };
  }

  validatePuzzle = validateLightsPuzzle;
  initialState = (puzzle: LightsPuzzle): LightsState => puzzle.lights;
  stateAssisted = () => false;
  resetUi(): void {}
  checkSaved(saved: SavedGame): void {
    if (saved.selected !== null) throw new InvalidInputError('Lights Out keeps no selection');
  }
  restoreUi(): void {}
  uiDraft = () => ({ selected: null, noteMode: false });

  /** Presses light `cell` (0–8); a press that wins finishes the run into the records. */
  press(cell: number): void {
    if (this.run.locked) return;
    this.run.play(pressMove(cell));
    if (this.run.session?.isWon) this.run.finish();
  }

  render(): void {
    this.renders++;
  }

  snapshot(): LightsSnapshot | null {
    const lights = this.run.session?.state;
    if (lights === undefined) return null;
    const on = [...lights].filter((c) => c === '1').length;
    return { lights, on, said: lightsStage().lightsOn({ on: String(on) }) };
  }

  handleKey(event: KeyboardEvent): boolean {
    if (!/^[1-9]$/.test(event.key)) return false;
    this.press(Number(event.key) - 1);
    return true;
  }
}
