// docs/ARCHITECTURE.md stays a map a newcomer reads in fifteen minutes, and a true one: at most
// 250 lines, and every path it names is in the tree. History lives in git, not in the source:
// no file under src/ carries an issue-number tag. (doc-paths.test.ts checks the code spans of
// every doc; this test reads all of this page's text, code spans or not.)

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const DOC = 'docs/ARCHITECTURE.md';
const MAX_LINES = 250;

/**
 * A path the page names: a word that starts with one of the project's folders followed by a
 * slash, with or without an extension (`src/play/game-run.ts`, `src/app/shell/`, `test/e2e`).
 * In a segment, `<id>` stands for any name and `*` for any run of characters (`src/games/*.ts`).
 */
const PATH = /(?<![\w./<>*-])(?:src|test|scripts|docs|bench)\/[\w.<>*/-]*/g;

/**
 * The paths named in `text`, as written, less the punctuation that ends a sentence or closes
 * brackets around them.
 */
function pathsNamed(text: string): string[] {
  return [...text.matchAll(PATH)].map((m) => m[0].replace(/[.,:;]+$/, '')).filter(Boolean);
}

/** True when `named` is in the tree at `root`, a `<…>` or `*` matching as pathsNamed says. */
function existsInTree(root: string, named: string): boolean {
  const segments = named.replace(/\/$/, '').split('/');
  let places = [root];
  for (const segment of segments) {
    const next: string[] = [];
    for (const place of places) {
      let entries: string[];
      try {
        entries = statSync(place).isDirectory() ? readdirSync(place) : [];
      } catch {
        entries = [];
      }
      const pattern = segment
        .split(/(<[^>]+>|\*)/)
        .map((part) => (part === '*' ? '[^/]*' : part.startsWith('<') ? '[^/]+' : escaped(part)))
        .join('');
      const matches = new RegExp(`^${pattern}$`);
      for (const entry of entries) {
        if (!entry.startsWith('.') && matches.test(entry)) next.push(path.join(place, entry));
      }
    }
    if (next.length === 0) return false;
    places = next;
  }
  return true;
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * An issue-number tag: `#` and a run of digits that stand as a word of their own, as in "(#24)",
 * "issue #26's", "#27 words:". Precisely, `#` followed by one or more digits where
 *   - the `#` starts a word: the character before it is not a letter, digit, `_`, `&`, `/` or a
 *     quote (so not `&#38;`, not a URL's `/page#2`, not a string that is a colour, `'#000'`);
 *   - the digits end a word: the next character is not a letter, digit, `_` or `-` (so not a
 *     colour with letters, `#1a2b3c`, nor a CSS id, `#row-2`);
 *   - it is not a CSS colour value: a run of exactly 3, 4, 6 or 8 digits followed, after any
 *     spaces, by `;`, `!` or a closing quote (`background: #000;`, `solid #111827;`).
 * Anything else that matches is a tag, in a comment or a string alike; so is a standard's own
 * number written that way ("UAX #14"): write it without the `#`.
 */
function issueTags(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/(?<![\w&/'"`])#(\d+)(?![\w-])/g)) {
    const digits = m[1] as string;
    const after = text.slice((m.index ?? 0) + m[0].length);
    const colour = [3, 4, 6, 8].includes(digits.length) && /^ *[;!'"`]/.test(after);
    if (!colour) found.push(m[0]);
  }
  return found;
}

/** Every text file under `dir` (binary files, such as a model's weights, are skipped). */
function textFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return textFiles(full);
    return /\.(ts|css|md|json|html)$/.test(name) ? [full] : [];
  });
}

describe('the rules themselves', () => {
  it('finds the paths a sentence names, with or without an extension', () => {
    expect(
      pathsNamed('The run (`src/play/game-run.ts`) and src/app/shell/, see docs/DESIGN.md.'),
    ).toEqual(['src/play/game-run.ts', 'src/app/shell/', 'docs/DESIGN.md']);
    expect(pathsNamed('a folder `src/games/<id>/` and test/e2e')).toEqual([
      'src/games/<id>/',
      'test/e2e',
    ]);
    expect(pathsNamed('not a path: mysrc/x, https://x.org/src/a')).toEqual([]);
  });

  it('matches a placeholder segment against any entry, and nothing when none fits', () => {
    expect(existsInTree(ROOT, 'src/games/<id>/core/')).toBe(true);
    expect(existsInTree(ROOT, 'src/games/*/words/zh-hans.ts')).toBe(true);
    expect(existsInTree(ROOT, 'src/engine/*.ts')).toBe(true);
    expect(existsInTree(ROOT, 'src/games/*.css')).toBe(false);
    expect(existsInTree(ROOT, 'src/games/<id>/no-such-folder/')).toBe(false);
    expect(existsInTree(ROOT, 'src/play/no-such-file.ts')).toBe(false);
  });

  it('tells an issue tag from a colour, an entity, a URL fragment and a CSS id', () => {
    expect(issueTags("// the daily slot (#24): one per game; issue #26's Nightmare")).toEqual([
      '#24',
      '#26',
    ]);
    expect(issueTags('/** #27 words: the registries */')).toEqual(['#27']);
    expect(issueTags("fill = '#000'; outline: 3px solid #111827; background: #000;")).toEqual([]);
    expect(issueTags('color: #1a2b3c; a[href="/page#2"]; &#38; #row-2 { }')).toEqual([]);
    expect(issueTags('// after UAX #14')).toEqual(['#14']);
  });
});

describe(DOC, () => {
  const text = readFileSync(path.join(ROOT, DOC), 'utf8');

  it(`is at most ${MAX_LINES} lines`, () => {
    expect(text.split('\n').length - (text.endsWith('\n') ? 1 : 0)).toBeLessThanOrEqual(MAX_LINES);
  });

  it('names only paths that exist', () => {
    const named = [...new Set(pathsNamed(text))];
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((p) => !existsInTree(ROOT, p))).toEqual([]);
  });
});

describe('src/', () => {
  it('carries no issue-number tags (history is in git)', () => {
    const tagged: string[] = [];
    for (const file of textFiles(path.join(ROOT, 'src'))) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        const tags = issueTags(line);
        if (tags.length > 0)
          tagged.push(`${path.relative(ROOT, file)}:${i + 1} ${tags.join(' ')}: ${line.trim()}`);
      });
    }
    expect(tagged).toEqual([]);
  });
});
