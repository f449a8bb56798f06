// The technique school's words (issue #26): a lesson in English and in Chinese for every
// technique the grader knows but trial, the ids taken from the hint texts' own table (which the
// type system keeps complete for every TechniqueId); no empty or broken text, no English left
// in the Chinese, lesson lines short enough for a phone, functions that say their arguments,
// and the catalogues kept off the first screen (only a dynamic import may load them).

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TECHNIQUE_LINES } from '../../../src/games/sudoku/core/hint-text/en-names';
import {
  SCHOOL_FAMILIES,
  SCHOOL_TECHNIQUES,
} from '../../../src/games/sudoku/core/school/school-techniques';
import { schoolNamesEn, schoolWordsEn } from '../../../src/games/sudoku/words/school-en';
import type {
  SchoolTechniqueId,
  SchoolWords,
} from '../../../src/games/sudoku/words/school-words-type';
import { schoolNamesZh, schoolWordsZh } from '../../../src/games/sudoku/words/school-zh';

/** Every TechniqueId but trial: TECHNIQUE_LINES is a Record over TechniqueId, so a technique
 *  added to the grader shows up here. */
const IDS = Object.keys(TECHNIQUE_LINES)
  .filter((id) => id !== 'trial')
  .sort() as SchoolTechniqueId[];

const LANGUAGES = [
  { tag: 'en', words: schoolWordsEn, names: schoolNamesEn },
  { tag: 'zh', words: schoolWordsZh, names: schoolNamesZh },
] as const;

/** Every text a catalogue can show, with where it is; functions are called with samples. */
function texts(w: SchoolWords, sample: string): [where: string, text: string][] {
  const out: [string, string][] = [
    ['title', w.title],
    ['intro', w.intro],
    ['statsLink', w.statsLink],
    ['lobbyLink', w.lobbyLink],
    ['learnTechnique', w.learnTechnique(sample)],
    ['status.fresh', w.status.fresh],
    ['status.practised(1)', w.status.practised(1)],
    ['status.practised(4)', w.status.practised(4)],
    ['status.mastered', w.status.mastered],
    ['status.streak', w.status.streak(2, 3)],
    ...Object.entries(w.lesson).map(([k, v]): [string, string] => [`lesson.${k}`, v]),
  ];
  for (const [k, v] of Object.entries(w.practice)) {
    out.push([`practice.${k}`, typeof v === 'function' ? v(sample) : v]);
  }
  for (const [id, f] of Object.entries(w.families)) {
    out.push([`families.${id}.name`, f.name], [`families.${id}.blurb`, f.blurb]);
  }
  for (const [id, l] of Object.entries(w.lessons)) {
    out.push([`${id}.summary`, l.summary], [`${id}.why`, l.why]);
    for (const [i, s] of l.look.entries()) out.push([`${id}.look[${i}]`, s]);
  }
  return out;
}

/** Width on a phone line: a Chinese character is about two Latin ones. */
const width = (s: string): number =>
  [...s].reduce(
    (n, ch) => n + (/[\p{Script=Han}\u3000-\u303f\uff00-\uffef“”]/u.test(ch) ? 1 : 0.5),
    0,
  );

/** About 38 Latin or 18 Chinese characters fit on a phone line. */
const lines = (tag: 'en' | 'zh', s: string): number =>
  tag === 'en' ? s.length / 38 : width(s) / 18;

/** Latin words left in a Chinese text once the Chinese technique names that keep Latin
 *  letters (X-Wing, Nishio…) are taken out: only the letters that stand for candidates in a
 *  wing's lesson (X, Y, Z…) may stay. Longest names first, so "XY-Wing" goes before "X-Wing"
 *  could cut it in two. */
const LATIN_NAMES_ZH = Object.values(schoolNamesZh)
  .filter((n) => /[A-Za-z]/.test(n))
  .sort((a, b) => b.length - a.length);
function leftoverEnglish(text: string): string[] {
  let bare = text;
  for (const n of LATIN_NAMES_ZH) bare = bare.split(n).join('');
  return (bare.match(/[A-Za-z]+/g) ?? []).filter((run) => !/^(X|Y|Z|W|XY|XYZ|BUG|UR)$/.test(run));
}

describe('the technique school covers every technique', () => {
  it('derives at least the 33 techniques of issue #26 from the hint texts', () => {
    expect(IDS).toHaveLength(33);
    expect(IDS).toContain('dynamic-forcing-chain-plus');
    expect(IDS).not.toContain('trial');
  });

  for (const { tag, words, names } of LANGUAGES) {
    it(`${tag}: a lesson and a name for each technique, and no other`, () => {
      expect(Object.keys(words.lessons).sort()).toEqual(IDS);
      expect(Object.keys(names).sort()).toEqual(IDS);
    });

    it(`${tag}: names every family, and no two techniques alike`, () => {
      expect(Object.keys(words.families).sort()).toEqual([...SCHOOL_FAMILIES].sort());
      expect(new Set(Object.values(names)).size).toBe(IDS.length);
    });
  }

  it('has words for the catalogue the school teaches: every technique once, family by family', () => {
    const taught = SCHOOL_TECHNIQUES.map((t) => t.id);
    expect([...taught].sort()).toEqual(IDS);
    expect(new Set(taught).size).toBe(taught.length);
    // Every family the words name has techniques, and every technique is in one of them.
    const used = new Set(SCHOOL_TECHNIQUES.map((t) => t.family));
    expect([...used].sort()).toEqual([...SCHOOL_FAMILIES].sort());
  });

  it('names each technique as the hint card does', () => {
    expect(schoolNamesEn['x-wing']).toBe('X-Wing');
    expect(schoolNamesEn['naked-triple']).toBe('Naked Triple');
    expect(schoolNamesEn['forcing-x-chain']).toBe('Forcing X-Chain');
    expect(schoolNamesEn.nishio).toBe('Nishio Forcing Chain');
    expect(schoolNamesZh['hidden-single']).toBe('摒除法');
    expect(schoolNamesZh.swordfish).toBe('剑鱼');
    expect(schoolNamesZh['bug-plus-one']).toBe('全双值坟墓+1');
    expect(schoolNamesZh['region-forcing-chain']).toBe('区域强制链');
  });
});

describe('the technique school words', () => {
  for (const { tag, words, names } of LANGUAGES) {
    const all = texts(words, names['x-wing']);

    it(`${tag}: no empty text and no hole`, () => {
      for (const [where, text] of all) {
        expect(text.trim(), where).not.toBe('');
        expect(text, where).not.toMatch(/undefined|NaN|\[object|null|\$\{/);
      }
    });

    it(`${tag}: looks for the pattern in 2–4 sentences of at most three phone lines`, () => {
      for (const id of IDS) {
        const { look, summary, why } = words.lessons[id];
        expect(look.length, id).toBeGreaterThanOrEqual(2);
        expect(look.length, id).toBeLessThanOrEqual(4);
        for (const s of [...look, summary, why]) {
          // One sentence each: a stop at the end and none inside.
          expect(s, id).toMatch(tag === 'en' ? /[.!]$/ : /[。！]$/);
          expect(s.slice(0, -1), id).not.toMatch(tag === 'en' ? /[.!?] / : /[。！？]/);
        }
        for (const s of look) expect(lines(tag, s), `${id}: ${s}`).toBeLessThanOrEqual(3);
        expect(lines(tag, summary), `${id}: ${summary}`).toBeLessThanOrEqual(2);
        expect(lines(tag, why), `${id}: ${why}`).toBeLessThanOrEqual(3);
      }
    });

    it(`${tag}: the functions say their arguments`, () => {
      const name = names['empty-rectangle'];
      expect(words.learnTechnique(name)).toContain(name);
      expect(words.practice.heading(name)).toContain(name);
      expect(words.practice.task(name)).toContain(name);
      expect(words.practice.mastered(name)).toContain(name);
      expect(words.practice.masteredTitle(name)).toContain(name);
      expect(words.practice.failed('no grid within 30 s')).toContain('no grid within 30 s');
      expect(words.status.practised(7)).toContain('7');
      expect(words.status.streak(2, 3)).toMatch(/2\D+3/);
    });
  }

  it('en: no Chinese in the English', () => {
    for (const [where, text] of texts(schoolWordsEn, schoolNamesEn['x-wing'])) {
      expect(text, where).not.toMatch(/\p{Script=Han}/u);
    }
  });

  it('zh: no English left, only the technique names and letters Chinese players write', () => {
    for (const [where, text] of texts(schoolWordsZh, schoolNamesZh['x-wing'])) {
      expect(leftoverEnglish(text), `${where}: ${text}`).toEqual([]);
      expect(text, where).toMatch(/\p{Script=Han}/u);
      expect(text, where).not.toMatch(/[，。；：]{2}|，。| [，。；：]/);
    }
  });

  it('zh: a Latin name or letter stands a space apart from the Chinese before it', () => {
    const latin = Object.values(schoolNamesZh).filter((n) => /^[A-Za-z]/.test(n));
    expect(latin.length).toBeGreaterThan(0);
    const said = latin.flatMap((n) => texts(schoolWordsZh, n));
    for (const [where, text] of [...texts(schoolWordsZh, '剑鱼'), ...said]) {
      expect(text, where).not.toMatch(/\p{Script=Han}[A-Za-z]/u);
    }
    expect(schoolWordsZh.learnTechnique('X-Wing')).toBe('学习 X-Wing');
    expect(schoolWordsZh.learnTechnique('剑鱼')).toBe('学习剑鱼');
  });

  it('the checks catch what they are for', () => {
    expect(leftoverEnglish('找一个只有 X、Y 的格子：XY-Wing 的枢纽。')).toEqual([]);
    expect(leftoverEnglish('学习 Nishio 强制链')).toEqual([]);
    expect(leftoverEnglish('找到 the pivot，X 就是 Z。')).toEqual(['the', 'pivot']);
    expect(leftoverEnglish('练习：Swordfish')).toEqual(['Swordfish']);
    expect(lines('zh', '一'.repeat(55))).toBeGreaterThan(3);
    expect(lines('en', 'a'.repeat(115))).toBeGreaterThan(3);
  });
});

describe('the school words stay off the first screen', () => {
  const SRC = path.resolve(import.meta.dirname, '../../../src');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? files(full) : full.endsWith('.ts') ? [full] : [];
    });

  it('only a dynamic import() loads school-en or school-zh', () => {
    const statically =
      /(?:^|\n)\s*(?:import|export)\s(?!type\s)[^;]*?from\s+['"][^'"]*\/school-(?:en|zh)['"]/;
    const offenders = files(SRC).filter((f) => statically.test(readFileSync(f, 'utf8')));
    expect(offenders.map((f) => path.relative(SRC, f))).toEqual([]);
  });
});
