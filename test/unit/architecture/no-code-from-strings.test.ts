// The app never turns text into markup or code: no innerHTML and friends (a pasted code or a
// stored record could carry markup), no eval or new Function (the Content-Security-Policy
// forbids them and Pixi's are replaced by its shims, src/app/boot/stage.ts). Comments may name them.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../../src');

const FORBIDDEN: readonly [RegExp, string][] = [
  [/\.innerHTML\b/, 'innerHTML'],
  [/\.outerHTML\b/, 'outerHTML'],
  [/\binsertAdjacentHTML\b/, 'insertAdjacentHTML'],
  [/\bdocument\.write(ln)?\b/, 'document.write'],
  [/(^|[^.\w])eval\s*\(/, 'eval'],
  [/\bnew\s+Function\b/, 'new Function'],
  [/\b(setTimeout|setInterval)\s*\(\s*['"`]/, 'a timer given a string'],
  [/\bcreateContextualFragment\b/, 'createContextualFragment'],
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.ts$/.test(name) ? [full] : [];
  });
}

/** The code of a line without its comment (a '//' inside a string is rare enough here). */
function code(line: string): string {
  const trimmed = line.trim();
  if (trimmed.startsWith('//') || trimmed.startsWith('*') || trimmed.startsWith('/*')) return '';
  return line.replace(/\s\/\/.*$/, '');
}

describe('no code or markup from strings', () => {
  it('finds none of them anywhere in src/', () => {
    const found: string[] = [];
    for (const file of files(SRC)) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const [pattern, name] of FORBIDDEN)
            if (pattern.test(code(line)))
              found.push(`${path.relative(SRC, file)}:${i + 1} ${name}`);
        });
    }
    expect(found).toEqual([]);
  });

  it('would catch each of them', () => {
    const samples = [
      'el.innerHTML = text;',
      'x.outerHTML',
      'el.insertAdjacentHTML("beforeend", s)',
      'document.write(s)',
      'const f = eval(s);',
      'new Function("return 1")',
      "setTimeout('go()', 5)",
      'range.createContextualFragment(s)',
    ];
    for (const sample of samples)
      expect(
        FORBIDDEN.some(([p]) => p.test(code(sample))),
        sample,
      ).toBe(true);
    expect(FORBIDDEN.some(([p]) => p.test(code('// new Function is avoided')))).toBe(false);
  });
});
