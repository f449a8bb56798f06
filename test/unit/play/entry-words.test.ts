// A game's card and entry are written once from where its words are (src/play/entry-words.ts):
// every name and text is read again at each look, so they follow a change of language, and the
// entry keeps the card's tables and its own parts.

import { afterEach, describe, expect, it } from 'vitest';
import type { PuzzleBase } from '../../../src/engine/game-core';
import { type EntryWords, entryWithWords } from '../../../src/play/entry-with-words';
import { cardWithWords } from '../../../src/play/entry-words';
import type { GameEntry } from '../../../src/play/game-entry';

type Lang = 'en' | 'fr';
let lang: Lang = 'en';
afterEach(() => {
  lang = 'en';
});

const NAMES = {
  en: { name: 'Lamps', blurb: 'Turn every lamp off.' },
  fr: { name: 'Lampes', blurb: 'Éteignez toutes les lampes.' },
};
const TEXTS: Record<Lang, EntryWords> = {
  en: {
    boardLabel: 'Lamps board',
    sharedNoun: 'Lamps puzzle',
    shareTitle: 'Lamps from Gridwise',
    rulesTitle: 'How to play Lamps',
    rules: ['A tap flips a lamp and its neighbours.'],
  },
  fr: {
    boardLabel: 'Grille de lampes',
    sharedNoun: 'Grille de lampes',
    shareTitle: 'Des lampes de Gridwise',
    rulesTitle: 'Comment jouer',
    rules: ['Un appui bascule une lampe et ses voisines.'],
  },
};

const card = cardWithWords<PuzzleBase>(() => NAMES[lang], {
  id: 'lamps',
  preview: () => {
    throw new Error('not drawn in this test');
  },
  sizes: [3],
  levelsAt: () => ['easy'],
  defaultSize: 3,
  sizeLabel: (size) => `${size}×${size}`,
  sizeShort: (size) => `${size}`,
  levelLabel: (level) => `level ${level}`,
});

const entry: GameEntry = entryWithWords(card, () => TEXTS[lang], {
  core: {} as GameEntry['core'],
  targetPrefixes: [],
  gridCellPrefixes: [],
  title: (p) => `${p.size} · ${p.level}`,
  recordNote: (own) => `${String(own.presses)} presses`,
  settingRows: () => [],
  load: () => Promise.reject(new Error('not loaded in this test')),
});

describe('cards and entries written from a game’s words', () => {
  it('the card’s names follow the language in use', () => {
    expect([card.name, card.blurb]).toEqual(['Lamps', 'Turn every lamp off.']);
    lang = 'fr';
    expect([card.name, card.blurb]).toEqual(['Lampes', 'Éteignez toutes les lampes.']);
  });

  it('the entry’s names and texts follow the language too (a spread alone would freeze them)', () => {
    lang = 'fr';
    expect(entry.name).toBe('Lampes');
    expect(entry.blurb).toBe('Éteignez toutes les lampes.');
    expect(entry.boardLabel).toBe('Grille de lampes');
    expect(entry.sharedNoun).toBe('Grille de lampes');
    expect(entry.shareTitle).toBe('Des lampes de Gridwise');
    expect(entry.rules).toEqual({
      title: 'Comment jouer',
      lines: ['Un appui bascule une lampe et ses voisines.'],
    });
    lang = 'en';
    expect(entry.name).toBe('Lamps');
    expect(entry.rules.title).toBe('How to play Lamps');
  });

  it('the entry keeps the card’s tables and its own parts', () => {
    expect(entry.id).toBe('lamps');
    expect(entry.sizes).toEqual([3]);
    expect(entry.levelsAt(3)).toEqual(['easy']);
    expect(entry.sizeLabel(3)).toBe('3×3');
    expect(entry.title({ size: 3, level: 'easy' } as PuzzleBase)).toBe('3 · easy');
    expect(entry.recordNote({ presses: 4 })).toBe('4 presses');
    expect(entry.settingRows()).toEqual([]);
  });
});
