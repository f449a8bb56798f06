// Desktop keys for Link: arrows move the cursor, Enter or Space takes the tile under it (the
// accessible grid's own handler), Ctrl+Z undo, H hint, S reshuffle, Escape puts a tile down.

import type { LinkRules } from './link-rules';

const ARROWS: Readonly<Record<string, [number, number]>> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** Returns true when the key was used. */
export function linkKey(event: KeyboardEvent, rules: LinkRules): boolean {
  const ctrl = event.ctrlKey || event.metaKey;
  if (ctrl && (event.key === 'z' || event.key === 'Z')) {
    rules.undo();
    return true;
  }
  if (ctrl || event.altKey) return false;
  const step = ARROWS[event.key];
  if (step) {
    rules.moveCursor(step[0], step[1]);
    return true;
  }
  if (event.key === 'h' || event.key === 'H') rules.showHint();
  else if (event.key === 's' || event.key === 'S') rules.reshuffle(false);
  else if (event.key === 'Escape') rules.select(null);
  else return false;
  return true;
}
