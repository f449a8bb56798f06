// When no pair is left on a Link board, a free reshuffle is offered once the last animation has
// played (or the last move undone). Apart from link-rules.ts, which asks for it after each move.

import { words } from '../../../i18n/i18n';
import { linkStatus } from '../core/game';
import type { LinkRun } from './link-rules';

export class StuckOffer {
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly run: LinkRun,
    private readonly reshuffle: () => void,
  ) {}

  /** Offers the free reshuffle `afterMs` from now when the board is stuck; cancels any before. */
  offerIfStuck(afterMs: number): void {
    const session = this.run.session;
    this.cancel();
    if (!session || this.run.status === 'won' || linkStatus(session.state) !== 'stuck') return;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.run.session !== session || linkStatus(session.state) !== 'stuck') return;
      const w = words().link;
      this.run.act({
        ask: {
          title: w.stuckTitle,
          body: w.stuckBody,
          confirm: w.stuckConfirm,
          cancel: session.canUndo ? w.stuckUndo : w.stuckLater,
          onConfirm: () => this.reshuffle(),
          onCancel: () => {
            if (session.canUndo) this.run.undo();
          },
        },
      });
    }, afterMs);
  }

  cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
