// A player on a phone (390×844, touch) plays Link in the built app: a wrong pair shakes, hint
// and reshuffle work, undo takes a match back, a reload mid-game continues exactly where it was,
// and the board is played to the win. Moves are planned from state() with the core solver (as a
// strong player would see them) and made by real touches on targets() coordinates.

import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { kindAt, type LinkCell, parseLinkBoard } from '../../src/games/link/core/board';
import type { LinkGravity } from '../../src/games/link/core/gravity';
import { linkLevel } from '../../src/games/link/core/levels';
import { solveLink } from '../../src/games/link/core/solver';
import type { LinkSnapshot } from '../../src/games/link/play/link-snapshot';
import { useBrowser } from './fixture';
import {
  openApp,
  pageErrors,
  quiet,
  screenshot,
  settle,
  startLinkGame,
  state,
  tap,
  targets,
  waitForState,
  watchFor,
} from './harness';

const e2e = useBrowser();
let context: BrowserContext;

afterAll(async () => {
  await context?.close();
});

const linkState = (page: Page) => state<LinkSnapshot>(page);

function game(s: { game: LinkSnapshot | null }): LinkSnapshot {
  if (s.game?.kind !== 'link') throw new Error(`not a Link game: ${JSON.stringify(s)}`);
  return s.game;
}

const startLink = startLinkGame;

const gravityOf = (g: LinkSnapshot): LinkGravity => linkLevel(g.level).gravity;
const id = (cell: LinkCell) => `tile:${cell.r}:${cell.c}`;

/** The next pair of a clearing sequence for the board on screen. */
function plan(g: LinkSnapshot): [LinkCell, LinkCell] {
  const result = solveLink(parseLinkBoard(g.board), gravityOf(g));
  if (result.status !== 'solved') throw new Error(`solver: ${result.status} on\n${g.board}`);
  return result.moves[0] as [LinkCell, LinkCell];
}

/**
 * Taps a pair and waits for it to be removed; under gravity also for every animation to end
 * (the tiles fall into new cells). On a classic board nothing moves: the next pair is tapped
 * while this one's path still shows, as a quick player does.
 */
async function match(page: Page, a: LinkCell, b: LinkCell): Promise<LinkSnapshot> {
  const before = game(await linkState(page));
  const settle = gravityOf(before) === 'none' ? 'steady' : 'still';
  await tap(page, id(a), { settle });
  await tap(page, id(b), { settle });
  const after = await waitForState<LinkSnapshot>(
    page,
    (x) => x.game !== null && x.game.tilesLeft === before.tilesLeft - 2,
    `the pair ${id(a)} ${id(b)} to go`,
  );
  if (gravityOf(before) !== 'none') await quiet(page);
  return game(after);
}

async function playToWin(page: Page): Promise<LinkSnapshot> {
  for (let g = game(await linkState(page)); g.status !== 'won'; ) {
    const [a, b] = plan(g);
    g = await match(page, a, b);
  }
  await quiet(page);
  return game(await linkState(page));
}

/** Tile ids on screen, as `r:c` → the kind's character on the board. */
async function tileTargets(page: Page): Promise<string[]> {
  return (await targets(page)).filter((t) => t.id.startsWith('tile:')).map((t) => t.id);
}

function occupied(board: string): string[] {
  return board
    .split('\n')
    .flatMap((row, r) => [...row].flatMap((ch, c) => (ch === '.' ? [] : [`tile:${r}:${c}`])));
}

describe('Link on a phone', () => {
  it('plays a classic board: wrong pair, hint, reshuffle, undo, reload, win', async () => {
    context = await e2e.phone();
    const page = await openApp(context);
    let g = await startLink(page, 'small', 'classic');
    expect([g.rows, g.cols, g.tilesLeft, g.reshufflesLeft]).toEqual([8, 5, 40, 3]);
    expect((await tileTargets(page)).sort()).toEqual(occupied(g.board).sort());
    await screenshot(page, 'link-small-start');

    // A wrong pair: two tiles of different kinds. Nothing is removed; the second is selected.
    const board = parseLinkBoard(g.board);
    const a = { r: 0, c: 0 };
    const other = occupied(g.board)
      .map((t) => t.split(':').slice(1).map(Number) as [number, number])
      .find(([r, c]) => kindAt(board, { r, c }) !== kindAt(board, a)) as [number, number];
    await tap(page, id(a));
    expect(game(await linkState(page)).selected).toEqual([0, 0]);
    await tap(page, `tile:${other[0]}:${other[1]}`);
    g = game(await linkState(page));
    expect(g.selected).toEqual(other);
    expect(g.tilesLeft).toBe(40);
    await quiet(page);
    await tap(page, `tile:${other[0]}:${other[1]}`); // tapping the selection again drops it
    expect(game(await linkState(page)).selected).toBeNull();

    // A match, then undo brings the pair back.
    const [p, q] = plan(g);
    g = await match(page, p, q);
    expect(g.tilesLeft).toBe(38);
    expect(g.canUndo).toBe(true);
    await tap(page, 'btn:undo');
    g = game(
      await waitForState<LinkSnapshot>(page, (x) => x.game?.tilesLeft === 40, 'undo to land'),
    );
    expect((await tileTargets(page)).sort()).toEqual(occupied(g.board).sort());

    // Hint: a pair that keeps the board clearable, shown on the board; the run is assisted.
    await tap(page, 'btn:hint');
    g = game(await waitForState<LinkSnapshot>(page, (x) => x.game?.hint != null, 'the hint'));
    expect(g.assisted).toBe(true);
    expect((await linkState(page)).notice).toMatch(/Hint/);
    const hint = g.hint as { a: [number, number]; b: [number, number] };
    const [ha, hb] = [hint.a, hint.b];
    const hinted = parseLinkBoard(g.board);
    expect(kindAt(hinted, { r: ha[0], c: ha[1] })).toBe(kindAt(hinted, { r: hb[0], c: hb[1] }));
    await quiet(page);
    g = await match(page, { r: ha[0], c: ha[1] }, { r: hb[0], c: hb[1] });
    const afterHint = parseLinkBoard(g.board);
    expect(solveLink(afterHint, 'none').status).toBe('solved');

    // Reshuffle: the same tiles on the same cells, in another order, one reshuffle fewer.
    const beforeShuffle = g.board;
    await tap(page, 'btn:shuffle');
    g = game(
      await waitForState<LinkSnapshot>(page, (x) => x.game?.reshufflesLeft === 2, 'a reshuffle'),
    );
    await quiet(page);
    expect(g.board).not.toBe(beforeShuffle);
    expect(occupied(g.board)).toEqual(occupied(beforeShuffle));
    expect([...g.board].sort().join('')).toBe([...beforeShuffle].sort().join(''));
    expect((await tileTargets(page)).sort()).toEqual(occupied(g.board).sort());

    // Two more matches, then a reload: everything comes back exactly.
    for (let i = 0; i < 2; i++) {
      const [x, y] = plan(g);
      g = await match(page, x, y);
    }
    await tap(page, id(plan(g)[0])); // a selection, to be restored too
    const before = game(await linkState(page));
    await waitForState(page, (s) => s.storage.pending === 0, 'the journal to be written');
    await page.reload();
    await page.waitForFunction(() => window.gridwise?.ready === true);
    await tap(page, 'btn:continue');
    const back = game(
      await waitForState<LinkSnapshot>(page, (s) => s.game?.kind === 'link', 'the resumed game'),
    );
    expect(back.board).toBe(before.board);
    expect(back.tilesLeft).toBe(before.tilesLeft);
    expect(back.reshufflesLeft).toBe(2);
    expect(back.assisted).toBe(true);
    expect(back.selected).toEqual(before.selected);
    expect(back.canUndo).toBe(true);
    expect(Math.abs(back.elapsedMs - before.elapsedMs)).toBeLessThan(1500);
    await quiet(page);
    await tap(page, id(plan(back)[0])); // drop the restored selection before playing on
    expect(game(await linkState(page)).selected).toBeNull();

    const won = await playToWin(page);
    expect(won.status).toBe('won');
    expect(won.tilesLeft).toBe(0);
    const end = await linkState(page);
    expect(end.notice).toMatch(/Cleared!.*assisted/s);
    expect(await tileTargets(page)).toEqual([]);
    await screenshot(page, 'link-small-won');

    // The win is on the records (assisted: a hint was used) and in the statistics.
    await tap(page, 'btn:home');
    await tap(page, 'btn:records');
    await tap(page, 'records:game:link');
    await tap(page, 'records:size:small');
    await tap(page, 'records:level:classic');
    const records = await waitForState(page, (x) => (x.list?.length ?? 0) === 1, 'the record');
    expect(records.list).toMatchObject([{ rank: 1, assisted: true }]);
    const ms = (records.list as { ms: number }[])[0]?.ms ?? Number.NaN;
    expect(Math.abs(ms - won.elapsedMs)).toBeLessThan(1000);
    await tap(page, 'btn:back');
    await tap(page, 'btn:stats');
    await tap(page, 'stats:game:link');
    const stats = await waitForState(
      page,
      (x) =>
        (x.list as { bucket: string }[] | null)?.some((r) => r.bucket === 'link:small:classic') ??
        false,
      'the Link statistics',
    );
    const row = (stats.list as { bucket: string }[]).find((r) => r.bucket === 'link:small:classic');
    expect(row).toMatchObject({ started: 1, won: 1, winRate: 100, streak: 0 });
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  }, 300_000);

  it('plays a falling board to the win, and an idle board draws nothing', async () => {
    context = await e2e.phone();
    const page = await openApp(context);
    let g = await startLink(page, 'small', 'fall');
    expect(g.level).toBe('fall');
    let slid = false;
    while (g.status !== 'won') {
      const [a, b] = plan(g);
      const before = g.board;
      g = await match(page, a, b);
      // Tiles above a gap fall: some row of the new board differs beyond the two removed cells.
      const changed = [...g.board].filter((ch, i) => ch !== before[i]).length;
      if (changed > 2) slid = true;
      if (g.status !== 'won')
        expect((await tileTargets(page)).sort()).toEqual(occupied(g.board).sort());
      if (g.tilesLeft === 20) {
        const frames = await page.evaluate(() => window.gridwise.framesDrawn());
        await watchFor(page, 3000);
        expect(await page.evaluate(() => window.gridwise.framesDrawn())).toBe(frames);
      }
    }
    expect(slid).toBe(true);
    expect(game(await linkState(page)).assisted).toBe(false);
    expect((await linkState(page)).notice).toMatch(/Cleared!/);
    await settle(page);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  }, 300_000);
});
