// The frame every game screen shares: the overlays, the top bar (Home, title, clock and the
// game's buttons on the right), an optional More sheet in the modal layer, the clock's
// show/hide/dispose, and the layout's first steps (the margin, what shows before the first
// board, the bar alone while the board is made). A game screen extends it with its board and
// controls and lays those out in `layoutGame`.

import type { Screen } from '../ui/screen';
import type { Viewport } from '../ui/viewport';
import type { GameTopBar } from './game-top-bar';
import type { MoreSheet } from './more-sheet';
import { OverlaidScreen } from './screen-overlays';

/** The widest the bar and the controls grow on a desktop window. */
export const PANEL_MAX = 620;

export abstract class GameScreenFrame extends OverlaidScreen implements Screen {
  /** The viewport as laid out last (null before the first layout). */
  protected viewport: Viewport | null = null;
  /** Whether the screen is on show (the DOM clock shows only then, and only with a board). */
  private shown = false;

  /** The top bar; the screen makes it (its buttons call the screen back). */
  protected abstract readonly top: GameTopBar;
  /** The More sheet, for a screen that keeps its now-and-then actions in one (else null). */
  protected abstract readonly menu: MoreSheet | null;

  /** Whether a board has arrived: before it, only the top bar shows. */
  protected abstract get ready(): boolean;

  /** The space around the bar and the controls, for the safe area `width`. */
  protected abstract margin(width: number): number;

  /** Shows or hides the screen's own parts as a board arrives or is not there yet. */
  protected abstract showWhenReady(ready: boolean): void;

  /** Lays out the board and the controls (there is a board; `m` is the margin). */
  protected abstract layoutGame(viewport: Viewport, m: number): void;

  layout(viewport: Viewport): void {
    this.viewport = viewport;
    this.overlays.layout(viewport);
    // The results card leaves the top bar in view; its controls stay live (never a dead control).
    this.result.setOpenings(() => [this.top.home, ...this.top.right.map((r) => r.button)]);
    this.menu?.layout(viewport.width, viewport.height);
    const { safe } = viewport;
    const m = this.margin(safe.width);
    // Before the first board arrives (a fresh profile's first game), only the top bar shows:
    // nothing is drawn unplaced, and Home stays in reach while the board is made.
    const ready = this.ready;
    this.top.title.visible = ready;
    this.showWhenReady(ready);
    this.top.timer.visible = ready && this.shown;
    if (!ready) {
      this.top.place(safe.x + m, safe.y + m, Math.min(safe.width - 2 * m, PANEL_MAX));
      return;
    }
    this.layoutGame(viewport, m);
  }

  setTimer(text: string): void {
    // A DOM label: no canvas frame is drawn for the clock (see ui/dom-label.ts).
    this.top.timer.text = text;
  }

  show(): void {
    this.shown = true;
    this.top.timer.visible = this.ready;
  }

  hide(): void {
    this.shown = false;
    this.top.timer.visible = false;
    this.closeMenu();
  }

  override dispose(): void {
    this.top.timer.remove();
    this.menu?.destroy({ children: true });
    super.dispose();
  }

  /** Whether the More sheet is open. */
  get menuOpen(): boolean {
    return this.menu !== null && this.menu.parent !== null;
  }

  /**
   * Opens the More sheet (a tap on More, or the M key); it takes the modal layer. Over the
   * results card too (More stays live beside it): the card waits under the sheet, out of sight.
   */
  openMenu(): void {
    if (!this.menu || this.menuOpen) return;
    if (this.modal.children.some((c) => c !== this.result)) return;
    if (this.result.parent) this.result.setCovered(true);
    this.modal.addChild(this.menu);
    if (this.viewport) this.menu.layout(this.viewport.width, this.viewport.height);
    this.loop.invalidate();
  }

  closeMenu(): void {
    if (!this.menu || !this.menuOpen) return;
    this.modal.removeChild(this.menu);
    if (this.result.covered) this.result.setCovered(false);
    this.loop.invalidate();
  }

  /** M opens the sheet; true when the key was used. (While it is open, the run treats it as a
   *  dialog: Escape closes it and no other key reaches the board behind it.) */
  menuKey(key: string): boolean {
    if (!this.menu || (key !== 'm' && key !== 'M')) return false;
    this.openMenu();
    return true;
  }

  /** The sheet counts as a dialog: the run routes Escape to closeDialog and holds other keys. */
  override get dialogOpen(): boolean {
    return super.dialogOpen || this.menuOpen;
  }

  /** Closes a question, and the More sheet (Escape, a new game, a restore). */
  override closeDialog(): void {
    this.closeMenu();
    super.closeDialog();
  }

  /** The message the player is reading right now, or the More sheet's title. */
  override notice(): string | null {
    return this.overlays.notice() ?? (this.menuOpen ? (this.menu?.title ?? null) : null);
  }
}
