// Every word a player reads comes from the catalogues (src/i18n): this reads the app, the shared
// UI and the games' screens and views, and fails on a string literal that looks like words for
// people. Ids, CSS, keys and font names are not words; error messages thrown for programmers
// (`new Error(…)`, `InvalidInputError(…)`) are reasons that a translated notice quotes.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../../src');
const SCANNED = [
  'app',
  'ui',
  'play',
  'games/sudoku/play',
  'games/sudoku/view',
  'games/sudoku/scan/screen',
  'games/link/play',
  'games/link/view',
  'main.ts',
];

/** Single capitalised words that are not words for people: key names, error names. */
const KEYS = new Set([
  'Escape',
  'Enter',
  'Tab',
  'Backspace',
  'Delete',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'QuotaExceededError',
  'CancelledError',
  'AbortError',
  'Gridwise',
]);

/** Literals that hold several words but are not prose: font stacks, SVG paths, selectors. */
const NOT_PROSE = [
  /Segoe|Noto|PingFang|Hiragino|YaHei|Roboto|system-ui/,
  /^[MLHVCZAmlhvcza0-9 .,-]+$/,
  /^[.#[]/,
  /^(gw-[\w-]+ ?)+$/, // CSS class lists
];

/**
 * Reasons that are not sentences of the interface: what a validator calls the record it reads
 * (quoted inside a translated notice), and diagnostics of the worker protocol and stored data.
 * Each is English on purpose, like the command line; a notice around it is translated.
 */
const REASONS: readonly [file: string, literal: string][] = [
  ['app/puzzles/generator-client.ts', 'generator answered request'],
  ['app/puzzles/pool-boot.ts', 'stored puzzles could not be read'],
  // The e2e tests' address parameter refused (only a test's address has it), in the same notice.
  ['app/puzzles/ahead-seeds.ts', '?aheadSeeds'],
  ['app/puzzles/puzzle-pool.ts', 'pooled puzzle'],
  ['app/saving/settings.ts', 'should be'],
  ['play/game-run.ts', 'new puzzle'],
  ['play/game-run.ts', 'saved'],
  // What the line-break check reports to the words-fit tests (window.gridwise.lineBreaks()).
  ['ui/line-break.ts', 'is not in the text'],
  ['ui/line-break.ts', 'is a bullet alone'],
  ['ui/line-break.ts', 'starts with'],
  ['ui/line-break.ts', 'ends with'],
  ['ui/line-break.ts', 'is split between lines'],
  // The vendor string WebKit reports (navigator.vendor), compared, never shown.
  ['app/saving/safe-storage/browser-risk.ts', 'Apple Computer, Inc.'],
  // Why a renderer was passed over (issue #22): for the console and bug reports, never a notice.
  ['app/boot/no-renderer-error.ts', 'No renderer could be made'],
  ['app/boot/renderer-choice.ts', 'no WebGL context can be made'],
];

function files(at: string): string[] {
  const full = path.join(SRC, at);
  if (statSync(full).isFile()) return [full];
  return readdirSync(full).flatMap((name) => {
    const child = path.join(at, name);
    if (statSync(path.join(SRC, child)).isDirectory()) return files(child);
    return name.endsWith('.ts') ? [path.join(SRC, child)] : [];
  });
}

/** The string literals of a source line (quotes and the static parts of templates). */
function literals(line: string): string[] {
  const found: string[] = [];
  const re = /'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g;
  for (const m of line.matchAll(re)) {
    const text = m[1] ?? m[2] ?? (m[3] ?? '').replace(/\$\{[^}]*\}/g, ' ');
    found.push(text);
  }
  return found;
}

function looksLikeWords(text: string): boolean {
  const t = text.trim();
  if (NOT_PROSE.some((re) => re.test(t))) return false;
  if (/^[a-z-]+:[\w:-]*$/.test(t)) return false; // automation ids: btn:start, setting:theme:dark
  if (/[A-Za-z]{2,}(?:[’'][a-z]+)?\s+[A-Za-z]{2,}/.test(t)) return true; // two words
  return /^[A-Z][a-z]{2,}[.!?…]?$/.test(t) && !KEYS.has(t.replace(/[.!?…]$/, ''));
}

describe('user-visible words', () => {
  it('the checker tells words from ids, CSS and keys', () => {
    for (const words of ['Start', 'Keep playing', 'New best time!', "Today's puzzle", 'Paused.']) {
      expect(looksLikeWords(words), words).toBe(true);
    }
    for (const other of [
      'btn:start',
      'gw-lobby',
      'Escape',
      'pointer',
      'setting:theme:dark',
      'M8 9H6v11',
    ]) {
      expect(looksLikeWords(other), other).toBe(false);
    }
  });

  it('come only from the catalogues in the app, the UI and the games’ screens', () => {
    const offenders: string[] = [];
    for (const file of SCANNED.flatMap(files)) {
      const lines = readFileSync(file, 'utf8').split('\n');
      let inBlockComment = false;
      lines.forEach((raw, i) => {
        let line = raw;
        if (inBlockComment) {
          if (!line.includes('*/')) return;
          line = line.slice(line.indexOf('*/') + 2);
          inBlockComment = false;
        }
        const trimmed = line.trim();
        if (trimmed.startsWith('//') || trimmed.startsWith('*')) return;
        if (trimmed.startsWith('/*')) {
          if (!trimmed.includes('*/')) inBlockComment = true;
          return;
        }
        if (/\bimport\b|Error\(|console\./.test(line)) return;
        const code = line.replace(/\/\/.*$/, '');
        const where = path.relative(SRC, file);
        for (const text of literals(code)) {
          if (!looksLikeWords(text)) continue;
          if (REASONS.some(([f, part]) => f === where && text.includes(part))) continue;
          offenders.push(`${where}:${i + 1}: ${text}`);
        }
      });
    }
    expect(offenders).toEqual([]);
  });
});
