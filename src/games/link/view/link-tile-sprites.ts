// The tiles of the Link board as Pixi objects: one shared set of drawings per cell size (a face
// per kind, the shadow and outlines), and each tile as a fixed root (label, hit area, tap) with
// a body that animations, lift and shake move. Faces are baked into one texture per kind when a
// baker is given (src/ui/texture-baker.ts: the pictures' curves are then drawn once, not in
// every frame); without one (tests drawing a sheet) they stay vector Graphics.

import { Container, Graphics, GraphicsContext, Rectangle, Sprite, type Texture } from 'pixi.js';
import type { TextureBaker } from '../../../ui/texture-baker';
import { theme } from '../../../ui/theme';
import type { LinkCell } from '../core/board';
import { drawTileFace, tileFaceBox } from './tile-art';

/** How a selected tile stands out besides its outline: lifted and a little larger. */
const LIFT = 0.07;
const LIFT_SCALE = 1.07;

export interface TileSprite {
  /** Label, hit area and tap handler; it stays on its cell while animations run. */
  readonly root: Container;
  /** Everything drawn; animations, lift and shake move only this. */
  readonly body: Container;
  readonly face: Sprite | Graphics;
  readonly shadow: Graphics;
  readonly selectedMark: Graphics;
  alert: Graphics | null;
  kind: number;
  lifted: boolean;
  /** Displacement in px from the tile's cell, eased to 0 by slides and reshuffles. */
  dx: number;
  dy: number;
  shakeX: number;
  scale: number;
}

/** The drawings every tile of one size shares: a face per kind, plus the highlights. */
export class TileContexts {
  private readonly faces = new Map<number, GraphicsContext>();
  private readonly textures = new Map<number, Texture>();
  /** The baker's generation the textures were baked in (stale when it moved on). */
  private readonly generation: number;
  readonly shadow = new GraphicsContext();
  readonly selected = new GraphicsContext();
  readonly alert = new GraphicsContext();
  /** Under a mouse pointer (desktop): a thin outline, lighter than the selection's. */
  readonly hover = new GraphicsContext();

  constructor(
    readonly size: number,
    private readonly baker: TextureBaker | null = null,
  ) {
    this.generation = baker?.generation ?? 0;
    const box = tileFaceBox(size);
    const outline = (ctx: GraphicsContext, color: number, width: number) =>
      ctx
        .roundRect(box.x, box.y, box.width, box.height + box.depth, box.radius)
        .stroke({ width, color, alignment: 0 });
    this.shadow
      .roundRect(box.x, box.y + size * 0.05, box.width, box.height + box.depth, box.radius)
      .fill({ color: theme.shadow, alpha: 0.22 });
    outline(this.selected, theme.surface, Math.max(3, size * 0.11));
    outline(this.selected, theme.accent, Math.max(2, size * 0.075));
    outline(this.alert, theme.conflict, Math.max(2, size * 0.08));
    this.hover.roundRect(box.x, box.y, box.width, box.height + box.depth, box.radius).stroke({
      width: Math.max(1.5, size * 0.045),
      color: theme.accent,
      alpha: 0.55,
      alignment: 0,
    });
  }

  /** True when the textures were lost with the GPU context: make new contexts. */
  get stale(): boolean {
    return this.baker !== null && this.baker.generation !== this.generation;
  }

  private context(kind: number): GraphicsContext {
    let context = this.faces.get(kind);
    if (!context) {
      context = drawTileFace(new GraphicsContext(), kind, this.size);
      this.faces.set(kind, context);
    }
    return context;
  }

  private texture(kind: number, baker: TextureBaker): Texture {
    let texture = this.textures.get(kind);
    if (!texture) {
      const drawing = new Graphics(this.context(kind));
      texture = baker.bake(drawing, new Rectangle(0, 0, this.size, this.size));
      drawing.destroy();
      this.textures.set(kind, texture);
    }
    return texture;
  }

  /** A new drawing of the face of `kind`, in the square (0, 0, size, size). */
  makeFace(kind: number): Sprite | Graphics {
    return this.baker
      ? new Sprite(this.texture(kind, this.baker))
      : new Graphics(this.context(kind));
  }

  /** Shows `kind` on a face made by makeFace. */
  setFace(face: Sprite | Graphics, kind: number): void {
    if (face instanceof Sprite && this.baker) face.texture = this.texture(kind, this.baker);
    else if (face instanceof Graphics) face.context = this.context(kind);
  }

  destroy(): void {
    for (const context of this.faces.values()) context.destroy();
    this.faces.clear();
    for (const texture of this.textures.values()) texture.destroy(true);
    this.textures.clear();
    this.shadow.destroy();
    this.selected.destroy();
    this.alert.destroy();
    this.hover.destroy();
  }
}

/**
 * A tile on cell (r, c), tappable as `tile:r:c`, drawn at `at` (its square's corner; the board
 * may be shown turned); its hit area alone decides what it takes.
 */
export function makeTileSprite(
  cell: LinkCell,
  at: { x: number; y: number },
  kind: number,
  contexts: TileContexts,
  onTap: (cell: LinkCell) => void,
  /** A hover mark came or went: one frame to draw it (the app renders on demand). */
  onHover: () => void = () => {},
): TileSprite {
  const s = contexts.size;
  const { r, c } = cell;
  const root = new Container({ label: `tile:${r}:${c}` });
  root.position.set(at.x, at.y);
  root.hitArea = new Rectangle(0, 0, s, s);
  root.eventMode = 'static';
  root.cursor = 'pointer';
  // The hit area alone decides: a body displaced by an animation never takes a neighbour's tap.
  root.interactiveChildren = false;
  root.on('pointertap', () => onTap({ r, c }));
  const shadow = new Graphics(contexts.shadow);
  shadow.visible = false;
  const body = new Container();
  body.pivot.set(s / 2, s / 2);
  body.position.set(s / 2, s / 2);
  const face = contexts.makeFace(kind);
  const selectedMark = new Graphics(contexts.selected);
  selectedMark.visible = false;
  // Hover feedback for a mouse only: a finger has no hover, and a tap must not leave one behind.
  const hoverMark = new Graphics(contexts.hover);
  hoverMark.visible = false;
  const hover = (on: boolean) => (e: { pointerType: string }) => {
    if (e.pointerType !== 'mouse' || hoverMark.visible === on) return;
    hoverMark.visible = on;
    onHover();
  };
  root.on('pointerover', hover(true));
  root.on('pointerout', hover(false));
  body.addChild(face, hoverMark, selectedMark);
  root.addChild(shadow, body);
  return {
    root,
    body,
    face,
    shadow,
    selectedMark,
    alert: null,
    kind,
    lifted: false,
    dx: 0,
    dy: 0,
    shakeX: 0,
    scale: 1,
  };
}

/** Moves a tile's drawing: its animation offset, plus lift and shake. */
export function placeBody(sprite: TileSprite, size: number, dx = sprite.dx, dy = sprite.dy): void {
  sprite.dx = dx;
  sprite.dy = dy;
  const lift = sprite.lifted ? LIFT * size : 0;
  sprite.body.position.set(size / 2 + dx + sprite.shakeX, size / 2 + dy - lift);
  sprite.body.scale.set(sprite.scale * (sprite.lifted ? LIFT_SCALE : 1));
}

/** Shows or hides the selection on a tile (outline, shadow, lift, drawn above its neighbours). */
export function setLifted(sprite: TileSprite, lifted: boolean, size: number): void {
  sprite.lifted = lifted;
  sprite.shadow.visible = lifted;
  sprite.selectedMark.visible = lifted;
  sprite.root.zIndex = lifted ? 1 : 0;
  placeBody(sprite, size);
}
