// A row of stars drawn in code (no glyph of a font, no image file): the ones won filled gold with
// a deep outline, the rest grey, so they read in colour on the card's surface in every palette.
// On a results card the won stars fly into place one after another, each from above and larger,
// landing with a small bounce; with reduced motion they only fade in.

import { Container, Graphics } from 'pixi.js';
import { prefersReducedMotion } from './motion';
import { ease, type RenderLoop } from './render-loop';

/** Gold as the trophy's (trophy-art.ts): the stars' own colour in every palette. */
export const STAR_GOLD = 0xf2c230;
export const STAR_DEEP = 0xa87400;
/** An empty star: grey whatever the palette, so "not won" is never mistaken for gold. */
export const STAR_GREY = 0xb8b8b8;
const STAR_GREY_EDGE = 0x8a8a8a;
/** The flight waits for the results card to slide in (result-panel.ts: 500 ms, then 350). */
const FLY_DELAY_MS = 650;
const FLY_EACH_MS = 260;
const FLY_MS = 420;

export class StarRow extends Container {
  private readonly stars: Graphics[] = [];
  private stop: (() => void) | null = null;
  private won = 0;

  constructor(
    private readonly total = 3,
    private readonly size = 20,
  ) {
    super({ label: 'star-row' });
    for (let i = 0; i < total; i++) {
      const star = new Graphics();
      star.position.set(size / 2 + i * (size + 4), size / 2);
      this.stars.push(star);
      this.addChild(star);
    }
  }

  /** Draws `won` stars of `total` in place (no flight). */
  draw(won: number): this {
    this.won = Math.max(0, Math.min(this.total, won));
    const r = this.size / 2;
    this.stars.forEach((g, i) => {
      const gold = i < this.won;
      g.clear()
        .star(0, 0, 5, r, r * 0.45)
        .fill(gold ? STAR_GOLD : STAR_GREY)
        .stroke({ color: gold ? STAR_DEEP : STAR_GREY_EDGE, width: Math.max(1, r * 0.14) });
      // A shine on a won star's upper arm: it reads as metal, not as a flat sticker.
      if (gold) g.circle(-r * 0.18, -r * 0.25, r * 0.14).fill({ color: 0xfff3b8, alpha: 0.9 });
      g.alpha = 1;
      g.scale.set(1);
      g.pivot.y = 0;
    });
    return this;
  }

  /** The won stars fly in one by one (the empty ones wait, grey, in place). */
  flyIn(loop: RenderLoop): void {
    this.stop?.();
    const still = prefersReducedMotion();
    const won = this.stars.slice(0, this.won);
    for (const g of won) g.alpha = 0;
    this.stop = loop.animate((t) => {
      let going = false;
      won.forEach((g, i) => {
        const p = Math.max(0, Math.min(1, (t - FLY_DELAY_MS - i * FLY_EACH_MS) / FLY_MS));
        if (p < 1) going = true;
        g.alpha = still ? p : Math.min(1, p * 2.5);
        if (still) return;
        // From above and twice as large, landing with a bounce.
        g.scale.set(1 + 1.2 * (1 - ease.outBack(p)));
        g.pivot.y = 60 * (1 - ease.outCubic(p));
      });
      if (!going) this.stop = null;
      return going;
    });
  }

  /** Ends a flight at its last frame (the card closed). */
  settle(): void {
    this.stop?.();
    this.stop = null;
    this.draw(this.won);
  }
}
