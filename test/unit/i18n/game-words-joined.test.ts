// A game's words joined at run time (registerGameWords) reach the catalogue in use at each point
// of the app's life: the first screen before the stage has loaded (the card only), once the stage
// hands its words over (screen, texts, problems), and Chinese whether it loaded before or after
// the game joined. Fresh modules, so the stage has not loaded yet (the unit setup provides it).

import { afterAll, describe, expect, it, vi } from 'vitest';
import { lightsStageEn, lightsStartEn, lightsWordsZh } from '../../games/lights-out/lights-words';

type Tree = Readonly<Record<string, unknown>>;

describe('words of a game that joins at run time', () => {
  afterAll(() => vi.resetModules());

  it('are in every catalogue the app builds, from the first screen on', async () => {
    vi.resetModules();
    const i18n = await import('../../../src/i18n/i18n');
    const { registerGameWords } = await import('../../../src/i18n/game-words-joined-registry');
    const { enStage } = await import('../../../src/i18n/en-stage');
    const catalogue = () => i18n.words() as unknown as Tree;
    const at = (key: string, id: string) => (catalogue()[key] as Tree | undefined)?.[id];

    // Chinese loaded before the game joins: the join reaches it when it is used again.
    await i18n.useLanguage('zh-Hans');
    await i18n.useLanguage('en');
    registerGameWords('joiner', { start: lightsStartEn, stage: lightsStageEn, zh: lightsWordsZh });

    // The first screen: the card's words at once, no stage words yet (the stage is not loaded).
    expect(at('games', 'joiner')).toBe(lightsStartEn);
    expect(catalogue().gameText).toBeUndefined();
    expect(catalogue().joiner).toBeUndefined();

    // The stage hands its words over: the game's screen, texts and problems join them.
    i18n.provideEnglishStage(enStage);
    expect(catalogue().joiner).toBe(lightsStageEn.screen);
    expect(at('gameText', 'joiner')).toBe(lightsStageEn.text);
    expect(at('codeProblems', 'lights-length')).toBe(lightsStageEn.problems['lights-length']);
    // The shared words and the listed games' stay as they were.
    expect(at('codeProblems', 'code-typo')).toBe(enStage.codeProblems['code-typo']);
    expect(Object.keys(catalogue().gameText as Tree)).toEqual([
      ...Object.keys(enStage.gameText),
      'joiner',
    ]);

    await i18n.useLanguage('zh-Hans');
    expect(at('games', 'joiner')).toBe(lightsWordsZh.start);
    expect(catalogue().joiner).toBe(lightsWordsZh.screen);
    expect(at('gameText', 'joiner')).toBe(lightsWordsZh.text);
    expect(at('codeProblems', 'lights-cells')).toBe(lightsWordsZh.problems['lights-cells']);
    await i18n.useLanguage('en');
  });

  it('reach the catalogue in use at once when the game joins while Chinese is on', async () => {
    vi.resetModules();
    const i18n = await import('../../../src/i18n/i18n');
    const { registerGameWords } = await import('../../../src/i18n/game-words-joined-registry');
    await i18n.useLanguage('zh-Hans');
    registerGameWords('joiner', { start: lightsStartEn, stage: lightsStageEn, zh: lightsWordsZh });
    const games = (i18n.words() as unknown as Tree).games as Tree;
    expect(games.joiner).toBe(lightsWordsZh.start);
    await i18n.useLanguage('en');
  });
});
