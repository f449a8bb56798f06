// A game is one folder (#27): outside src/games/<id>/, the registries and src/cli/, no source
// file names a game — no 'sudoku'/'link' id, no Sudoku…/Link… identifier, no import from a
// game's folder. What counts and where it is allowed are in game-names-rules.ts.
// Before #27 it listed eight shared files (daily.ts, code-problems.ts, problem-words.ts, the
// three catalogues, records.ts, database.ts, share-links.ts); it fails again the day one names a
// game.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../src/app/game-registry';
import { GAME_MARKER, gameFolders } from '../game-folders';
import { GAME_IDS } from './game-names-rules';
import { findGameNames, gameNamesIn, splitSource } from './game-names-scan';

const SRC = path.resolve(import.meta.dirname, '../../../src');

describe('no game named outside its folder', () => {
  it('no shared source file names a game', () => {
    expect(findGameNames(SRC)).toEqual({});
  });

  it('checks every game folder, and those are the games the app registers', () => {
    expect(GAME_IDS.length).toBeGreaterThanOrEqual(2);
    expect(GAMES.map((g) => g.id).sort()).toEqual([...GAME_IDS]);
  });

  it('takes a folder for a game by its entry file, not by being a folder', () => {
    const tree = mkdtempSync(path.join(tmpdir(), 'gridwise-game-folders-'));
    try {
      for (const [rel, text] of [
        [`games/dots/${GAME_MARKER}`, 'export {};\n'],
        ['games/notes/readme.ts', 'export {};\n'],
        ['engine/daily.ts', 'export {};\n'],
      ] as const) {
        mkdirSync(path.dirname(path.join(tree, rel)), { recursive: true });
        writeFileSync(path.join(tree, rel), text);
      }
      expect(gameFolders(tree)).toEqual(['dots']);
    } finally {
      rmSync(tree, { recursive: true, force: true });
    }
  });

  it('reads code apart from comments and strings', () => {
    const split = splitSource(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text with a template, on purpose
      '// Sudoku in a comment\nconst a = \'x\' + `t${b + `in${c}`}u`; /* Link */ f("q");',
    );
    expect(split.code).not.toMatch(/Sudoku|Link/);
    expect(split.strings).toEqual(['x', 't', 'in', '', 'u', 'q']);
    expect(split.code).toContain('b +');
    expect(split.code).toContain('c}');
  });

  it('tells the game from a share link and from prose', () => {
    expect(gameNamesIn("const link = shareLinkOf(code); // the Link's share link")).toEqual([]);
    expect(gameNamesIn('function isLinkProblem(p: LinkProblem) {}')).toEqual([]);
    expect(gameNamesIn("const g = 'linked'; const s = 'links';")).toEqual([]);
    expect(gameNamesIn('const p: LinkPuzzle = validateLinkPuzzle(x);')).toEqual([
      'LinkPuzzle',
      'validateLinkPuzzle',
    ]);
    expect(gameNamesIn("if (kind === 'sudoku') return SUDOKU_SIZES;")).toEqual([
      "'sudoku'",
      'SUDOKU_SIZES',
    ]);
    expect(gameNamesIn('const w = words().games.link;\nconst t = {\n  sudoku: 1 };')).toEqual([
      '.link',
      'sudoku:',
    ]);
    expect(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text with a template, on purpose
      gameNamesIn("const k = codeProblem('link-shape', d); const b = `sudoku:9:${l}`;"),
    ).toEqual(["'link-shape'", "'sudoku:9:'"]);
  });

  it('finds game names planted in a temporary tree, and only outside the allowed places', () => {
    const tree = mkdtempSync(path.join(tmpdir(), 'gridwise-game-names-'));
    try {
      const write = (rel: string, text: string) => {
        mkdirSync(path.dirname(path.join(tree, rel)), { recursive: true });
        writeFileSync(path.join(tree, rel), text);
      };
      write('games/sudoku/core/sudoku-core.ts', "export const sudokuCore = { id: 'sudoku' };\n");
      write('app/game-registry.ts', "import { sudokuEntry } from '../games/sudoku/play/e';\n");
      write('worker/makers.ts', "import { sudokuMaker } from '../games/sudoku/core/m';\n");
      write('cli/sudoku-cli.ts', "export const name = 'sudoku';\n");
      write('engine/share-links.ts', 'export type LinkProblem = { kind: string };\n');
      expect(findGameNames(tree)).toEqual({});
      write(
        'storage/records.ts',
        "const isKind = (v: unknown) => v === 'sudoku' || v === 'link';\n",
      );
      write('app/planted.ts', "import { linkCore } from '../games/link/core/link-core';\n");
      expect(findGameNames(tree)).toEqual({
        'app/planted.ts': ["'../games/link/core/link-core'", 'linkCore'],
        'storage/records.ts': ["'link'", "'sudoku'"],
      });
    } finally {
      rmSync(tree, { recursive: true, force: true });
    }
  });
});
