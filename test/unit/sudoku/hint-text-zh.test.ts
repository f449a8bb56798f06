// The 简体中文 hint renderer, on the same real steps and hints as the English one: every
// technique's deduction and every stage worded in Chinese, with no English word, cell code or
// hole left, each name the glossary's, and the digits a step places or removes all named.

import { describe, expect, it } from 'vitest';
import { shapeFor } from '../../../src/games/sudoku/core/geometry';
import { hintStages } from '../../../src/games/sudoku/core/hint-stages';
import { chineseHints } from '../../../src/games/sudoku/core/hint-text/zh-hans';
import { cells, house, houses } from '../../../src/games/sudoku/core/hint-text/zh-phrases';
import { realHints, realSteps } from './real-steps';

const nine = shapeFor(9);
const at = (r: number, c: number) => (r - 1) * 9 + (c - 1);

/** Technique names that Chinese players use in their Latin form. */
const LATIN_NAMES =
  /X-Wing|XY-Wing|XYZ-Wing|WXYZ-Wing|VWXYZ-Wing|W-Wing|Nishio|X链|X环|Y环|X强制链|\(\+\)/g;

/** What must never reach a player: English words, cell codes, holes, doubled punctuation. */
function flaws(text: string): string[] {
  const found: string[] = [];
  const bare = text.replace(LATIN_NAMES, '');
  for (const [what, re] of [
    ['English word', /[A-Za-z]{2,}/],
    ['cell code', /\br\d+c\d+\b/i],
    ['hole', /undefined|NaN|\[object|null/],
    ['doubled punctuation', /[，。；：]{2}|，。/],
    ['space before punctuation', / [，。；：]/],
  ] as const) {
    if (re.test(bare)) found.push(`${what}: ${text}`);
  }
  if (!/\p{Script=Han}/u.test(text)) found.push(`no Chinese: ${text}`);
  if (!/[。！]$/.test(text)) found.push(`no full stop: ${text}`);
  return found;
}

describe('the checker of Chinese words', () => {
  it('catches English, codes, holes and loose ends', () => {
    expect(flaws('在第1行里，5只能填在第1行第3列。')).toEqual([]);
    expect(flaws('X-Wing：在第2、5行里，4只出现在第3、7列上。')).toEqual([]);
    for (const text of [
      '在第1行里，5 can only go in 第1行第3列。',
      '在 r1c4 里。',
      '第undefined行不能是NaN。',
      '在第1行里，，5只能填在这里。',
      '在第1行里，5只能填在这里',
    ]) {
      expect(flaws(text), text).not.toEqual([]);
    }
  });
});

describe('Chinese phrases', () => {
  it('names cells, houses and boxes as Chinese books do', () => {
    expect(cells(nine, [at(2, 1)])).toBe('第2行第1列');
    expect(house(nine, 18)).toBe('第1宫');
    expect(house(nine, 4)).toBe('第5行');
    expect(houses(nine, [1, 4])).toBe('第2、5行');
    expect(cells(nine, [at(2, 1), at(2, 4), at(2, 7)])).toBe('第2行第1、4、7列');
    expect(cells(nine, [at(2, 3), at(5, 3)])).toBe('第3列第2、5行');
  });
});

describe('every technique in Chinese, from real steps', () => {
  const steps = realSteps();

  it('words every deduction with no English, code or hole', () => {
    const bad: string[] = [];
    for (const { shape, step, source } of steps) {
      const text = chineseHints.deduction(step.explanation, shape);
      bad.push(...flaws(text).map((f) => `${source}, ${step.name}: ${f}`));
    }
    expect(bad).toEqual([]);
  });

  it('names the digits each deduction places or removes', () => {
    for (const { shape, step } of steps) {
      const text = chineseHints.deduction(step.explanation, shape);
      for (const { digit } of [...step.placements, ...step.eliminations]) {
        expect(text, step.name).toContain(String(digit));
      }
    }
  });

  it('gives every technique a Chinese name and line', () => {
    for (const { step } of steps) {
      const name = chineseHints.techniqueName(step.explanation);
      expect(name.replace(LATIN_NAMES, '').trim() === '' || /\p{Script=Han}/u.test(name)).toBe(
        true,
      );
    }
  });
});

describe('every stage of real hints in Chinese', () => {
  it('has a title and a text with no English, code or hole', () => {
    const bad: string[] = [];
    let count = 0;
    for (const { state, hint } of realHints()) {
      for (const stage of hintStages(hint, state.shape, chineseHints)) {
        count++;
        expect(stage.title.length, hint.step.name).toBeGreaterThan(1);
        bad.push(...flaws(stage.text).map((f) => `${hint.step.name}: ${f}`));
      }
    }
    expect(bad).toEqual([]);
    expect(count).toBeGreaterThan(10);
  });
});
