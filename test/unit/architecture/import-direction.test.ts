// The arrows between the rooms of src/ point one way (docs/DESIGN.md): pure cores import
// nothing from above them, views never touch storage, the worker knows nothing of the app or
// the screens, shared UI knows no game. This test reads every import in src/ and fails on one
// that runs up the table below.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../../src');

/** The room a file (or a package) belongs to. */
function roomOf(file: string): string {
  if (!file.startsWith(SRC)) {
    const pkg = file.startsWith('virtual:') ? 'virtual' : (file.split('/')[0] ?? file);
    if (pkg === 'pixi.js' || pkg.startsWith('pixi.js')) return 'pkg:pixi';
    if (pkg === 'idb' || pkg === 'fake-indexeddb') return 'pkg:idb';
    if (pkg.startsWith('workbox')) return 'pkg:workbox';
    if (pkg.startsWith('node:')) return 'pkg:node';
    return `pkg:${pkg}`;
  }
  const rel = path.relative(SRC, file).split(path.sep);
  const [top, , third] = rel;
  if (top === 'games') {
    if (rel.length === 2) return 'games'; // game-core.ts, daily.ts: the table of cores
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
  i18n: [],
  'game-core': ['engine', 'games'],
  games: ['engine', 'game-core'],
  'game-view': ['engine', 'game-core', 'ui', 'i18n', 'pkg:pixi'],
  ui: ['i18n', 'pkg:pixi'],
  storage: ['engine', 'pkg:idb', 'types'],
  worker: ['engine', 'games', 'game-core'],
  play: ['engine', 'games', 'storage', 'ui', 'i18n', 'pkg:pixi'],
  'game-play': [
    'engine',
    'games',
    'game-core',
    'game-view',
    'play',
    'storage',
    'ui',
    'i18n',
    'pkg:pixi',
  ],
  cli: ['engine', 'games', 'game-core', 'pkg:node'],
  app: [
    'engine',
    'games',
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
  ];
  for (const pattern of patterns)
    for (const m of source.matchAll(pattern)) found.push(m[1] as string);
  return found;
}

function resolve(from: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  return path.resolve(path.dirname(from), specifier);
}

describe('import direction', () => {
  const files = sourceFiles(SRC);

  it('finds the source files and their imports', () => {
    expect(files.length).toBeGreaterThan(100);
    const all = files.flatMap((f) => importsOf(readFileSync(f, 'utf8')));
    expect(all.length).toBeGreaterThan(300);
  });

  it('has no import that runs up the table', () => {
    const wrong: string[] = [];
    for (const file of files) {
      const from = roomOf(file);
      const allowed = ALLOWED[from];
      for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
        const target = resolve(file, specifier);
        const to = roomOf(target);
        if (to === from) {
          // Within games/, a game may only import its own folder.
          const game = (f: string) => path.relative(SRC, f).split(path.sep)[1];
          if (from.startsWith('game-') && game(file) !== game(target))
            wrong.push(`${path.relative(SRC, file)} → ${specifier} (another game)`);
          continue;
        }
        if (!allowed?.includes(to))
          wrong.push(`${path.relative(SRC, file)} (${from}) → ${specifier} (${to})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('catches an upward arrow when there is one', () => {
    // The check itself must be able to fail: a core importing Pixi or the app is caught.
    expect(ALLOWED['game-core']).not.toContain('pkg:pixi');
    expect(ALLOWED['game-core']).not.toContain('app');
    expect(roomOf(path.join(SRC, 'games/sudoku/core/solver.ts'))).toBe('game-core');
    expect(roomOf('pixi.js')).toBe('pkg:pixi');
    expect(ALLOWED.worker).not.toContain('app');
    expect(ALLOWED.worker).not.toContain('ui');
    expect(ALLOWED['game-view']).not.toContain('storage');
    expect(ALLOWED.storage).not.toContain('pkg:pixi');
  });
});
