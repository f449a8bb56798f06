import { describe, expect, it } from 'vitest';
import { FontBoundMemo } from '../../../src/ui/font-bound-memo';

/** A stand-in for document.fonts: an EventTarget that can say a face finished loading. */
function faces(): EventTarget & { loaded: () => void } {
  const target = new EventTarget();
  return Object.assign(target, { loaded: () => target.dispatchEvent(new Event('loadingdone')) });
}

describe('FontBoundMemo', () => {
  it('makes each answer once while the faces stay the same', () => {
    const fonts = faces();
    const memo = new FontBoundMemo<number>(10, () => fonts);
    let made = 0;
    const make = () => ++made;
    expect([memo.get('a', make), memo.get('b', make), memo.get('a', make)]).toEqual([1, 2, 1]);
    expect(made).toBe(2);
  });

  it('makes every answer again after a face finished loading', () => {
    const fonts = faces();
    const memo = new FontBoundMemo<string>(10, () => fonts);
    let face = 'fallback';
    memo.get('剩余', () => `ink in ${face}`);
    face = 'Noto Sans CJK SC';
    fonts.loaded();
    expect(memo.get('剩余', () => `ink in ${face}`)).toBe('ink in Noto Sans CJK SC');
  });

  it('remembers a null answer (a string with no ink) as an answer', () => {
    const memo = new FontBoundMemo<null>(10, () => faces());
    let made = 0;
    memo.get(' ', () => {
      made++;
      return null;
    });
    memo.get(' ', () => {
      made++;
      return null;
    });
    expect(made).toBe(1);
  });

  it('never holds more than its bound', () => {
    const memo = new FontBoundMemo<number>(3, () => faces());
    let made = 0;
    for (const key of ['a', 'b', 'c', 'd']) memo.get(key, () => ++made);
    // 'd' found the memo full and cleared it: 'a' is made again.
    expect(memo.get('a', () => ++made)).toBe(5);
  });

  it('works without any faces to watch (no document: Node, a worker)', () => {
    const memo = new FontBoundMemo<number>(3, () => undefined);
    expect(memo.get('a', () => 7)).toBe(7);
    expect(memo.get('a', () => 8)).toBe(7);
  });
});
