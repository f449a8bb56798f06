// One palette and type scale for every screen, so views never hard-code colours. Givens and
// player digits differ in colour *and* weight, so they stay distinct without colour vision.

export const theme = {
  background: 0xf4f1ea,
  surface: 0xffffff,
  surfaceAlt: 0xe9eef7,
  ink: 0x1d2430,
  inkSoft: 0x5b6577,
  accent: 0x2f6fde,
  accentSoft: 0xdbe6fb,
  selected: 0xffdf8a,
  sameDigit: 0xc2d7f8,
  peer: 0xdfe8f8,
  boxShade: 0xefede6,
  gridLine: 0xb7bfcc,
  boxLine: 0x2b3342,
  given: 0x1d2430,
  player: 0x1f5fd1,
  conflict: 0xd2302c,
  conflictFill: 0xfbdad8,
  success: 0x1f8a4c,
  buttonFill: 0xffffff,
  buttonLine: 0xc9cfda,
  buttonActive: 0x2f6fde,
  overlay: 0x111722,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif',
} as const;

/** The smallest comfortable thumb target, in CSS pixels (Apple HIG / Material both use ~44–48). */
export const MIN_TOUCH = 44;
