// The Link board drawn by Pixi: the faint ring the paths may run through, the tiles, the selected
// tile, a hint, and the animations of a match, a wrong pair, a reshuffle and a win. It only draws
// what it is given and reports taps as intents; it never changes game state itself.
//
// Every animation starts from the final state: the tile containers (labels, hit areas) are put
// at once where the new board has them, and only their drawn bodies are displaced and eased
// home. So taps and the automation surface always see the board the controller holds, and
// ending an animation early is just "drop the displacements and the ghosts".

import { Container, type DestroyOptions, Graphics, GraphicsContext, Rectangle } from 'pixi.js';
import { ease, type RenderLoop } from '../../../ui/render-loop';
import { theme } from '../../../ui/theme';
import type { LinkBoard, LinkCell } from '../core/board';
import type { LinkSlide } from '../core/gravity';
import { drawTileFace, tileFaceBox } from './tile-art';

export interface LinkBoardUi {
  selected: LinkCell | null;
  /** A hinted pair, highlighted (pulsing outline); with `path`, the line is drawn too. */
  hint: { a: LinkCell; b: LinkCell; path: readonly LinkCell[] | null } | null;
}

/** Animation lengths in ms; `MATCH_*` run one after another. */
const MATCH_PATH_MS = 250;
const MATCH_VANISH_MS = 200;
const MATCH_SLIDE_MS = 180;
const SHAKE_MS = 300;
const ALERT_MS = 450;
const RESHUFFLE_MS = 400;
const HINT_PULSE_MS = 1200;
const WIN_MS = 900;
/** With reduced motion, changes appear at once or fade in no more than this. */
const FADE_MS = 100;

/** How a selected tile stands out besides its outline: lifted and a little larger. */
const LIFT = 0.07;
const LIFT_SCALE = 1.07;

interface TileSprite {
  /** Label, hit area and tap handler; it stays on its cell while animations run. */
  readonly root: Container;
  /** Everything drawn; animations, lift and shake move only this. */
  readonly body: Container;
  readonly face: Graphics;
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

/** Board animations change what is where and always end on update(); the others only decorate. */
type RunTag = 'match' | 'reshuffle' | 'shake' | 'hint' | 'win';

interface Run {
  readonly tag: RunTag;
  readonly duration: number;
  elapsed: number;
  /** Jumps to the end state (idempotent). */
  finish(): void;
}

/** The Graphics contexts every tile of one size shares: one per kind, plus the highlights. */
class TileContexts {
  private readonly faces = new Map<number, GraphicsContext>();
  readonly shadow = new GraphicsContext();
  readonly selected = new GraphicsContext();
  readonly alert = new GraphicsContext();

  constructor(readonly size: number) {
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
  }

  face(kind: number): GraphicsContext {
    let context = this.faces.get(kind);
    if (!context) {
      context = drawTileFace(new GraphicsContext(), kind, this.size);
      this.faces.set(kind, context);
    }
    return context;
  }

  destroy(): void {
    for (const context of this.faces.values()) context.destroy();
    this.faces.clear();
    this.shadow.destroy();
    this.selected.destroy();
    this.alert.destroy();
  }
}

export class LinkBoardView extends Container {
  private readonly margin = new Graphics();
  /** Under the tiles, so a hint's line joins the two tiles without hiding their symbols. */
  private readonly hintPathLayer = new Graphics();
  private readonly tileLayer = new Container({ sortableChildren: true });
  private readonly ghostLayer = new Container();
  private readonly hintLayer = new Graphics();
  private readonly pathLayer = new Graphics();
  private readonly winLayer = new Graphics();
  private tiles: (TileSprite | null)[] = [];
  private contexts: TileContexts | null = null;
  private cellSize = 0;
  private maxWidth = 0;
  private maxHeight = 0;
  private board: LinkBoard | null = null;
  private ui: LinkBoardUi = { selected: null, hint: null };
  private hintKey = '';
  private readonly runs = new Set<Run>();
  private readonly reducedMotion: () => boolean;

  constructor(
    private readonly loop: RenderLoop,
    private readonly onTileTap: (cell: LinkCell) => void,
    options: { reducedMotion?: () => boolean } = {},
  ) {
    super({ label: 'board' });
    this.reducedMotion =
      options.reducedMotion ??
      (() => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);
    // Only the tiles take taps; everything else is skipped by hit testing.
    for (const layer of [
      this.margin,
      this.hintPathLayer,
      this.ghostLayer,
      this.hintLayer,
      this.pathLayer,
      this.winLayer,
    ]) {
      layer.eventMode = 'none';
    }
    this.addChild(
      this.margin,
      this.hintPathLayer,
      this.tileLayer,
      this.ghostLayer,
      this.hintLayer,
      this.pathLayer,
      this.winLayer,
    );
  }

  /** Width of the board plus its ring, in CSS px. */
  get boardWidth(): number {
    return this.board ? this.cellSize * (this.board.cols + 2) : 0;
  }

  get boardHeight(): number {
    return this.board ? this.cellSize * (this.board.rows + 2) : 0;
  }

  /** Fits the board plus its one-cell outer ring into maxWidth × maxHeight CSS px. */
  layout(maxWidth: number, maxHeight: number): void {
    this.maxWidth = maxWidth;
    this.maxHeight = maxHeight;
    this.fitCells(false);
  }

  /**
   * Redraws at once to this board and ui, ending any running animation first (snapping to its
   * end). One exception: a shake or win celebration carries on when the board's cells are the
   * same, because the controller updates the selection right after a wrong pair.
   */
  update(board: LinkBoard, ui: LinkBoardUi): void {
    const same = this.board !== null && sameCells(this.board, board);
    this.finishRuns((tag) => tag === 'match' || tag === 'reshuffle' || !same);
    this.show(board, ui);
  }

  /**
   * A matched pair: the path is drawn along its segments, both tiles vanish, then the slides
   * (gravity) play, ending on `after`. Returns the total duration in ms.
   */
  playMatch(
    path: readonly LinkCell[],
    a: LinkCell,
    b: LinkCell,
    slides: readonly LinkSlide[],
    after: LinkBoard,
    ui: LinkBoardUi,
  ): number {
    this.finishRuns(() => true);
    const before = this.board;
    this.show(after, ui);
    const contexts = this.contexts;
    if (!before || !contexts || !sameShape(before, after)) return 0;
    const s = this.cellSize;
    const ghosts: Graphics[] = [];
    for (const cell of [a, b]) {
      const kind = isOnBoard(before, cell)
        ? (before.cells[cell.r * before.cols + cell.c] as number)
        : 0;
      if (kind === 0) continue;
      const ghost = new Graphics(contexts.face(kind));
      ghost.pivot.set(s / 2, s / 2);
      ghost.position.set((cell.c + 1.5) * s, (cell.r + 1.5) * s);
      ghosts.push(this.ghostLayer.addChild(ghost));
    }
    const movers: { sprite: TileSprite; dx: number; dy: number }[] = [];
    for (const { from, to } of slides) {
      const sprite = this.tiles[to.r * after.cols + to.c];
      if (sprite) movers.push({ sprite, dx: (from.c - to.c) * s, dy: (from.r - to.r) * s });
    }
    const end = () => {
      for (const ghost of ghosts) ghost.destroy();
      this.pathLayer.clear();
      this.pathLayer.alpha = 1;
      for (const { sprite } of movers) this.placeBody(sprite, 0, 0);
    };
    if (this.reducedMotion()) {
      this.drawPath(this.pathLayer, path, 1, theme.accent);
      this.start(
        'match',
        FADE_MS,
        (t) => {
          const alpha = 1 - t / FADE_MS;
          for (const ghost of ghosts) ghost.alpha = alpha;
          this.pathLayer.alpha = alpha;
        },
        end,
      );
      return FADE_MS;
    }
    for (const m of movers) this.placeBody(m.sprite, m.dx, m.dy);
    const vanishAt = MATCH_PATH_MS;
    const slideAt = vanishAt + MATCH_VANISH_MS;
    const total = movers.length > 0 ? slideAt + MATCH_SLIDE_MS : slideAt;
    this.start(
      'match',
      total,
      (t) => {
        if (t < vanishAt) {
          this.drawPath(this.pathLayer, path, t / MATCH_PATH_MS, theme.accent);
          return;
        }
        const q = Math.min(1, (t - vanishAt) / MATCH_VANISH_MS);
        if (q < 1) {
          this.drawPath(this.pathLayer, path, 1, theme.accent);
          this.pathLayer.alpha = 1 - q;
        } else {
          this.pathLayer.clear();
        }
        for (const ghost of ghosts) {
          ghost.alpha = 1 - q;
          ghost.scale.set(1 + 0.12 * Math.sin(q * Math.PI) - 0.5 * q);
        }
        if (t < slideAt) return;
        const left = 1 - ease.outCubic(Math.min(1, (t - slideAt) / MATCH_SLIDE_MS));
        for (const m of movers) this.placeBody(m.sprite, m.dx * left, m.dy * left);
      },
      end,
    );
    return total;
  }

  /** A wrong pair: both tiles give a short shake and a brief red outline. */
  shakeWrong(a: LinkCell, b: LinkCell): void {
    this.finishRuns((tag) => tag === 'shake');
    const contexts = this.contexts;
    if (!contexts) return;
    const sprites = [a, b]
      .map((cell) => this.spriteAt(cell))
      .filter((sprite): sprite is TileSprite => sprite !== null);
    for (const sprite of sprites) {
      sprite.alert ??= sprite.body.addChild(new Graphics(contexts.alert));
      sprite.alert.visible = true;
      sprite.alert.alpha = 1;
    }
    const end = () => {
      for (const sprite of sprites) {
        if (sprite.root.destroyed) continue;
        if (sprite.alert) sprite.alert.visible = false;
        sprite.shakeX = 0;
        this.placeBody(sprite);
      }
    };
    const fadeAlert = (t: number) => {
      for (const sprite of sprites) if (sprite.alert) sprite.alert.alpha = 1 - t / FADE_MS;
    };
    if (this.reducedMotion()) {
      // The outline stays still (no frames drawn while it waits), then fades.
      this.loop.invalidate();
      this.start('shake', FADE_MS, fadeAlert, end, ALERT_MS - FADE_MS);
      return;
    }
    const amplitude = this.cellSize * 0.12;
    this.start(
      'shake',
      ALERT_MS,
      (t) => {
        const p = Math.min(1, t / SHAKE_MS);
        for (const sprite of sprites) {
          sprite.shakeX = Math.sin(p * Math.PI * 6) * (1 - p) * amplitude;
          this.placeBody(sprite);
        }
        if (t > ALERT_MS - FADE_MS) fadeAlert(t - (ALERT_MS - FADE_MS));
      },
      end,
    );
  }

  /** After a reshuffle: each tile moves from a place of its kind in `before` to its place in `after`. */
  playReshuffle(before: LinkBoard, after: LinkBoard, ui: LinkBoardUi): void {
    this.finishRuns(() => true);
    this.show(after, ui);
    if (!this.contexts || !sameShape(before, after)) return;
    if (this.reducedMotion()) {
      this.start(
        'reshuffle',
        FADE_MS,
        (t) => {
          this.tileLayer.alpha = 0.3 + 0.7 * (t / FADE_MS);
        },
        () => {
          this.tileLayer.alpha = 1;
        },
      );
      return;
    }
    const s = this.cellSize;
    const movers: { sprite: TileSprite; dx: number; dy: number }[] = [];
    const sources = sourcesByKind(before);
    for (let i = 0; i < after.cells.length; i++) {
      const sprite = this.tiles[i];
      const from = sources.get(after.cells[i] as number)?.shift();
      if (!sprite || from === undefined) continue;
      const dx = ((from % after.cols) - (i % after.cols)) * s;
      const dy = (Math.floor(from / after.cols) - Math.floor(i / after.cols)) * s;
      movers.push({ sprite, dx, dy });
      this.placeBody(sprite, dx, dy);
    }
    this.start(
      'reshuffle',
      RESHUFFLE_MS,
      (t) => {
        const p = t / RESHUFFLE_MS;
        const left = 1 - ease.inOutSine(p);
        for (const m of movers) {
          m.sprite.scale = 1 - 0.14 * Math.sin(p * Math.PI);
          this.placeBody(m.sprite, m.dx * left, m.dy * left);
        }
      },
      () => {
        for (const m of movers) {
          m.sprite.scale = 1;
          this.placeBody(m.sprite, 0, 0);
        }
      },
    );
  }

  /** The board is cleared: two green waves run in from the ring. Waits for a running match. */
  playWin(): void {
    this.finishRuns((tag) => tag === 'win');
    if (!this.board || this.cellSize === 0) return;
    let delay = 0;
    for (const run of this.runs) {
      if (run.tag === 'match' || run.tag === 'reshuffle') {
        delay = Math.max(delay, run.duration - run.elapsed);
      }
    }
    const g = this.winLayer;
    const w = this.boardWidth;
    const h = this.boardHeight;
    const s = this.cellSize;
    if (this.reducedMotion()) {
      // The end state is a still green ring, kept until the board changes.
      g.clear()
        .roundRect(s / 4, s / 4, w - s / 2, h - s / 2, s * 0.3)
        .stroke({ width: s * 0.2, color: theme.success });
      g.alpha = 0;
      this.start(
        'win',
        FADE_MS,
        (t) => {
          g.alpha = t / FADE_MS;
        },
        () => {
          g.alpha = 1;
        },
        delay,
      );
      return;
    }
    const reach = Math.min(w, h) * 0.42;
    this.start(
      'win',
      WIN_MS,
      (t) => {
        g.clear();
        for (let wave = 0; wave < 2; wave++) {
          const u = (t - wave * WIN_MS * 0.3) / (WIN_MS * 0.7);
          if (u <= 0 || u >= 1) continue;
          const inset = s / 4 + ease.outCubic(u) * reach;
          g.roundRect(inset, inset, w - 2 * inset, h - 2 * inset, s * 0.3).stroke({
            width: s * (0.3 - 0.22 * u),
            color: theme.success,
            alpha: 1 - u,
          });
        }
      },
      () => {
        g.clear();
      },
      delay,
    );
  }

  override destroy(options?: DestroyOptions): void {
    this.finishRuns(() => true);
    this.clearTiles();
    super.destroy(options);
    this.contexts?.destroy();
    this.contexts = null;
  }

  /** Sets the cell size from the room given; rebuilds everything when it changes. */
  private fitCells(force: boolean): void {
    const board = this.board;
    if (!board) return;
    const across = this.maxWidth / (board.cols + 2);
    const down = this.maxHeight / (board.rows + 2);
    const size = Math.max(1, Math.floor(Math.min(across, down)));
    if (size === this.cellSize && !force) return;
    this.finishRuns(() => true);
    this.clearTiles();
    this.cellSize = size;
    if (this.contexts?.size !== size) {
      this.contexts?.destroy();
      this.contexts = new TileContexts(size);
    }
    this.drawMargin();
    this.syncTiles();
    this.hintKey = '';
    this.drawUi();
  }

  /** Puts `board` and `ui` on screen at once, keeping tiles whose cells did not change. */
  private show(board: LinkBoard, ui: LinkBoardUi): void {
    const reshaped = !this.board || !sameShape(this.board, board);
    if (!this.board || !sameCells(this.board, board)) this.winLayer.clear();
    this.board = board;
    this.ui = ui;
    if (this.maxWidth <= 0 || this.maxHeight <= 0) return;
    if (reshaped) {
      this.fitCells(true);
    } else {
      this.syncTiles();
      this.drawUi();
    }
  }

  private syncTiles(): void {
    const board = this.board;
    const contexts = this.contexts;
    if (!board || !contexts) return;
    for (let i = 0; i < board.cells.length; i++) {
      const kind = board.cells[i] as number;
      const sprite = this.tiles[i] ?? null;
      if (kind === 0) {
        if (sprite) sprite.root.destroy({ children: true });
        this.tiles[i] = null;
      } else if (!sprite) {
        this.tiles[i] = this.makeTile(Math.floor(i / board.cols), i % board.cols, kind, contexts);
      } else if (sprite.kind !== kind) {
        sprite.face.context = contexts.face(kind);
        sprite.kind = kind;
      }
    }
    this.tiles.length = board.cells.length;
    this.loop.invalidate();
  }

  private makeTile(r: number, c: number, kind: number, contexts: TileContexts): TileSprite {
    const s = this.cellSize;
    const root = new Container({ label: `tile:${r}:${c}` });
    root.position.set((c + 1) * s, (r + 1) * s);
    root.hitArea = new Rectangle(0, 0, s, s);
    root.eventMode = 'static';
    root.cursor = 'pointer';
    // The hit area alone decides: a body displaced by an animation never takes a neighbour's tap.
    root.interactiveChildren = false;
    root.on('pointertap', () => this.onTileTap({ r, c }));
    const shadow = new Graphics(contexts.shadow);
    shadow.visible = false;
    const body = new Container();
    body.pivot.set(s / 2, s / 2);
    body.position.set(s / 2, s / 2);
    const face = new Graphics(contexts.face(kind));
    const selectedMark = new Graphics(contexts.selected);
    selectedMark.visible = false;
    body.addChild(face, selectedMark);
    root.addChild(shadow, body);
    this.tileLayer.addChild(root);
    const sprite: TileSprite = {
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
    return sprite;
  }

  private clearTiles(): void {
    for (const sprite of this.tiles) sprite?.root.destroy({ children: true });
    this.tiles = [];
  }

  private spriteAt(cell: LinkCell): TileSprite | null {
    const board = this.board;
    if (!board || !isOnBoard(board, cell)) return null;
    return this.tiles[cell.r * board.cols + cell.c] ?? null;
  }

  /** Moves a tile's drawing: its animation offset, plus lift and shake. */
  private placeBody(sprite: TileSprite, dx = sprite.dx, dy = sprite.dy): void {
    sprite.dx = dx;
    sprite.dy = dy;
    const s = this.cellSize;
    const lift = sprite.lifted ? LIFT * s : 0;
    sprite.body.position.set(s / 2 + dx + sprite.shakeX, s / 2 + dy - lift);
    sprite.body.scale.set(sprite.scale * (sprite.lifted ? LIFT_SCALE : 1));
  }

  /** Selection and hint. */
  private drawUi(): void {
    const board = this.board;
    if (!board) return;
    const sel = this.ui.selected;
    const selected = sel && isOnBoard(board, sel) ? sel.r * board.cols + sel.c : -1;
    for (let i = 0; i < this.tiles.length; i++) {
      const sprite = this.tiles[i];
      if (!sprite) continue;
      const lifted = i === selected;
      sprite.lifted = lifted;
      sprite.shadow.visible = lifted;
      sprite.selectedMark.visible = lifted;
      sprite.root.zIndex = lifted ? 1 : 0;
      this.placeBody(sprite);
    }
    this.drawHint();
  }

  /** Redraws the hint only when it changed, so a running pulse is not restarted. */
  private drawHint(): void {
    const hint = this.ui.hint;
    const key = hint ? JSON.stringify(hint) : '';
    if (key === this.hintKey) return;
    this.hintKey = key;
    this.finishRuns((tag) => tag === 'hint');
    const g = this.hintLayer.clear();
    g.alpha = 1;
    this.hintPathLayer.clear();
    if (!hint) return;
    if (hint.path) this.drawPath(this.hintPathLayer, hint.path, 1, theme.success);
    const s = this.cellSize;
    const box = tileFaceBox(s);
    for (const [width, color] of [
      [Math.max(3, s * 0.12), theme.surface],
      [Math.max(2, s * 0.08), theme.success],
    ] as const) {
      for (const { r, c } of [hint.a, hint.b]) {
        g.roundRect(
          (c + 1) * s + box.x,
          (r + 1) * s + box.y,
          box.width,
          box.height + box.depth,
          box.radius,
        );
      }
      g.stroke({ width, color, alignment: 0 });
    }
    if (this.reducedMotion()) return;
    // Three slow pulses, then steady: a hint that blinks forever would also draw forever.
    this.start(
      'hint',
      HINT_PULSE_MS,
      (t) => {
        g.alpha = 0.6 + 0.4 * Math.cos((t / HINT_PULSE_MS) * Math.PI * 6);
      },
      () => {
        g.alpha = 1;
      },
    );
  }

  /** The ring is a faint margin; inside the board a small dot marks each cell, empty or not. */
  private drawMargin(): void {
    const board = this.board;
    const g = this.margin.clear();
    if (!board) return;
    const s = this.cellSize;
    g.roundRect(0, 0, this.boardWidth, this.boardHeight, s * 0.35).fill({
      color: theme.surfaceAlt,
      alpha: 0.55,
    });
    g.roundRect(s, s, board.cols * s, board.rows * s, s * 0.12).fill({
      color: theme.surface,
      alpha: 0.7,
    });
    for (let r = 0; r < board.rows; r++) {
      for (let c = 0; c < board.cols; c++) g.circle((c + 1.5) * s, (r + 1.5) * s, s * 0.05);
    }
    g.fill({ color: theme.gridLine, alpha: 0.6 });
  }

  /** A thick rounded line through the corner points, drawn up to `progress` of its length. */
  private drawPath(g: Graphics, path: readonly LinkCell[], progress: number, color: number): void {
    g.clear();
    const s = this.cellSize;
    const points: Point[] = path.map((p) => ({ x: (p.c + 1.5) * s, y: (p.r + 1.5) * s }));
    let total = 0;
    for (let i = 1; i < points.length; i++) {
      total += distance(points[i - 1] as Point, points[i] as Point);
    }
    let budget = total * Math.max(0, Math.min(1, progress));
    if (points.length < 2 || budget <= 0) return;
    const shown = [points[0] as Point];
    for (let i = 1; i < points.length && budget > 0; i++) {
      const from = points[i - 1] as Point;
      const to = points[i] as Point;
      const length = distance(from, to);
      const part = length === 0 ? 1 : Math.min(1, budget / length);
      shown.push({ x: from.x + (to.x - from.x) * part, y: from.y + (to.y - from.y) * part });
      budget -= length;
    }
    const width = Math.max(3, s * 0.14);
    for (const [strokeWidth, strokeColor] of [
      [width + Math.max(2, s * 0.08), theme.surface],
      [width, color],
    ] as const) {
      const [first, ...rest] = shown as [Point, ...Point[]];
      g.moveTo(first.x, first.y);
      for (const p of rest) g.lineTo(p.x, p.y);
      g.stroke({ width: strokeWidth, color: strokeColor, cap: 'round', join: 'round' });
    }
  }

  /**
   * Runs `step` each frame for `duration` ms, then `end`; finishRuns() can jump to `end`. A
   * `delay` waits on a timer first, so nothing is drawn while the animation has not begun.
   */
  private start(
    tag: RunTag,
    duration: number,
    step: (t: number) => void,
    end: () => void,
    delay = 0,
  ): void {
    let done = false;
    let cancel = (): void => {};
    let timer: ReturnType<typeof setTimeout> | null = null;
    // `inFrame`: the loop draws right after this step, so no extra frame is needed.
    const stop = (inFrame: boolean) => {
      if (done) return;
      done = true;
      if (timer !== null) clearTimeout(timer);
      cancel();
      this.runs.delete(run);
      end();
      if (!inFrame) this.loop.invalidate();
    };
    const run: Run = { tag, duration: delay + duration, elapsed: 0, finish: () => stop(false) };
    this.runs.add(run);
    const begin = () => {
      timer = null;
      cancel = this.loop.animate((t) => {
        run.elapsed = delay + t;
        if (t >= duration) {
          stop(true);
          return false;
        }
        step(t);
        return true;
      });
    };
    if (delay > 0) timer = setTimeout(begin, delay);
    else begin();
  }

  private finishRuns(which: (tag: RunTag) => boolean): void {
    for (const run of [...this.runs]) if (which(run.tag)) run.finish();
  }
}

function sameShape(a: LinkBoard, b: LinkBoard): boolean {
  return a.rows === b.rows && a.cols === b.cols;
}

function sameCells(a: LinkBoard, b: LinkBoard): boolean {
  if (a === b) return true;
  if (!sameShape(a, b)) return false;
  for (let i = 0; i < a.cells.length; i++) if (a.cells[i] !== b.cells[i]) return false;
  return true;
}

function isOnBoard(board: LinkBoard, cell: LinkCell): boolean {
  return cell.r >= 0 && cell.c >= 0 && cell.r < board.rows && cell.c < board.cols;
}

/** For each kind, the cells that held it, in reading order. */
function sourcesByKind(board: LinkBoard): Map<number, number[]> {
  const sources = new Map<number, number[]>();
  for (let i = 0; i < board.cells.length; i++) {
    const kind = board.cells[i] as number;
    if (kind === 0) continue;
    const list = sources.get(kind);
    if (list) list.push(i);
    else sources.set(kind, [i]);
  }
  return sources;
}

interface Point {
  x: number;
  y: number;
}

function distance(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}
