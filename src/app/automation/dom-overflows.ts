// Words that spill out of their box, for the layout tests (window.gridwise.textFit). The DOM
// half lives here, apart from automation.ts, so the first screen can report it without Pixi.

/** A text that does not fit: a button's caption past its edges, or a line past the screen's. */
export interface TextOverflow {
  where: string;
  text: string;
  /** By how many CSS px. */
  by: number;
}

/** DOM buttons and cards on show (lobby, dialogs, banner) whose words spill out of them. */
export function domOverflows(): TextOverflow[] {
  const found: TextOverflow[] = [];
  for (const el of document.querySelectorAll<HTMLElement>('button, .gw-card')) {
    if (el.getClientRects().length === 0) continue;
    const by = Math.max(el.scrollWidth - el.clientWidth, el.scrollHeight - el.clientHeight);
    if (by > 1)
      found.push({ where: el.dataset.id ?? el.className, text: el.textContent ?? '', by });
  }
  return found;
}
