// Where a control lives when it is not on screen, for the automation API (window.gridwise.opener):
// the lobby keeps the sizes, levels and Start in its "New game" sheet, and a game screen keeps its
// now-and-then actions (new game, share, answer, rules) in its More sheet. A driver (e2e harness,
// engine tier, soak, screenshots, benches) asked to tap such a control taps the opener first, as
// a player opens the sheet first, so the app's layout is known here once, not in every driver.

import type { Target } from '../../ui/dom/dom-targets';

const OPENERS: readonly { opener: string; holds: RegExp }[] = [
  { opener: 'btn:new-game', holds: /^(?:size|level):|^btn:start$/ },
  { opener: 'btn:more', holds: /^btn:(?:new|share|answer|rules)$/ },
];

/** The target to tap first to reach `id`, or null (it is on screen, or nothing opens to it). */
export function openerOf(id: string, shown: readonly Target[]): string | null {
  if (shown.some((t) => t.id === id)) return null;
  const found = OPENERS.find((o) => o.holds.test(id) && shown.some((t) => t.id === o.opener));
  return found?.opener ?? null;
}
