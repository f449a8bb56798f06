import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PICTURE_COLOURS } from '../../../src/games/link/view/pictures/palette';
import {
  DARK_TILE,
  drawTileFace,
  MAX_TILE_KIND,
  TILE_FACE,
  type TilePen,
  tileFaceBox,
  tileLook,
  tileName,
} from '../../../src/games/link/view/tile-art';
import { TILE_PICTURES } from '../../../src/games/link/view/tile-pictures';
import { TILE_INK } from '../../../src/games/link/view/tile-sketch';

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

describe('tileLook and tileName', () => {
  it('gives the 36 kinds of a Large board 36 different pictures on the ivory tile', () => {
    const looks = KINDS.slice(0, 36).map(tileLook);
    expect(new Set(looks.map((look) => look.picture)).size).toBe(36);
    expect(looks.every((look) => !look.dark)).toBe(true);
    expect(TILE_PICTURES).toHaveLength(36);
  });

  it('shows kinds 37..62 (hand-made boards only) as the pictures again, on a dark tile', () => {
    for (const kind of KINDS.slice(36)) {
      expect(tileLook(kind), `kind ${kind}`).toEqual({ picture: kind - 37, dark: true });
    }
    const pairs = KINDS.map((kind) => JSON.stringify(tileLook(kind)));
    expect(new Set(pairs).size).toBe(62);
  });

  it('names every kind differently, in words players use', () => {
    const names = KINDS.map(tileName);
    expect(new Set(names).size).toBe(62);
    expect(tileName(1)).toBe('apple');
    expect(tileName(37)).toBe('apple on a dark tile');
    for (const name of names) expect(name).toMatch(/^[a-z][a-z ]+$/);
  });

  it('rejects kinds outside 1..62', () => {
    for (const kind of [0, 63, -1, 1.5, Number.NaN]) {
      expect(() => tileLook(kind), `kind ${kind}`).toThrow(RangeError);
    }
    expect(() => tileLook(1)).not.toThrow();
    expect(() => tileLook(62)).not.toThrow();
  });
});

describe('the picture palette', () => {
  it('measures colour distance the CIELAB way (checks the checker)', () => {
    expect(deltaE(0xffffff, 0x000000)).toBeCloseTo(100, 0);
    expect(deltaE(0x123456, 0x123456)).toBe(0);
  });

  it('keeps every two fills at least ΔE 20 apart, so they read as different colours', () => {
    for (let i = 0; i < PICTURE_COLOURS.length; i++) {
      for (let j = i + 1; j < PICTURE_COLOURS.length; j++) {
        const a = PICTURE_COLOURS[i] as number;
        const b = PICTURE_COLOURS[j] as number;
        expect(deltaE(a, b), `${a.toString(16)} vs ${b.toString(16)}`).toBeGreaterThanOrEqual(20);
      }
    }
  });

  it('outlines every picture in ink that stands out on the ivory face (7:1 or more)', () => {
    expect(contrast(0xffffff, 0x000000)).toBeCloseTo(21, 5);
    expect(contrast(0x767676, 0xffffff)).toBeCloseTo(4.54, 2);
    // So even the light fills (white, sky, yellow, tan) have a clear edge on the face.
    expect(contrast(TILE_INK, TILE_FACE)).toBeGreaterThanOrEqual(7);
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
  it('draws the tile face first, then the picture over it', () => {
    for (const kind of KINDS) {
      const pen = recorder();
      expect(drawTileFace(pen, kind, 48)).toBe(pen);
      const face = tileLook(kind).dark ? DARK_TILE.face : TILE_FACE;
      expect(pen.colors.indexOf(face), `kind ${kind}`).toBe(1);
      // The picture: at least one outlined part after the face's own three steps.
      expect(pen.colors.slice(3), `kind ${kind}`).toContain(
        tileLook(kind).dark ? DARK_TILE.ink : TILE_INK,
      );
      expect(pen.colors.length, `kind ${kind}`).toBeGreaterThanOrEqual(5);
    }
  });

  it('draws every kind differently', () => {
    const drawings = KINDS.map((kind) => {
      const pen = recorder();
      drawTileFace(pen, kind, 48);
      // Without colours, so the shapes alone must differ.
      return pen.calls.filter((call) => !call.startsWith('fill') && !call.startsWith('stroke'));
    });
    // Kinds 37..62 repeat the pictures on another tile, so the 36 pictures must all differ.
    expect(new Set(drawings.slice(0, 36).map((calls) => calls.join(';'))).size).toBe(36);
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
        // The first three steps draw the tile (edge, face, border); the rest is the picture.
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
