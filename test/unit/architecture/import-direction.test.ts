// The arrows between the rooms of src/ point one way (docs/DESIGN.md): pure cores import
// nothing from above them, views never touch storage, the worker knows nothing of the app or
// the screens, shared UI knows no game. This test reads every import in src/ and fails on one
// that runs up the table below.

import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../../src');

/** The room a file (or a package) belongs to, in the source tree at `src`. */
function roomOf(file: string, src = SRC): string {
  if (!file.startsWith(src)) {
    const pkg = file.startsWith('virtual:') ? 'virtual' : (file.split('/')[0] ?? file);
    if (pkg === 'pixi.js' || pkg.startsWith('pixi.js')) return 'pkg:pixi';
    if (pkg === 'idb' || pkg === 'fake-indexeddb') return 'pkg:idb';
    if (pkg.startsWith('workbox')) return 'pkg:workbox';
    if (pkg.startsWith('node:')) return 'pkg:node';
    return `pkg:${pkg}`;
  }
  const rel = path.relative(src, file).split(path.sep);
  const [top, , third] = rel;
  if (top === 'games') {
    // No file stands loose in src/games/: the contract every game meets (GameCore, the daily
    // scheme, share links) is the ground's, src/engine/, so nothing below a game imports up.
    if (rel.length === 2) return 'games-loose';
    return `game-${third}`; // game-core, game-view, game-play
  }
  if (top === 'main.ts') return 'main';
  if (top === 'types') return 'types';
  return top ?? '?';
}

/** Which rooms each room may import (its own room is always allowed). */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  engine: [],
  // Words players read: catalogues and Intl formats. Cores, storage and the worker stay
  // language-free (they report data; the rooms above put it into words).
  // #27 words: the catalogues take each game's words from its folder, through the words
  // registries (src/i18n/game-words-*-registry.ts) only.
  i18n: ['game-words'],
  // A game's words (src/games/<id>/words/): catalogue slices typed by i18n's shapes, and its
  // problem kinds' words typed by its core's table of kinds. No Pixi, no play code.
  'game-words': ['engine', 'game-core', 'i18n'],
  'game-core': ['engine'],
  'game-view': ['engine', 'game-core', 'ui', 'i18n', 'pkg:pixi'],
  ui: ['i18n', 'pkg:pixi'],
  storage: ['engine', 'pkg:idb', 'types'],
  worker: ['engine', 'game-core'],
  play: ['engine', 'storage', 'ui', 'i18n', 'pkg:pixi'],
  // school (#26): a game's play may load its own words that no catalogue holds — the lessons of
  // its technique school, loaded on first use in the language in use (play/school-words.ts).
  'game-play': [
    'engine',
    'game-core',
    'game-view',
    'game-words',
    'game-scan',
    'play',
    'storage',
    'ui',
    'i18n',
    'pkg:pixi',
  ],
  // A game's photo scan (src/games/<id>/scan/): its reader (pure pipeline, worker, model) and
  // its check screen (DOM, words of its own); loaded on first use by the game's play.
  'game-scan': ['engine', 'game-core', 'game-words', 'play', 'ui', 'i18n'],
  cli: ['engine', 'game-core', 'pkg:node'],
  app: [
    'engine',
    'game-core',
    'game-view',
    'game-play',
    'play',
    'storage',
    'ui',
    'worker',
    'types',
    'i18n',
    'pkg:pixi',
    'pkg:idb',
    'pkg:workbox',
    'pkg:virtual',
  ],
  main: ['app', 'ui', 'play', 'i18n', 'pkg:pixi', 'types'],
  types: [],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') ? [full] : [];
  });
}

/** Every module specifier a file imports, statically or with import(). */
function importsOf(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /^\s*import\s[^'"]*?from\s*['"]([^'"]+)['"]/gm,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /^\s*export\s[^'"]*?from\s*['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    // Vite's import.meta.glob: the registries find each game's manifest this way.
    /\bimport\.meta\.glob(?:<[^>]*>)?\(\s*['"]([^'"]+)['"]/g,
  ];
  for (const pattern of patterns)
    for (const m of source.matchAll(pattern)) found.push(m[1] as string);
  return found;
}

function resolve(from: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  // A glob's `*` stands for any game's folder: its room is what the rest of the path says.
  return path.resolve(path.dirname(from), specifier.replaceAll('*', 'any-game'));
}

/** Every import in the source tree at `src` that runs up the table, as "file (room) → import (room)". */
function wrongImports(src: string): string[] {
  const wrong: string[] = [];
  for (const file of sourceFiles(src)) {
    const from = roomOf(file, src);
    const allowed = ALLOWED[from];
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      const target = resolve(file, specifier);
      const to = roomOf(target, src);
      if (to === from) {
        // Within games/, a game may only import its own folder.
        const game = (f: string) => path.relative(src, f).split(path.sep)[1];
        if (from.startsWith('game-') && game(file) !== game(target))
          wrong.push(`${path.relative(src, file)} → ${specifier} (another game)`);
        continue;
      }
      if (!allowed?.includes(to))
        wrong.push(`${path.relative(src, file)} (${from}) → ${specifier} (${to})`);
    }
  }
  return wrong;
}

describe('import direction', () => {
  const files = sourceFiles(SRC);

  it('finds the source files and their imports', () => {
    expect(files.length).toBeGreaterThan(100);
    const all = files.flatMap((f) => importsOf(readFileSync(f, 'utf8')));
    expect(all.length).toBeGreaterThan(300);
  });

  it('has no import that runs up the table', () => {
    expect(wrongImports(SRC)).toEqual([]);
  });

  it('catches a real upward import planted in a temporary tree', () => {
    // The check itself must be able to fail: a core that imports the app, written to disk in a
    // tree shaped like src/, is found and named; the same tree without it passes.
    const tree = mkdtempSync(path.join(tmpdir(), 'gridwise-imports-'));
    try {
      const write = (rel: string, text: string) => {
        mkdirSync(path.dirname(path.join(tree, rel)), { recursive: true });
        writeFileSync(path.join(tree, rel), text);
      };
      write('app/app-shell.ts', 'export class AppShell {}\n');
      write('engine/rng.ts', 'export const seed = 1;\n');
      write('games/sudoku/core/solver.ts', "import { seed } from '../../../engine/rng';\n");
      expect(wrongImports(tree)).toEqual([]);
      write('games/sudoku/core/planted.ts', "import { AppShell } from '../../../app/app-shell';\n");
      write('games/link/core/other.ts', "import { seed } from '../../sudoku/core/solver';\n");
      expect(wrongImports(tree).sort()).toEqual([
        'games/link/core/other.ts → ../../sudoku/core/solver (another game)',
        'games/sudoku/core/planted.ts (game-core) → ../../../app/app-shell (app)',
      ]);
    } finally {
      rmSync(tree, { recursive: true, force: true });
    }
  });

  it("reads a registry's import.meta.glob as imports of every game's folder", () => {
    const tree = mkdtempSync(path.join(tmpdir(), 'gridwise-globs-'));
    try {
      const write = (rel: string, text: string) => {
        mkdirSync(path.dirname(path.join(tree, rel)), { recursive: true });
        writeFileSync(path.join(tree, rel), text);
      };
      write(
        'worker/makers.ts',
        "const f = import.meta.glob('../games/*/core/worker-manifest.ts');\n",
      );
      expect(wrongImports(tree)).toEqual([]);
      write(
        'worker/cards.ts',
        "const f = import.meta.glob<X>('../games/*/play/lobby-manifest.ts');\n",
      );
      expect(wrongImports(tree)).toEqual([
        'worker/cards.ts (worker) → ../games/*/play/lobby-manifest.ts (game-play)',
      ]);
    } finally {
      rmSync(tree, { recursive: true, force: true });
    }
  });

  it('keeps the table strict where it matters', () => {
    expect(ALLOWED['game-core']).not.toContain('pkg:pixi');
    expect(ALLOWED['game-core']).not.toContain('app');
    expect(roomOf(path.join(SRC, 'games/sudoku/core/solver.ts'))).toBe('game-core');
    expect(roomOf('pixi.js')).toBe('pkg:pixi');
    expect(ALLOWED.worker).not.toContain('app');
    expect(ALLOWED.worker).not.toContain('ui');
    expect(ALLOWED['game-view']).not.toContain('storage');
    expect(ALLOWED.storage).not.toContain('pkg:pixi');
    // The catalogues (the first chunk's en.ts among them) reach a game's words, never its screens.
    expect(ALLOWED.i18n).toEqual(['game-words']);
    expect(ALLOWED['game-words']).not.toContain('game-play');
    expect(ALLOWED['game-words']).not.toContain('pkg:pixi');
  });
});
