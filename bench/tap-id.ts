// A tap on a target by its id, for the benches and probes (not timed itself): waits until the
// target can be reached, opens the sheet that holds it first when it is in a closed one (the
// lobby's New game, a game's More: window.gridwise.opener), then taps its centre by touch.

import type { Page } from 'playwright-core';

/** How long the tap waits before reading where its target is. */
type Settle = 'idle' | 'frame' | 'none';

async function settle(page: Page, how: Settle): Promise<void> {
  if (how === 'idle') await page.waitForFunction(() => window.gridwise.idle());
  if (how === 'frame')
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
}

export async function tapId(page: Page, id: string, how: Settle = 'idle'): Promise<void> {
  await page.waitForFunction(
    (want) =>
      window.gridwise.targets().some((t) => t.id === want) || window.gridwise.opener(want) !== null,
    id,
    { timeout: 60_000 },
  );
  const opener = await page.evaluate((want) => window.gridwise.opener(want), id);
  if (opener) await tapId(page, opener, how);
  await page.waitForFunction((want) => window.gridwise.targets().some((t) => t.id === want), id, {
    timeout: 60_000,
  });
  await settle(page, how);
  const t = (await page.evaluate(() => window.gridwise.targets())).find((x) => x.id === id);
  if (!t) throw new Error(`no ${id}`);
  await page.touchscreen.tap(t.x + t.width / 2, t.y + t.height / 2);
}
