// The colours of the tile pictures. Fourteen fills that stay apart in CIELAB (the unit test checks
// ΔE between every pair), so that two pictures sharing a main colour still differ by a second
// colour covering a good part of the picture (test/e2e/tile-art.e2e.ts measures that on the
// rendered pixels). Light fills (white, sky, yellow, tan) are fine on the ivory face because
// every part has the dark outline.

export const RED = 0xe23b3b;
export const ORANGE = 0xf28a1e;
export const YELLOW = 0xf9d63a;
export const LIME = 0xa9d13c;
export const GREEN = 0x3a9e4c;
export const FOREST = 0x1f6638;
export const TEAL = 0x12968f;
export const SKY = 0x86cdf2;
export const BLUE = 0x2f6cd8;
export const NAVY = 0x2e3b86;
export const PURPLE = 0x8c4cc4;
export const PINK = 0xf47eb0;
export const MAGENTA = 0xc01f78;
export const BROWN = 0x8b5a32;
export const TAN = 0xe2bf84;
export const TERRACOTTA = 0xc0582f;
export const GREY = 0x9aa5b4;
export const WHITE = 0xffffff;

/** Every fill above, for the palette test. */
export const PICTURE_COLOURS: readonly number[] = [
  RED,
  ORANGE,
  YELLOW,
  LIME,
  GREEN,
  FOREST,
  TEAL,
  SKY,
  BLUE,
  NAVY,
  PURPLE,
  PINK,
  MAGENTA,
  BROWN,
  TAN,
  TERRACOTTA,
  GREY,
  WHITE,
];
