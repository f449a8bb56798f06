import { afterEach, describe, expect, it } from 'vitest';
import { type Palette, type PaletteName, palettes } from '../../../src/ui/palettes';
import { applyPalette, cssHex, paletteFor, theme } from '../../../src/ui/theme';

// ---- Colour science, written out here so the checks below rest on published formulas. ----

type Rgb = [number, number, number];

/** sRGB channel 0–255 → linear light 0–1 (IEC 61966-2-1, as WCAG uses it). */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function linearRgb(colour: number): Rgb {
  return [linear((colour >> 16) & 255), linear((colour >> 8) & 255), linear(colour & 255)];
}

function luminance([r, g, b]: Rgb): number {
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio, 1–21. */
function contrast(a: number, b: number): number {
  const la = luminance(linearRgb(a));
  const lb = luminance(linearRgb(b));
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

type Vision = 'normal' | 'protanopia' | 'deuteranopia' | 'tritanopia';
const VISIONS: readonly Vision[] = ['normal', 'protanopia', 'deuteranopia', 'tritanopia'];

/** Machado, Oliveira & Fernandes (2009), severity 1.0, on linear RGB. */
const DICHROMACY: Record<Exclude<Vision, 'normal'>, readonly Rgb[]> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

function seenWith(vision: Vision, rgb: Rgb): Rgb {
  if (vision === 'normal') return rgb;
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  const m = DICHROMACY[vision];
  return m.map((row) => clamp(row[0] * rgb[0] + row[1] * rgb[1] + row[2] * rgb[2])) as Rgb;
}

/** Linear sRGB → CIELAB (D65). */
function lab([r, g, b]: Rgb): Rgb {
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** CIEDE2000 colour difference (Sharma, Wu & Dalal 2005). About 2.3 is just noticeable. */
function deltaE2000([l1, a1, b1]: Rgb, [l2, a2, b2]: Rgb): number {
  const rad = Math.PI / 180;
  const c7 = (c: number) => Math.sqrt(c ** 7 / (c ** 7 + 25 ** 7));
  const cBar = (Math.hypot(a1, b1) + Math.hypot(a2, b2)) / 2;
  const g = 0.5 * (1 - c7(cBar));
  const a1p = (1 + g) * a1;
  const a2p = (1 + g) * a2;
  const c1p = Math.hypot(a1p, b1);
  const c2p = Math.hypot(a2p, b2);
  const hue = (b: number, a: number) =>
    a === 0 && b === 0 ? 0 : (Math.atan2(b, a) / rad + 360) % 360;
  const h1p = hue(b1, a1p);
  const h2p = hue(b2, a2p);
  let dh = 0;
  if (c1p * c2p !== 0) {
    dh = h2p - h1p;
    if (dh > 180) dh -= 360;
    else if (dh < -180) dh += 360;
  }
  const dL = l2 - l1;
  const dC = c2p - c1p;
  const dH = 2 * Math.sqrt(c1p * c2p) * Math.sin((dh * rad) / 2);
  const lBar = (l1 + l2) / 2;
  const cBarP = (c1p + c2p) / 2;
  let hBar = h1p + h2p;
  if (c1p * c2p !== 0) {
    if (Math.abs(h1p - h2p) <= 180) hBar = (h1p + h2p) / 2;
    else hBar = h1p + h2p < 360 ? (h1p + h2p + 360) / 2 : (h1p + h2p - 360) / 2;
  }
  const t =
    1 -
    0.17 * Math.cos((hBar - 30) * rad) +
    0.24 * Math.cos(2 * hBar * rad) +
    0.32 * Math.cos((3 * hBar + 6) * rad) -
    0.2 * Math.cos((4 * hBar - 63) * rad);
  const sL = 1 + (0.015 * (lBar - 50) ** 2) / Math.sqrt(20 + (lBar - 50) ** 2);
  const sC = 1 + 0.045 * cBarP;
  const sH = 1 + 0.015 * cBarP * t;
  const rT = -Math.sin(2 * 30 * Math.exp(-(((hBar - 275) / 25) ** 2)) * rad) * 2 * c7(cBarP);
  return Math.sqrt((dL / sL) ** 2 + (dC / sC) ** 2 + (dH / sH) ** 2 + rT * (dC / sC) * (dH / sH));
}

/** How different two colours look to someone with `vision`. */
function difference(a: number, b: number, vision: Vision): number {
  return deltaE2000(lab(seenWith(vision, linearRgb(a))), lab(seenWith(vision, linearRgb(b))));
}

// ---- What the board draws, from src/games/sudoku/view/sudoku-board-view.ts. ----

type ColourKey = Exclude<keyof Palette, 'fontFamily'>;

/** Every fill a cell can have. */
const CELL_FILLS: readonly ColourKey[] = [
  'surface',
  'boxShade',
  'peer',
  'sameDigit',
  'conflictFill',
  'selected',
  'hintFill',
];
/**
 * Text drawn in cells: given digits, the player's, the player's that break a rule (a refused
 * one shakes in red), notes, and a hint's placed digit. Notes can sit on any fill, the
 * hint's own included.
 */
const CELL_INKS: readonly ColourKey[] = ['given', 'player', 'conflict', 'inkSoft', 'success'];
/** Lines on cells: box borders and the selection ring, hint outlines, the keyboard focus ring. */
const CELL_LINES: readonly ColourKey[] = ['boxLine', 'accent', 'focus'];
/** Button captions, toasts and banners are drawn in white on these. */
const UNDER_WHITE_TEXT: readonly ColourKey[] = ['buttonActive', 'overlay'];
const WHITE = 0xffffff;

/** WCAG AA for normal text; 3:1 for large text (≥ 24 px, or 18.7 px bold) and for graphics. */
const TEXT = 4.5;
const LARGE_OR_GRAPHIC = 3;
/** A colour difference that reads at a glance between neighbouring cells. */
const DISTINCT_FILLS = 6;
/** Digits are small, so their colours must differ by far more than fills do. */
const DISTINCT_DIGITS = 20;
/** Given and player digits also differ in weight, so colour carries less of the load. */
const DISTINCT_GIVEN = 10;

const NAMES = Object.keys(palettes) as PaletteName[];
const COLOUR_BLIND: readonly PaletteName[] = ['lightColourBlind', 'darkColourBlind'];

/** Pairs (a, b) in `palette` whose contrast is under `min`, as readable strings. */
function lowContrast(
  palette: Palette,
  inks: readonly ColourKey[],
  fills: readonly ColourKey[],
  min: number,
) {
  const low: string[] = [];
  for (const ink of inks) {
    for (const fill of fills) {
      const ratio = contrast(palette[ink], palette[fill]);
      if (ratio < min) low.push(`${ink} on ${fill}: ${ratio.toFixed(2)}`);
    }
  }
  return low;
}

/** Highlights that `vision` cannot tell apart. Plain and box-shaded cells are meant to be close. */
function confusedFills(palette: Palette, vision: Vision): string[] {
  const confused: string[] = [];
  CELL_FILLS.forEach((a, i) => {
    for (const b of CELL_FILLS.slice(i + 1)) {
      if (a === 'surface' && b === 'boxShade') continue;
      const d = difference(palette[a], palette[b], vision);
      if (d < DISTINCT_FILLS) confused.push(`${a}/${b}: ${d.toFixed(1)}`);
    }
  });
  return confused;
}

function confusedDigits(palette: Palette, vision: Vision): string[] {
  const pairs: [ColourKey, ColourKey, number][] = [
    ['player', 'conflict', DISTINCT_DIGITS],
    ['given', 'conflict', DISTINCT_DIGITS],
    ['given', 'player', DISTINCT_GIVEN],
  ];
  return pairs
    .map(([a, b, min]) => [a, b, difference(palette[a], palette[b], vision), min] as const)
    .filter(([, , d, min]) => d < min)
    .map(([a, b, d]) => `${a}/${b}: ${d.toFixed(1)}`);
}

// ---- Tests ----

describe('colour measures (checked against published values)', () => {
  it('contrast: black on white is 21:1, a colour on itself 1:1, #767676 on white just passes AA', () => {
    expect(contrast(0x000000, 0xffffff)).toBeCloseTo(21, 5);
    expect(contrast(0x2f6fde, 0x2f6fde)).toBe(1);
    expect(contrast(0x767676, 0xffffff)).toBeCloseTo(4.54, 2);
    expect(contrast(0x777777, 0xffffff)).toBeLessThan(4.5);
  });

  it('CIEDE2000 matches Sharma’s test pairs', () => {
    expect(deltaE2000([50, 2.6772, -79.7751], [50, 0, -82.7485])).toBeCloseTo(2.0425, 3);
    expect(deltaE2000([50, -1.3802, -84.2814], [50, 0, -82.7485])).toBeCloseTo(1.0, 3);
    expect(deltaE2000([50, 2.5, 0], [73, 25, -18])).toBeCloseTo(27.1492, 3);
    expect(deltaE2000([60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387])).toBeCloseTo(
      1.2644,
      3,
    );
  });

  it('the simulations fold red into green for red–green blindness but not for others', () => {
    const red = 0xd00000;
    const green = 0x7a7a00;
    expect(difference(red, green, 'normal')).toBeGreaterThan(20);
    expect(difference(red, green, 'deuteranopia')).toBeLessThan(
      difference(red, green, 'normal') / 2,
    );
    expect(difference(red, green, 'protanopia')).toBeLessThan(difference(red, green, 'normal') / 2);
    // Blue against yellow is the tritan confusion, and an easy pair for red–green blindness.
    expect(difference(0x3060ff, 0x8a8a8a, 'tritanopia')).toBeLessThan(
      difference(0x3060ff, 0x8a8a8a, 'deuteranopia'),
    );
    expect(difference(0xffffff, 0xffffff, 'tritanopia')).toBe(0);
  });
});

describe('palettes', () => {
  it('all have the same keys, and every colour is a 24-bit RGB value', () => {
    const keys = Object.keys(palettes.light).sort();
    for (const name of NAMES) {
      const palette = palettes[name];
      expect(Object.keys(palette).sort(), name).toEqual(keys);
      for (const key of keys as (keyof Palette)[]) {
        const value = palette[key];
        if (key === 'fontFamily') expect(typeof value).toBe('string');
        else
          expect(
            Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 0xffffff,
            `${name}.${key}`,
          ).toBe(true);
      }
    }
  });

  it('keep the light look of the original theme (some inks a shade darker)', () => {
    // Every fill, line and the givens as they were before palettes existed.
    expect(palettes.light).toMatchObject({
      background: 0xf4f1ea,
      boxShade: 0xefede6,
      gridLine: 0xb7bfcc,
      boxLine: 0x2b3342,
      surface: 0xffffff,
      ink: 0x1d2430,
      selected: 0xffdf8a,
      sameDigit: 0xc2d7f8,
      peer: 0xdfe8f8,
      conflictFill: 0xfbdad8,
      given: 0x1d2430,
      buttonActive: 0x2f6fde,
    });
  });

  it('the dark ones are dark: the page and the board are darker than their text', () => {
    for (const name of ['dark', 'darkColourBlind'] as const) {
      const p = palettes[name];
      expect(luminance(linearRgb(p.surface))).toBeLessThan(0.05);
      expect(luminance(linearRgb(p.background))).toBeLessThan(luminance(linearRgb(p.ink)));
    }
  });

  it('cannot be changed, so applying one to the theme is a copy', () => {
    expect(Object.isFrozen(palettes)).toBe(true);
    for (const name of NAMES) expect(Object.isFrozen(palettes[name])).toBe(true);
  });
});

describe.each(NAMES)('the %s palette: contrast', (name) => {
  const p = palettes[name];

  it('gives every digit and note 4.5:1 on every cell fill', () => {
    expect(lowContrast(p, CELL_INKS, CELL_FILLS, TEXT)).toEqual([]);
  });

  it('gives the lines drawn on cells 3:1 on every cell fill', () => {
    expect(lowContrast(p, CELL_LINES, CELL_FILLS, LARGE_OR_GRAPHIC)).toEqual([]);
  });

  it('draws a highlighted note (surface ink on an accent disc) at 4.5:1', () => {
    // The disc itself is an accent mark on a cell fill, checked 3:1 with the lines above.
    expect(lowContrast(p, ['surface'], ['accent'], TEXT)).toEqual([]);
  });

  it('gives text 4.5:1 on the page, cards and buttons', () => {
    expect(
      lowContrast(p, ['ink'], ['background', 'surface', 'surfaceAlt', 'buttonFill'], TEXT),
    ).toEqual([]);
    expect(lowContrast(p, ['inkSoft'], ['background', 'surface', 'surfaceAlt'], TEXT)).toEqual([]);
    const white = UNDER_WHITE_TEXT.map((k) => [k, contrast(WHITE, p[k])] as const).filter(
      ([, ratio]) => ratio < TEXT,
    );
    expect(white).toEqual([]);
  });

  it('gives headlines, the accent and the focus ring 3:1 on the page', () => {
    const onPage = ['success', 'accent', 'focus', 'conflict'] as const;
    expect(lowContrast(p, onPage, ['background', 'surface'], LARGE_OR_GRAPHIC)).toEqual([]);
  });
});

describe.each(NAMES)('the %s palette: telling things apart', (name) => {
  const p = palettes[name];
  // Every palette must work for normal vision; the colour-blind ones for all three dichromacies.
  const visions = COLOUR_BLIND.includes(name) ? VISIONS : (['normal'] as const);

  it.each(visions)('errors, player digits and givens stay apart with %s vision', (vision) => {
    expect(confusedDigits(p, vision)).toEqual([]);
  });

  it.each(visions)(
    'selection, peers, same digits and conflicts stay apart with %s vision',
    (vision) => {
      expect(confusedFills(p, vision)).toEqual([]);
    },
  );
});

describe('the colour-blind palettes', () => {
  it('are needed: the plain light palette confuses a conflict cell for a shaded box', () => {
    // The measure above would pass the plain palette too if it could not see the problem.
    const confused = [
      ...confusedFills(palettes.light, 'deuteranopia'),
      ...confusedFills(palettes.light, 'protanopia'),
    ];
    expect(confused.some((pair) => pair.startsWith('boxShade/conflictFill'))).toBe(true);
  });
});

describe('paletteFor', () => {
  const plain = { colourBlind: false };
  const safe = { colourBlind: true };

  it('follows the system only when the theme is "system"', () => {
    expect(paletteFor({ ...plain, theme: 'system' }, false)).toBe(palettes.light);
    expect(paletteFor({ ...plain, theme: 'system' }, true)).toBe(palettes.dark);
    expect(paletteFor({ ...plain, theme: 'light' }, true)).toBe(palettes.light);
    expect(paletteFor({ ...plain, theme: 'dark' }, false)).toBe(palettes.dark);
  });

  it('picks the colour-blind variant of the same lightness', () => {
    expect(paletteFor({ ...safe, theme: 'system' }, false)).toBe(palettes.lightColourBlind);
    expect(paletteFor({ ...safe, theme: 'system' }, true)).toBe(palettes.darkColourBlind);
    expect(paletteFor({ ...safe, theme: 'light' }, true)).toBe(palettes.lightColourBlind);
    expect(paletteFor({ ...safe, theme: 'dark' }, false)).toBe(palettes.darkColourBlind);
  });
});

describe('theme and applyPalette', () => {
  afterEach(() => applyPalette(palettes.light));

  it('starts light, and keeps its identity when a palette is applied', () => {
    expect(theme).toEqual(palettes.light);
    const before = theme;
    applyPalette(palettes.dark);
    expect(theme).toBe(before);
    expect(theme).toEqual(palettes.dark);
    expect(theme.surface).toBe(palettes.dark.surface);
  });

  it('copies: changing the live theme leaves the stored palettes alone', () => {
    applyPalette(palettes.darkColourBlind);
    theme.player = 0x123456;
    expect(palettes.darkColourBlind.player).not.toBe(0x123456);
    applyPalette(palettes.light);
    expect(theme.player).toBe(palettes.light.player);
  });
});

describe('cssHex', () => {
  it('writes six lower-case hex digits with a leading #', () => {
    expect(cssHex(0x2f6fde)).toBe('#2f6fde');
    expect(cssHex(0)).toBe('#000000');
    expect(cssHex(0xfff)).toBe('#000fff');
    expect(cssHex(0xffffff)).toBe('#ffffff');
    expect(cssHex(palettes.dark.background)).toMatch(/^#[0-9a-f]{6}$/);
  });
});
