// The Gridwise icon, drawn from code so every size is crisp and the art has a source: a white
// rounded board on the brand blue, with a 3×3 grid of boxes (alternate boxes shaded as in the
// game) and a few cells filled like placed digits. Pure: (size, maskable) → RGBA pixels.

export interface IconOptions {
  size: number;
  /** Maskable icons fill the square and keep the art inside the central 80% safe zone. */
  maskable: boolean;
}

type Rgb = readonly [number, number, number];
const BLUE: Rgb = [0x2f, 0x6f, 0xde];
const WHITE: Rgb = [0xff, 0xff, 0xff];
const SHADE: Rgb = [0xe4, 0xeb, 0xf8];
const INK: Rgb = [0x1d, 0x24, 0x30];
const AMBER: Rgb = [0xff, 0xc8, 0x3d];

/** Cells shown filled (row, column, colour) — a hint of a game in progress. */
const FILLED: readonly [number, number, Rgb][] = [
  [0, 0, BLUE],
  [1, 4, BLUE],
  [4, 4, AMBER],
  [6, 2, BLUE],
  [7, 7, BLUE],
  [3, 7, BLUE],
];

/** Signed distance to a rounded rectangle centred at (cx, cy); negative inside. */
function roundedRect(
  x: number,
  y: number,
  cx: number,
  cy: number,
  half: number,
  r: number,
): number {
  const qx = Math.abs(x - cx) - (half - r);
  const qy = Math.abs(y - cy) - (half - r);
  const ox = Math.max(qx, 0);
  const oy = Math.max(qy, 0);
  return Math.hypot(ox, oy) + Math.min(Math.max(qx, qy), 0) - r;
}

/** Colour of the art at a point in unit coordinates (0..1), or null for transparent. */
function colourAt(u: number, v: number, maskable: boolean): Rgb | null {
  const bgHalf = maskable ? 0.5 : 0.46;
  const bgRadius = maskable ? 0 : 0.1;
  if (roundedRect(u, v, 0.5, 0.5, bgHalf, bgRadius) > 0) return null;
  // The board: inside the maskable safe zone (radius 0.4 from centre) either way.
  const half = maskable ? 0.27 : 0.32;
  if (roundedRect(u, v, 0.5, 0.5, half, 0.035) > 0) return BLUE;
  const x = (u - (0.5 - half)) / (2 * half);
  const y = (v - (0.5 - half)) / (2 * half);
  const col = Math.min(8, Math.floor(x * 9));
  const row = Math.min(8, Math.floor(y * 9));
  const thick = 0.012;
  const thin = 0.004;
  for (let i = 1; i < 9; i++) {
    const w = i % 3 === 0 ? thick : thin;
    if (Math.abs(x - i / 9) < w || Math.abs(y - i / 9) < w) return INK;
  }
  for (const [r, c, colour] of FILLED) {
    if (r !== row || c !== col) continue;
    const cx = (c + 0.5) / 9;
    const cy = (r + 0.5) / 9;
    if (Math.hypot(x - cx, y - cy) < 0.03) return colour;
  }
  const box = Math.floor(row / 3) * 3 + Math.floor(col / 3);
  return box % 2 === 1 ? SHADE : WHITE;
}

/** RGBA pixels, 4×4 supersampled for smooth edges. */
export function drawIcon({ size, maskable }: IconOptions): Uint8Array {
  const out = new Uint8Array(size * size * 4);
  const samples = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const colour = colourAt(
            (px + (sx + 0.5) / samples) / size,
            (py + (sy + 0.5) / samples) / size,
            maskable,
          );
          if (!colour) continue;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          a++;
        }
      }
      const i = (py * size + px) * 4;
      if (a > 0) {
        out[i] = Math.round(r / a);
        out[i + 1] = Math.round(g / a);
        out[i + 2] = Math.round(b / a);
      }
      out[i + 3] = Math.round((a / (samples * samples)) * 255);
    }
  }
  return out;
}
