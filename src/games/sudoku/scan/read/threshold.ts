// Adaptive threshold: a pixel is ink when it is darker than the mean of its neighbourhood by a
// margin. A mean over a window (from an integral image) follows shadows and glare across a page,
// where one global threshold would lose half the grid.

import type { GrayImage } from './gray-image';

/** Ink mask: 1 where the pixel is `offset` darker than the mean of the (2r+1)² box around it. */
export function adaptiveThreshold(image: GrayImage, radius: number, offset: number): Uint8Array {
  const { width, height, data } = image;
  const stride = width + 1;
  const integral = new Float64Array(stride * (height + 1));
  for (let y = 0; y < height; y++) {
    let rowSum = 0;
    for (let x = 0; x < width; x++) {
      rowSum += data[y * width + x] ?? 0;
      integral[(y + 1) * stride + x + 1] = (integral[y * stride + x + 1] ?? 0) + rowSum;
    }
  }
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - radius);
    const y1 = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - radius);
      const x1 = Math.min(width, x + radius + 1);
      const sum =
        (integral[y1 * stride + x1] ?? 0) -
        (integral[y0 * stride + x1] ?? 0) -
        (integral[y1 * stride + x0] ?? 0) +
        (integral[y0 * stride + x0] ?? 0);
      const mean = sum / ((x1 - x0) * (y1 - y0));
      mask[y * width + x] = (data[y * width + x] ?? 0) < mean - offset ? 1 : 0;
    }
  }
  return mask;
}
