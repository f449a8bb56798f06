// The Node decoder must see a photo as the browser shows it: the EXIF orientation tag is read from
// the JPEG's header (either byte order) and the pixels turned by it, as createImageBitmap does.
import { describe, expect, it } from 'vitest';
import { exifOrientation, orientRgba } from '../../../scripts/scan/exif-orientation';

/** A JPEG's first bytes: SOI, an APP1 Exif segment whose IFD0 holds one orientation entry, SOS. */
function jpegHead(orientation: number, little: boolean): Uint8Array {
  const u16 = (v: number) => (little ? [v & 255, v >> 8] : [v >> 8, v & 255]);
  const u32 = (v: number) =>
    little ? [...u16(v & 0xffff), ...u16(v >>> 16)] : [...u16(v >>> 16), ...u16(v & 0xffff)];
  const tiff = [
    ...(little ? [0x49, 0x49] : [0x4d, 0x4d]),
    ...u16(42),
    ...u32(8),
    ...u16(1),
    ...u16(0x0112),
    ...u16(3),
    ...u32(1),
    ...u16(orientation),
    0,
    0,
    ...u32(0),
  ];
  const body = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  const length = body.length + 2;
  return Uint8Array.from([
    0xff,
    0xd8,
    0xff,
    0xe1,
    length >> 8,
    length & 255,
    ...body,
    0xff,
    0xda,
    0,
    2,
  ]);
}

describe('EXIF orientation', () => {
  it('reads the tag in either byte order, and 1 when there is none', () => {
    expect(exifOrientation(jpegHead(6, false))).toBe(6);
    expect(exifOrientation(jpegHead(3, true))).toBe(3);
    expect(exifOrientation(Uint8Array.from([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBe(1);
    expect(exifOrientation(Uint8Array.from([1, 2, 3]))).toBe(1);
  });

  it('turns the pixels as a browser shows them', () => {
    // 2×1 picture: red then blue. Orientation 6 shows it turned a quarter clockwise (1×2: red on
    // top), 3 a half turn (blue then red), 8 a quarter anticlockwise (blue on top).
    const red = [255, 0, 0, 255];
    const blue = [0, 0, 255, 255];
    const data = Uint8Array.from([...red, ...blue]);
    const six = orientRgba(data, 2, 1, 6);
    expect([six.width, six.height]).toEqual([1, 2]);
    expect(Array.from(six.data)).toEqual([...red, ...blue]);
    expect(Array.from(orientRgba(data, 2, 1, 3).data)).toEqual([...blue, ...red]);
    const eight = orientRgba(data, 2, 1, 8);
    expect(Array.from(eight.data)).toEqual([...blue, ...red]);
    expect(orientRgba(data, 2, 1, 1).data).toBe(data);
  });
});
