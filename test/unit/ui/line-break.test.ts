import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineBreakFaults, lineUnits, wrapText } from '../../../src/ui/line-break';

/** A monospace measure: a Chinese character or full-width mark is 2, anything else 1. */
const measure = (s: string) =>
  [...s].reduce((w, ch) => w + ((ch.codePointAt(0) ?? 0) > 0x2e80 ? 2 : 1), 0);

describe('line breaking for canvas text', () => {
  it('keeps runs of letters, digits and symbols whole, and breaks between Chinese characters', () => {
    expect(lineUnits('用 9×9 盘面').map((u) => u.text)).toEqual([
      '用',
      ' ',
      '9×9',
      ' ',
      '盘',
      '面',
    ]);
    expect(lineUnits('（拒绝）、标记').map((u) => u.text)).toEqual(['（拒', '绝）、', '标', '记']);
  });

  it('fills a bullet line with Chinese instead of leaving the bullet alone', () => {
    const text = '•  每行、每列和每个粗线围起的宫都必须恰好包含每个数字一次：9×9 盘面用 1–9。';
    const lines = wrapText(text, 30, measure).split('\n');
    expect(lines[0]?.startsWith('•  每行')).toBe(true);
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(30);
    expect(lineBreakFaults(text, lines)).toEqual([]);
  });

  it('never starts a line with a closing mark nor splits 9×9, at any width', () => {
    const text =
      '•  大师难度及以下都能一步步推理出来；极限难度可能还需要试填：9×9 盘面用 1–9，Ctrl+Z 撤销。';
    for (let width = 8; width <= 80; width++) {
      const lines = wrapText(text, width, measure).split('\n');
      expect(lineBreakFaults(text, lines), `width ${width}: ${lines.join(' | ')}`).toEqual([]);
      for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(width);
    }
  });

  it('wraps English at spaces and keeps its paragraphs', () => {
    const text = 'Tap a cell, then a digit.\n\nA digit that breaks a rule is refused.';
    const out = wrapText(text, 16, measure);
    expect(out).toBe('Tap a cell, then\na digit.\n\nA digit that\nbreaks a rule is\nrefused.');
    expect(lineBreakFaults('Tap a cell, then a digit.', ['Tap a cell, then', 'a digit.'])).toEqual(
      [],
    );
  });

  it('reports the faults the old wrapping made', () => {
    expect(lineBreakFaults('•  每行', ['•', '每行'])).toEqual(['line 1 is a bullet alone: "•"']);
    expect(lineBreakFaults('一次：9×9 盘面', ['一次：9×', '9 盘面'])).toEqual([
      '"×9" is split between lines 1 and 2',
    ]);
    expect(lineBreakFaults('出来；极限', ['出来', '；极限'])).toEqual(['line 2 starts with "；"']);
  });

  it('loses no character and fits every line, for any text and width', () => {
    const chars = [...'数独的规则很简单，每行每列。（宫）abc 9×9 1–9 Ctrl+Z ⌫ '];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...chars), { maxLength: 80 }),
        fc.integer({ min: 6, max: 60 }),
        (cs, width) => {
          const text = cs.join('').trim();
          const out = wrapText(text, width, measure);
          expect(out.replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
          for (const line of out.split('\n')) {
            // A unit wider than the line may only overflow when it is broken character by character.
            expect(measure(line)).toBeLessThanOrEqual(Math.max(width, 2));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('line break faults over a whole text', () => {
  it('takes the text’s own line breaks as breaks', () => {
    const text = '•  每行。\n\n•  Ctrl+Z 撤销。';
    expect(lineBreakFaults(text, ['•  每行。', '', '•  Ctrl+Z 撤销。'])).toEqual([]);
    expect(lineBreakFaults(text, ['•  每行。', '', '•  Ctrl+', 'Z 撤销。'])).toEqual([
      '"+Z" is split between lines 3 and 4',
    ]);
  });
});
