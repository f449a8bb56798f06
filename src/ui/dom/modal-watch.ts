// Which page modals (share, code, daily result, confirm) are open now, for whoever must know the
// screen beneath is covered: a game's clock does not count behind one. Kept apart from modal.ts
// so a reader of that count needs no part of the modal itself.

const open = new Set<object>();
const watchers = new Set<() => void>();

function changed(): void {
  for (const watcher of [...watchers]) watcher();
}

/** A modal went up (`modal` is its handle, used again when it closes). */
export function modalOpened(modal: object): void {
  if (open.has(modal)) return;
  open.add(modal);
  changed();
}

/** A modal went down; closing one twice is told once. */
export function modalClosed(modal: object): void {
  if (open.delete(modal)) changed();
}

/** True while at least one page modal is open. */
export function anyModalOpen(): boolean {
  return open.size > 0;
}

/** Calls `watcher` after each open or close; returns how to stop. */
export function watchModals(watcher: () => void): () => void {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}
