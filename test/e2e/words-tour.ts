// The words-fit tour (words-fit*.e2e.ts): every screen, in English and in 简体中文, upright
// (390×844), sideways (844×390) and on a desktop (1280×800), with no caption wider or taller than
// its button, no line past the edge of the screen, and no DOM button or card whose words spill
// out (window.gridwise.textFit(), from each Pixi text's ink as the engine draws it, and the DOM's
// scroll sizes); no wrapped text broken where Chinese or English must not break
// (window.gridwise.lineBreaks()); and no two texts or controls on one another (overlaps()). The
// tours run in four files so that they run side by side: one tour is minutes of drawing.

import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { TextOverflow } from '../../src/app/automation/dom-overflows';
import { type E2eBrowser, startSudoku } from './fixture';
import { openApp, playToWin, quiet, tap, targets, waitForState } from './harness';

export const LANGUAGES = [
  { name: 'English', locale: 'en-US' },
  { name: '简体中文', locale: 'zh-CN' },
] as const;
export const VIEWPORTS = [
  { name: 'upright', width: 390, height: 844 },
  { name: 'sideways', width: 844, height: 390 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

export async function overflows(page: Page, screen: string): Promise<string[]> {
  await quiet(page);
  const found: TextOverflow[] = await page.evaluate(() => window.gridwise.textFit());
  // And where the lines break, as Pixi lays them out: Chinese must not leave a bullet alone,
  // start a line with "；" or split "9×9" (src/ui/line-break.ts).
  const breaks = await page.evaluate(() => window.gridwise.lineBreaks());
  // And no two texts or controls on one another (a chip over a heading, a button over a title):
  // each may fit its own box and still cover its neighbour.
  const covers = await page.evaluate(() => window.gridwise.overlaps());
  return [
    ...found.map((o) => `${screen}: ${o.where} “${o.text}” by ${o.by.toFixed(1)} px`),
    ...breaks.flatMap((b) => b.faults.map((f) => `${screen}: “${b.text}…” ${f}`)),
    ...covers.map((c) => `${screen}: ${c.a} over ${c.b} (${c.width}×${c.height} px)`),
  ];
}

/** Where every target stands, in one string: the same string after a scroll, nothing moved. */
async function rowsOnShow(page: Page): Promise<string> {
  const shown = await targets(page);
  return shown.map((t) => `${t.id}@${Math.round(t.y)}`).join(' ');
}

/** The browser offers to install Gridwise (as Chrome does): Install shows in the lobby and
 *  Settings, where it must not cover the title. */
async function offerInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
      userChoice: Promise<{ outcome: string }>;
    };
    offer.prompt = () => Promise.resolve();
    offer.userChoice = Promise.resolve({ outcome: 'dismissed' });
    window.dispatchEvent(offer);
  });
}

/** Opens each screen from home by its button, checks it, and goes back home. */
async function screensFromHome(
  page: Page,
  screens: readonly (readonly [id: string, screen: string])[],
): Promise<string[]> {
  const problems: string[] = [];
  for (const [id, screen] of screens) {
    await tap(page, id);
    await waitForState(page, (s) => s.screen !== 'home', screen);
    problems.push(...(await overflows(page, screen)));
    await tap(page, 'btn:back');
    await waitForState(page, (s) => s.screen === 'home', 'home');
  }
  return problems;
}

/** The lobby's New game sheet of the chosen game (its sizes, levels and Start), then closed. */
async function sheetOf(page: Page, game: string): Promise<string[]> {
  await tap(page, 'btn:new-game');
  await page.waitForSelector('.gw-sheet');
  const problems = await overflows(page, `${game} new game sheet`);
  await tap(page, 'btn:sheet-close');
  return problems;
}

export async function tour(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await offerInstall(page);
  problems.push(...(await overflows(page, 'home')));
  problems.push(...(await sheetOf(page, 'sudoku')));
  problems.push(
    ...(await screensFromHome(page, [
      ['btn:settings', 'settings'],
      ['btn:stats', 'stats'],
      ['btn:records', 'records'],
      ['btn:rules', 'rules'],
      ['btn:calendar', 'calendar'],
    ])),
  );
  // Sudoku's technique school: the list of techniques with the player's progress.
  await tap(page, 'btn:learn');
  await waitForState(page, (s) => s.screen === 'school', 'the Learn list', 60_000);
  // The list is taller than a phone: every row is checked, scrolled into the window in turn.
  const learn = new Set(await overflows(page, 'learn'));
  const viewport = page.viewportSize() ?? { width: 390, height: 844 };
  // Half a window at a time, until the list stops moving: its end is on show, and a step more
  // would check the same rows again. (Twelve steps, as before, ended just as the end came into
  // view sideways at 844×390, where a longer list would have gone unchecked without a word; at
  // 1280×800 the end was on show after two, and nine more checked the same rows again.)
  let shown = await rowsOnShow(page);
  for (let step = 0; ; step++) {
    if (step === 40) throw new Error('the Learn list still moved after 40 half-window scrolls');
    await page.mouse.move(viewport.width / 2, viewport.height / 2);
    await page.mouse.wheel(0, viewport.height / 2);
    for (const problem of await overflows(page, 'learn')) learn.add(problem);
    const now = await rowsOnShow(page);
    if (now === shown) break;
    shown = now;
  }
  problems.push(...learn);
  await tap(page, 'btn:back');
  await waitForState(page, (s) => s.screen === 'home', 'home');
  // Sudoku's scan, ready for a photo.
  await tap(page, 'btn:scan');
  await waitForState(page, (s) => s.screen === 'scan', 'scan');
  problems.push(...(await overflows(page, 'scan')));
  await tap(page, 'btn:scan-back');
  await waitForState(page, (s) => s.screen === 'home', 'home');
  // Link's rules too: the rules screen shows the game chosen in the lobby; and its journey map.
  await tap(page, 'game:link');
  problems.push(...(await sheetOf(page, 'link')));
  problems.push(
    ...(await screensFromHome(page, [
      ['btn:rules', 'link rules'],
      ['btn:journey', 'journey map'],
    ])),
  );
  await startSudoku(page, 9);
  problems.push(...(await overflows(page, 'sudoku')));
  await tap(page, 'btn:hint');
  await waitForState(page, (s) => Boolean((s.game as { hint?: unknown } | null)?.hint), 'a hint');
  problems.push(...(await overflows(page, 'sudoku hint')));
  await tap(page, 'btn:hint-close');
  await tap(page, 'btn:pause');
  problems.push(...(await overflows(page, 'sudoku paused')));
  await tap(page, 'btn:resume');
  await tap(page, 'btn:home');
  for (const id of ['game:link', 'size:large', 'level:classic', 'btn:start']) await tap(page, id);
  await waitForState(
    page,
    (s) => (s.game as { kind?: string } | null)?.kind === 'link',
    'Link',
    60_000,
  );
  problems.push(...(await overflows(page, 'link')));
  await tap(page, 'btn:hint');
  problems.push(...(await overflows(page, 'link hint')));
  // stats (#24): the dashboard with figures, a row and the line in place of the chart (it comes
  // with three wins) after a won 4×4; then its counting rules, shown in place of the rows.
  await tap(page, 'btn:home');
  await startSudoku(page, 4);
  await playToWin(page);
  await tap(page, 'btn:home');
  await tap(page, 'btn:stats');
  await tap(page, 'stats:game:sudoku');
  await waitForState(
    page,
    (s) =>
      ((s.listView as { chart?: { note: string | null } | null } | null)?.chart?.note ?? null) !==
      null,
    'the Stats dashboard with its line',
  );
  problems.push(...(await overflows(page, 'stats dashboard')));
  await tap(page, 'stats:rules');
  await waitForState(
    page,
    (s) => (s.listView as { rulesOpen?: boolean } | null)?.rulesOpen === true,
    'the Stats rules',
  );
  problems.push(...(await overflows(page, 'stats rules')));
  return problems;
}

/** One language at one viewport: the app opens in that language, and the tour finds nothing. */
export async function tourAt(
  e2e: E2eBrowser,
  language: (typeof LANGUAGES)[number],
  viewport: (typeof VIEWPORTS)[number],
): Promise<void> {
  const context = await e2e.context({
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: language.locale,
  });
  try {
    const page = await openApp(context);
    const lang = await page.evaluate(() => document.documentElement.lang);
    expect(lang).toBe(language.locale === 'zh-CN' ? 'zh-Hans' : 'en');
    expect(await tour(page)).toEqual([]);
  } finally {
    await context.close();
  }
}
