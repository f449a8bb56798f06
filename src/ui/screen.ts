// The lifecycle every screen follows (after pixijs/open-games): the navigator shows one screen
// at a time and hands it the viewport whenever the window changes.

import type { Container } from 'pixi.js';
import type { Viewport } from './viewport';

export interface Screen {
  /** What `state().screen` reports while it is shown ('home', 'game', 'records'…). */
  readonly name: string;
  readonly view: Container;
  layout(viewport: Viewport): void;
  show?(): void;
  hide?(): void;
}
