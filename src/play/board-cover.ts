// The one place that knows whether a game's board is covered: by anything in the screen's modal
// layer (a question, the More sheet, the result card) or by a page modal (share, code, a
// confirm). A game's clock does not count while it is: a dialog must not eat a countdown.

import type { Container } from 'pixi.js';
import { anyModalOpen, watchModals } from '../ui/dom/modal-watch';

/**
 * Calls `onChange` each time the board goes from visible to covered or back; `modal` is the
 * screen's modal layer. Watching ends when that layer is destroyed (the screen taken down).
 */
export function watchCover(modal: Container, onChange: (covered: boolean) => void): void {
  let covered = false;
  const check = (): void => {
    // Pixi tells childAdded and childRemoved once the children list has changed.
    const now = modal.children.length > 0 || anyModalOpen();
    if (now === covered) return;
    covered = now;
    onChange(now);
  };
  modal.on('childAdded', check);
  modal.on('childRemoved', check);
  const stop = watchModals(check);
  modal.once('destroyed', stop);
}
