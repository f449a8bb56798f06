// What keeps a link, a share code or a pasted puzzle from being played, in the player's
// language. Every refusal carries its problem as data; the English catalogue says exactly what
// the core says (so the command line and the app never drift apart), and the Chinese says every
// kind in Chinese. The corpus reaches every kind of problem through the readers the app uses,
// plus random text through the same path.

import { afterAll, describe, expect, it } from 'vitest';
import { CORES, GAMES, gameEntry } from '../../../src/app/game-registry';
import {
  parsePastedCode,
  parseShareRoute,
  sharedStart,
} from '../../../src/app/puzzles/share-route';
import { backupProblemWords } from '../../../src/app/words/backup-words';
import { problemWords } from '../../../src/app/words/problem-words';
import {
  type CodeProblem,
  CodeProblemError,
  SHARED_PROBLEM_KINDS,
} from '../../../src/engine/code-problems';
import { createRng } from '../../../src/engine/rng';
import { SHARE_ALPHABET } from '../../../src/engine/share-text';
import { parseLinkBoard } from '../../../src/games/link/core/board';
import { generateLink } from '../../../src/games/link/core/generator';
import { decodeLinkShare, encodeLinkShare } from '../../../src/games/link/core/share-code';
import { parsePuzzle } from '../../../src/games/sudoku/core/codec';
import { generateSudoku } from '../../../src/games/sudoku/core/generator';
import { shapeFor } from '../../../src/games/sudoku/core/geometry';
import { clashesFor } from '../../../src/games/sudoku/core/rules';
import { decodeSudokuShare, encodeSudokuShare } from '../../../src/games/sudoku/core/share-code';
import { useLanguage } from '../../../src/i18n/i18n';
import { type BackupProblem, readBackup } from '../../../src/storage/backup';
import { MAKERS } from '../../../src/worker/makers';
import { rawLinkCode, rawSudokuCode, withCheck } from '../share/raw-codes';

type Refusal = { readonly message: string; readonly problem: CodeProblem | null };

function refused(read: { ok: boolean } & Partial<Refusal>, what: string): Refusal {
  if (read.ok || read.message === undefined || read.problem === undefined)
    throw new Error(`${what}: expected a refusal`);
  return { message: read.message, problem: read.problem };
}

/** The text a player would paste, read as the app reads it (in the worker: a route, a start). */
const pasted = (text: string, what: string) => refused(sharedStart(parsePastedCode(text)), what);
const linked = (hash: string, what: string) => refused(sharedStart(parseShareRoute(hash)), what);

function thrown(read: () => unknown, what: string): Refusal {
  try {
    read();
  } catch (error) {
    if (error instanceof CodeProblemError) return error;
  }
  throw new Error(`${what}: expected a CodeProblemError`);
}

function sudokuWithoutSolution(): string {
  const made = generateSudoku({ size: 4, level: 'easy', seed: 'words' });
  const shape = shapeFor(4);
  const cells = [...parsePuzzle(made.puzzle).cells];
  const solution = parsePuzzle(made.solution).cells;
  for (let c = 0; c < cells.length; c++) {
    if (cells[c] !== 0) continue;
    for (let d = 1; d <= 4; d++) {
      if (d !== solution[c] && clashesFor(shape, cells, c, d).length === 0) {
        cells[c] = d;
        return cells.join('');
      }
    }
  }
  throw new Error('no digit to add');
}

const P9 = generateSudoku({ size: 9, level: 'medium', seed: 'share-1' });
const CODE9 = encodeSudokuShare(P9.puzzle, 9);
const LINK = encodeLinkShare(
  generateLink({ size: 'small', gravity: 'down', seed: 'errors' }).board,
  'fall',
);
const clash = `..5...5..${'.'.repeat(72)}`;
const lastChanged = (code: string) => code.slice(0, -1) + (code.endsWith('A') ? 'B' : 'A');
const givens9 = [...parsePuzzle(P9.puzzle).cells];

/** One refusal per way a link, code or puzzle can be wrong, as the app meets them. */
const CORPUS: [string, Refusal][] = [
  ['too long', pasted('x'.repeat(2001), 'too long')],
  ['not a link', linked('#settings', 'not a link')],
  ['no game', linked('#play/', 'no game')],
  ['unknown game', linked('#play/chess/abc', 'unknown game')],
  ['no code', linked('#play/sudoku/', 'no code')],
  ['nothing pasted', pasted('   ', 'nothing pasted')],
  ['not a code', pasted('hello there', 'not a code')],
  ['sudoku: typo', pasted(lastChanged(CODE9), 'typo')],
  ['sudoku: empty', refused(decodeSudokuShare(' '), 'sudoku empty')],
  ['sudoku: bad char', linked(`#play/sudoku/${CODE9.slice(0, 5)}*${CODE9.slice(5)}`, 'char')],
  ['sudoku: version', linked(`#play/sudoku/B${CODE9.slice(1)}`, 'version')],
  ['sudoku: no size', linked('#play/sudoku/A', 'no size')],
  ['sudoku: size', linked(`#play/sudoku/${withCheck(`A7${CODE9.slice(2, -1)}`)}`, 'size')],
  ['sudoku: too short', pasted('A9abc', 'too short')],
  [
    'sudoku: given beyond',
    linked(`#play/sudoku/A4AA${SHARE_ALPHABET[1]}A`, 'given beyond the grid'),
  ],
  ['sudoku: length', pasted(CODE9.slice(0, 20) + CODE9.slice(21), 'length')],
  [
    'sudoku: digits damaged',
    pasted(rawSudokuCode(9, givens9, 9n ** BigInt(givens9.filter((d) => d > 0).length)), 'damaged'),
  ],
  ['sudoku: no solution', pasted(sudokuWithoutSolution(), 'no solution')],
  ['sudoku: many solutions', pasted('.'.repeat(16), 'many solutions')],
  ['puzzle: length', thrown(() => parsePuzzle('123', 4), 'puzzle length')],
  ['puzzle: length, any size', pasted(P9.puzzle.slice(0, 80), 'puzzle length')],
  ['puzzle: char', pasted(`${P9.puzzle.slice(0, 20)}x${P9.puzzle.slice(21)}`, 'puzzle char')],
  ['puzzle: clash', pasted(clash, 'clash')],
  [
    'sudoku code: clash',
    pasted(
      rawSudokuCode(
        9,
        [...clash].map((ch) => (ch === '.' ? 0 : Number(ch))),
      ),
      'clash',
    ),
  ],
  ['link: typo', pasted(lastChanged(LINK), 'typo')],
  ['link: empty', refused(decodeLinkShare('  '), 'link empty')],
  ['link: bad char', linked(`#play/link/${LINK.slice(0, 7)}.${LINK.slice(7)}`, 'char')],
  ['link: version', linked(`#play/link/Z${LINK.slice(1)}`, 'version')],
  ['link: too short', pasted('Afaa', 'too short')],
  ['link: level', linked(`#play/link/Ax${LINK.slice(2)}`, 'level')],
  ['link: board size', linked(`#play/link/${rawLinkCode('c', 0, 2, 1, [])}`, 'board size')],
  ['link: kinds', linked(`#play/link/${withCheck('AcCC_AAAA')}`, 'kinds')],
  [
    'link: shape',
    pasted(encodeLinkShare(parseLinkBoard('ab\nba'), 'classic'), 'a shape no size has'),
  ],
  ['link: length', pasted(LINK.slice(0, 10) + LINK.slice(11), 'length')],
  ['link: cells damaged', refused(decodeLinkShare(rawLinkCode('c', 2, 2, 2, [], 81n)), 'cells')],
  ['link: odd kind', refused(decodeLinkShare(rawLinkCode('c', 2, 2, 2, [1, 2, 2, 0])), 'odd')],
  ['link: no tiles', refused(decodeLinkShare(rawLinkCode('c', 2, 2, 1, [0, 0, 0, 0])), 'none')],
  [
    'link: unclearable',
    refused(decodeLinkShare(encodeLinkShare(parseLinkBoard('ab\nba'), 'classic')), 'unclearable'),
  ],
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
    const unknown = problemWords(refused(parseShareRoute('#play/chess/abc'), 'unknown'));
    // Every registered game by its Chinese name, joined the Chinese way.
    const names = GAMES.map((g) => g.name);
    for (const name of names) expect(name).toMatch(/\p{Script=Han}/u);
    expect(unknown).toContain(names.join('和'));
    const clashSaid = problemWords(refused(parsePastedCode(clash), 'clash'));
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
