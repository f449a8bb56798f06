// What keeps a link, a share code or a pasted puzzle from being played, in the player's
// language. Every refusal carries its problem as data; the English catalogue says exactly what
// the core says (so the command line and the app never drift apart), and the Chinese says every
// kind in Chinese. The corpus reaches every kind of problem through the readers the app uses,
// plus random text through the same path.

import { afterAll, describe, expect, it } from 'vitest';
import { CORES, GAMES, gameEntry } from '../../../src/app/game-registry';
import { parsePastedCode, sharedStart } from '../../../src/app/puzzles/share-route';
import { backupProblemWords } from '../../../src/app/words/backup-words';
import { problemWords } from '../../../src/app/words/problem-words';
import { SHARED_PROBLEM_KINDS } from '../../../src/engine/code-problems';
import { createRng } from '../../../src/engine/rng';
import { SHARE_ALPHABET } from '../../../src/engine/share-text';
import { useLanguage } from '../../../src/i18n/i18n';
import { type BackupProblem, readBackup } from '../../../src/storage/backup';
import { MAKERS } from '../../../src/worker/makers';
import { type Corpus, linked, pasted, type Refusal } from './refusal-readers';

/** Each game's refusals, from its tests' folder (test/unit/<game>/refusal-corpus.ts): a game
 *  added as a folder brings its own, with no line here. */
const GAME_CORPORA = import.meta.glob<Corpus>('../*/refusal-corpus.ts', {
  eager: true,
  import: 'corpus',
});

/** One refusal per way a link, code or puzzle can be wrong, as the app meets them. */
const CORPUS: Corpus = [
  ['too long', pasted('x'.repeat(2001), 'too long')],
  ['not a link', linked('#settings', 'not a link')],
  ['no game', linked('#play/', 'no game')],
  ['unknown game', linked('#play/chess/abc', 'unknown game')],
  ['no code', linked('#play/sudoku/', 'no code')],
  ['nothing pasted', pasted('   ', 'nothing pasted')],
  ['not a code', pasted('hello there', 'not a code')],
  ...Object.values(GAME_CORPORA).flat(),
];

/**
 * How random text starts, so that it reaches every registered game's reader: for each of its
 * sizes and levels (but those made ahead, too slow to make here), the first two characters of a
 * real code (a version and a size or level), the first with a character no code has next, and
 * its links' beginnings.
 */
function randomStarts(): string[] {
  const starts = new Set(['', '1.3']);
  for (const maker of MAKERS) {
    const core = maker.core;
    for (const size of core.sizes) {
      for (const level of core.levelsAt(size)) {
        if (core.madeAhead?.(size, level)) continue;
        const code = core.encodeShare(maker.make({ size, level }, 'refusal-starts'));
        starts.add(code.slice(0, 2));
        starts.add(`${code.slice(0, 1)}x`);
        starts.add(`#play/${core.id}/${code.slice(0, 1)}`);
      }
      starts.add(`#play/${core.id}/`);
    }
  }
  return [...starts];
}

/** Random pasted text that reaches the readers' branches: junk, and broken codes of each game. */
function randomRefusals(count: number): Refusal[] {
  const rng = createRng('refusal-words');
  const starts = randomStarts();
  const out: Refusal[] = [];
  while (out.length < count) {
    let text = starts[rng.int(starts.length)] as string;
    const length = rng.int(40);
    for (let i = 0; i < length; i++) text += SHARE_ALPHABET[rng.int(SHARE_ALPHABET.length)];
    const start = sharedStart(parsePastedCode(text));
    if (!start.ok) out.push(start);
  }
  return out;
}

/** The core's English as the app words it: cells as "row 1, column 3", counts through Intl. */
function asTheAppSaysIt(refusal: Refusal): string {
  let message = refusal.message.replace(/\br(\d+)c(\d+)\b/g, 'row $1, column $2');
  if (refusal.problem?.kind === 'too-long')
    message = message.replace('2001', '2,001').replace('2000', '2,000');
  // The core lists the games by id; the app by the names players read.
  if (refusal.problem?.kind === 'unknown-game') {
    const ids = CORES.cores.map((core) => core.id);
    const names = ids.map((id) => gameEntry(id)?.name ?? id);
    message = message.replace(ids.join(' and '), names.join(' and '));
  }
  return message;
}

afterAll(async () => {
  await useLanguage('en');
});

describe('refusals in words', () => {
  it('reports every kind of problem as data, through the readers the app uses', () => {
    const kinds = new Set(CORPUS.map(([, refusal]) => refusal.problem?.kind));
    // Every kind: the shared ones and each game's own (its core's table, through the registry).
    const every = [
      ...SHARED_PROBLEM_KINDS,
      ...CORES.cores.flatMap((core) => Object.keys(core.problems)),
    ];
    expect(every.filter((kind) => !kinds.has(kind))).toEqual([]);
    for (const [what, refusal] of CORPUS) expect(refusal.problem, what).not.toBeNull();
  });

  it('says in English exactly what the core says', () => {
    for (const [what, refusal] of CORPUS)
      expect(problemWords(refusal), what).toBe(asTheAppSaysIt(refusal));
  });

  it('gives 3,000 random pasted texts a problem as data, worded as the core words it', () => {
    const seen = new Set<string>();
    for (const refusal of randomRefusals(3000)) {
      expect(refusal.problem, refusal.message).not.toBeNull();
      seen.add(refusal.problem?.kind ?? '');
      expect(problemWords(refusal)).toBe(asTheAppSaysIt(refusal));
    }
    // The random text reaches well past the first checks.
    expect(seen.size).toBeGreaterThanOrEqual(10);
  });

  it('says every problem in Chinese, with every detail in place', async () => {
    await useLanguage('zh-Hans');
    for (const [what, refusal] of CORPUS) {
      const said = problemWords(refusal);
      expect(said, what).toMatch(/\p{Script=Han}/u);
      expect(said, what).not.toMatch(/undefined|NaN|\[object|\$\{/);
      // URLs stay as they are typed, and codes' characters are quoted; the rest is Chinese.
      const words = said.replace(/…?#?play\/[a-z]*\/?(<[^>]*>)?/g, '').replace(/“[^”]*”/g, '');
      expect(words, what).not.toMatch(/\b(the|this|link|code|is|not|has|row|column|tile)\b/i);
      // Every number the English names is named in Chinese too.
      for (const n of refusal.message.match(/\d+/g) ?? [])
        if (refusal.problem?.kind !== 'too-long') expect(said, `${what}: ${n}`).toContain(n);
    }
    const unknown = problemWords(linked('#play/chess/abc', 'unknown'));
    // Every registered game by its Chinese name, joined the Chinese way.
    const names = GAMES.map((g) => g.name);
    for (const name of names) expect(name).toMatch(/\p{Script=Han}/u);
    expect(unknown).toContain(names.join('和'));
    const clashSaid = problemWords(pasted(`..5...5..${'.'.repeat(72)}`, 'clash'));
    expect(clashSaid).toContain('第 1 行第 3 列和第 1 行第 7 列');
  });
});

/** One text per way a file can fail to be a backup. */
const NOT_BACKUPS: [string, string][] = [
  ['too big', ' '.repeat(5_000_001)],
  ['not JSON', '{garbage'],
  ['no object', '[1, 2]'],
  ['not Gridwise', '{"app": "othergame"}'],
  ['no version', '{"app": "gridwise"}'],
  ['newer', '{"app": "gridwise", "version": 99}'],
  [
    'too deep',
    `{"app": "gridwise", "version": 1, "settings": ${'{"a":'.repeat(100)}1${'}'.repeat(100)}}`,
  ],
];

function backupRefusal(text: string): { message: string; problem: BackupProblem } {
  const read = readBackup(text);
  if (read.ok) throw new Error('expected a refusal');
  return read;
}

describe('backup refusals in words', () => {
  afterAll(async () => {
    await useLanguage('en');
  });

  it('reports each as data, and says in English exactly what the reader says', async () => {
    await useLanguage('en');
    const kinds = new Set<string>();
    for (const [what, text] of NOT_BACKUPS) {
      const read = backupRefusal(text);
      kinds.add(read.problem.kind);
      expect(backupProblemWords(read.problem), what).toBe(read.message);
    }
    expect(kinds.size).toBe(NOT_BACKUPS.length);
  });

  it('says each in Chinese', async () => {
    await useLanguage('zh-Hans');
    for (const [what, text] of NOT_BACKUPS) {
      const said = backupProblemWords(backupRefusal(text).problem);
      expect(said, what).toMatch(/\p{Script=Han}/u);
      // The JSON parser's detail stays as the browser words it; nothing else is English.
      const words = said.replace(/（[^）]*）/g, '');
      expect(words, what).not.toMatch(/\b(the|file|is|not|backup|version)\b/i);
    }
  });
});
