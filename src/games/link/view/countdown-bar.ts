// journey: the countdown bar of a stage, as classic 连连看 draws it: a track the width of the
// controls, filled with the share of the stage's time still left (matches add time back); the
// last seconds turn it to the warning colour. Hidden off the journey. Drawn only when told (a
// second's tick, a move, a layout): it never asks for frames of its own.

import { Graphics } from 'pixi.js';
import { theme } from '../../../ui/theme';

export interface CountdownShown {
  /** 0–1: the share of the stage's start time left. */
  share: number;
  urgent: boolean;
  /** A freeze power-up stands the countdown still: drawn pale, with an outline. */
  frozen?: boolean;
}

export class CountdownBar extends Graphics {
  private box = { x: 0, y: 0, width: 0, height: 0 };
  private shown: CountdownShown | null = null;

  constructor() {
    super({ label: 'countdown-bar' });
    this.visible = false;
  }

  place(x: number, y: number, width: number, height: number): void {
    this.box = { x, y, width, height };
    this.draw();
  }

  /** The bar's state now (null: not a stage, the bar hides). */
  set(shown: CountdownShown | null): void {
    this.shown = shown;
    this.draw();
  }

  private draw(): void {
    this.clear();
    const shown = this.shown;
    this.visible = shown !== null && this.box.width > 0;
    if (!shown) return;
    const { x, y, width, height } = this.box;
    const r = height / 2;
    this.roundRect(x, y, width, height, r).fill(theme.buttonLine);
    const fill = Math.max(0, Math.min(1, shown.share)) * width;
    if (fill <= 0) return;
    const bar = this.roundRect(x, y, Math.max(fill, height), height, r);
    if (shown.frozen) bar.fill(theme.accentSoft).stroke({ width: 1.5, color: theme.accent });
    else bar.fill(shown.urgent ? theme.conflict : theme.accent);
  }
}
