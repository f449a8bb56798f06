// A month's trophy, drawn in code like the tile pictures (no image file to fetch or cache): a cup
// inside a ring that fills as the month's dailies are won. Earned, cup and ring turn gold; the
// moment it is earned (the winning tap that completes the month) it pops in with turning rays,
// or only fades in when the player asks for reduced motion. Drawn around its own centre, so the
// pop scales in place; `draw` sets the size.

import { Container, Graphics } from 'pixi.js';
import { prefersReducedMotion } from './motion';
import { ease, type RenderLoop } from './render-loop';
import { theme } from './theme';

/** Gold is the trophy's own colour in every palette (it sits on the card's surface, light or
 *  dark, with a deep outline that keeps its edge on either). */
const GOLD = 0xf2c230;
const GOLD_DEEP = 0xa87400;
const SHINE = 0xfff3b8;
const RAYS = 10;
/** The pop waits for the results card to slide in (result-panel.ts waits 500 ms, slides 350). */
const POP_DELAY_MS = 700;
const POP_MS = 650;
const RAYS_MS = 1400;

/** A month's cup, or a journey's medal (a level reached): the same gold, the same moment. */
export type TrophyShape = 'cup' | 'medal';

export class TrophyArt extends Container {
  /** What was last drawn (the automation tells a month's trophy from a level's medal). */
  shape: TrophyShape = 'cup';
  private readonly rays = new Graphics();
  private readonly art = new Graphics();
  private size = 32;
  private stopCelebration: (() => void) | null = null;

  constructor() {
    super({ label: 'trophy-art' });
    this.rays.visible = false;
    this.addChild(this.rays, this.art);
  }

  /**
   * Draws the trophy `size` px across: gold when `earned`; else the cup in outline and the ring
   * filled to `progress` (0-1, the share of the month's days won).
   */
  draw(size: number, earned: boolean, progress = earned ? 1 : 0, shape: TrophyShape = 'cup'): void {
    this.size = size;
    this.shape = shape;
    if (shape === 'medal') {
      this.drawMedal(size);
      return;
    }
    const s = size;
    const g = this.art.clear();
    const ring = s * 0.47;
    const line = Math.max(1.5, s * 0.06);
    g.circle(0, 0, ring).stroke({ color: theme.inkSoft, width: line, alpha: 0.35 });
    const share = Math.max(0, Math.min(1, progress));
    if (share > 0) {
      g.moveTo(0, -ring)
        .arc(0, 0, ring, -Math.PI / 2, -Math.PI / 2 + share * 2 * Math.PI)
        .stroke({ color: earned ? GOLD_DEEP : theme.success, width: line, cap: 'round' });
    }
    const body = earned ? GOLD : theme.surface;
    const edge = earned ? GOLD_DEEP : theme.inkSoft;
    const stroke = { color: edge, width: Math.max(1, s * 0.035) };
    // Handles first, so the bowl covers their inner ends.
    const handle = { color: edge, width: Math.max(1.5, s * 0.05) };
    g.arc(-s * 0.2, -s * 0.13, s * 0.1, Math.PI * 0.5, Math.PI * 1.5).stroke(handle);
    g.arc(s * 0.2, -s * 0.13, s * 0.1, -Math.PI * 0.5, Math.PI * 0.5).stroke(handle);
    // The bowl: a flat rim, sides curving in to the stem.
    g.moveTo(-s * 0.24, -s * 0.27)
      .lineTo(s * 0.24, -s * 0.27)
      .quadraticCurveTo(s * 0.23, s * 0.06, 0, s * 0.08)
      .quadraticCurveTo(-s * 0.23, s * 0.06, -s * 0.24, -s * 0.27)
      .closePath()
      .fill(body)
      .stroke(stroke);
    g.rect(-s * 0.04, s * 0.08, s * 0.08, s * 0.1)
      .fill(body)
      .stroke(stroke);
    g.roundRect(-s * 0.16, s * 0.18, s * 0.32, s * 0.08, s * 0.02)
      .fill(body)
      .stroke(stroke);
    if (earned) g.star(0, -s * 0.11, 5, s * 0.08, s * 0.035).fill(SHINE);
  }

  /** A medal: two ribbons under a gold disc with a star, as a level reached is worn. */
  private drawMedal(s: number): void {
    const g = this.art.clear();
    const ribbon = (dx: number, color: number) =>
      g
        .moveTo(dx - s * 0.12, -s * 0.46)
        .lineTo(dx + s * 0.12, -s * 0.46)
        .lineTo(dx + s * 0.02, -s * 0.02)
        .lineTo(dx - s * 0.22, -s * 0.02)
        .closePath()
        .fill(color);
    ribbon(-s * 0.1, 0xd9453b);
    ribbon(s * 0.2, 0x2f6fd1);
    const edge = { color: GOLD_DEEP, width: Math.max(1, s * 0.04) };
    g.circle(0, s * 0.16, s * 0.3)
      .fill(GOLD)
      .stroke(edge);
    g.circle(0, s * 0.16, s * 0.22).stroke({ color: GOLD_DEEP, width: Math.max(1, s * 0.02) });
    g.star(0, s * 0.16, 5, s * 0.15, s * 0.065)
      .fill(SHINE)
      .stroke({ color: GOLD_DEEP, width: 1 });
  }

  /** The moment the trophy is earned: it pops in and rays turn behind it, then it stays. */
  celebrate(loop: RenderLoop): void {
    this.stopCelebration?.();
    const still = prefersReducedMotion();
    this.drawRays();
    this.rays.visible = !still;
    this.alpha = 0;
    this.stopCelebration = loop.animate((t) => {
      const p = Math.max(0, Math.min(1, (t - POP_DELAY_MS) / POP_MS));
      const r = Math.max(0, Math.min(1, (t - POP_DELAY_MS) / RAYS_MS));
      this.alpha = still ? p : Math.min(1, p * 3);
      this.art.scale.set(still ? 1 : 0.3 + 0.7 * ease.outBack(p));
      this.rays.rotation = r * Math.PI * 0.5;
      this.rays.alpha = Math.sin(r * Math.PI);
      this.rays.scale.set(0.6 + 0.6 * r);
      const going = r < 1;
      if (!going) this.settle();
      return going;
    });
  }

  /** Ends a pop at its last frame (the card closed, another win): the trophy as it stays. */
  settle(): void {
    this.stopCelebration?.();
    this.stopCelebration = null;
    this.alpha = 1;
    this.art.scale.set(1);
    this.rays.visible = false;
  }

  private drawRays(): void {
    const g = this.rays.clear();
    const long = this.size * 1.1;
    for (let i = 0; i < RAYS; i++) {
      const a = (i / RAYS) * Math.PI * 2;
      const w = Math.PI / RAYS / 2;
      g.moveTo(0, 0)
        .lineTo(Math.cos(a - w) * long, Math.sin(a - w) * long)
        .lineTo(Math.cos(a + w) * long, Math.sin(a + w) * long)
        .closePath()
        .fill({ color: i % 2 === 0 ? GOLD : SHINE, alpha: 0.7 });
    }
  }
}
