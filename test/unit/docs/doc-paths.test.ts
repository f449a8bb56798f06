// The docs stay true to the tree: every file path and every `npm run` script that README.md,
// BENCHMARKS.md and docs/*.md name exists. A path with a folder must be there as written (from
// the project's root); a bare file name (`mirror-envelope.ts`) must be some file of the tree.
// Paths with placeholders (`<id>`, `*`, `…`), files outside the project (`../shared/`) and what
// a run writes (`test-results/`, `dist/`) are not checked.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const DOCS = [
  'README.md',
  'BENCHMARKS.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const SKIPPED_DIRS = new Set(['node_modules', '.git', 'dist', 'test-results', 'coverage']);
const EXTENSIONS = /\.(ts|js|mjs|cjs|json|md|css|html|cc|png|txt|tsv|sh|svg|webmanifest)$/;

/** Every file of the tree, as a path from the root. */
function allFiles(dir: string, out: string[]): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIPPED_DIRS.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) allFiles(full, out);
    else out.push(path.relative(ROOT, full));
  }
  return out;
}

/** Every `code span` of a Markdown text. */
function codeSpans(text: string): string[] {
  return [...text.matchAll(/`([^`\n]+)`/g)].map((m) => (m[1] ?? '').trim());
}

/** The paths a code span names: a path alone, or the file of a command (`npx tsx bench/x.ts`). */
function pathsIn(span: string): string[] {
  return (
    span
      .split(/\s+/)
      .map((word) => word.replace(/[),.:;]+$/, '').replace(/:\d+(-\d+)?$/, ''))
      .filter((word) => /^[\w./-]+$/.test(word))
      .filter(
        (word) =>
          EXTENSIONS.test(word) || /^(src|test|scripts|bench|docs|public|\.ci)\//.test(word),
      )
      .filter((word) => !word.startsWith('../') && !word.includes('://'))
      // What a run writes (test results, the build) is not in a fresh clone.
      .filter((word) => !/^(test-results|dist)\//.test(word))
  );
}

const files = allFiles(ROOT, []);
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  scripts: object;
  dependencies: object;
  devDependencies: object;
};
const scripts = Object.keys(pkg.scripts);
/** Package names (`pixi.js`) look like file names but are not. */
const packages = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]);

/**
 * True when some file of the tree is `p`: from the root, or, for a path written inside a
 * paragraph about its folder (`screens/lobby-screen.ts` under `src/app/`), ending in it.
 */
function exists(p: string): boolean {
  const clean = p.replace(/\/$/, '');
  if (existsSync(path.join(ROOT, clean))) return true;
  return files.some((f) => f === clean || f.endsWith(`/${clean}`));
}

describe('the docs name what exists', () => {
  for (const doc of DOCS) {
    it(`${doc}: every path and script it names is there`, () => {
      const text = readFileSync(path.join(ROOT, doc), 'utf8');
      const missing: string[] = [];
      for (const span of codeSpans(text)) {
        for (const p of pathsIn(span)) {
          if (!packages.has(p) && !exists(p)) missing.push(p);
        }
        for (const m of span.matchAll(/npm run(?: -s)? ([\w:-]+)/g)) {
          if (!scripts.includes(m[1] as string)) missing.push(`npm run ${m[1]}`);
        }
      }
      expect([...new Set(missing)]).toEqual([]);
    });
  }
});
