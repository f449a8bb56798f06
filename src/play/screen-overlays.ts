// What floats over a game screen, shared by Sudoku and Link: the toast, the "making a puzzle"
// panel, questions (dialogs) and the result card. The modal layer is topmost: while it has
// children, nothing behind it can be tapped (the shell's targets() reads only that layer).

import { Container } from 'pixi.js';
import { playConfetti } from '../ui/confetti';
import { Dialog, type DialogOptions } from '../ui/dialog';
import { prefersReducedMotion } from '../ui/motion';
import { ProgressPanel } from '../ui/progress-panel';
import type { RenderLoop } from '../ui/render-loop';
import { ResultPanel } from '../ui/result-panel';
import { Toast } from '../ui/toast';
import type { Viewport } from '../ui/viewport';
import { watchCover } from './board-cover';

/** The board's wave leads the celebration; the particles follow it. */
const WAVE_FIRST_MS = 450;

import type { ResultAction } from '../ui/result-panel';

export type { ResultAction };

class ScreenOverlays {
  readonly toast: Toast;
  readonly result: ResultPanel;
  readonly modal = new Container({ label: 'modal' });
  private readonly progress: ProgressPanel;
  private dialog: Dialog | null = null;
  /** Confetti and the like: above the board, under the result card, never taking a tap. */
  private readonly celebration = new Container({ label: 'celebration', eventMode: 'none' });
  private viewport: Viewport | null = null;

  constructor(
    private readonly loop: RenderLoop,
    resultActions: ResultAction[],
  ) {
    this.toast = new Toast(loop);
    this.progress = new ProgressPanel(loop);
    this.result = new ResultPanel(loop, resultActions);
  }

  /** Adds the layers on top of everything already in `view`. */
  attachTo(view: Container): void {
    view.addChild(this.toast, this.celebration, this.modal, this.progress);
  }

  confirm(options: DialogOptions): void {
    this.closeDialog();
    const close = (fn: () => void) => () => {
      this.closeDialog();
      fn();
    };
    this.dialog = new Dialog({
      ...options,
      onConfirm: close(options.onConfirm),
      onCancel: close(options.onCancel),
    });
    this.modal.addChild(this.dialog);
    if (this.viewport) this.dialog.layout(this.viewport.width, this.viewport.height);
    this.loop.invalidate();
  }

  get dialogOpen(): boolean {
    return this.dialog !== null;
  }

  closeDialog(): void {
    if (!this.dialog) return;
    this.dialog.destroy({ children: true });
    this.dialog = null;
    this.loop.invalidate();
  }

  showProgress(text: string, detail: string | null = null): void {
    this.progress.show(text, detail);
  }

  hideProgress(): void {
    this.progress.hide();
  }

  showResult(headline: string, detail: string, color?: number): void {
    this.modal.addChildAt(this.result, 0);
    this.result.show(headline, detail, color);
  }

  hideResult(): void {
    if (this.result.parent) this.modal.removeChild(this.result);
    this.result.hide();
  }

  /**
   * Confetti over the whole window, under the result card, once the board's wave has run (every
   * win); none with reduced motion.
   */
  celebrate(): void {
    if (!this.viewport || prefersReducedMotion()) return;
    // Its own layer, under the result card and outside the modal one: taps are not its business.
    const layer = new Container();
    this.celebration.addChild(layer);
    void playConfetti(
      this.loop,
      layer,
      this.viewport.width,
      this.viewport.height,
      Math.random,
      WAVE_FIRST_MS,
    ).then(() => layer.destroy());
  }

  /** The message the player is reading right now, if any: progress, a toast, a question, or the result. */
  notice(): string | null {
    if (this.progress.text) return this.progress.said;
    if (this.toast.current) return this.toast.current;
    if (this.dialog) return this.dialog.text;
    if (this.result.visible && !this.result.covered) return this.result.text;
    return null;
  }

  /** Full-window layers follow the window; the toast and result card are placed by the screen. */
  layout(viewport: Viewport): void {
    this.viewport = viewport;
    this.progress.layout(viewport.width, viewport.height);
    this.dialog?.layout(viewport.width, viewport.height);
  }
}

/**
 * The part every game screen shares: its view, the overlays on top, and the calls a controller
 * makes on them. Sudoku and Link screens extend it and add their board and controls.
 */
export abstract class OverlaidScreen {
  readonly name = 'game';
  readonly view: Container;
  readonly toast: Toast;
  readonly result: ResultPanel;
  /** Topmost layer: dialogs and the result card; while it has children, nothing else is tappable. */
  readonly modal: Container;
  protected readonly overlays: ScreenOverlays;

  constructor(
    protected readonly loop: RenderLoop,
    label: string,
    resultActions: ResultAction[],
  ) {
    this.view = new Container({ label });
    this.overlays = new ScreenOverlays(loop, resultActions);
    this.toast = this.overlays.toast;
    this.result = this.overlays.result;
    this.modal = this.overlays.modal;
  }

  confirm(options: DialogOptions): void {
    this.overlays.confirm(options);
  }

  /** Tells `onChange` each time the board is covered or seen again (the run's clock follows). */
  watchCover(onChange: (covered: boolean) => void): void {
    watchCover(this.modal, onChange);
  }

  get dialogOpen(): boolean {
    return this.overlays.dialogOpen;
  }

  closeDialog(): void {
    this.overlays.closeDialog();
  }

  showProgress(text: string, detail: string | null = null): void {
    this.overlays.showProgress(text, detail);
  }

  hideProgress(): void {
    this.overlays.hideProgress();
  }

  showResult(headline: string, detail: string, color?: number): void {
    this.overlays.showResult(headline, detail, color);
  }

  hideResult(): void {
    this.overlays.hideResult();
  }

  /** Confetti after the board's wave, for every win (see run-win.ts). */
  celebrate(): void {
    this.overlays.celebrate();
  }

  /** Takes the screen down for good; a game screen with page elements of its own adds them. */
  dispose(): void {
    this.toast.hide();
    this.closeDialog();
    this.view.destroy({ children: true });
  }

  /** The message the player is reading right now, if any. */
  notice(): string | null {
    return this.overlays.notice();
  }
}
