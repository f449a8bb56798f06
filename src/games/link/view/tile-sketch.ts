// A pen for drawing tile pictures in a unit square: x and y run from -1 to 1 around the symbol's
// centre, y down. Every part is painted the way printed pictograms are: a dark outline first, at
// twice the width wanted, then the fill over it, so only the outer half of the outline shows and
// overlapping parts of one shape merge without seams. A part painted later overlaps an earlier
// one with its own outline, which is what separates a leaf from an apple at 33 px.
//
// Only the drawing calls of `TilePen` are used, so the same pictures draw into Pixi (`Graphics`,
// `GraphicsContext`) and into the recording pens of the unit tests.

import type { StrokeInput } from 'pixi.js';

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

/** The outline colour of every picture: a warm near-black. */
export const TILE_INK = 0x2a2633;

export class Sketch {
  /** Width of the outline that shows, in pixels. */
  readonly ink: number;

  constructor(
    private readonly pen: TilePen,
    private readonly cx: number,
    private readonly cy: number,
    private readonly r: number,
    /** The outline colour: TILE_INK, or a light one on a dark tile. */
    private readonly outline = TILE_INK,
  ) {
    this.ink = Math.max(1, r * 0.1);
  }

  private x(u: number): number {
    return this.cx + u * this.r;
  }

  private y(v: number): number {
    return this.cy + v * this.r;
  }

  // Tracing: each adds to the current path, in unit coordinates.

  moveTo(u: number, v: number): this {
    this.pen.moveTo(this.x(u), this.y(v));
    return this;
  }

  lineTo(u: number, v: number): this {
    this.pen.lineTo(this.x(u), this.y(v));
    return this;
  }

  curveTo(c1u: number, c1v: number, c2u: number, c2v: number, u: number, v: number): this {
    this.pen.bezierCurveTo(
      this.x(c1u),
      this.y(c1v),
      this.x(c2u),
      this.y(c2v),
      this.x(u),
      this.y(v),
    );
    return this;
  }

  arc(u: number, v: number, radius: number, start: number, end: number, ccw = false): this {
    this.pen.arc(this.x(u), this.y(v), radius * this.r, start, end, ccw);
    return this;
  }

  close(): this {
    this.pen.closePath();
    return this;
  }

  circle(u: number, v: number, radius: number): this {
    this.pen.circle(this.x(u), this.y(v), radius * this.r);
    return this;
  }

  rect(u: number, v: number, w: number, h: number, radius = 0): this {
    if (radius > 0) {
      this.pen.roundRect(this.x(u), this.y(v), w * this.r, h * this.r, radius * this.r);
    } else this.pen.rect(this.x(u), this.y(v), w * this.r, h * this.r);
    return this;
  }

  /** A polygon through unit points given as [u0, v0, u1, v1, …]. */
  poly(points: readonly number[]): this {
    this.pen.poly(points.map((p, i) => (i % 2 === 0 ? this.x(p) : this.y(p))));
    return this;
  }

  /** An ellipse turned by `degrees` (clockwise, as y runs down), as a 32-sided polygon. */
  ellipse(u: number, v: number, rx: number, ry: number, degrees = 0): this {
    const turn = (degrees * Math.PI) / 180;
    const cos = Math.cos(turn);
    const sin = Math.sin(turn);
    const points: number[] = [];
    for (let i = 0; i < 32; i++) {
      const a = (i / 32) * 2 * Math.PI;
      const ex = Math.cos(a) * rx;
      const ey = Math.sin(a) * ry;
      points.push(u + ex * cos - ey * sin, v + ex * sin + ey * cos);
    }
    return this.poly(points);
  }

  /** A star of `points` tips between radii `outer` and `inner`, one tip straight up. */
  star(u: number, v: number, outer: number, inner: number, points = 5): this {
    const unit: number[] = [];
    for (let i = 0; i < points * 2; i++) {
      const radius = i % 2 === 0 ? outer : inner;
      const angle = -Math.PI / 2 + (i * Math.PI) / points;
      unit.push(u + Math.cos(angle) * radius, v + Math.sin(angle) * radius);
    }
    return this.poly(unit);
  }

  // Painting: `trace` is called once per layer, because a fill or stroke ends the path.

  /** An outlined part: the outline behind, then the fill. */
  paint(color: number, trace: (s: this) => void): this {
    trace(this);
    this.pen.stroke({ width: this.ink * 2, color: this.outline, join: 'round', cap: 'round' });
    trace(this);
    this.pen.fill({ color });
    return this;
  }

  /** A fill with no outline: highlights, holes and markings inside an outlined part. */
  fill(color: number, trace: (s: this) => void): this {
    trace(this);
    this.pen.fill({ color });
    return this;
  }

  /** An outlined line of `width` units: stems, strings, handles, rays. */
  line(color: number, width: number, trace: (s: this) => void): this {
    trace(this);
    this.pen.stroke({
      width: width * this.r + this.ink * 2,
      color: this.outline,
      join: 'round',
      cap: 'round',
    });
    trace(this);
    this.pen.stroke({ width: width * this.r, color, join: 'round', cap: 'round' });
    return this;
  }

  /** A line with no outline, `width` units wide: veins, seams, details. */
  mark(color: number, width: number, trace: (s: this) => void): this {
    trace(this);
    this.pen.stroke({ width: Math.max(1, width * this.r), color, join: 'round', cap: 'round' });
    return this;
  }
}
