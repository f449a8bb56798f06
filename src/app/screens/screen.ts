// The lifecycle every screen follows (after pixijs/open-games): the navigator shows one screen
// at a time and hands it the viewport whenever the window changes.

import type { Container } from 'pixi.js';
import type { Viewport } from '../../ui/viewport';

export type ScreenName = 'home' | 'game' | 'rules' | 'records' | 'stats' | 'settings';

export interface Screen {
  readonly name: ScreenName;
  readonly view: Container;
  layout(viewport: Viewport): void;
  show?(): void;
  hide?(): void;
}
