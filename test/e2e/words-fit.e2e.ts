// Words fit in both languages: every screen, in English and in 简体中文, upright (390×844) and
// sideways (844×390), with no caption wider or taller than its button, no line past the edge of
// the screen, and no DOM button or card whose words spill out (window.gridwise.textFit(), from
// each Pixi text's ink as the engine draws it, and the DOM's scroll sizes); and no wrapped text
// broken where Chinese or English must not break (window.gridwise.lineBreaks()).

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TextOverflow } from '../../src/app/automation/dom-overflows';
import { startSudoku, useBrowser } from './fixture';
import { openApp, playToWin, quiet, tap, waitForState } from './harness';

const LANGUAGES = [
  { name: 'English', locale: 'en-US' },
  { name: '简体中文', locale: 'zh-CN' },
] as const;
const VIEWPORTS = [
  { name: 'upright', width: 390, height: 844 },
  { name: 'sideways', width: 844, height: 390 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const e2e = useBrowser({ drawing: true });

async function overflows(page: Page, screen: string): Promise<string[]> {
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

async function tour(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await offerInstall(page);
  problems.push(...(await overflows(page, 'home')));
  for (const [id, screen] of [
    ['btn:settings', 'settings'],
    ['btn:stats', 'stats'],
    ['btn:records', 'records'],
    ['btn:rules', 'rules'],
    ['btn:calendar', 'calendar'],
  ] as const) {
    await tap(page, id);
    await waitForState(page, (s) => s.screen !== 'home', screen);
    problems.push(...(await overflows(page, screen)));
    await tap(page, 'btn:back');
    await waitForState(page, (s) => s.screen === 'home', 'home');
  }
  // Sudoku's technique school: the list of techniques with the player's progress.
  await tap(page, 'btn:learn');
  await waitForState(page, (s) => s.screen === 'school', 'the Learn list', 60_000);
  // The list is taller than a phone: every row is checked, scrolled into the window in turn.
  const learn = new Set(await overflows(page, 'learn'));
  const viewport = page.viewportSize() ?? { width: 390, height: 844 };
  for (let step = 0; step < 12; step++) {
    await page.mouse.move(viewport.width / 2, viewport.height / 2);
    await page.mouse.wheel(0, viewport.height / 2);
    for (const problem of await overflows(page, 'learn')) learn.add(problem);
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
  for (const [id, screen] of [
    ['btn:rules', 'link rules'],
    ['btn:journey', 'journey map'],
  ] as const) {
    await tap(page, id);
    await waitForState(page, (s) => s.screen !== 'home', screen);
    problems.push(...(await overflows(page, screen)));
    await tap(page, 'btn:back');
    await waitForState(page, (s) => s.screen === 'home', 'home');
  }
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
  // stats (#24): the dashboard with figures, a row and the chart, after a won 4×4.
  await tap(page, 'btn:home');
  await startSudoku(page, 4);
  await playToWin(page);
  await tap(page, 'btn:home');
  await tap(page, 'btn:stats');
  await tap(page, 'stats:game:sudoku');
  await waitForState(
    page,
    (s) => ((s.listView as { chart?: { drawn: number } | null } | null)?.chart?.drawn ?? 0) > 0,
    'the Stats dashboard with its chart',
  );
  problems.push(...(await overflows(page, 'stats dashboard')));
  return problems;
}

describe('words fit', () => {
  // The smallest phones, either way up: the lobby's row of daily, Calendar and Open a code (a
  // 640×360 row is under 300 px wide) and its nav.
  for (const language of LANGUAGES) {
    it(`in ${language.name}, the lobby at 640×360 and 360×640`, async () => {
      const problems: string[] = [];
      for (const [width, height] of [
        [640, 360],
        [360, 640],
      ] as const) {
        const context = await e2e.context({
          viewport: { width, height },
          deviceScaleFactor: 1,
          isMobile: true,
          hasTouch: true,
          locale: language.locale,
        });
        const page = await openApp(context);
        problems.push(...(await overflows(page, `home ${width}×${height}`)));
        await context.close();
      }
      expect(problems).toEqual([]);
    });
  }
  for (const language of LANGUAGES) {
    for (const viewport of VIEWPORTS) {
      it(`in ${language.name}, ${viewport.name} ${viewport.width}×${viewport.height}`, async () => {
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
      });
    }
  }
});
