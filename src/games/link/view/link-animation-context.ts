// What every Link board animation is given by the board view: where to run (the render loop's
// runs), the cell size, and whether the player asked for reduced motion.

import type { AnimationRuns } from './link-animation-runs';
import type { TileSprite } from './link-tile-sprites';

export interface AnimationContext {
  readonly runs: AnimationRuns;
  /** Cell size in CSS px. */
  readonly cell: number;
  readonly reducedMotion: boolean;
}

/** A tile drawn away from its cell at the start, eased home by the animation. */
export interface Mover {
  readonly sprite: TileSprite;
  readonly dx: number;
  readonly dy: number;
}

/** With reduced motion, changes appear at once or fade in no more than this (ms). */
export const FADE_MS = 100;
