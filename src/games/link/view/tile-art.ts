// The faces of Link tiles, drawn from vector shapes in code: no downloaded art and no emoji font,
// so every device shows the same tiles and they stay crisp at any pixel ratio. Each kind has its
// own silhouette-and-marking pair, so kinds can be told apart without colour vision; colour is a
// second cue on top. Kinds 1..12 are twelve solid silhouettes, 13..24 the same silhouettes as
// outlines, and so on, which keeps the kinds a small board uses (the lowest numbers) the plainest.
//
// Only types come from Pixi here: the drawing goes through `TilePen`, which both `Graphics` and
// `GraphicsContext` satisfy, so the view can build one shared context per kind and the unit tests
// can run this file in Node.

import type { StrokeInput } from 'pixi.js';

/** The silhouettes, in kind order: kinds 1..12 use them in this order. */
export const TILE_SHAPES = [
  'circle',
  'square',
  'triangle',
  'diamond',
  'star',
  'heart',
  'plus',
  'crescent',
  'drop',
  'bolt',
  'hourglass',
  'arrow',
] as const;

/** Markings, one per block of twelve kinds: chosen so any two read differently at ~20 px. */
export const TILE_VARIANTS = ['solid', 'outline', 'striped', 'half', 'double', 'triple'] as const;

export type TileShape = (typeof TILE_SHAPES)[number];
export type TileVariant = (typeof TILE_VARIANTS)[number];

/** The highest kind a Link board can hold (board.ts: a–z, A–Z, 0–9). */
export const MAX_TILE_KIND = 62;

/** The ivory tile face; every symbol colour keeps at least 3:1 contrast against it. */
export const TILE_FACE = 0xfffbf2;
/** The tile's lower edge, seen below the face so it reads as a thick tile. */
export const TILE_SIDE = 0xd9ccae;
/** A thin line around the face. */
export const TILE_EDGE = 0xc2b497;

/**
 * Symbol colours: Okabe–Ito hues darkened to keep 3:1 contrast on TILE_FACE, plus a few more,
 * every pair at least 30 apart in CIELAB. Ordered so that neighbours in this (cyclic) list are
 * the furthest apart, because kind k takes colour (k - 1) mod 10 and kinds k, k + 1 often sit
 * side by side in a player's search.
 */
/** Names players use for TILE_COLORS, in the same order (spoken by screen readers). */
export const TILE_COLOR_NAMES: readonly string[] = [
  'blue',
  'green',
  'purple',
  'sea green',
  'red',
  'black',
  'orange',
  'teal',
  'pink',
  'mustard',
];

export const TILE_COLORS: readonly number[] = [
  0x0072b2, // blue
  0x5e8c1a, // olive green
  0x6a3d9a, // purple
  0x00875f, // bluish green
  0xc8102e, // crimson
  0x1d2430, // ink
  0xd55e00, // vermillion
  0x00838f, // teal
  0xb8418a, // reddish purple
  0x8f7a00, // mustard
];

/** The spoken name of a tile colour. */
export function colourName(color: number): string {
  return TILE_COLOR_NAMES[TILE_COLORS.indexOf(color)] ?? 'coloured';
}

export interface TileStyle {
  shape: string;
  variant: string;
  color: number;
}

/** Shape, marking and colour of a kind (1..62). */
export function tileStyle(kind: number): TileStyle {
  if (!Number.isInteger(kind) || kind < 1 || kind > MAX_TILE_KIND) {
    throw new RangeError(`tile kind ${kind} is not in 1..${MAX_TILE_KIND}`);
  }
  const index = kind - 1;
  return {
    shape: TILE_SHAPES[index % TILE_SHAPES.length] as TileShape,
    variant: TILE_VARIANTS[Math.floor(index / TILE_SHAPES.length)] as TileVariant,
    color: TILE_COLORS[index % TILE_COLORS.length] as number,
  };
}

/** The drawing calls used here; `Graphics` and `GraphicsContext` both have them. */
export interface TilePen {
  moveTo(x: number, y: number): unknown;
  lineTo(x: number, y: number): unknown;
  arc(x: number, y: number, radius: number, start: number, end: number, ccw?: boolean): unknown;
  bezierCurveTo(c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number): unknown;
  closePath(): unknown;
  circle(x: number, y: number, radius: number): unknown;
  rect(x: number, y: number, w: number, h: number): unknown;
  roundRect(x: number, y: number, w: number, h: number, radius?: number): unknown;
  poly(points: number[], close?: boolean): unknown;
  fill(style: { color: number; alpha?: number }): unknown;
  stroke(style: StrokeInput): unknown;
}

/** Where a tile's face sits inside its square, so the view can outline exactly the face. */
export interface TileFaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
  radius: number;
  /** Thickness of the lower edge under the face. */
  depth: number;
}

export function tileFaceBox(size: number): TileFaceBox {
  const inset = Math.max(1, size * 0.045);
  const depth = Math.max(1.5, size * 0.065);
  const width = size - 2 * inset;
  return {
    x: inset,
    y: inset,
    width,
    height: width - depth,
    radius: Math.max(2, size * 0.14),
    depth,
  };
}

/**
 * Draws a tile of `kind` into the square (0, 0, size, size): the tile's lower edge, the face with
 * a thin border, then the symbol. Returns `g` so calls can chain.
 */
export function drawTileFace<T extends TilePen>(g: T, kind: number, size: number): T {
  const style = tileStyle(kind);
  const box = tileFaceBox(size);
  g.roundRect(box.x, box.y + box.depth, box.width, box.height, box.radius);
  g.fill({ color: TILE_SIDE });
  g.roundRect(box.x, box.y, box.width, box.height, box.radius);
  g.fill({ color: TILE_FACE });
  g.stroke({ width: Math.max(1, size * 0.02), color: TILE_EDGE, alignment: 1 });
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  drawSymbol(g, style.shape as TileShape, style.variant as TileVariant, style.color, {
    x: cx,
    y: cy,
    r: box.width * 0.33,
  });
  return g;
}

interface SymbolBox {
  x: number;
  y: number;
  /** Half the side of the square the symbol fits in. */
  r: number;
}

function drawSymbol(
  g: TilePen,
  shape: TileShape,
  variant: TileVariant,
  color: number,
  at: SymbolBox,
): void {
  const { x, y, r } = at;
  const line = { width: Math.max(1.5, r * 0.17), color, join: 'round', cap: 'round' } as const;
  switch (variant) {
    case 'solid':
      traceShape(g, shape, at);
      g.fill({ color });
      return;
    case 'outline':
      // A little smaller, so the stroke's outer half stays inside the solid shape's box.
      traceShape(g, shape, { x, y, r: r - line.width / 2 });
      g.stroke(line);
      return;
    case 'striped':
      // The band is painted in the face colour: over the face it is invisible, so it shows only
      // where it crosses the shape, and no clipping is needed.
      traceShape(g, shape, at);
      g.fill({ color });
      g.rect(x - r * 1.05, y - r * 0.17, r * 2.1, r * 0.34);
      g.fill({ color: TILE_FACE });
      return;
    case 'half': {
      // Left half solid, right half hollow: fill, erase the right half, then outline it all.
      const inner = { x, y, r: r - line.width / 2 };
      traceShape(g, shape, inner);
      g.fill({ color });
      g.rect(x, y - r * 1.05, r * 1.05, r * 2.1);
      g.fill({ color: TILE_FACE });
      traceShape(g, shape, inner);
      g.stroke(line);
      return;
    }
    case 'double': {
      const k = r * 0.48;
      traceShape(g, shape, { x: x - r + k, y: y - r + k, r: k });
      traceShape(g, shape, { x: x + r - k, y: y + r - k, r: k });
      g.fill({ color });
      return;
    }
    case 'triple': {
      const k = r * 0.46;
      traceShape(g, shape, { x, y: y - r + k, r: k });
      traceShape(g, shape, { x: x - r + k, y: y + r - k, r: k });
      traceShape(g, shape, { x: x + r - k, y: y + r - k, r: k });
      g.fill({ color });
      return;
    }
  }
}

/** Points given in a unit square (-1..1) around the symbol's centre, scaled into `at`. */
function polygon(g: TilePen, at: SymbolBox, unit: readonly number[]): void {
  g.poly(unit.map((v, i) => (i % 2 === 0 ? at.x : at.y) + v * at.r));
}

/** Adds the outline of `shape` to the current path, inside the square of half-side at.r. */
function traceShape(g: TilePen, shape: TileShape, at: SymbolBox): void {
  const { x, y, r } = at;
  switch (shape) {
    case 'circle':
      g.circle(x, y, r * 0.92);
      return;
    case 'square':
      g.roundRect(x - r * 0.8, y - r * 0.8, r * 1.6, r * 1.6, r * 0.16);
      return;
    case 'triangle':
      polygon(g, at, [0, -0.92, 0.98, 0.8, -0.98, 0.8]);
      return;
    case 'diamond':
      polygon(g, at, [0, -1, 0.74, 0, 0, 1, -0.74, 0]);
      return;
    case 'star': {
      const points: number[] = [];
      for (let i = 0; i < 10; i++) {
        const radius = i % 2 === 0 ? 1 : 0.42;
        const angle = -Math.PI / 2 + (i * Math.PI) / 5;
        points.push(Math.cos(angle) * radius, 0.08 + Math.sin(angle) * radius);
      }
      polygon(g, at, points);
      return;
    }
    case 'heart':
      traceHeart(g, at);
      return;
    case 'plus':
      polygon(
        g,
        at,
        [
          -0.3, -0.9, 0.3, -0.9, 0.3, -0.3, 0.9, -0.3, 0.9, 0.3, 0.3, 0.3, 0.3, 0.9, -0.3, 0.9,
          -0.3, 0.3, -0.9, 0.3, -0.9, -0.3, -0.3, -0.3,
        ],
      );
      return;
    case 'crescent':
      traceCrescent(g, at);
      return;
    case 'drop': {
      // Two straight sides from the tip, tangent to the round bottom.
      const tipY = y - r * 0.96;
      const cy = y + r * 0.3;
      const radius = r * 0.62;
      const turn = Math.acos(radius / (cy - tipY));
      g.moveTo(x, tipY);
      g.lineTo(
        x + Math.cos(-Math.PI / 2 + turn) * radius,
        cy + Math.sin(-Math.PI / 2 + turn) * radius,
      );
      g.arc(x, cy, radius, -Math.PI / 2 + turn, (3 * Math.PI) / 2 - turn);
      g.closePath();
      return;
    }
    case 'bolt':
      polygon(
        g,
        at,
        [-0.08, -0.98, 0.52, -0.98, 0.14, -0.18, 0.62, -0.18, -0.34, 0.98, -0.08, 0.12, -0.6, 0.12],
      );
      return;
    case 'hourglass':
      polygon(g, at, [-0.78, -0.92, 0.78, -0.92, 0.14, 0, 0.78, 0.92, -0.78, 0.92, -0.14, 0]);
      return;
    case 'arrow':
      polygon(
        g,
        at,
        [-0.92, -0.28, 0.1, -0.28, 0.1, -0.78, 0.96, 0, 0.1, 0.78, 0.1, 0.28, -0.92, 0.28],
      );
      return;
  }
}

/** Two cubic lobes meeting in a point at the bottom. */
function traceHeart(g: TilePen, at: SymbolBox): void {
  const { x, y, r } = at;
  const p = (u: number) => x + u * r;
  const q = (v: number) => y + v * r;
  g.moveTo(p(0), q(0.92));
  g.bezierCurveTo(p(-0.5), q(0.48), p(-1), q(0.16), p(-1), q(-0.36));
  g.bezierCurveTo(p(-1), q(-0.7), p(-0.72), q(-0.92), p(-0.46), q(-0.92));
  g.bezierCurveTo(p(-0.26), q(-0.92), p(-0.08), q(-0.8), p(0), q(-0.62));
  g.bezierCurveTo(p(0.08), q(-0.8), p(0.26), q(-0.92), p(0.46), q(-0.92));
  g.bezierCurveTo(p(0.72), q(-0.92), p(1), q(-0.7), p(1), q(-0.36));
  g.bezierCurveTo(p(1), q(0.16), p(0.5), q(0.48), p(0), q(0.92));
  g.closePath();
}

/** A disc minus a disc shifted right: the outer arc runs round the left, the inner one back. */
function traceCrescent(g: TilePen, at: SymbolBox): void {
  const { x, y, r } = at;
  const outer = r * 0.94;
  const inner = r * 0.78;
  const shift = r * 0.46;
  // Where the two circles cross, measured from the outer centre.
  const crossX = (shift * shift + outer * outer - inner * inner) / (2 * shift);
  const crossY = Math.sqrt(outer * outer - crossX * crossX);
  const outerAngle = Math.atan2(crossY, crossX);
  const innerAngle = Math.atan2(crossY, crossX - shift);
  g.moveTo(x + crossX, y - crossY);
  g.arc(x, y, outer, -outerAngle, outerAngle, true);
  g.arc(x + shift, y, inner, innerAngle, -innerAngle + 2 * Math.PI);
  g.closePath();
}
