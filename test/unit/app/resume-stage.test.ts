// journey (#25): the lobby's Continue card names a stage in progress by its number, in the
// player's language, instead of its board size; any other Link game keeps its size.

import { afterEach, describe, expect, it } from 'vitest';
import { resumeInfo } from '../../../src/app/lobby/lobby-games';
import { journeySeed } from '../../../src/games/link/core/journey-seed';
import { linkCard } from '../../../src/games/link/play/link-card';
import { useLanguage } from '../../../src/i18n/i18n';

afterEach(async () => {
  await useLanguage('en');
});

describe('a stage on the Continue card', () => {
  it('says "Stage 3" for a stage, and the size for a free board', () => {
    const stage = { size: 'small', level: 'drift-left', seed: journeySeed(3) };
    expect(resumeInfo(linkCard, { puzzle: stage, elapsedMs: 0 }).title).toBe(
      'Link · Stage 3 · Drift left',
    );
    const free = { size: 'small', level: 'classic', seed: 'abc' };
    expect(resumeInfo(linkCard, { puzzle: free, elapsedMs: 0 }).title).toMatch(/^Link · Small/);
    // A seed that only looks like a stage's (no such era) is not a stage.
    const forged = { ...stage, seed: 'gridwise-journey-v9:3:link' };
    expect(resumeInfo(linkCard, { puzzle: forged, elapsedMs: 0 }).title).toMatch(/^Link · Small/);
  });
});

describe('a stage on the Continue card, in Chinese', () => {
  it('says 第 3 关', async () => {
    await useLanguage('zh-Hans');
    const stage = { size: 'small', level: 'drift-left', seed: journeySeed(3) };
    expect(resumeInfo(linkCard, { puzzle: stage, elapsedMs: 0 }).title).toContain('第 3 关');
  });
});
