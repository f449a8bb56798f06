// Keeps the accessible DOM layer in step with the canvas after each drawn frame: real buttons
// over the canvas's buttons, the active game's board as an ARIA grid, and the live regions.

import type { Container } from 'pixi.js';
import { words } from '../../i18n/i18n';
import type { AccessibleBoard } from '../../play/game-api';
import { Announcer } from '../../ui/a11y/announcer';
import { ControlLayer } from '../../ui/a11y/control-layer';
import { injectA11yStyles } from '../../ui/a11y/focus-style';
import { GridMirror } from '../../ui/a11y/grid-mirror';
import type { RenderLoop } from '../../ui/render-loop';
import { collectTargets } from '../automation/automation';
import { openModal, type ShellParts } from '../automation/shell-readings';
import { gridCellPattern } from '../automation/target-ids';
import type { PixiHost } from '../boot/pixi-host';
import { GAMES } from '../game-registry';

/** What the layer mirrors on one frame. */
interface AccessibleFrame {
  /** The container whose buttons are mirrored (the modal layer while a dialog is up). */
  root: Container;
  /** The dialog's name while one is up. */
  modalName: string | null;
  /** The board to show as a grid, or null (another screen, a dialog, a covered board). */
  board: AccessibleBoard | null;
}

export class AccessibilitySync {
  readonly announcer: Announcer;
  private readonly controls: ControlLayer;
  private readonly grids = new Map<string, GridMirror>();
  private lastSync = 0;
  private board: AccessibleBoard | null = null;

  constructor(
    private readonly app: PixiHost,
    private readonly loop: RenderLoop,
    private readonly frame: () => AccessibleFrame,
    /** Every game's board name: their grids are made up front, in this order. */
    boardLabels: readonly string[],
  ) {
    injectA11yStyles();
    this.announcer = new Announcer();
    // A board's cells (Sudoku's cells, Link's tiles…, as each game declares them) are not
    // buttons: each board is an ARIA grid of its own.
    this.controls = new ControlLayer(this.host, {
      collect: collectTargets,
      exclude: gridCellPattern(GAMES),
    });
    for (const label of boardLabels) this.grid(label);
    loop.onDrawn(() => this.sync());
  }

  private get host(): HTMLElement {
    return document.getElementById('app') ?? document.body;
  }

  /** The grid for a board label, made on first use ("Sudoku board", "Link board"). */
  private grid(label: string): GridMirror {
    let grid = this.grids.get(label);
    if (!grid) {
      grid = new GridMirror(this.controls.element, {
        label,
        onActivate: (cell) => this.board?.activate(cell),
      });
      grid.hide();
      this.grids.set(label, grid);
    }
    return grid;
  }

  private sync(): void {
    // During an animation the layer follows at most ten times a second (a keyboard user still
    // sees the focus move at once); the frame that ends the animation always syncs, since its
    // tweens are gone by the time it is drawn.
    const now = performance.now();
    if (this.loop.animating && now - this.lastSync < 100) return;
    this.lastSync = now;
    const rect = this.app.canvas.getBoundingClientRect();
    const box = this.host.getBoundingClientRect();
    const scale = rect.width / this.app.screen.width;
    const origin = { x: rect.left - box.left, y: rect.top - box.top };
    const frame = this.frame();
    this.controls.sync(frame.root, origin, scale, frame.modalName);
    this.board = frame.board;
    for (const [label, grid] of this.grids) if (label !== frame.board?.label) grid.hide();
    const board = frame.board;
    if (!board) return;
    const grid = this.grid(board.label);
    grid.place(
      origin.x + board.rect.x * scale,
      origin.y + board.rect.y * scale,
      board.rect.width * scale,
      board.rect.height * scale,
    );
    grid.update(board.names, board.columns, board.focus, board.turned ?? false);
    grid.show();
  }
}

/** The DOM mirror of the shell's canvas: the open dialog, else the stage and the game's board. */
export function shellAccessibility(loop: RenderLoop, parts: () => ShellParts): AccessibilitySync {
  return new AccessibilitySync(
    parts().app,
    loop,
    () => {
      const p = parts();
      const modal = openModal(p);
      const controller = p.nav.onGame ? p.slots.active?.controller : undefined;
      return {
        root: modal ?? p.app.stage,
        modalName: modal ? (controller?.screen.notice() ?? words().play.question) : null,
        board: controller && !modal ? controller.accessibleBoard() : null,
      };
    },
    GAMES.map((g) => g.boardLabel),
  );
}
