// The Link board drawn by Pixi: the faint ring the paths may run through, the tiles, the selected
// tile, a hint, and the animations of a match, a wrong pair, a reshuffle and a win. It only draws
// what it is given and reports taps as intents; it never changes game state itself.
//
// Every animation starts from the final state: the tile containers (labels, hit areas) are put
// at once where the new board has them, and only their drawn bodies are displaced and eased
// home. So taps and the automation surface always see the board the controller holds, and
// ending an animation early is just "drop the displacements and the ghosts".

import { Container, type DestroyOptions, Graphics } from 'pixi.js';
import { ease, type RenderLoop } from '../../../ui/render-loop';
import { theme } from '../../../ui/theme';
import type { LinkBoard, LinkCell } from '../core/board';
import type { LinkSlide } from '../core/gravity';
import { AnimationRuns } from './link-animation-runs';
import { drawHintPair, drawMargin, drawPath } from './link-board-art';
import {
  fitCellSize,
  isOnBoard,
  reshuffleOffsets,
  sameCells,
  sameShape,
} from './link-board-geometry';
import {
  makeTileSprite,
  placeBody,
  setLifted,
  TileContexts,
  type TileSprite,
} from './link-tile-sprites';
import { playWinWave } from './link-win-wave';

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
/** With reduced motion, changes appear at once or fade in no more than this. */
const FADE_MS = 100;

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
  private readonly runs: AnimationRuns;
  private readonly reducedMotion: () => boolean;

  constructor(
    private readonly loop: RenderLoop,
    private readonly onTileTap: (cell: LinkCell) => void,
    options: { reducedMotion?: () => boolean } = {},
  ) {
    super({ label: 'board' });
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
      for (const { sprite } of movers) placeBody(sprite, this.cellSize, 0, 0);
    };
    if (this.reducedMotion()) {
      drawPath(this.pathLayer, path, 1, theme.accent, this.cellSize);
      this.runs.start(
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
    for (const m of movers) placeBody(m.sprite, this.cellSize, m.dx, m.dy);
    const vanishAt = MATCH_PATH_MS;
    const slideAt = vanishAt + MATCH_VANISH_MS;
    const total = movers.length > 0 ? slideAt + MATCH_SLIDE_MS : slideAt;
    this.runs.start(
      'match',
      total,
      (t) => {
        if (t < vanishAt) {
          drawPath(this.pathLayer, path, t / MATCH_PATH_MS, theme.accent, this.cellSize);
          return;
        }
        const q = Math.min(1, (t - vanishAt) / MATCH_VANISH_MS);
        if (q < 1) {
          drawPath(this.pathLayer, path, 1, theme.accent, this.cellSize);
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
        for (const m of movers) placeBody(m.sprite, this.cellSize, m.dx * left, m.dy * left);
      },
      end,
    );
    return total;
  }

  /** A wrong pair: both tiles give a short shake and a brief red outline. */
  shakeWrong(a: LinkCell, b: LinkCell): void {
    this.runs.finish((tag) => tag === 'shake');
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
        placeBody(sprite, this.cellSize);
      }
    };
    const fadeAlert = (t: number) => {
      for (const sprite of sprites) if (sprite.alert) sprite.alert.alpha = 1 - t / FADE_MS;
    };
    if (this.reducedMotion()) {
      // The outline stays still (no frames drawn while it waits), then fades.
      this.loop.invalidate();
      this.runs.start('shake', FADE_MS, fadeAlert, end, ALERT_MS - FADE_MS);
      return;
    }
    const amplitude = this.cellSize * 0.12;
    this.runs.start(
      'shake',
      ALERT_MS,
      (t) => {
        const p = Math.min(1, t / SHAKE_MS);
        for (const sprite of sprites) {
          sprite.shakeX = Math.sin(p * Math.PI * 6) * (1 - p) * amplitude;
          placeBody(sprite, this.cellSize);
        }
        if (t > ALERT_MS - FADE_MS) fadeAlert(t - (ALERT_MS - FADE_MS));
      },
      end,
    );
  }

  /** After a reshuffle: each tile moves from a place of its kind in `before` to its place in `after`. */
  playReshuffle(before: LinkBoard, after: LinkBoard, ui: LinkBoardUi): void {
    this.runs.finish(() => true);
    this.show(after, ui);
    if (!this.contexts || !sameShape(before, after)) return;
    if (this.reducedMotion()) {
      this.runs.start(
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
    const movers: { sprite: TileSprite; dx: number; dy: number }[] = [];
    for (const [i, from] of reshuffleOffsets(before, after, this.cellSize)) {
      const sprite = this.tiles[i];
      if (!sprite) continue;
      movers.push({ sprite, dx: from.x, dy: from.y });
      placeBody(sprite, this.cellSize, from.x, from.y);
    }
    this.runs.start(
      'reshuffle',
      RESHUFFLE_MS,
      (t) => {
        const p = t / RESHUFFLE_MS;
        const left = 1 - ease.inOutSine(p);
        for (const m of movers) {
          m.sprite.scale = 1 - 0.14 * Math.sin(p * Math.PI);
          placeBody(m.sprite, this.cellSize, m.dx * left, m.dy * left);
        }
      },
      () => {
        for (const m of movers) {
          m.sprite.scale = 1;
          placeBody(m.sprite, this.cellSize, 0, 0);
        }
      },
    );
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
    const size = fitCellSize(this.maxWidth, this.maxHeight, board.rows, board.cols);
    if (size === this.cellSize && !force) return;
    this.runs.finish(() => true);
    this.clearTiles();
    this.cellSize = size;
    if (this.contexts?.size !== size) {
      this.contexts?.destroy();
      this.contexts = new TileContexts(size);
    }
    drawMargin(this.margin, board, size);
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
        const cell = { r: Math.floor(i / board.cols), c: i % board.cols };
        const sprite = makeTileSprite(cell, kind, contexts, this.onTileTap);
        this.tileLayer.addChild(sprite.root);
        this.tiles[i] = sprite;
      } else if (sprite.kind !== kind) {
        sprite.face.context = contexts.face(kind);
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
    if (hint.path) drawPath(this.hintPathLayer, hint.path, 1, theme.success, this.cellSize);
    drawHintPair(g, [hint.a, hint.b], this.cellSize);
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
