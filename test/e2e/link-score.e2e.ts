// Link's journey shows its score while a stage is played, at phone size by touch in real
// Chromium: the score on screen is the score the game keeps and rises with every match, and
// the combo meter shows exactly while a combo runs (two matches or more within 3 s), with the
// step it has reached. (Which matches make a combo follows the player's pace; the rules of it,
// on a set clock, are unit-tested in test/unit/link/link-journey-rules.test.ts.)

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parseLinkBoard } from '../../src/games/link/core/board';
import { linkLevel } from '../../src/games/link/core/levels';
import { solveLink } from '../../src/games/link/core/solver';
import type { LinkSnapshot } from '../../src/games/link/play/link-snapshot';
import { useBrowser } from './fixture';
import { openApp, pageErrors, state, tap, waitForState } from './harness';
import { stageInPlay } from './journey-play';

const e2e = useBrowser();

/** The meter as drawn: the score's words and the combo's, or null when not on show. */
async function meterOf(page: Page): Promise<{ score: string | null; combo: string | null }> {
  return page.evaluate(() => {
    const parts = window.gridwise.layout();
    return { score: parts.score?.text ?? null, combo: parts.combo?.text ?? null };
  });
}

describe('the journey score', () => {
  it('rises on every match, as drawn, and the combo meter shows while a combo runs', async () => {
    const page = await openApp(await e2e.phone());
    await tap(page, 'game:link');
    await tap(page, 'btn:journey');
    await waitForState(page, (s) => s.screen === 'journey', 'the stage map', 60_000);
    await tap(page, 'stage:1');
    let game = await stageInPlay(page, 1);
    expect(game.score).toBe(0);
    expect(await meterOf(page)).toEqual({ score: 'Score 0', combo: null });
    const gravity = linkLevel(game.level).gravity;
    const scores = [0];
    let combos = 0;
    for (let m = 0; m < 6; m++) {
      const plan = solveLink(parseLinkBoard(game.board), gravity);
      if (plan.status !== 'solved') throw new Error(`solver: ${plan.status} on\n${game.board}`);
      const [a, b] = plan.moves[0] as [{ r: number; c: number }, { r: number; c: number }];
      const left = game.tilesLeft;
      await tap(page, `tile:${a.r}:${a.c}`, { settle: 'steady' });
      await tap(page, `tile:${b.r}:${b.c}`, { settle: 'steady' });
      const s = await waitForState<LinkSnapshot>(
        page,
        (x) => x.game?.tilesLeft === left - 2,
        `match ${m + 1}`,
      );
      game = s.game as LinkSnapshot;
      const score = game.score ?? -1;
      const combo = game.combo ?? -1;
      // 10 a match, 5 more for each step of a combo.
      expect(score - (scores.at(-1) as number)).toBe(10 + 5 * (Math.max(1, combo) - 1));
      scores.push(score);
      expect(await meterOf(page)).toEqual({
        score: `Score ${score}`,
        combo: combo >= 2 ? `Combo ×${combo}` : null,
      });
      if (combo >= 2) combos++;
    }
    console.log(`scores ${scores.join(' → ')}; ${combos} of 6 matches in a combo`);
    expect((await state(page)).screen).toBe('game');
    expect(pageErrors(page)).toEqual([]);
  });
});
