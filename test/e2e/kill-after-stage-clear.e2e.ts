// Nothing shown is taken away, for the journey: the browser is killed 0–300 ms after the tap
// that clears a stage (test/e2e/kill-rounds.ts says what must hold).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LinkSnapshot } from '../../src/games/link/play/link-snapshot';
import { openReady } from './backup-files';
import { removeBrowserFiles, tap, waitForState } from './harness';
import { clearStage, stageInPlay } from './journey-play';
import { delays, ROUNDS, type Seen, winAndKill } from './kill-rounds';

describe('a kill right after a stage clear keeps what was shown', () => {
  it(`a journey stage cleared: ${ROUNDS} kills 0–300 ms after the clearing tap`, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gridwise-clear-kill-'));
    const delay = delays(4242);
    const log: string[] = [];
    // The browser restarted after a round's kill, left on the stage map, plays the next round
    // (a launch and a boot fewer per round); after a round it had to finish, a fresh one.
    let next: Page | null = null;
    try {
      for (let stage = 1; stage <= ROUNDS; stage++) {
        let page = next;
        next = null;
        if (!page) {
          // Reduced motion: fallen tiles are in place at once (the test is about the kill).
          page = await openReady(dir, { reducedMotion: 'reduce' });
          await tap(page, 'game:link');
          await tap(page, 'btn:journey');
          await waitForState(page, (s) => s.screen === 'journey', 'the stage map', 60_000);
        }
        await tap(page, `stage:${stage}`);
        const pair = await clearStage(page, stage, true, 1);
        if (!pair) throw new Error(`stage ${stage} cleared before its last pair`);
        const [a, b] = pair;
        const ms = delay();
        const seen = (await winAndKill(
          page,
          [`tile:${a.r}:${a.c}`, `tile:${b.r}:${b.c}`],
          ms,
          dir,
        )) as unknown as {
          journey: Record<string, { stars: Record<number, number>; open: number }>;
        } & Seen;
        const shownStars = seen.journey.link?.stars[stage] ?? 0;
        const settled = shownStars > 0 && seen.storage.pending === 0;

        const again = await openReady(dir, { reducedMotion: 'reduce' });
        next = again;
        await tap(again, 'game:link');
        await tap(again, 'btn:journey');
        const back = await waitForState(
          again,
          (s) => s.screen === 'journey' && s.journey !== null,
          'the map after the restart',
          60_000,
        );
        const link = back.journey?.link;
        log.push(
          `${ms} ms: stars ${shownStars}, pending ${seen.storage.pending}, kept ${link?.stars[stage] ?? 0}`,
        );
        if (settled) {
          expect(link?.stars[stage], `stage ${stage} (${ms} ms): its stars`).toBe(shownStars);
          expect(link?.open, `stage ${stage}: the next one open`).toBe(seen.journey.link?.open);
        }
        // All or nothing: the stars with the next stage open, or neither (the stage kept).
        if ((link?.stars[stage] ?? 0) > 0) {
          expect(link?.open, `stage ${stage}: open after its clear`).toBeGreaterThan(stage);
        } else {
          expect(link?.open, `stage ${stage}: not cleared, not passed`).toBe(stage);
          await tap(again, 'btn:back');
          await tap(again, 'btn:continue');
          const resumed = await stageInPlay(again, stage);
          // The first tile of the pair comes back selected when its tap was written before the
          // kill (what was shown is kept): tapped again it would be let go.
          const [r, c] = resumed.selected ?? [];
          if (r !== a.r || c !== a.c) await tap(again, `tile:${a.r}:${a.c}`);
          await tap(again, `tile:${b.r}:${b.c}`);
          await waitForState<LinkSnapshot>(
            again,
            (s) => (s.journey?.link?.stars[stage] ?? 0) > 0 && s.storage.pending === 0,
            'the clear on disk',
          );
          next = null;
          await again.context().close();
        }
      }
      console.log(`kill after a stage clear: ${log.join('; ')}`);
    } finally {
      await next?.context().close();
      removeBrowserFiles(dir);
    }
  }, 900_000);
});
