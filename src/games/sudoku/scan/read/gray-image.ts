// The reader's picture type and the two steps every input takes first: colour to grayscale (from
// RGBA as a canvas or a JPEG decoder gives it) and a box downscale to a working size, so a 12 MP
// phone photo costs the same as a 640×480 one.

/** A grayscale picture: one byte a pixel, row-major, 0 black .. 255 white. */
export interface GrayImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Grayscale from RGBA bytes (ITU-R 601 weights, integer arithmetic). */
export function grayFromRgba(
  rgba: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
): GrayImage {
  if (rgba.length < width * height * 4) {
    throw new RangeError(
      `grayFromRgba: ${rgba.length} bytes is too few for ${width}×${height} RGBA`,
    );
  }
  const data = new Uint8Array(width * height);
  for (let i = 0, j = 0; i < data.length; i++, j += 4) {
    data[i] = (77 * (rgba[j] ?? 0) + 150 * (rgba[j + 1] ?? 0) + 29 * (rgba[j + 2] ?? 0)) >> 8;
  }
  return { width, height, data };
}

/** Radius of the box the ink plane's colour term is averaged over (see inkFromRgba). */
const CHROMA_RADIUS = 4;

/**
 * The ink plane from RGBA bytes: the grayscale darkened by how much darker the darkest channel
 * is than the gray, so coloured ink (red or orange digits) reads as dark as black ink against
 * white paper. That colour term is averaged over a (2·CHROMA_RADIUS+1)² box first: a small or
 * cheap phone's chroma noise (and JPEG's half-resolution chroma) would otherwise put speckle on
 * every cell (a plain darkest-channel plane reads a blurred 640×480 photo's digits as noise).
 * Cells are read from this plane; the grid is found on the plain grayscale, where chroma noise
 * does not break thin lines.
 */
export function inkFromRgba(
  rgba: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
): GrayImage {
  if (rgba.length < width * height * 4) {
    throw new RangeError(
      `inkFromRgba: ${rgba.length} bytes is too few for ${width}×${height} RGBA`,
    );
  }
  const gray = grayFromRgba(rgba, width, height).data;
  const chroma = new Float32Array(width * height);
  for (let i = 0, j = 0; i < chroma.length; i++, j += 4) {
    const darkest = Math.min(rgba[j] ?? 0, rgba[j + 1] ?? 0, rgba[j + 2] ?? 0);
    chroma[i] = Math.max(0, (gray[i] ?? 0) - darkest);
  }
  const smooth = boxBlur(chroma, width, height, CHROMA_RADIUS);
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++)
    data[i] = Math.max(0, Math.round((gray[i] ?? 0) - (smooth[i] ?? 0)));
  return { width, height, data };
}

/** The mean over a (2r+1)² box about each pixel (the box cut at the picture's edges). */
function boxBlur(values: Float32Array, width: number, height: number, r: number): Float32Array {
  const across = new Float32Array(values.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let sum = 0;
    let count = 0;
    for (let x = 0; x < Math.min(r, width); x++) {
      sum += values[row + x] ?? 0;
      count++;
    }
    for (let x = 0; x < width; x++) {
      if (x + r < width) {
        sum += values[row + x + r] ?? 0;
        count++;
      }
      if (x - r - 1 >= 0) {
        sum -= values[row + x - r - 1] ?? 0;
        count--;
      }
      across[row + x] = sum / count;
    }
  }
  const out = new Float32Array(values.length);
  for (let x = 0; x < width; x++) {
    let sum = 0;
    let count = 0;
    for (let y = 0; y < Math.min(r, height); y++) {
      sum += across[y * width + x] ?? 0;
      count++;
    }
    for (let y = 0; y < height; y++) {
      if (y + r < height) {
        sum += across[(y + r) * width + x] ?? 0;
        count++;
      }
      if (y - r - 1 >= 0) {
        sum -= across[(y - r - 1) * width + x] ?? 0;
        count--;
      }
      out[y * width + x] = sum / count;
    }
  }
  return out;
}

/** The longest side a picture is brought down to (by a whole factor) before the grid is looked for. */
const WORKING_SIDE = 900;

/** Averages k×k blocks, k the smallest whole factor bringing the longest side to WORKING_SIDE or less. */
export function toWorkingSize(image: GrayImage, maxSide = WORKING_SIDE): GrayImage {
  const k = Math.ceil(Math.max(image.width, image.height) / maxSide);
  if (k <= 1) return image;
  const width = Math.floor(image.width / k);
  const height = Math.floor(image.height / k);
  const data = new Uint8Array(width * height);
  const area = k * k;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let dy = 0; dy < k; dy++) {
        const row = (y * k + dy) * image.width + x * k;
        for (let dx = 0; dx < k; dx++) sum += image.data[row + dx] ?? 0;
      }
      data[y * width + x] = Math.round(sum / area);
    }
  }
  return { width, height, data };
}

/** Bilinear sample at (x, y); outside the picture reads as white. */
export function sampleBilinear(image: GrayImage, x: number, y: number): number {
  const { width, height, data } = image;
  if (!(x >= 0 && y >= 0 && x <= width - 1 && y <= height - 1)) return 255;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const x1 = Math.min(x0 + 1, width - 1);
  const y1 = Math.min(y0 + 1, height - 1);
  const fx = x - x0;
  const fy = y - y0;
  const a = data[y0 * width + x0] ?? 255;
  const b = data[y0 * width + x1] ?? 255;
  const c = data[y1 * width + x0] ?? 255;
  const d = data[y1 * width + x1] ?? 255;
  return (a * (1 - fx) + b * fx) * (1 - fy) + (c * (1 - fx) + d * fx) * fy;
}
