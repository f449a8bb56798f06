// The Lights Out board drawn by Pixi: nine lights, lit or dark, the one pressed last ringed. It
// draws what it is given and reports a tap on a light as an intent; it never changes the game.
// Drawn on demand: a redraw asks the loop for one frame, and the same lights ask for none.

import { Container, Graphics, Rectangle } from 'pixi.js';
import type { RenderLoop } from '../../../ui/render-loop';
import { theme } from '../../../ui/theme';
import { CELLS, SIDE } from '../core/lights-puzzle';

/** The space between lights, as a share of a light's side. */
const GAP = 0.12;

export class LightsBoardView extends Container {
  private readonly lights: Container[] = [];
  private readonly faces: Graphics[] = [];
  private shown: { lights: string; last: number | null } | null = null;
  private side = 0;

  constructor(
    private readonly loop: RenderLoop,
    onTap: (cell: number) => void,
  ) {
    super({ label: 'board' });
    for (let cell = 0; cell < CELLS; cell++) {
      // The label is the automation's and the accessible grid's name for it (light:row:col).
      const light = new Container({ label: `light:${Math.floor(cell / SIDE)}:${cell % SIDE}` });
      light.eventMode = 'static';
      light.cursor = 'pointer';
      light.on('pointertap', () => onTap(cell));
      const face = new Graphics();
      light.addChild(face);
      this.lights.push(light);
      this.faces.push(face);
      this.addChild(light);
    }
  }

  /** The board's side in CSS px. */
  get boardSize(): number {
    return this.side;
  }

  /** A light's side, in CSS px. */
  get lightSize(): number {
    return this.side / (SIDE + (SIDE - 1) * GAP);
  }

  /** Fits the square board into width × height. */
  layout(width: number, height: number): void {
    this.side = Math.max(0, Math.floor(Math.min(width, height)));
    const step = this.lightSize;
    this.lights.forEach((light, cell) => {
      light.position.set(
        (cell % SIDE) * step * (1 + GAP),
        Math.floor(cell / SIDE) * step * (1 + GAP),
      );
      light.hitArea = new Rectangle(0, 0, step, step);
    });
    if (this.shown) this.draw(this.shown.lights, this.shown.last);
  }

  /** Shows `lights` (nine '0'/'1'), ringing `last`; nothing when that is what is drawn. */
  update(lights: string, last: number | null): void {
    if (this.shown?.lights === lights && this.shown.last === last) return;
    this.shown = { lights, last };
    this.draw(lights, last);
  }

  private draw(lights: string, last: number | null): void {
    const step = this.lightSize;
    const radius = step * 0.18;
    this.faces.forEach((face, cell) => {
      const on = lights[cell] === '1';
      face.clear();
      face
        .roundRect(0, 0, step, step, radius)
        .fill(on ? theme.accent : theme.surfaceAlt)
        .stroke({
          width: cell === last ? 4 : 1,
          color: cell === last ? theme.focus : theme.gridLine,
        });
      // A lit light has a glow at its heart, so on and off differ by more than colour.
      if (on) face.circle(step / 2, step / 2, step * 0.2).fill({ color: 0xffffff, alpha: 0.55 });
    });
    this.loop.invalidate();
  }
}
