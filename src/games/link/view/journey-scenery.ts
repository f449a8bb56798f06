// journey: the map's scenery, drawn in code (no image file): each region of twenty stages has
// its own ground and a few shapes that name it at a glance — bamboo, a lotus lake, desert
// dunes under a sun, snow peaks, a starry sky with a palace roof — and the trail that joins the
// stages in playing order, gold where it has been walked. The colours are the scenery's own, laid
// softly over the palette's background so the stage buttons keep their contrast in both themes.

import type { Graphics } from 'pixi.js';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Each region's ground, its accent (the trail ahead) and the shapes drawn on it. */
const REGION_LOOKS: readonly {
  ground: number;
  accent: number;
  draw: (g: Graphics, b: Box) => void;
}[] = [
  { ground: 0xcfe8c4, accent: 0x4c8a3a, draw: bamboo },
  { ground: 0xc4e0ee, accent: 0x2f7fa8, draw: lotus },
  { ground: 0xf1dcae, accent: 0xb07a2a, draw: desert },
  { ground: 0xdde7f2, accent: 0x5b7fa6, draw: peaks },
  { ground: 0x2c2f5e, accent: 0xb9a5ff, draw: stars },
];

const GOLD = 0xf2c230;

/** The ground and shapes of region `index` filling `box`. */
export function drawScenery(g: Graphics, index: number, box: Box): void {
  const look = REGION_LOOKS[index % REGION_LOOKS.length] as (typeof REGION_LOOKS)[number];
  g.clear();
  g.roundRect(box.x, box.y, box.width, box.height, 18).fill({ color: look.ground, alpha: 0.9 });
  look.draw(g, box);
}

/** The region's accent colour (its name on the map is written in it). */
export function regionAccent(index: number): number {
  return (REGION_LOOKS[index % REGION_LOOKS.length] as (typeof REGION_LOOKS)[number]).accent;
}

/** The trail through `points` (stage centres in playing order), gold up to `walked`. */
export function drawTrail(
  g: Graphics,
  points: readonly { x: number; y: number }[],
  walked: number,
  index: number,
  width: number,
): void {
  g.clear();
  const accent = regionAccent(index);
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as { x: number; y: number };
    const b = points[i] as { x: number; y: number };
    const done = i < walked;
    g.moveTo(a.x, a.y)
      .lineTo(b.x, b.y)
      .stroke({ color: done ? GOLD : accent, width, alpha: done ? 0.95 : 0.45, cap: 'round' });
  }
}

function bamboo(g: Graphics, b: Box): void {
  const stalks = Math.max(3, Math.round(b.width / 90));
  for (let i = 0; i < stalks; i++) {
    const x = b.x + 10 + ((i + 0.5) * (b.width - 20)) / stalks;
    const w = 7;
    g.rect(x - w / 2, b.y + 8, w, b.height - 16).fill({ color: 0x6da34d, alpha: 0.35 });
    for (let y = b.y + 30; y < b.y + b.height - 16; y += 46)
      g.rect(x - w / 2 - 1, y, w + 2, 3).fill({ color: 0x3f6e2a, alpha: 0.4 });
    g.ellipse(x + 12, b.y + 24 + ((i * 37) % 60), 12, 4).fill({ color: 0x4c8a3a, alpha: 0.4 });
  }
}

function lotus(g: Graphics, b: Box): void {
  for (let y = b.y + 24; y < b.y + b.height - 10; y += 38)
    g.moveTo(b.x + 16, y)
      .bezierCurveTo(b.x + b.width * 0.3, y - 8, b.x + b.width * 0.6, y + 8, b.x + b.width - 16, y)
      .stroke({ color: 0xffffff, width: 2, alpha: 0.5 });
  const pads = Math.max(3, Math.round(b.width / 110));
  for (let i = 0; i < pads; i++) {
    const x = b.x + ((i + 0.5) * b.width) / pads;
    const y = b.y + b.height * (i % 2 === 0 ? 0.2 : 0.8);
    g.circle(x, y, 16).fill({ color: 0x5aa35a, alpha: 0.5 });
    g.circle(x + 4, y - 4, 5).fill({ color: 0xf08cb4, alpha: 0.8 });
  }
}

function desert(g: Graphics, b: Box): void {
  g.circle(b.x + b.width - 40, b.y + 36, 22).fill({ color: 0xf5a623, alpha: 0.55 });
  for (let k = 0; k < 3; k++) {
    const y = b.y + b.height * (0.45 + k * 0.2);
    g.moveTo(b.x + 8, y)
      .quadraticCurveTo(b.x + b.width * 0.35, y - 30, b.x + b.width * 0.6, y)
      .quadraticCurveTo(b.x + b.width * 0.8, y + 20, b.x + b.width - 8, y - 10)
      .stroke({ color: 0xc98f3c, width: 3, alpha: 0.45 });
  }
}

function peaks(g: Graphics, b: Box): void {
  const n = Math.max(3, Math.round(b.width / 140));
  for (let i = 0; i < n; i++) {
    const w = b.width / n;
    const x = b.x + i * w;
    const top = b.y + 20 + (i % 2) * 30;
    const base = b.y + b.height - 8;
    g.moveTo(x, base)
      .lineTo(x + w / 2, top)
      .lineTo(x + w, base)
      .closePath()
      .fill({ color: 0x8ea6c2, alpha: 0.35 });
    const cap = (base - top) * 0.22;
    g.moveTo(x + w / 2 - (w / 2) * (cap / (base - top)), top + cap)
      .lineTo(x + w / 2, top)
      .lineTo(x + w / 2 + (w / 2) * (cap / (base - top)), top + cap)
      .closePath()
      .fill({ color: 0xffffff, alpha: 0.85 });
  }
}

function stars(g: Graphics, b: Box): void {
  // A fixed sky: the same stars every time the page is drawn.
  let seed = 7;
  const next = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  for (let i = 0; i < 40; i++)
    g.circle(
      b.x + 6 + next() * (b.width - 12),
      b.y + 6 + next() * (b.height - 12),
      1 + next() * 1.6,
    ).fill({ color: 0xffffff, alpha: 0.4 + next() * 0.5 });
  g.circle(b.x + b.width - 36, b.y + 32, 16).fill({ color: 0xfff3b8, alpha: 0.9 });
  g.circle(b.x + b.width - 29, b.y + 27, 14).fill({ color: 0x2c2f5e, alpha: 1 });
  // A palace roof along the bottom edge.
  const y = b.y + b.height - 14;
  g.moveTo(b.x + b.width * 0.3, y)
    .quadraticCurveTo(b.x + b.width * 0.5, y - 26, b.x + b.width * 0.7, y)
    .closePath()
    .fill({ color: 0xb9a5ff, alpha: 0.35 });
}
