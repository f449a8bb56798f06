import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  drawTileFace,
  MAX_TILE_KIND,
  TILE_COLORS,
  TILE_FACE,
  TILE_SHAPES,
  TILE_VARIANTS,
  type TilePen,
  tileFaceBox,
  tileStyle,
} from '../../../src/games/link/view/tile-art';

const KINDS = Array.from({ length: MAX_TILE_KIND }, (_, i) => i + 1);

// WCAG 2.x relative luminance and contrast ratio, written out here rather than imported so the
// test checks the palette against the standard and not against itself.
function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}
function luminance(rgb: number): number {
  return (
    0.2126 * channel((rgb >> 16) & 0xff) +
    0.7152 * channel((rgb >> 8) & 0xff) +
    0.0722 * channel(rgb & 0xff)
  );
}
function contrast(a: number, b: number): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** CIELAB (D65) for the colour-distance check; ΔE76 is plain Euclidean distance in it. */
function lab(rgb: number): [number, number, number] {
  const r = channel((rgb >> 16) & 0xff);
  const g = channel((rgb >> 8) & 0xff);
  const b = channel(rgb & 0xff);
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}
function deltaE(a: number, b: number): number {
  const p = lab(a);
  const q = lab(b);
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

describe('tileStyle', () => {
  it('gives each of the 62 kinds its own silhouette-and-marking pair', () => {
    const pairs = KINDS.map((kind) => {
      const { shape, variant } = tileStyle(kind);
      return `${shape}/${variant}`;
    });
    expect(new Set(pairs).size).toBe(62);
  });

  it('makes kinds 1..12 twelve different solid silhouettes', () => {
    const first = KINDS.slice(0, 12).map(tileStyle);
    expect(new Set(first.map((s) => s.shape)).size).toBe(12);
    expect(new Set(first.map((s) => s.variant))).toEqual(new Set(['solid']));
  });

  it('gives each block of twelve kinds one marking, different from every other block', () => {
    const markings: string[] = [];
    for (let block = 0; block * 12 < MAX_TILE_KIND; block++) {
      const kinds = KINDS.slice(block * 12, block * 12 + 12);
      const variants = new Set(kinds.map((kind) => tileStyle(kind).variant));
      expect(variants.size).toBe(1);
      markings.push([...variants][0] as string);
      // The same silhouettes, in the same order, come back in every block.
      expect(kinds.map((kind) => tileStyle(kind).shape)).toEqual(
        TILE_SHAPES.slice(0, kinds.length),
      );
    }
    expect(new Set(markings).size).toBe(markings.length);
    expect(markings).toEqual(TILE_VARIANTS.slice(0, markings.length));
  });

  it('never gives two consecutive kinds the same colour', () => {
    for (let kind = 1; kind < MAX_TILE_KIND; kind++) {
      expect(tileStyle(kind).color, `kinds ${kind} and ${kind + 1}`).not.toBe(
        tileStyle(kind + 1).color,
      );
    }
  });

  it('gives the ten kinds of a small board ten different colours', () => {
    const colours = KINDS.slice(0, 10).map((kind) => tileStyle(kind).color);
    expect(new Set(colours).size).toBe(10);
  });

  it('never repeats a silhouette in the same colour among the kinds a board can use (1..60)', () => {
    const seen = new Map<string, number>();
    for (const kind of KINDS.slice(0, 60)) {
      const { shape, color } = tileStyle(kind);
      const key = `${shape}/${color}`;
      expect(seen.get(key), `kind ${kind} looks like kind ${seen.get(key)} in colour`).toBe(
        undefined,
      );
      seen.set(key, kind);
    }
  });

  it('measures contrast the WCAG way (checks the checker)', () => {
    expect(contrast(0xffffff, 0x000000)).toBeCloseTo(21, 5);
    expect(contrast(0x777777, 0x777777)).toBe(1);
    // #767676 on white is the classic 4.5:1 threshold grey.
    expect(contrast(0x767676, 0xffffff)).toBeCloseTo(4.54, 2);
  });

  it('keeps every kind’s colour at 3:1 contrast or more on the tile face', () => {
    for (const kind of KINDS) {
      const { color } = tileStyle(kind);
      expect(contrast(color, TILE_FACE), `kind ${kind}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('uses colours that are far apart from each other (CIELAB ΔE ≥ 30)', () => {
    expect(deltaE(0xffffff, 0x000000)).toBeCloseTo(100, 0);
    for (let i = 0; i < TILE_COLORS.length; i++) {
      for (let j = i + 1; j < TILE_COLORS.length; j++) {
        const a = TILE_COLORS[i] as number;
        const b = TILE_COLORS[j] as number;
        expect(deltaE(a, b), `${a.toString(16)} vs ${b.toString(16)}`).toBeGreaterThanOrEqual(30);
      }
    }
  });

  it('rejects kinds outside 1..62', () => {
    for (const kind of [0, 63, -1, 1.5, Number.NaN]) {
      expect(() => tileStyle(kind), `kind ${kind}`).toThrow(RangeError);
    }
    expect(() => tileStyle(1)).not.toThrow();
    expect(() => tileStyle(62)).not.toThrow();
  });
});

/** A pen that writes down every call, so drawings can be compared without a GPU. */
function recorder(): TilePen & { calls: string[]; colors: number[] } {
  const calls: string[] = [];
  const colors: number[] = [];
  const note =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push(
        `${name}(${args.map((a) => (typeof a === 'number' ? a.toFixed(3) : JSON.stringify(a))).join(',')})`,
      );
    };
  return {
    calls,
    colors,
    moveTo: note('moveTo'),
    lineTo: note('lineTo'),
    arc: note('arc'),
    bezierCurveTo: note('bezierCurveTo'),
    closePath: note('closePath'),
    circle: note('circle'),
    rect: note('rect'),
    roundRect: note('roundRect'),
    poly: note('poly'),
    fill: (style) => {
      colors.push(style.color);
      calls.push(`fill(${style.color})`);
    },
    stroke: (style) => {
      if (typeof style === 'object' && style !== null && 'color' in style) {
        colors.push(style.color as number);
      }
      calls.push(`stroke(${JSON.stringify(style)})`);
    },
  };
}

describe('drawTileFace', () => {
  it('draws the tile face, then the symbol in the kind’s colour', () => {
    for (const kind of KINDS) {
      const pen = recorder();
      expect(drawTileFace(pen, kind, 48)).toBe(pen);
      expect(pen.colors, `kind ${kind}`).toContain(TILE_FACE);
      expect(pen.colors.indexOf(tileStyle(kind).color)).toBeGreaterThan(
        pen.colors.indexOf(TILE_FACE),
      );
    }
  });

  it('draws every kind differently', () => {
    const drawings = KINDS.map((kind) => {
      const pen = recorder();
      drawTileFace(pen, kind, 48);
      // Without colours, so the shapes alone must differ.
      return pen.calls.filter((call) => !call.startsWith('fill') && !call.startsWith('stroke'));
    });
    expect(new Set(drawings.map((calls) => calls.join(';'))).size).toBe(62);
  });

  it('rejects a kind it has no art for', () => {
    expect(() => drawTileFace(recorder(), 0, 48)).toThrow(RangeError);
  });
});

describe('drawTileFace in a real Pixi GraphicsContext', () => {
  // Pixi reads `navigator` when it loads; Node 20 has none (Node 21+ does).
  const stubbed = typeof globalThis.navigator === 'undefined';
  let GraphicsContext: typeof import('pixi.js').GraphicsContext;
  beforeAll(async () => {
    if (stubbed) vi.stubGlobal('navigator', { userAgent: 'node' });
    ({ GraphicsContext } = await import('pixi.js'));
  });
  afterAll(() => {
    if (stubbed) vi.unstubAllGlobals();
  });

  it('keeps every kind inside its square', () => {
    for (const size of [24, 34, 64]) {
      for (const kind of KINDS) {
        const context = drawTileFace(new GraphicsContext(), kind, size);
        const { minX, minY, maxX, maxY } = context.bounds;
        expect(minX, `kind ${kind} at ${size}px`).toBeGreaterThanOrEqual(0);
        expect(minY).toBeGreaterThanOrEqual(0);
        expect(maxX).toBeLessThanOrEqual(size);
        expect(maxY).toBeLessThanOrEqual(size);
        context.destroy();
      }
    }
  });

  it('keeps every symbol, strokes included, on the face', () => {
    for (const size of [24, 64]) {
      const face = tileFaceBox(size);
      for (const kind of KINDS) {
        const context = drawTileFace(new GraphicsContext(), kind, size);
        // The first three steps draw the tile (edge, face, border); the rest is the symbol.
        const symbol = context.instructions.slice(3);
        expect(symbol.length, `kind ${kind}`).toBeGreaterThan(0);
        for (const step of symbol) {
          if (step.action === 'texture') throw new Error('tiles use no textures');
          const bounds = step.data.path.bounds;
          const grow = step.action === 'stroke' ? step.data.style.width / 2 : 0;
          const where = `kind ${kind} at ${size}px`;
          expect(bounds.minX - grow, where).toBeGreaterThanOrEqual(face.x);
          expect(bounds.minY - grow, where).toBeGreaterThanOrEqual(face.y);
          expect(bounds.maxX + grow, where).toBeLessThanOrEqual(face.x + face.width);
          expect(bounds.maxY + grow, where).toBeLessThanOrEqual(face.y + face.height);
        }
        context.destroy();
      }
    }
  });
});
