// school (#26), for the screenshots: the technique school as a player meets it, by taps on the
// targets the app reports. Sudoku → Learn is the "list" shot; the list is scrolled (the mouse
// wheel) to X-Wing, whose lesson with its worked example is the "lesson" shot; Practise makes a
// position (the "practice" shot), and its hint opened to the last stage is the "practice-hint"
// shot.

import type { Page } from 'playwright-core';
import type { SchoolReport } from '../src/play/school-api';

/** What the screenshot tour lends: taps by target, waits on the screen and for rest, a shot. */
export interface SchoolSteps {
  must(page: Page, id: string): Promise<void>;
  screenIs(page: Page, screen: string): Promise<void>;
  waitIdle(page: Page): Promise<void>;
  shoot(name: string): Promise<void>;
}

const SKILL = 'x-wing';

async function school(page: Page): Promise<SchoolReport | null> {
  return (await page.evaluate(() => window.gridwise.state().school)) as SchoolReport | null;
}

/** Waits for the lesson's example (`example`) or a practice position (`position`) on show. */
async function waitSchool(page: Page, what: 'example' | 'position'): Promise<void> {
  try {
    await page.waitForFunction(
      (want) => {
        const s = window.gridwise.state().school;
        if (want === 'example') return s?.page === 'lesson' && s.example;
        const p = s?.practice;
        return p !== null && p !== undefined && p.positions === 1 && !p.making && p.target !== null;
      },
      what,
      { timeout: 60_000, polling: 50 },
    );
  } catch (error) {
    const seen = JSON.stringify(await school(page));
    throw new Error(`waiting for the ${what}: ${(error as Error).message}; school ${seen}`);
  }
}

async function ids(page: Page): Promise<string[]> {
  return (await page.evaluate(() => window.gridwise.targets())).map((t) => t.id);
}

/** Prints the words that do not fit their box on the screen on show (none, as a rule). */
async function reportFit(page: Page, where: string): Promise<void> {
  const cut = await page.evaluate(() => window.gridwise.textFit());
  if (cut.length > 0) console.log(`  text cut on ${where}:`, cut);
}

/** `school-list`, `school-lesson`, `school-practice`, `school-practice-hint`. */
export async function schoolShots(page: Page, steps: SchoolSteps, label: string): Promise<void> {
  for (const id of ['game:sudoku', 'btn:learn']) await steps.must(page, id);
  await steps.screenIs(page, 'school');
  await steps.waitIdle(page);
  await reportFit(page, `${label} school-list`);
  await steps.shoot('school-list');
  const viewport = page.viewportSize() ?? { width: 390, height: 844 };
  await page.mouse.move(viewport.width / 2, viewport.height * 0.6);
  for (let i = 0; i < 20 && !(await ids(page)).includes(`technique:${SKILL}`); i++) {
    await page.mouse.wheel(0, 200);
    await steps.waitIdle(page);
  }
  await steps.must(page, `technique:${SKILL}`);
  await waitSchool(page, 'example');
  await steps.waitIdle(page);
  await reportFit(page, `${label} school-lesson`);
  await steps.shoot('school-lesson');
  await steps.must(page, 'btn:practice');
  await waitSchool(page, 'position');
  await steps.waitIdle(page);
  await reportFit(page, `${label} school-practice`);
  await steps.shoot('school-practice');
  await steps.must(page, 'btn:hint');
  for (let i = 0; i < 4 && !(await ids(page)).includes('btn:hint-apply'); i++)
    await steps.must(page, 'btn:hint-more');
  await steps.waitIdle(page);
  await reportFit(page, `${label} school-practice-hint`);
  await steps.shoot('school-practice-hint');
}
