// The features that make players stay, driven by touch in the built app: notes by long press
// with auto-clean and auto-notes, hints in three steps (a wrong digit first), pause with the
// board covered, the daily puzzle (the same in two fresh profiles), share links (a good one
// starts that puzzle, a broken one says what is wrong), and records that rank unassisted runs
// first with assisted ones marked.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LinkSnapshot } from '../../src/games/link/play/link-snapshot';
import type { SudokuSnapshot } from '../../src/games/sudoku/play/sudoku-snapshot';
import { startSudoku, useBrowser } from './fixture';
import {
  openApp,
  pageErrors,
  solutionOf,
  state,
  tap,
  targets,
  waitForClock,
  waitForState,
  waitForTarget,
  watchFor,
} from './harness';

const e2e = useBrowser();

/** A fresh phone profile (its own IndexedDB and service worker). */
async function freshPhone(hash = ''): Promise<Page> {
  const context = await e2e.phone();
  return openApp(context, hash);
}

async function sudoku(page: Page): Promise<SudokuSnapshot> {
  const s = await state(page);
  if (s.game?.kind !== 'sudoku') throw new Error(`no Sudoku on screen (${s.screen})`);
  return s.game;
}

/**
 * A finger held on a target for 700 ms (CDP touch events: Playwright only taps). The app tells
 * a long press from a tap by the events' own timestamps, so the touch and the lift carry times
 * 700 ms apart, as a real press would, without the test sitting through them.
 */
async function longPress(page: Page, id: string): Promise<void> {
  const t = await waitForTarget(page, id);
  const cdp = await page.context().newCDPSession(page);
  const point = { x: t.x + t.width / 2, y: t.y + t.height / 2 };
  const lift = Date.now() / 1000;
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [point],
    timestamp: lift - 0.7,
  });
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchEnd',
    touchPoints: [],
    timestamp: lift,
  });
  await cdp.detach();
}

const notesOf = (g: SudokuSnapshot, cell: number) => g.notes.split(',')[cell] ?? '';
const cellId = (cell: number, size: number) => `cell:${Math.floor(cell / size)}:${cell % size}`;

async function fill(page: Page, game: SudokuSnapshot, solution: string): Promise<void> {
  const current = await sudoku(page);
  for (let i = 0; i < solution.length; i++) {
    if (current.values[i] !== '.') continue;
    await tap(page, cellId(i, game.size));
    await tap(page, `pad:${solution[i]}`);
  }
}

/**
 * Share: the dialog shows the link whole (read from it as a player would copy it); Copy says it
 * worked; Done closes it and the game is back under the finger.
 */
async function sharedLink(page: Page): Promise<string> {
  await tap(page, 'btn:share');
  await waitForTarget(page, 'text:share-link', 10_000);
  const url = ((await page.textContent('[data-id="text:share-link"]')) ?? '').trim();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await tap(page, 'btn:copy');
  await page.waitForFunction(() =>
    /Copied/.test(document.querySelector('.gw-modal [role="status"]')?.textContent ?? ''),
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await tap(page, 'btn:close');
  // Back on the game screen: Link's Share button, or Sudoku's More (Share lives in its sheet).
  await page.waitForFunction(
    () => window.gridwise.targets().some((t) => t.id === 'btn:share' || t.id === 'btn:more'),
    null,
    { timeout: 10_000, polling: 20 },
  );
  return url;
}

describe('Sudoku play', () => {
  it('long press writes one note; a placed digit clears it from its peers; auto-notes fills all', async () => {
    const page = await freshPhone();
    const start = await startSudoku(page, 9);
    const solution = solutionOf(start);
    // Two empty cells in one row (peers), chosen from the state: the first empty cell's row may
    // have no other.
    const emptyIn = (row: number) =>
      [...Array(9).keys()].map((c) => row * 9 + c).filter((i) => start.values[i] === '.');
    const row = [...Array(9).keys()].find((r) => emptyIn(r).length >= 2);
    if (row === undefined) throw new Error(`no row with two empty cells in ${start.values}`);
    const [x, y] = emptyIn(row) as [number, number];
    const d = solution[x] as string;

    await longPress(page, cellId(y, 9));
    let g = await sudoku(page);
    expect(g.noteMode).toBe(true);
    expect(g.selected).toEqual([row, y % 9]);
    await tap(page, `pad:${d}`);
    g = await sudoku(page);
    expect(notesOf(g, y)).toContain(d);
    expect(g.values[y]).toBe('.');
    // One note, and notes mode is off again: the next digit is a digit.
    expect(g.noteMode).toBe(false);

    await tap(page, cellId(x, 9));
    await tap(page, `pad:${d}`);
    g = await sudoku(page);
    expect(g.values[x]).toBe(d);
    expect(notesOf(g, y)).not.toContain(d);
    // One undo brings back both the empty cell and the peer's note.
    await tap(page, 'btn:undo');
    g = await sudoku(page);
    expect(g.values[x]).toBe('.');
    expect(notesOf(g, y)).toContain(d);

    expect(g.assisted).toBe(false);
    await tap(page, 'btn:autonotes');
    g = await sudoku(page);
    expect(g.assisted).toBe(true);
    expect((await state(page)).notice).toMatch(/assisted/);
    for (let i = 0; i < 81; i++) {
      if (g.values[i] !== '.') expect(notesOf(g, i)).toBe('');
      else expect(notesOf(g, i)).toContain(solution[i] as string);
    }
    expect(pageErrors(page)).toEqual([]);
  });

  it('gives a hint in three steps, and points at a wrong digit first', async () => {
    const page = await freshPhone();
    const start = await startSudoku(page, 9);
    await tap(page, 'btn:hint');
    let g = await sudoku(page);
    expect(g.hint).toMatchObject({ index: 0, count: 3 });
    const first = g.hint?.text ?? '';
    expect((await state(page)).notice).toContain(first);
    // Step one says where to look, and gives away no digit.
    expect(first).not.toMatch(/\bcan only go\b|\bgoes\b/);
    const ids = (await targets(page)).map((t) => t.id);
    expect(ids).toContain('btn:hint-more');
    expect(ids.some((id) => id.startsWith('pad:'))).toBe(false);
    // The card folds away: the pad is back, the hint stays, and it opens again where it was.
    await tap(page, 'btn:hint-collapse');
    g = await sudoku(page);
    expect(g.hint).toMatchObject({ index: 0, collapsed: true });
    const folded = (await targets(page)).map((t) => t.id);
    expect(folded).toContain('pad:1');
    expect(folded).not.toContain('btn:hint-more');
    await tap(page, 'btn:hint-show');
    g = await sudoku(page);
    expect(g.hint).toMatchObject({ index: 0, collapsed: false });
    expect((await targets(page)).map((t) => t.id)).toContain('btn:hint-more');
    const whereCells = g.hint?.cells ?? [];
    await tap(page, 'btn:hint-more');
    g = await sudoku(page);
    expect(g.hint?.index).toBe(1);
    // Step two names the technique; the board outlines no cell that step one did not (an easy
    // puzzle's first hint looks at a house, so none at all): the target is step three's.
    expect(g.hint?.cells).toEqual(whereCells);
    if ((g.hint?.houses.length ?? 0) > 0) expect(g.hint?.cells).toEqual([]);
    await tap(page, 'btn:hint-more');
    g = await sudoku(page);
    expect(g.hint?.index).toBe(2);
    expect(g.hint?.title).toMatch(/deduction/i);
    expect(g.hint?.text).toMatch(/\brow \d, column \d\b/);
    expect(g.hint?.text).not.toMatch(/r\dc\d|\bbox \d/);
    expect((await targets(page)).map((t) => t.id)).not.toContain('btn:hint-more');
    await tap(page, 'btn:hint-close');
    g = await sudoku(page);
    expect(g.hint).toBeNull();
    expect(g.assisted).toBe(true);
    expect(g.values).toBe(start.values);

    // A wrong digit (allowed in "marked" mode) is what the next hint points at.
    await tap(page, 'btn:home');
    await tap(page, 'btn:settings');
    await tap(page, 'setting:mark');
    await tap(page, 'btn:back');
    const next = await startSudoku(page, 4);
    const solution = solutionOf(next);
    const cell = next.values.indexOf('.');
    const wrong = ['1', '2', '3', '4'].find((v) => v !== solution[cell]) as string;
    await tap(page, cellId(cell, 4));
    await tap(page, `pad:${wrong}`);
    await tap(page, 'btn:hint');
    g = await sudoku(page);
    const all = `${g.hint?.title} ${g.hint?.text}`;
    expect(all).toMatch(/not part of the solution/);
    expect(all).not.toContain(`${solution[cell]} goes`);
    await tap(page, 'btn:hint-more');
    const cellName = `row ${Math.floor(cell / 4) + 1}, column ${(cell % 4) + 1}`;
    expect((await sudoku(page)).hint?.title).toContain(cellName);
    expect(pageErrors(page)).toEqual([]);
  });

  it("carries out a hint's last step in one tap, and the card closes", async () => {
    const page = await freshPhone();
    const start = await startSudoku(page, 9);
    const solution = solutionOf(start);
    await tap(page, 'btn:hint');
    expect((await targets(page)).map((t) => t.id)).not.toContain('btn:hint-apply');
    await tap(page, 'btn:hint-more');
    await tap(page, 'btn:hint-more');
    const g = await sudoku(page);
    // A fresh grid with no notes: the step places a digit, and the button says which.
    const action = g.hint?.apply ?? '';
    expect(action).toMatch(/^Place \d$/);
    await tap(page, 'btn:hint-apply');
    const after = await sudoku(page);
    expect(after.hint).toBeNull();
    expect(after.assisted).toBe(true);
    const changed = [...after.values].flatMap((v, i) => (v !== start.values[i] ? [i] : []));
    expect(changed).toHaveLength(1);
    const cell = changed[0] as number;
    expect(after.values[cell]).toBe(action.slice(-1));
    expect(after.values[cell]).toBe(solution[cell]);
    // One move: one undo takes it back.
    await tap(page, 'btn:undo');
    expect((await sudoku(page)).values).toBe(start.values);
    expect(pageErrors(page)).toEqual([]);
  });

  it('in check mode marks a wrong digit, counts it, and keeps the count with the record', async () => {
    const page = await freshPhone();
    await tap(page, 'btn:settings');
    await tap(page, 'setting:check');
    expect((await state(page)).settings.conflictMode).toBe('check');
    await tap(page, 'btn:back');
    const game = await startSudoku(page, 4);
    const solution = solutionOf(game);
    const cell = game.values.indexOf('.');
    // A digit that breaks no rule yet is still wrong: check mode catches what "refuse" cannot.
    const wrong = ['1', '2', '3', '4'].find((d) => d !== solution[cell]) as string;
    await tap(page, cellId(cell, 4));
    await tap(page, `pad:${wrong}`);
    const marked = await waitForState(page, (s) => s.game?.mistakes === 1, 'the mistake counted');
    expect(marked.game?.values[cell]).toBe(wrong);
    expect(marked.notice).toMatch(/not the right digit.*mistake 1/);
    await tap(page, 'pad:erase');
    await fill(page, game, solution);
    const won = await waitForState(page, (s) => s.game?.status === 'won', 'the win');
    expect(won.notice).toMatch(/1 mistake/);
    await tap(page, 'btn:home');
    await tap(page, 'btn:records');
    await tap(page, 'records:game:sudoku');
    await tap(page, 'records:size:4');
    await tap(page, 'records:level:easy');
    const list = await waitForState(page, (x) => (x.list?.length ?? 0) === 1, 'the record');
    expect(list.list).toMatchObject([{ policy: 'check', mistakes: 1, assisted: false }]);
  });

  it('pauses with the board covered and the clock stopped', async () => {
    const page = await freshPhone();
    await startSudoku(page, 9);
    await waitForClock(page, 1000);
    await tap(page, 'btn:pause');
    const paused = await sudoku(page);
    expect(paused.status).toBe('paused');
    const ids = (await targets(page)).map((t) => t.id);
    expect(ids).toContain('btn:resume');
    // The cover takes the board: a tap where a cell is lands on the cover, not the cell.
    await tap(page, 'cell:0:0');
    expect((await sudoku(page)).selected).toEqual(paused.selected);
    await watchFor(page, 1500);
    expect((await sudoku(page)).elapsedMs).toBe(paused.elapsedMs);
    await tap(page, 'btn:resume');
    await waitForClock(page, paused.elapsedMs + 1);
    const resumed = await sudoku(page);
    expect(resumed.status).toBe('playing');
    expect(resumed.elapsedMs).toBeGreaterThan(paused.elapsedMs);
  });
});

describe('Daily puzzles and sharing', () => {
  it("gives today's Sudoku and Link board, the same in two fresh profiles", async () => {
    const boards: string[][] = [];
    for (let profile = 0; profile < 2; profile++) {
      const page = await freshPhone();
      await tap(page, 'btn:daily');
      const s = await waitForState(page, (x) => x.game?.kind === 'sudoku', "today's Sudoku");
      const daily = s.game as SudokuSnapshot;
      expect(daily.seed).toMatch(/^gridwise-daily-v\d+:\d{4}-\d\d-\d\d:sudoku$/);
      await tap(page, 'btn:home');
      await tap(page, 'game:link');
      await tap(page, 'btn:daily');
      const l = await waitForState<LinkSnapshot>(
        page,
        (x) => x.game?.kind === 'link',
        "today's Link board",
        30_000,
      );
      boards.push([daily.puzzle, (l.game as LinkSnapshot).board]);
      expect(pageErrors(page)).toEqual([]);
    }
    expect(boards[1]).toEqual(boards[0]);
  });

  it('shares a puzzle as a link that starts the same puzzle elsewhere; a broken link explains', async () => {
    const page = await freshPhone();
    const game = await startSudoku(page, 6);
    const url = await sharedLink(page);
    expect(url).toMatch(/#play\/sudoku\//);
    // Short: the code after the page's own address (here the harness's, with its test query;
    // a player's has none) is under 37 characters.
    expect(new URL(url).hash.length).toBeLessThan(37);

    const other = await freshPhone(url.slice(url.indexOf('#')));
    const opened = await waitForState(other, (s) => s.game?.kind === 'sudoku', 'the shared puzzle');
    expect((opened.game as SudokuSnapshot).puzzle).toBe(game.puzzle);
    expect(await other.evaluate(() => window.location.hash)).toBe('');

    // A plain 81-character puzzle in the link works too.
    const plain =
      '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
    const third = await freshPhone(`#play/sudoku/${plain}`);
    const fromPlain = await waitForState(third, (s) => s.game?.kind === 'sudoku', 'plain puzzle');
    expect((fromPlain.game as SudokuSnapshot).puzzle).toBe(plain);

    // Broken links: each gets a message that says what is wrong, and nothing starts. One
    // profile for all of them, a new page each (a link opened in a new tab): nothing they do
    // is kept, and a fresh profile's boot each (its empty caches) cost seconds apiece.
    const tabs = await e2e.phone();
    for (const [hash, message] of [
      ['#play/sudoku/12345', /length|characters|long/i],
      [`#play/sudoku/${plain.slice(0, 80)}x`, /character|"x"/i],
      [`#play/sudoku/${'5'.repeat(2)}${plain.slice(2)}`, /5 appears|twice|both/i],
      [`#play/sudoku/${'.'.repeat(81)}`, /solutions|more than one|unique/i],
      ['#play/chess/abc', /chess/],
    ] as const) {
      const p = await openApp(tabs, hash);
      // The message that says what is wrong (not "Checking the shared puzzle…", which a
      // loaded machine shows first while the worker reads the code).
      const s = await waitForState(
        p,
        (x) => x.notice !== null && !/^Checking/.test(x.notice),
        `the message for ${hash}`,
      );
      expect(s.notice, hash).toMatch(message);
      expect(s.game, hash).toBeNull();
      expect(s.screen).toBe('home');
      await p.close();
    }

    // Pasting: "Open a code" is a dialog that reads the text as it is typed. A bad one is
    // explained and cannot be opened; a plain puzzle (with stray spaces) opens and starts.
    const paster = await openApp(tabs);
    await tap(paster, 'btn:paste');
    await waitForTarget(paster, 'field:code', 30_000);
    const field = '[data-id="field:code"]';
    const open = '[data-id="btn:open-code"]';
    expect(await paster.isDisabled(open)).toBe(true);
    await paster.fill(field, 'not a code at all');
    expect(await paster.textContent('#gw-code-message')).toMatch(/not a Gridwise puzzle code/);
    expect(await paster.getAttribute(field, 'aria-invalid')).toBe('true');
    expect(await paster.isDisabled(open)).toBe(true);
    await paster.fill(field, ` ${plain} `);
    expect(await paster.textContent('#gw-code-message')).toBe('A shared Sudoku: open it to play.');
    await tap(paster, 'btn:open-code');
    const pasted = await waitForState(paster, (x) => x.game?.kind === 'sudoku', 'pasted puzzle');
    expect((pasted.game as SudokuSnapshot).puzzle).toBe(plain);

    // A Link board travels the same way.
    await tap(page, 'btn:home');
    await tap(page, 'game:link');
    await tap(page, 'btn:start');
    const link = await waitForState<LinkSnapshot>(
      page,
      (s) => s.game?.kind === 'link',
      'a Link game',
      60_000,
    );
    const linkUrl = await sharedLink(page);
    expect(linkUrl).toMatch(/#play\/link\//);
    const fourth = await freshPhone(linkUrl.slice(linkUrl.indexOf('#')));
    const board = await waitForState<LinkSnapshot>(
      fourth,
      (s) => s.game?.kind === 'link',
      'the shared board',
    );
    expect((board.game as LinkSnapshot).board).toBe((link.game as LinkSnapshot).board);
    expect((board.game as LinkSnapshot).level).toBe((link.game as LinkSnapshot).level);
  });
});

describe('Records and statistics', () => {
  it('lists the fastest unassisted runs first and marks assisted ones', async () => {
    const page = await freshPhone();
    const wins: { ms: number; assisted: boolean }[] = [];
    for (const plan of ['slow', 'fast', 'hinted'] as const) {
      const game = await startSudoku(page, 4);
      if (plan === 'slow') await waitForClock(page, 3000);
      if (plan === 'hinted') {
        await tap(page, 'btn:hint');
        await tap(page, 'btn:hint-close');
      }
      await fill(page, game, solutionOf(game));
      const won = await waitForState(page, (s) => s.game?.status === 'won', 'the win');
      const g = won.game as SudokuSnapshot;
      wins.push({ ms: g.elapsedMs, assisted: g.assisted });
      expect(g.assisted).toBe(plan === 'hinted');
      await tap(page, 'btn:home');
    }
    await tap(page, 'btn:records');
    await tap(page, 'records:game:sudoku');
    await tap(page, 'records:size:4');
    await tap(page, 'records:level:easy');
    const s = await waitForState(
      page,
      (x) => (x.list?.length ?? 0) === 3,
      'three records on the 4×4 Easy list',
    );
    const rows = s.list as { rank: number; ms: number; assisted: boolean }[];
    const unassisted = wins.filter((w) => !w.assisted).sort((a, b) => a.ms - b.ms);
    expect(rows.map((r) => r.assisted)).toEqual([false, false, true]);
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3]);
    expect(Math.abs((rows[0]?.ms ?? 0) - (unassisted[0]?.ms ?? 0))).toBeLessThan(1000);
    expect(rows[0]?.ms).toBeLessThanOrEqual(rows[1]?.ms ?? 0);

    await tap(page, 'btn:back');
    await tap(page, 'btn:stats');
    await tap(page, 'stats:game:sudoku');
    const stats = await waitForState(
      page,
      (x) =>
        (x.list as { bucket: string }[] | null)?.some((r) => r.bucket === 'sudoku:4:easy') ?? false,
      'the statistics table',
    );
    const row = (
      stats.list as { bucket: string; started: number; won: number; winRate: number }[]
    ).find((r) => r.bucket === 'sudoku:4:easy');
    expect(row).toMatchObject({ started: 3, won: 3, winRate: 100 });
    expect(pageErrors(page)).toEqual([]);
  });
});
