// The faces of Link tiles, drawn from vector shapes in code: no downloaded art and no emoji font,
// so every device shows the same tiles and they stay crisp at any pixel ratio. Each kind is a
// designed picture (tile-pictures.ts) with its own silhouette and its own colours, so kinds can be
// told apart by shape alone and by colour alone (test/e2e/tile-art.e2e.ts measures both on the
// rendered pixels). Kinds beyond the 36 pictures, which only hand-made boards can hold, show the
// pictures again on a dark tile.
//
// Only types come from Pixi here: the drawing goes through `TilePen`, which both `Graphics` and
// `GraphicsContext` satisfy, so the view can build one shared context per kind and the unit tests
// can run this file in Node.

import { words } from '../../../i18n/i18n';
import { TILE_PICTURES } from './tile-pictures';
import { Sketch, TILE_INK, type TilePen } from './tile-sketch';

export type { TilePen } from './tile-sketch';

/** The highest kind a Link board can hold (board.ts: a–z, A–Z, 0–9). */
export const MAX_TILE_KIND = 62;

/** The ivory tile face. */
export const TILE_FACE = 0xfffbf2;
/** The tile's lower edge, seen below the face so it reads as a thick tile. */
const TILE_SIDE = 0xd9ccae;
/** A thin line around the face. */
const TILE_EDGE = 0xc2b497;
/** The face, edge and side of the dark tiles that kinds 37..62 use. */
export const DARK_TILE = { face: 0x39404f, side: 0x1f232c, edge: 0x1a1d24, ink: 0xf1ebdc } as const;

interface TileLook {
  /** Index into TILE_PICTURES. */
  picture: number;
  /** Drawn on a dark tile (kinds past the last picture). */
  dark: boolean;
}

/** Which picture a kind (1..62) shows, and on which tile. */
export function tileLook(kind: number): TileLook {
  if (!Number.isInteger(kind) || kind < 1 || kind > MAX_TILE_KIND) {
    throw new RangeError(`tile kind ${kind} is not in 1..${MAX_TILE_KIND}`);
  }
  const index = kind - 1;
  return { picture: index % TILE_PICTURES.length, dark: index >= TILE_PICTURES.length };
}

/** What players call a kind: "apple", or "apple on a dark tile" past the 36 pictures. */
export function tileName(kind: number): string {
  const look = tileLook(kind);
  const w = words().link;
  const picture = TILE_PICTURES[look.picture];
  const name = picture ? w.tiles[picture.name] : String(kind);
  return look.dark ? w.onDark({ name }) : name;
}

/** Where a tile's face sits inside its square, so the view can outline exactly the face. */
interface TileFaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
  radius: number;
  /** Thickness of the lower edge under the face. */
  depth: number;
}

export function tileFaceBox(size: number): TileFaceBox {
  const inset = Math.max(1, size * 0.045);
  const depth = Math.max(1.5, size * 0.065);
  const width = size - 2 * inset;
  return {
    x: inset,
    y: inset,
    width,
    height: width - depth,
    radius: Math.max(2, size * 0.14),
    depth,
  };
}

/** Where the picture sits on a tile of `size`: its centre and half its side. */
export function tileSymbolBox(size: number): { x: number; y: number; r: number } {
  const box = tileFaceBox(size);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, r: box.width * 0.37 };
}

/**
 * Draws a tile of `kind` into the square (0, 0, size, size): the tile's lower edge, the face with
 * a thin border, then the picture. Returns `g` so calls can chain.
 */
export function drawTileFace<T extends TilePen>(g: T, kind: number, size: number): T {
  const look = tileLook(kind);
  const box = tileFaceBox(size);
  const colours = look.dark ? DARK_TILE : { face: TILE_FACE, side: TILE_SIDE, edge: TILE_EDGE };
  g.roundRect(box.x, box.y + box.depth, box.width, box.height, box.radius);
  g.fill({ color: colours.side });
  g.roundRect(box.x, box.y, box.width, box.height, box.radius);
  g.fill({ color: colours.face });
  g.stroke({ width: Math.max(1, size * 0.02), color: colours.edge, alignment: 1 });
  drawTilePicture(g, kind, tileSymbolBox(size));
  return g;
}

/** Only the picture of `kind`, centred on (x, y) in a square of half-side r. */
export function drawTilePicture<T extends TilePen>(
  g: T,
  kind: number,
  at: { x: number; y: number; r: number },
): T {
  const look = tileLook(kind);
  const outline = look.dark ? DARK_TILE.ink : TILE_INK;
  TILE_PICTURES[look.picture]?.draw(new Sketch(g, at.x, at.y, at.r, outline));
  return g;
}
