// 简体中文 end to end: a fresh profile whose browser language is zh-CN opens in Chinese, plays a
// 4×4 Sudoku (reading a hint on the way) and a Small Link board to the win, and its
// accessibility tree names the boards in Chinese; Settings switches to English in place (no
// page load) and every word on screen changes.

import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SudokuSnapshot } from '../../src/games/sudoku/play/sudoku-snapshot';
import { startSudoku, useBrowser } from './fixture';
import {
  clearLinkBoard,
  openApp,
  PHONE,
  pageErrors,
  playToWin,
  quiet,
  startLinkGame,
  tap,
  waitForState,
} from './harness';

const HAN = /\p{Script=Han}/u;

const e2e = useBrowser();
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await e2e.context({
    ...PHONE,
    locale: 'zh-CN',
  });
  page = await openApp(context);
});

afterAll(async () => {
  await context?.close();
});

/** The accessible names of the controls on screen (the DOM mirror of every button). */
async function controlNames(p: Page): Promise<string[]> {
  return p.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, [role="button"]')]
      .filter((b) => b.offsetParent !== null || b.getClientRects().length > 0)
      .map((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim())
      .filter((name) => name !== ''),
  );
}

/** The board's accessible grid on show (each game keeps its own; the layer follows the
 *  frames, so it is waited for), and what its first cell says. */
async function shownGrid(p: Page, label: string): Promise<{ grid: string; cell: string }> {
  await p.waitForFunction(
    (want) =>
      [...document.querySelectorAll<HTMLElement>('[role="grid"]')].some(
        (e) => e.getAttribute('aria-label') === want && e.getClientRects().length > 0,
      ),
    label,
  );
  return p.evaluate((want) => {
    const g = [...document.querySelectorAll<HTMLElement>('[role="grid"]')].find(
      (e) => e.getAttribute('aria-label') === want,
    );
    const cell = g?.querySelector('[role="gridcell"]');
    return {
      grid: g?.getAttribute('aria-label') ?? '',
      cell: (cell?.getAttribute('aria-label') ?? cell?.textContent ?? '').trim(),
    };
  }, label);
}

/** Names that are words (not digits, sizes like 4×4, or symbols alone). */
function wordy(names: readonly string[]): string[] {
  return names.filter((n) => /\p{L}{2,}/u.test(n.replace(/Gridwise|English|X-Wing/g, '')));
}

describe('a zh-CN phone', () => {
  it('opens in Chinese: the page, the lobby and its buttons', async () => {
    expect(await page.evaluate(() => navigator.language)).toBe('zh-CN');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-Hans');
    expect(await page.title()).toMatch(/益智游戏/);
    expect((await page.textContent('[data-id="btn:new-game"] .gw-new-game-label'))?.trim()).toBe(
      '新游戏',
    );
    const english = wordy(await controlNames(page)).filter((n) => !HAN.test(n));
    expect(english).toEqual([]);
  });

  it('plays a 4×4 Sudoku to the win, with a hint read in Chinese and a board named in Chinese', async () => {
    const game = await startSudoku(page, 4);
    expect(game.size).toBe(4);
    await tap(page, 'btn:hint');
    const hinted = await waitForState<SudokuSnapshot>(
      page,
      (x) => Boolean(x.game?.hint),
      'a hint',
      20_000,
    );
    const hint = hinted.game?.hint;
    expect(hint?.title).toMatch(HAN);
    expect(hint?.text).toMatch(HAN);
    expect(hint?.text).not.toMatch(/[A-Za-z]{3,}/);
    await tap(page, 'btn:hint-close');
    // The board as a screen reader reads it: a grid named in Chinese, cells too.
    const grid = await shownGrid(page, '数独盘面');
    expect(grid.grid).toMatch(/数独盘面/);
    expect(grid.cell).toMatch(/^第 1 行第 1 列/);
    const won = await playToWin(page);
    expect(won.game?.status).toBe('won');
    expect(won.notice ?? '').toMatch(/完成/);
    await tap(page, 'btn:home');
  });

  // stats (#24): the dashboard after that win, in Chinese for the eye and for a screen reader.
  it('shows the Stats dashboard in Chinese: its rows and the line before the chart', async () => {
    await tap(page, 'btn:stats');
    await tap(page, 'stats:game:sudoku');
    // One win: a line in place of the chart (it comes with three).
    const shown = await waitForState(
      page,
      (x) =>
        ((x.listView as { chart?: { note: string | null } | null } | null)?.chart?.note ?? null) !==
        null,
      'the dashboard with its line',
    );
    const note = (shown.listView as { chart: { note: string } }).chart.note;
    const named = await page.evaluate(() => ({
      row:
        document.querySelector('[data-id="stats:row:sudoku:4:easy"]')?.getAttribute('aria-label') ??
        '',
      rules: document.querySelector('[data-id="stats:rules"]')?.getAttribute('aria-label') ?? '',
      top: document.querySelector('[data-id="stats:records"]')?.getAttribute('aria-label') ?? '',
    }));
    expect(note).toMatch(/^4×4 · 简单：胜 1 局。胜满 3 局后显示用时走势图。$/);
    expect(named.row).toBe('查看 4×4 · 简单 的图表');
    expect(named.rules).toBe('计数规则');
    expect(named.top).toBe('前 10 名用时');
    for (const text of [note, ...Object.values(named)]) expect(text).not.toMatch(/[A-Za-z]{3,}/);
    await tap(page, 'btn:back');
  });

  it('clears a Small Link board, its tiles named by their pictures in Chinese', async () => {
    await startLinkGame(page, 'small', 'classic');
    const { grid, cell: tile } = await shownGrid(page, '连连看盘面');
    expect(grid).toMatch(/连连看盘面/);
    expect(tile).toMatch(/^(苹果|香蕉|葡萄|胡萝卜|松树|水滴|花|猫|杯子|锚)，第 1 行第 1 列$/);
    const s = await clearLinkBoard(page);
    expect(s.game?.status).toBe('won');
    expect(s.notice ?? '').toMatch(/清空了/);
    await tap(page, 'btn:home');
  });

  it('says what is wrong with a broken link or a pasted code in Chinese', async () => {
    // A link read in the worker: its refusal crosses the thread as data and is worded here.
    const linked = await openApp(context, `#play/sudoku/${'.'.repeat(16)}`);
    // The refusal, not "正在检查分享的谜题…" (checking the shared puzzle), which shows first
    // while the worker starts and reads the link (the pool and its worker start on demand).
    const told = await waitForState(
      linked,
      (x) => x.notice !== null && !/^正在检查/.test(x.notice),
      'the refusal',
    );
    expect(told.notice).toMatch(/不止一个解/);
    expect(told.notice).not.toMatch(/[A-Za-z]{3,}/);
    // Typed into "Open a code": a grid with a stray letter, read as the player types.
    await tap(linked, 'btn:dismiss');
    await tap(linked, 'btn:paste');
    const field = '[data-id="field:code"]';
    await linked.waitForSelector(field);
    await linked.fill(field, `12.4${'.'.repeat(10)}o.`);
    await linked.waitForFunction(
      () => /“o”/.test(document.querySelector('#gw-code-message')?.textContent ?? ''),
      undefined,
      { timeout: 10_000 },
    );
    expect(await linked.textContent('#gw-code-message')).toMatch(
      /^第 15 个字符（第 4 行第 3 列）是“o”/,
    );
    await linked.close();
  });

  it('switches to English in Settings in place: no page load, and no Chinese left on screen', async () => {
    let loads = 0;
    page.on('load', () => {
      loads++;
    });
    await tap(page, 'btn:settings');
    await waitForState(page, (x) => x.screen === 'settings', 'the settings');
    // The accessible layer follows the frames: wait for the settings' own controls in it.
    await page.waitForSelector('[data-a11y="controls"] [data-id="setting:language:en"]');
    const before = wordy(await controlNames(page));
    expect(before.some((n) => HAN.test(n))).toBe(true);
    await tap(page, 'setting:language:en');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await waitForState(page, (x) => x.settings.language === 'en', 'English chosen');
    await quiet(page);
    await page.waitForFunction(
      () =>
        document
          .querySelector('[data-a11y="controls"] [data-id="btn:back"]')
          ?.getAttribute('aria-label') === 'Back',
    );
    // Languages are named in themselves on purpose ("简体中文", "Device (简体中文)").
    const after = wordy(await controlNames(page));
    expect(after.filter((n) => HAN.test(n.replace('简体中文', '')))).toEqual([]);
    expect(after).toContain('Back');
    await tap(page, 'btn:back');
    await waitForState(page, (x) => x.screen === 'home', 'home');
    expect((await page.textContent('[data-id="btn:new-game"] .gw-new-game-label'))?.trim()).toBe(
      'New game',
    );
    expect(await page.title()).toMatch(/puzzle games/);
    expect(loads).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });
});
