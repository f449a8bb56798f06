// Long functions hide their steps (issue #27): the ones that had grown past a hundred lines are
// kept short, the game screens share one frame instead of repeating its top bar, clock and
// show/hide, and no function in the shared play code or a game's play/ folder runs long. The
// source is parsed with TypeScript's own parser, so a comment or a string cannot fool a count.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../../src');

interface FunctionSpan {
  /** "openFrontDoor", "AppShell.constructor", "SudokuScreen.layoutGame". */
  name: string;
  lines: number;
}

/** Every function, method and constructor of a file, with its length in lines. */
function functionsOf(file: string): FunctionSpan[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const spans: FunctionSpan[] = [];
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line;
  const visit = (node: ts.Node, owner: string) => {
    let name: string | null = null;
    if (ts.isFunctionDeclaration(node)) name = node.name?.text ?? '(anonymous)';
    else if (ts.isConstructorDeclaration(node)) name = `${owner}.constructor`;
    else if (ts.isMethodDeclaration(node) || ts.isGetAccessor(node))
      name = `${owner}.${node.name.getText(source)}`;
    if (name !== null)
      spans.push({ name, lines: lineOf(node.getEnd()) - lineOf(node.getStart(source)) + 1 });
    const inner = ts.isClassDeclaration(node) ? (node.name?.text ?? owner) : owner;
    ts.forEachChild(node, (child) => visit(child, inner));
  };
  visit(source, '');
  return spans;
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

function lengthOf(file: string, name: string): number {
  const span = functionsOf(path.join(SRC, file)).find((f) => f.name === name);
  if (!span) throw new Error(`${name} not found in ${file}`);
  return span.lines;
}

describe('long functions', () => {
  it.each([
    ['app/boot/front-door.ts', 'openFrontDoor'],
    ['app/shell/app-shell.ts', 'AppShell.constructor'],
    ['games/sudoku/play/sudoku-screen.ts', 'SudokuScreen.constructor'],
  ])('%s: %s is at most 60 lines (it was over 100)', (file, name) => {
    expect(lengthOf(file, name)).toBeLessThanOrEqual(60);
  });

  it("splits each game screen's layout into steps of at most 60 lines", () => {
    const screens = tsFiles(path.join(SRC, 'games')).filter((f) => f.endsWith('-screen.ts'));
    expect(screens.length).toBeGreaterThanOrEqual(2);
    const long = screens.flatMap((file) =>
      functionsOf(file)
        .filter((f) => /\.(layout|layoutGame|layoutSideways|layoutUpright)$/.test(f.name))
        .filter((f) => f.lines > 60)
        .map((f) => `${path.relative(SRC, file)}: ${f.name} ${f.lines} lines`),
    );
    expect(long).toEqual([]);
  });

  it('keeps every function in src/play and the games’ play/ folders under 80 lines', () => {
    const files = [
      ...tsFiles(path.join(SRC, 'play')),
      ...tsFiles(path.join(SRC, 'games')).filter((f) => f.includes(`${path.sep}play${path.sep}`)),
    ];
    const long = files.flatMap((file) =>
      functionsOf(file)
        .filter((f) => f.lines > 80)
        .map((f) => `${path.relative(SRC, file)}: ${f.name} ${f.lines} lines`),
    );
    expect(long).toEqual([]);
  });
});

describe('short files', () => {
  // A guard (it held before the frame too): splitting a function must not push a file over.
  it('keeps every file in src/ at 450 lines or fewer', () => {
    const long = tsFiles(SRC)
      .map((file) => ({ file, lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
      .filter((f) => f.lines > 450)
      .map((f) => `${path.relative(SRC, f.file)}: ${f.lines} lines`);
    expect(long).toEqual([]);
  });
});

describe('one game-screen frame', () => {
  it('every game screen extends GameScreenFrame, and none makes its own clock or top bar', () => {
    const screens = tsFiles(path.join(SRC, 'games')).filter((f) => f.endsWith('-screen.ts'));
    expect(screens.length).toBeGreaterThanOrEqual(2);
    for (const file of screens) {
      const text = readFileSync(file, 'utf8');
      const where = path.relative(SRC, file);
      expect(text, where).toMatch(/class \w+ extends GameScreenFrame\b/);
      // The clock (a DOM label) and the bar's Home button belong to the frame's top bar.
      expect(text, where).not.toMatch(/new DomLabel\(/);
      expect(text, where).not.toMatch(/id: 'btn:home'[^\n]*\n?[^\n]*onTap[^\n]*\n?[^\n]*\}\);/);
    }
  });
});
