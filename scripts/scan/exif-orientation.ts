// jpeg-js hands back the pixels as stored, but a browser's createImageBitmap (the worker's decoder)
// turns them by the JPEG's EXIF orientation tag first. The training, the held-out measure and the
// command line must see the picture the player's browser sees, so the tag is read here and applied.

/** The EXIF orientation (1–8) of JPEG bytes; 1 (as stored) when there is no tag. */
export function exifOrientation(bytes: Uint8Array): number {
  const u16 = (at: number, little: boolean) =>
    little
      ? (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8)
      : ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
  const u32 = (at: number, little: boolean) =>
    little
      ? u16(at, true) + u16(at + 2, true) * 65536
      : u16(at, false) * 65536 + u16(at + 2, false);
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return 1;
  let at = 2;
  while (at + 4 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] ?? 0;
    const length = u16(at + 2, false);
    // Start of scan: the header segments are over.
    if (marker === 0xda) return 1;
    const body = at + 4;
    const isExif =
      marker === 0xe1 &&
      bytes[body] === 0x45 &&
      bytes[body + 1] === 0x78 &&
      bytes[body + 2] === 0x69 &&
      bytes[body + 3] === 0x66;
    if (isExif) {
      const tiff = body + 6;
      const little = bytes[tiff] === 0x49;
      const ifd = tiff + u32(tiff + 4, little);
      const entries = u16(ifd, little);
      for (let k = 0; k < entries; k++) {
        const entry = ifd + 2 + k * 12;
        if (entry + 12 > bytes.length) break;
        if (u16(entry, little) === 0x0112) {
          const value = u16(entry + 8, little);
          return value >= 1 && value <= 8 ? value : 1;
        }
      }
      return 1;
    }
    at += 2 + length;
  }
  return 1;
}

/** RGBA pixels turned/mirrored as a browser shows them for an EXIF orientation. */
export function orientRgba(
  data: Uint8Array,
  width: number,
  height: number,
  orientation: number,
): { data: Uint8Array; width: number; height: number } {
  if (orientation <= 1 || orientation > 8) return { data, width, height };
  const swap = orientation >= 5;
  const outW = swap ? height : width;
  const outH = swap ? width : height;
  const out = new Uint8Array(outW * outH * 4);
  for (let y = 0; y < outH; y++) {
    for (let x = 0; x < outW; x++) {
      // The stored pixel shown at (x, y), per the EXIF orientation table.
      let sx = x;
      let sy = y;
      switch (orientation) {
        case 2:
          sx = width - 1 - x;
          break;
        case 3:
          sx = width - 1 - x;
          sy = height - 1 - y;
          break;
        case 4:
          sy = height - 1 - y;
          break;
        case 5:
          sx = y;
          sy = x;
          break;
        case 6:
          sx = y;
          sy = height - 1 - x;
          break;
        case 7:
          sx = width - 1 - y;
          sy = height - 1 - x;
          break;
        case 8:
          sx = width - 1 - y;
          sy = x;
          break;
      }
      const from = (sy * width + sx) * 4;
      out.set(data.subarray(from, from + 4), (y * outW + x) * 4);
    }
  }
  return { data: out, width: outW, height: outH };
}
