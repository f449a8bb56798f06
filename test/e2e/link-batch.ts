// Link pairs tapped in one batch where the tiles stand, as a quick player's fingers go, with no
// settle check between the taps and one read of the state after them. It holds where no tile
// moves between the pairs: a board without gravity (a matched pair only empties its two cells),
// or any board with reduced motion (fallen tiles are in their new cells at once,
// link-match-animation.ts), where a tile's place is its cell's. Each `tile:r:c` is tapped at the
// place its cell had when the batch began; the batch stops short at a cell that held no tile
// then. A press the app's tap guard dropped or a pair that no longer joins leaves the rest to
// the caller's careful loop, which plans again from the board as it is: nothing is assumed.
import type { Page } from 'playwright-core';
import type { Target } from '../../src/app/automation/automation';
import { parseLinkBoard } from '../../src/games/link/core/board';
import type { LinkGravity } from '../../src/games/link/core/gravity';
import { solveLink } from '../../src/games/link/core/solver';
import type { LinkSnapshot } from '../../src/games/link/play/link-snapshot';
import { timed } from './timing';
import { tapCentres } from './touch-batch';

/**
 * Taps the solver's first `pairs` pairs of `game` in one batch (all when `pairs` is larger) and
 * returns the game as the app shows it after the last tap was handled.
 */
export async function tapLinkPlan(
  page: Page,
  game: LinkSnapshot,
  gravity: LinkGravity,
  pairs: number,
): Promise<LinkSnapshot> {
  const plan = solveLink(parseLinkBoard(game.board), gravity);
  if (plan.status !== 'solved') throw new Error(`solver: ${plan.status} on\n${game.board}`);
  const ids = plan.moves
    .slice(0, Math.max(0, pairs))
    .flatMap(([a, b]) => [`tile:${a.r}:${a.c}`, `tile:${b.r}:${b.c}`]);
  await timed('input', async () => {
    // As the settled tap does: none goes in within 300 ms of a notice moving the layout (the
    // app's tap guard would drop it, src/ui/tap-guard.ts).
    await page.waitForFunction(() => window.gridwise.steadyMs() >= 300, undefined, {
      polling: 20,
      timeout: 10_000,
    });
    const where = new Map(
      ((await page.evaluate(() => window.gridwise.targets())) as Target[]).map((t) => [t.id, t]),
    );
    const boxes: Target[] = [];
    for (const id of ids) {
      const t = where.get(id);
      if (!t) break;
      boxes.push(t);
    }
    // Resolves once the page has handled every touch: the state read below comes after them.
    await tapCentres(page, boxes);
  });
  return (await page.evaluate(() => window.gridwise.state().game)) as LinkSnapshot;
}
