// Two tabs, one game: every write is announced on a BroadcastChannel, and a tab that hears of
// a newer revision reads it and adopts it, so no tab ever works on a stale copy. A copy that
// only differs by the clock (or is behind ours) is answered by writing ours on top.

import { words } from '../../i18n/i18n';
import type { SavedGame } from '../../storage/records';
import { slotOf } from '../../storage/slot-key';
import type { GridwiseStorage } from '../../storage/storage';
import type { GameSlots } from '../shell/game-slots';
import { startsWith } from './game-journal';

const CHANNEL = 'gridwise';

export class TabSync {
  private channel: BroadcastChannel | null = null;

  constructor(
    private readonly tabId: string,
    private readonly slots: GameSlots,
    private readonly storage: () => GridwiseStorage | null,
    private readonly hooks: { changed: () => void; report: (error: unknown) => void },
  ) {}

  open(): void {
    if (typeof BroadcastChannel === 'undefined') return;
    this.channel = new BroadcastChannel(CHANNEL);
    this.channel.onmessage = (event) => this.onRemoteSave(event.data);
  }

  /** Tells other tabs a write landed. */
  announce(saved: SavedGame): void {
    const slot = slotOf(saved);
    this.channel?.postMessage({ kind: saved.kind, slot, rev: saved.rev, writer: this.tabId });
  }

  /** Another tab saved a game: pick up its newer revision so this tab never works stale. */
  private onRemoteSave(data: unknown): void {
    const message = data as {
      kind?: unknown;
      slot?: unknown;
      rev?: unknown;
      writer?: unknown;
    } | null;
    if (!message || message.writer === this.tabId || typeof message.kind !== 'string') return;
    const slot = this.slots.get(message.kind);
    if (!slot) return;
    // daily slot: only the slot this tab plays is followed; the other is read from disk
    // when the player goes to it (daily-slot.ts). Older tabs say no slot: their free game.
    const which = slotOf(message);
    if (which !== slot.live) return;
    if (typeof message.rev !== 'number' || message.rev <= (slot.journal?.revision ?? 0)) return;
    const game = message.kind;
    this.storage()
      ?.loadGame(game as SavedGame['kind'], which)
      .then((current) => this.adopt(game, current, document.visibilityState === 'visible'))
      .catch((e) => this.hooks.report(e));
  }

  /** Takes another tab's copy of `game` unless ours already holds all of its moves. */
  adopt(game: string, current: SavedGame | null, tell: boolean): void {
    const slot = this.slots.get(game);
    // A read that raced with a change of slot is not this slot's any more.
    if (!slot || (current && slotOf(current) !== slot.live)) return;
    const { controller, journal } = slot;
    if (!current) {
      journal?.adopt(0);
      return;
    }
    const mine = controller.draft();
    if (mine && startsWith(mine, current)) {
      // The other tab's copy holds no move we lack (its clock moved, or it is behind us):
      // keep our board; the journal writes ours on top of that revision.
      if (!controller.sameMoves(current)) journal?.write(mine);
      return;
    }
    try {
      controller.restore(current, { keepView: true });
      journal?.adopt(current.rev, current);
      this.hooks.changed();
      // A passing toast, not the banner: nothing to decide, and the controls must stay free.
      if (tell) controller.screen.toast.show(words().notices.otherTab);
    } catch (error) {
      this.hooks.report(error);
    }
  }
}
