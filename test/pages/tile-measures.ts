// Measures on rendered tile pictures, for the tile-art e2e test: how much two silhouettes
// overlap, and how far apart two pictures' colours are. Pure functions over RGBA pixels.

export interface Cell {
  /** Side of the square cell, in pixels. */
  size: number;
  /** RGBA, row-major, size × size × 4. */
  rgba: Uint8Array;
}

/** Cuts the square at (x, y) of side `size` out of an RGBA image `width` wide. */
export function cutCell(
  image: { width: number; data: ArrayLike<number> },
  x: number,
  y: number,
  size: number,
): Cell {
  const rgba = new Uint8Array(size * size * 4);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      const from = ((y + row) * image.width + (x + col)) * 4;
      const to = (row * size + col) * 4;
      for (let k = 0; k < 4; k++) rgba[to + k] = image.data[from + k] ?? 0;
    }
  }
  return { size, rgba };
}

/** The silhouette: pixels at least half covered. */
export function silhouette(cell: Cell): Uint8Array {
  const mask = new Uint8Array(cell.size * cell.size);
  for (let i = 0; i < mask.length; i++) mask[i] = (cell.rgba[i * 4 + 3] ?? 0) >= 128 ? 1 : 0;
  return mask;
}

/**
 * Intersection over union of two silhouettes, the higher of: as drawn, and with `b` shifted by
 * up to `slack` pixels either way (so two shapes that only differ by a nudge still count as the
 * same silhouette).
 */
export function overlap(a: Uint8Array, b: Uint8Array, size: number, slack = 2): number {
  let best = 0;
  for (let dy = -slack; dy <= slack; dy++) {
    for (let dx = -slack; dx <= slack; dx++) {
      let both = 0;
      let either = 0;
      for (let y = 0; y < size; y++) {
        for (let x = 0; x < size; x++) {
          const inA = a[y * size + x] === 1;
          const bx = x - dx;
          const by = y - dy;
          const inB = bx >= 0 && by >= 0 && bx < size && by < size && b[by * size + bx] === 1;
          if (inA && inB) both++;
          if (inA || inB) either++;
        }
      }
      if (either > 0) best = Math.max(best, both / either);
    }
  }
  return best;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** CIELAB (D65) of an sRGB colour. */
export function lab(r: number, g: number, b: number): [number, number, number] {
  const R = channel(r);
  const G = channel(g);
  const B = channel(b);
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116);
  const x = f((0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047);
  const y = f(0.2126 * R + 0.7152 * G + 0.0722 * B);
  const z = f((0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

/** Side of a colour bin in CIELAB units: colours closer than this may share a bin. */
export const COLOUR_BIN = 22;

/**
 * The share of the silhouette's pixels in each CIELAB bin (cubes of COLOUR_BIN). Alpha is
 * unpremultiplied first; pixels under half covered are left out, as in `silhouette`.
 */
export function colourShares(cell: Cell): Map<string, number> {
  const counts = new Map<string, number>();
  let total = 0;
  for (let i = 0; i < cell.size * cell.size; i++) {
    const alpha = cell.rgba[i * 4 + 3] ?? 0;
    if (alpha < 128) continue;
    const un = (v: number) => Math.min(255, Math.round((v * 255) / alpha));
    const [L, A, B] = lab(
      un(cell.rgba[i * 4] ?? 0),
      un(cell.rgba[i * 4 + 1] ?? 0),
      un(cell.rgba[i * 4 + 2] ?? 0),
    );
    const key = `${Math.floor(L / COLOUR_BIN)},${Math.floor(A / COLOUR_BIN)},${Math.floor(B / COLOUR_BIN)}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    total++;
  }
  const shares = new Map<string, number>();
  for (const [key, count] of counts) shares.set(key, count / Math.max(1, total));
  return shares;
}

/** How much of two pictures' colour differs: 0 for the same mix, 1 for no colour in common. */
export function colourDistance(a: Map<string, number>, b: Map<string, number>): number {
  let common = 0;
  for (const [key, share] of a) common += Math.min(share, b.get(key) ?? 0);
  return 1 - common;
}
