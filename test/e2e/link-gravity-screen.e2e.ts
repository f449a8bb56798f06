// A level names the way tiles move on screen: after a match on "Falling" the tile above the gap
// ends in it, lower on screen, whether the phone is upright, sideways or the game is in a
// desktop window (where the board used to be drawn turned, so "Falling" slid tiles sideways).
// Also for a shared board made upright and opened sideways: it keeps its shape, never turned.
// Everything is read from targets() (where each tile is on screen) and state() (its kind).

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Target } from '../../src/app/automation/automation';
import {
  formatLinkBoard,
  kindAt,
  type LinkCell,
  parseLinkBoard,
} from '../../src/games/link/core/board';
import { generateLink } from '../../src/games/link/core/generator';
import { linkCore } from '../../src/games/link/core/link-core';
import { joinablePairs } from '../../src/games/link/core/pairs';
import { findPath } from '../../src/games/link/core/path';
import type { LinkSnapshot } from '../../src/games/link/play/link-snapshot';
import { useBrowser } from './fixture';
import {
  openApp,
  pageErrors,
  quiet,
  screenshot,
  startLinkGame,
  state,
  tap,
  targets,
  waitForState,
} from './harness';

type ScreenWay = 'down' | 'up' | 'left' | 'right';
const LEVELS: { level: string; way: ScreenWay }[] = [
  { level: 'fall', way: 'down' },
  { level: 'rise', way: 'up' },
  { level: 'drift-left', way: 'left' },
  { level: 'drift-right', way: 'right' },
];

const e2e = useBrowser();

async function openAt(width: number, height: number, hash = ''): Promise<Page> {
  const context = await e2e.context({
    viewport: { width, height },
    deviceScaleFactor: 1,
    hasTouch: true,
    isMobile: width < 1000,
  });
  return openApp(context, hash);
}

const centre = (t: Target) => ({ x: t.x + t.width / 2, y: t.y + t.height / 2 });
const cellOf = (id: string): LinkCell => {
  const [, r, c] = id.split(':');
  return { r: Number(r), c: Number(c) };
};

/** Every tile on screen: its cell, kind and centre. */
async function tilesOnScreen(page: Page) {
  const g = (await state<LinkSnapshot>(page)).game as LinkSnapshot;
  const board = parseLinkBoard(g.board);
  const tiles = (await targets(page))
    .filter((t) => t.id.startsWith('tile:'))
    .map((t) => ({ cell: cellOf(t.id), kind: kindAt(board, cellOf(t.id)), ...centre(t) }));
  const pitch = Math.min(
    ...(await targets(page)).filter((t) => t.id.startsWith('tile:')).map((t) => t.width),
  );
  return { g, board, tiles, pitch };
}

/** The screen step from a tile to the one that moves into its place when it goes. */
function upstream(way: ScreenWay, pitch: number): { dx: number; dy: number } {
  if (way === 'down') return { dx: 0, dy: -pitch };
  if (way === 'up') return { dx: 0, dy: pitch };
  if (way === 'left') return { dx: pitch, dy: 0 };
  return { dx: -pitch, dy: 0 };
}

/**
 * Matches a pair whose first tile has a neighbour upstream on screen (not its twin, and the twin
 * not in the same screen line), then checks that neighbour's kind now sits where the tile was.
 */
async function checkMoves(page: Page, way: ScreenWay): Promise<void> {
  // Which board comes is chance: a fresh one may have no such pair yet. Then a joinable pair
  // goes first (as a player clears the edges), until one shows, instead of failing by the deal.
  for (let opened = 0; opened < 10; opened++) {
    if (await movablePair(page, way)) return;
    const { g, board } = await tilesOnScreen(page);
    const [a, b] =
      joinablePairs(board).find(([x, y]) => kindAt(board, x) === kindAt(board, y)) ?? [];
    if (!a || !b) break;
    await tap(page, `tile:${a.r}:${a.c}`);
    await tap(page, `tile:${b.r}:${b.c}`);
    await waitForState<LinkSnapshot>(
      page,
      (s) => s.game?.tilesLeft === g.tilesLeft - 2,
      'a pair to go',
    );
    await quiet(page);
  }
  const { board } = await tilesOnScreen(page);
  throw new Error(`no pair with a tile upstream (${way}) on\n${formatLinkBoard(board)}`);
}

/** Checks the move on a pair with a tile upstream; false when the board has no such pair. */
async function movablePair(page: Page, way: ScreenWay): Promise<boolean> {
  const { board, tiles, pitch } = await tilesOnScreen(page);
  const near = (x: number, y: number) =>
    tiles.find((t) => Math.abs(t.x - x) < pitch / 3 && Math.abs(t.y - y) < pitch / 3);
  const step = upstream(way, pitch);
  const vertical = way === 'down' || way === 'up';
  let chosen: { a: (typeof tiles)[0]; b: (typeof tiles)[0]; up: (typeof tiles)[0] } | null = null;
  for (const a of tiles) {
    const up = near(a.x + step.dx, a.y + step.dy);
    if (!up) continue;
    for (const b of tiles) {
      if (b === a || b === up || b.kind !== a.kind) continue;
      const sameLine = vertical ? Math.abs(b.x - a.x) < pitch / 3 : Math.abs(b.y - a.y) < pitch / 3;
      if (sameLine || !findPath(board, a.cell, b.cell)) continue;
      chosen = { a, b, up };
      break;
    }
    if (chosen) break;
  }
  if (!chosen) return false;
  const before = tiles.length;
  await tap(page, `tile:${chosen.a.cell.r}:${chosen.a.cell.c}`);
  await tap(page, `tile:${chosen.b.cell.r}:${chosen.b.cell.c}`);
  await waitForState<LinkSnapshot>(page, (s) => s.game?.tilesLeft === before - 2, 'the pair to go');
  await quiet(page);
  const after = await tilesOnScreen(page);
  const landed = after.tiles.find(
    (t) => Math.abs(t.x - chosen.a.x) < pitch / 3 && Math.abs(t.y - chosen.a.y) < pitch / 3,
  );
  expect(
    landed?.kind,
    `the tile ${way === 'down' ? 'above' : 'upstream of'} the gap moves into it`,
  ).toBe(chosen.up.kind);
  return true;
}

async function newGame(page: Page, level: string): Promise<void> {
  const s = await state(page);
  if (s.screen === 'game') {
    await tap(page, 'btn:home');
    await waitForState(page, (x) => x.screen === 'home', 'home');
  }
  await startLinkGame(page, 'small', level);
}

describe('Link gravity moves the way its level says, on every screen', () => {
  for (const [name, width, height] of [
    ['sideways phone', 844, 390],
    ['desktop window', 1280, 800],
  ] as const) {
    it(`${name}: each level moves tiles the named way on screen`, async () => {
      const page = await openAt(width, height);
      for (const { level, way } of LEVELS) {
        await newGame(page, level);
        await checkMoves(page, way);
        if (level === 'fall') await screenshot(page, `link-gravity-${width}-fall`);
      }
      expect(pageErrors(page)).toEqual([]);
    });
  }

  it('upright phone: Falling falls down', async () => {
    const page = await openAt(390, 844);
    await newGame(page, 'fall');
    await checkMoves(page, 'down');
  });

  it('a shared Falling board made upright, opened sideways, keeps its shape and falls down', async () => {
    const made = generateLink({ size: 'small', gravity: 'down', seed: 'shared-upright' });
    const code = linkCore.encodeShare({
      size: 'small',
      level: 'fall',
      seed: 'x',
      board: formatLinkBoard(made.board),
    });
    const page = await openAt(844, 390, `#play/link/${code}`);
    await waitForState<LinkSnapshot>(
      page,
      (s) => s.game?.kind === 'link' && s.game.status === 'playing',
      'the shared board',
      60_000,
    );
    await quiet(page);
    const g = (await state<LinkSnapshot>(page)).game as LinkSnapshot;
    expect([g.rows, g.cols]).toEqual([8, 5]);
    await checkMoves(page, 'down');
  });
});
