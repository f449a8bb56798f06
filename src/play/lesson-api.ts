// First steps: the seam between the shared lesson runner (lesson-screen.ts) and each
// game's lesson. A game gives a board that takes the player's moves (drawn by its own view) and
// says which step it is on and what to read; the runner frames it with the words, Skip and Play.
// Loaded on first use (GameEntry.firstSteps): none of it is in the first chunk or the stage's.

import type { Container } from 'pixi.js';
import type { RenderLoop } from '../ui/render-loop';
import type { TextureBaker } from '../ui/texture-baker';

/** What a game's lesson board and its rules pictures are handed. */
export interface LessonDeps {
  readonly loop: RenderLoop;
  readonly baker: TextureBaker | null;
  readonly reducedMotion: () => boolean;
  /** The board's step or words changed: the runner lays out and redraws. */
  changed(): void;
}

/** A game's lesson on its own tiny board. */
export interface LessonBoard {
  readonly view: Container;
  /** How many steps, the last being the one that only asks to go and play. */
  readonly steps: number;
  /** The step on show, 0-based. */
  readonly step: number;
  /** Every move asked for is done: only Play remains. */
  readonly done: boolean;
  /** The words of the step on show (or why the last move did not count), in the language in use. */
  text(): string;
  /** Fits the board (and its pad, if any) in width × height from the view's origin. */
  layout(width: number, height: number): void;
  destroy(): void;
}

/** One small picture for Rules, drawn by the game's view, with its caption. */
export interface RulePicture {
  readonly view: Container;
  readonly caption: string;
  /** Draws the picture `side` CSS px wide; returns its height. */
  layout(side: number): number;
}

/** A game's first steps module, loaded when first used. */
export interface FirstSteps {
  lesson(deps: LessonDeps): LessonBoard;
  pictures(deps: LessonDeps): RulePicture[];
}
