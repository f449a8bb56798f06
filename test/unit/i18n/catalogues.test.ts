// The catalogues agree: the types already make a missing key or a wrong placeholder a compile
// error; this checks what types cannot: no empty text, every message with parts uses each part
// it is given, and the Chinese catalogue is actually Chinese.
import { describe, expect, it } from 'vitest';
import { en as enStart } from '../../../src/i18n/en';
import { enStage } from '../../../src/i18n/en-stage';
import { language, loadCatalogue, useLanguage, words } from '../../../src/i18n/i18n';
import { zhHans } from '../../../src/i18n/zh-hans';

const en = { ...enStart, ...enStage };

type Tree = { readonly [key: string]: unknown };

/** Every leaf as [dotted key, value]. */
function leaves(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? leaves(value as Tree, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

/** Calls a message with parts with a marker in each part, to see which parts it uses. */
function probe(message: (p: Record<string, string>) => string, parts: string[]): string {
  return message(Object.fromEntries(parts.map((p) => [p, `⟨${p}⟩`])));
}

/** The parts an English message reads, found by calling it with a recording object. */
function partsOf(message: (p: Record<string, string>) => string): string[] {
  const seen = new Set<string>();
  const spy = new Proxy(
    {},
    {
      get: (_t, key) => {
        seen.add(String(key));
        return `⟨${String(key)}⟩`;
      },
    },
  );
  message(spy as Record<string, string>);
  return [...seen];
}

/** Parts that name a choice (an enum), which each language puts in its own words. */
const CHOICE_PARTS: Readonly<Record<string, readonly string[]>> = {
  'sudoku.clash': ['house'],
};

describe('the catalogues', () => {
  const english = new Map(leaves(en));
  const chinese = new Map(leaves(zhHans as unknown as Tree));

  it('have the same keys', () => {
    expect([...chinese.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('leave no text empty', () => {
    for (const [key, value] of [...english, ...chinese]) {
      if (typeof value === 'string') expect(value.trim(), key).not.toBe('');
    }
  });

  it('print, in Chinese, every part the English message prints', () => {
    for (const [key, value] of english) {
      if (typeof value !== 'function') continue;
      const message = value as (p: Record<string, string>) => string;
      const parts = partsOf(message);
      // Parts English prints; a part it only reads (a count choosing "mistake" or "mistakes")
      // need not show in a language without plurals.
      const printed = parts.filter(
        (part) => probe(message, parts).includes(`⟨${part}⟩`) && !CHOICE_PARTS[key]?.includes(part),
      );
      const zh = chinese.get(key) as (p: Record<string, string>) => string;
      const said = probe(zh, parts);
      for (const part of CHOICE_PARTS[key] ?? []) expect(parts).toContain(part);
      for (const part of printed) expect(said, `${key} in Chinese`).toContain(`⟨${part}⟩`);
    }
  });

  it('write the Chinese catalogue in Chinese', () => {
    const han = /\p{Script=Han}/u;
    for (const [key, value] of chinese) {
      const text =
        typeof value === 'function'
          ? probe(
              value as (p: Record<string, string>) => string,
              partsOf(english.get(key) as (p: Record<string, string>) => string),
            )
          : value;
      // A message of parts and punctuation alone ("⟨game⟩ · ⟨size⟩") has no words to translate.
      const own = String(text).replace(/⟨[^⟩]*⟩/g, '');
      if (!/\p{L}/u.test(own)) continue;
      expect(han.test(own), `${key}: ${String(text)}`).toBe(true);
    }
  });
});

describe('useLanguage', () => {
  it('loads Chinese when first used, and English is there from the start', async () => {
    expect(language()).toBe('en');
    expect(words().lobby.start).toBe('Start');
    await useLanguage('zh-Hans');
    expect(language()).toBe('zh-Hans');
    expect(words().lobby.start).toBe('开始');
    expect((await loadCatalogue('en')).lobby).toBe(enStart.lobby);
    expect((await loadCatalogue('en')).settings).toBe(enStage.settings);
    await useLanguage('en');
    expect(words().lobby.start).toBe('Start');
  });
});
