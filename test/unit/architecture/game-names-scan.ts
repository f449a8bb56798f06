// Finds where a source tree names a game outside the places allowed to (game-names-rules.ts).
// A small lexer splits each file into code and string literals and drops comments, since a
// comment that says "as in Sudoku" names no identifier.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  ALLOWED_PLACES,
  codePatterns,
  GAME_IDS,
  meansShareLink,
  stringPatterns,
} from './game-names-rules';

/** A file's code (comments removed, each string replaced by "") and its string literals. */
export function splitSource(source: string): { code: string; strings: string[] } {
  let code = '';
  const strings: string[] = [];
  // Brace depths at which a template literal's `${…}` returns to its template.
  const templates: number[] = [];
  let depth = 0;
  let i = 0;
  const readString = (quote: string): void => {
    let text = '';
    i++;
    while (i < source.length && source[i] !== quote && source[i] !== '\n') {
      if (source[i] === '\\') i++;
      text += source[i] ?? '';
      i++;
    }
    i++;
    strings.push(text);
    code += '""';
  };
  // Reads template text up to its end or a `${`; returns true when it stopped at `${`.
  const readTemplate = (): void => {
    let text = '';
    while (i < source.length && source[i] !== '`') {
      if (source[i] === '\\') {
        text += source[i + 1] ?? '';
        i += 2;
        continue;
      }
      if (source[i] === '$' && source[i + 1] === '{') {
        strings.push(text);
        code += '"${';
        i += 2;
        depth++;
        templates.push(depth);
        return;
      }
      text += source[i];
      i++;
    }
    strings.push(text);
    code += '"';
    i++;
  };
  while (i < source.length) {
    const c = source[i] as string;
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      while (i < source.length && source[i] !== '\n') i++;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end < 0 ? source.length : end + 2;
      code += ' ';
    } else if (c === "'" || c === '"') {
      readString(c);
    } else if (c === '`') {
      code += '"';
      i++;
      readTemplate();
    } else if (c === '{') {
      depth++;
      code += c;
      i++;
    } else if (c === '}') {
      i++;
      if (templates.at(-1) === depth) {
        templates.pop();
        depth--;
        code += '}';
        readTemplate();
      } else {
        depth--;
        code += c;
      }
    } else {
      code += c;
      i++;
    }
  }
  return { code, strings };
}

/** Every way `source` names a game, as short quotes ("LinkPuzzle", "'sudoku'"). */
export function gameNamesIn(source: string): string[] {
  const { code, strings } = splitSource(source);
  const found = new Set<string>();
  for (const id of GAME_IDS) {
    for (const pattern of codePatterns(id))
      for (const m of code.matchAll(pattern)) {
        const name = m[0].trim();
        if (!meansShareLink(name.replace(/^\./, ''))) found.add(name);
      }
    for (const text of strings)
      if (stringPatterns(id).some((p) => p.test(text))) found.add(`'${text}'`);
  }
  return [...found].sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') ? [full] : [];
  });
}

/** Files under `src` (outside the allowed places) that name a game, with what they name. */
export function findGameNames(src: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const file of sourceFiles(src)) {
    const rel = path.relative(src, file).split(path.sep).join('/');
    if (ALLOWED_PLACES.some((place) => place.test(rel))) continue;
    const names = gameNamesIn(readFileSync(file, 'utf8'));
    if (names.length > 0) out[rel] = names;
  }
  return out;
}
