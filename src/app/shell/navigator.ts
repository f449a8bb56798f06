// Screens and navigation: one screen shown at a time, laid out for the viewport whenever it is
// shown or the window changes. The 'game' screen is the active game's screen.

import type { Container } from 'pixi.js';
import type { Screen } from '../../ui/screen';
import { readViewport } from '../../ui/viewport';
import type { ScreenName } from '../screens/screen-name';

export class Navigator {
  private shown: Screen;

  constructor(
    private readonly layers: Container,
    private screens: Readonly<Record<Exclude<ScreenName, 'game'>, Screen>>,
    private readonly gameScreen: () => Screen,
    /** Called after a screen is shown (home refreshes its continue cards, clocks start…). */
    private readonly onShown: (screen: Screen) => void,
  ) {
    this.shown = screens.home;
    layers.addChild(this.shown.view);
  }

  get current(): Screen {
    return this.shown;
  }

  get name(): ScreenName {
    return this.shown.name as ScreenName;
  }

  /** True while the active game's screen is shown. */
  get onGame(): boolean {
    return this.shown === this.gameScreen();
  }

  is(name: Exclude<ScreenName, 'game'>): boolean {
    return this.shown === this.screens[name];
  }

  screen(name: Exclude<ScreenName, 'game'>): Screen {
    return this.screens[name];
  }

  /**
   * New screens for a new look (the games' too, through `gameScreen`): the one on show is
   * swapped for its new self in place, laid out and shown, with no navigation in between.
   */
  replace(screens: Readonly<Record<Exclude<ScreenName, 'game'>, Screen>>): void {
    const name = this.name;
    // The old screen may already be taken down (destroyed views leave their parent).
    if (this.shown.view.parent === this.layers) this.layers.removeChild(this.shown.view);
    this.screens = screens;
    this.shown = name === 'game' ? this.gameScreen() : screens[name];
    this.layers.addChild(this.shown.view);
    this.shown.layout(readViewport());
    this.shown.show?.();
    this.onShown(this.shown);
  }

  show(name: ScreenName): void {
    const next = name === 'game' ? this.gameScreen() : this.screens[name];
    if (next === this.shown) return;
    this.shown.hide?.();
    this.layers.removeChild(this.shown.view);
    this.shown = next;
    this.layers.addChild(next.view);
    next.layout(readViewport());
    next.show?.();
    this.onShown(next);
  }
}
