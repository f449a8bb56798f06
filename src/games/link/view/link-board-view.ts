// The Link board drawn by Pixi: the faint ring the paths may run through, the tiles, the selected
// tile, a hint, and the animations of a match, a wrong pair, a reshuffle and a win. It only draws
// what it is given and reports taps as intents; it never changes game state itself.
//
// Every animation starts from the final state: the tile containers (labels, hit areas) are put
// at once where the new board has them, and only their drawn bodies are displaced and eased
// home. So taps and the automation surface always see the board the controller holds, and
// ending an animation early is just "drop the displacements and the ghosts".
//
// The parts live apart: geometry (link-board-geometry.ts, pure), tile sprites, drawn art, the
// running animations (link-animation-runs.ts) and one module per animation (match, shake,
// reshuffle, win wave); this class keeps the layers and the board on screen and starts them.
//
// A board is drawn turned a quarter (its rows as columns) when that gives bigger tiles in the
// room it has: a 16×9 board stands 9 wide on a phone held upright and lies 16 wide sideways.
// Only the drawing turns: cells, labels (`tile:r:c`), taps and moves stay the board's own.

import { Container, type DestroyOptions, Graphics } from 'pixi.js';
import type { RenderLoop } from '../../../ui/render-loop';
import type { TextureBaker } from '../../../ui/texture-baker';
import { theme } from '../../../ui/theme';
import type { LinkBoard, LinkCell } from '../core/board';
import type { LinkSlide } from '../core/gravity';
import type { AnimationContext, Mover } from './link-animation-context';
import { AnimationRuns } from './link-animation-runs';
import { drawHintPair, drawMargin, drawPath } from './link-board-art';
import {
  cellCentre,
  cellCorner,
  fitCellSize,
  isOnBoard,
  type Point,
  reshuffleOffsets,
  sameCells,
  sameShape,
  span,
  turned,
} from './link-board-geometry';
import { animateMatch } from './link-match-animation';
import { animatePoints } from './link-points-float';
import { animateReshuffle } from './link-reshuffle-animation';
import { animateShake } from './link-shake-animation';
import { makeTileSprite, setLifted, TileContexts, type TileSprite } from './link-tile-sprites';
import { playWinWave } from './link-win-wave';

/** The same tiles marked the same way. */
function sameUi(a: LinkBoardUi, b: LinkBoardUi): boolean {
  const cell = (x: LinkCell | null, y: LinkCell | null) =>
    x === y || (x !== null && y !== null && x.r === y.r && x.c === y.c);
  return cell(a.selected, b.selected) && a.hint === b.hint && a.fixedShape === b.fixedShape;
}

export interface LinkBoardUi {
  selected: LinkCell | null;
  /** A hinted pair, highlighted (pulsing outline); with `path`, the line is drawn too. */
  hint: { a: LinkCell; b: LinkCell; path: readonly LinkCell[] | null } | null;
  /**
   * Never drawn turned: a board with gravity, whose level names the way tiles move on screen
   * (a quarter turn would make "Falling" slide sideways; core/orientation.ts).
   */
  fixedShape: boolean;
}

/** How long a hint's outline pulses before it holds still (ms). */
const HINT_PULSE_MS = 1200;

export class LinkBoardView extends Container {
  private readonly margin = new Graphics();
  /** Under the tiles, so a hint's line joins the two tiles without hiding their symbols. */
  private readonly hintPathLayer = new Graphics();
  private readonly tileLayer = new Container({ sortableChildren: true });
  private readonly ghostLayer = new Container();
  private readonly hintLayer = new Graphics();
  private readonly pathLayer = new Graphics();
  private readonly winLayer = new Graphics();
  private readonly pointsLayer = new Container();
  private tiles: (TileSprite | null)[] = [];
  private contexts: TileContexts | null = null;
  private cellSize = 0;
  /** Drawn turned a quarter (rows as columns); chosen by fitCells for the bigger tiles. */
  private turned = false;
  private maxWidth = 0;
  private maxHeight = 0;
  private board: LinkBoard | null = null;
  private ui: LinkBoardUi = { selected: null, hint: null, fixedShape: false };
  private hintKey = '';
  private readonly runs: AnimationRuns;
  private readonly reducedMotion: () => boolean;
  private readonly baker: TextureBaker | null;

  constructor(
    private readonly loop: RenderLoop,
    private readonly onTileTap: (cell: LinkCell) => void,
    options: { reducedMotion?: () => boolean; baker?: TextureBaker | null } = {},
  ) {
    super({ label: 'board' });
    this.baker = options.baker ?? null;
    this.runs = new AnimationRuns(loop);
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
      this.pointsLayer,
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
      this.pointsLayer,
    );
  }

  /** Width of the board plus its ring as drawn, in CSS px. */
  get boardWidth(): number {
    return this.board ? span(this.drawn.cols, this.cellSize) : 0;
  }

  get boardHeight(): number {
    return this.board ? span(this.drawn.rows, this.cellSize) : 0;
  }

  /** The cell size in CSS px (the tile pitch). */
  get pitch(): number {
    return this.cellSize;
  }

  /** Whether the board is drawn turned a quarter (its rows as columns). */
  get isTurned(): boolean {
    return this.turned;
  }

  /** The board's rows and columns as drawn. */
  private get drawn(): { rows: number; cols: number } {
    const board = this.board;
    if (!board) return { rows: 0, cols: 0 };
    return this.turned ? { rows: board.cols, cols: board.rows } : board;
  }

  /** Where `cell` is drawn (the board's own cell, turned when the board is). */
  private shown(cell: LinkCell): LinkCell {
    return this.turned ? turned(cell) : cell;
  }

  /** A path's corner points as drawn. */
  private points(path: readonly LinkCell[]): Point[] {
    const drawn = this.drawn;
    return path.map((cell) => cellCentre(this.shown(cell), drawn, this.cellSize));
  }

  /**
   * True when a rows × cols board would get bigger tiles made the other way round (cols × rows)
   * in the room given by the last layout; false before any layout.
   */
  prefersTransposed(rows: number, cols: number): boolean {
    if (this.maxWidth <= 0 || this.maxHeight <= 0) return false;
    const straight = fitCellSize(this.maxWidth, this.maxHeight, rows, cols);
    return fitCellSize(this.maxWidth, this.maxHeight, cols, rows) > straight;
  }

  /** Fits the board plus its one-cell outer ring into maxWidth × maxHeight CSS px. */
  layout(maxWidth: number, maxHeight: number): void {
    this.maxWidth = maxWidth;
    this.maxHeight = maxHeight;
    this.fitCells(false);
  }

  /**
   * Redraws at once to this board and ui (nothing when both are those drawn), ending any running animation first (snapping to its
   * end). One exception: a shake or win celebration carries on when the board's cells are the
   * same, because the controller updates the selection right after a wrong pair.
   */
  update(board: LinkBoard, ui: LinkBoardUi): void {
    // The same board marked the same way (a clock tick's redraw): nothing to draw, nothing cut.
    if (board === this.board && sameUi(ui, this.ui)) return;
    const same = this.board !== null && sameCells(this.board, board);
    this.runs.finish((tag) => tag === 'match' || tag === 'reshuffle' || !same);
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
    this.runs.finish(() => true);
    const before = this.board;
    this.show(after, ui);
    const contexts = this.contexts;
    if (!before || !contexts || !sameShape(before, after)) return 0;
    const s = this.cellSize;
    const ghosts: Container[] = [];
    for (const cell of [a, b]) {
      const kind = isOnBoard(before, cell)
        ? (before.cells[cell.r * before.cols + cell.c] as number)
        : 0;
      if (kind === 0) continue;
      const ghost = contexts.makeFace(kind);
      ghost.pivot.set(s / 2, s / 2);
      const centre = cellCentre(this.shown(cell), this.drawn, s);
      ghost.position.set(centre.x, centre.y);
      ghosts.push(this.ghostLayer.addChild(ghost));
    }
    const movers: Mover[] = [];
    for (const { from, to } of slides) {
      const sprite = this.tiles[to.r * after.cols + to.c];
      const [f, t] = [this.shown(from), this.shown(to)];
      if (sprite) movers.push({ sprite, dx: (f.c - t.c) * s, dy: (f.r - t.r) * s });
    }
    return animateMatch(this.animation(), this.points(path), this.pathLayer, ghosts, movers);
  }

  /** A wrong pair: both tiles give a short shake and a brief red outline. */
  shakeWrong(a: LinkCell, b: LinkCell): void {
    this.runs.finish((tag) => tag === 'shake');
    const contexts = this.contexts;
    if (!contexts) return;
    const sprites = [a, b]
      .map((cell) => this.spriteAt(cell))
      .filter((sprite): sprite is TileSprite => sprite !== null);
    animateShake(this.animation(), this.loop, sprites, contexts.alert);
  }

  /** After a reshuffle: each tile moves from a place of its kind in `before` to its place in `after`. */
  playReshuffle(before: LinkBoard, after: LinkBoard, ui: LinkBoardUi): void {
    this.runs.finish(() => true);
    this.show(after, ui);
    if (!this.contexts || !sameShape(before, after)) return;
    const movers: Mover[] = [];
    for (const [i, from] of reshuffleOffsets(before, after, this.cellSize)) {
      const sprite = this.tiles[i];
      if (sprite)
        movers.push(
          this.turned ? { sprite, dx: from.y, dy: from.x } : { sprite, dx: from.x, dy: from.y },
        );
    }
    animateReshuffle(this.animation(), this.tileLayer, movers);
  }

  /** The board is cleared: two green waves run in from the ring. Waits for a running match. */
  playWin(): void {
    this.runs.finish((tag) => tag === 'win');
    if (!this.board || this.cellSize === 0) return;
    const delay = this.runs.remaining((tag) => tag === 'match' || tag === 'reshuffle');
    playWinWave(this.runs, this.winLayer, {
      width: this.boardWidth,
      height: this.boardHeight,
      cell: this.cellSize,
      reducedMotion: this.reducedMotion(),
      delay,
    });
  }

  /** journey: the points a match scored, rising from between its two tiles. */
  floatPoints(a: LinkCell, b: LinkCell, text: string): void {
    if (!this.board || this.cellSize === 0) return;
    const [p, q] = [a, b].map((cell) => cellCentre(this.shown(cell), this.drawn, this.cellSize));
    if (!p || !q) return;
    animatePoints(
      this.animation(),
      this.pointsLayer,
      { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 },
      text,
    );
  }

  /** What each animation module is handed. */
  private animation(): AnimationContext {
    return { runs: this.runs, cell: this.cellSize, reducedMotion: this.reducedMotion() };
  }

  override destroy(options?: DestroyOptions): void {
    this.runs.finish(() => true);
    this.clearTiles();
    super.destroy(options);
    this.contexts?.destroy();
    this.contexts = null;
  }

  /** Sets the cell size from the room given; rebuilds everything when it changes. */
  private fitCells(force: boolean): void {
    const board = this.board;
    if (!board) return;
    const straight = fitCellSize(this.maxWidth, this.maxHeight, board.rows, board.cols);
    const quarter = this.ui.fixedShape
      ? 0
      : fitCellSize(this.maxWidth, this.maxHeight, board.cols, board.rows);
    const turn = quarter > straight;
    const size = Math.max(straight, quarter);
    const lost = this.contexts?.stale === true;
    if (size === this.cellSize && turn === this.turned && !force && !lost) return;
    this.runs.finish(() => true);
    this.clearTiles();
    this.cellSize = size;
    this.turned = turn;
    if (this.contexts?.size !== size || this.contexts.stale) {
      this.contexts?.destroy();
      this.contexts = new TileContexts(size, this.baker);
    }
    drawMargin(this.margin, this.drawn, size);
    this.syncTiles();
    this.hintKey = '';
    this.drawUi();
  }

  /** Puts `board` and `ui` on screen at once, keeping tiles whose cells did not change. */
  private show(board: LinkBoard, ui: LinkBoardUi): void {
    const reshaped =
      !this.board || !sameShape(this.board, board) || this.ui.fixedShape !== ui.fixedShape;
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
        const cell = { r: Math.floor(i / board.cols), c: i % board.cols };
        const at = cellCorner(this.shown(cell), contexts.size);
        const sprite = makeTileSprite(cell, at, kind, contexts, this.onTileTap, () =>
          this.loop.invalidate(),
        );
        this.tileLayer.addChild(sprite.root);
        this.tiles[i] = sprite;
      } else if (sprite.kind !== kind) {
        contexts.setFace(sprite.face, kind);
        sprite.kind = kind;
      }
    }
    this.tiles.length = board.cells.length;
    this.loop.invalidate();
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

  /** Selection and hint. */
  private drawUi(): void {
    const board = this.board;
    if (!board) return;
    const sel = this.ui.selected;
    const selected = sel && isOnBoard(board, sel) ? sel.r * board.cols + sel.c : -1;
    for (let i = 0; i < this.tiles.length; i++) {
      const sprite = this.tiles[i];
      if (!sprite) continue;
      setLifted(sprite, i === selected, this.cellSize);
    }
    this.drawHint();
  }

  /** Redraws the hint only when it changed, so a running pulse is not restarted. */
  private drawHint(): void {
    const hint = this.ui.hint;
    const key = hint ? JSON.stringify(hint) : '';
    if (key === this.hintKey) return;
    this.hintKey = key;
    this.runs.finish((tag) => tag === 'hint');
    const g = this.hintLayer.clear();
    g.alpha = 1;
    this.hintPathLayer.clear();
    if (!hint) return;
    if (hint.path)
      drawPath(this.hintPathLayer, this.points(hint.path), 1, theme.success, this.cellSize);
    drawHintPair(g, [this.shown(hint.a), this.shown(hint.b)], this.cellSize);
    if (this.reducedMotion()) return;
    // Three slow pulses, then steady: a hint that blinks forever would also draw forever.
    this.runs.start(
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
}
