// The game run runs the loop: a game's rules of interaction interpret intents into verdicts and
// draw the screen from a model; the run plays every move, undoes, finishes, celebrates and
// tells. This reads the source of every file that acts on a run (it names GameRun) in every
// game's folder and fails on a line that plays a move or drives the view any other way.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const GAMES = 'src/games';

/** What only the run may do: each pattern with what it is, for the failure message. */
const RUN_ONLY: readonly [RegExp, string][] = [
  [/session\??\.(apply|undo|redo)\(/, 'plays or takes back a move on the session'],
  [/\.(finish|tellPlace)\(/, 'ends the run itself'],
  [/\.toast\./, 'shows a toast'],
  [/\.board\.(play|shake|flash)\w*\(/, 'plays a board effect by a call'],
  [
    /\.(showResult|confirm|celebrate|closeDialog|hideResult|setCountdown|menuKey)\(/,
    'drives the screen',
  ],
  [/\.result\./, 'fills the result card'],
  [/deps\.(feedback|announce)\b/, 'gives feedback or speaks instead of a verdict'],
];

/** Files in a game's play folder that act on a game run (they name GameRun or a run). */
function rulesFiles(): string[] {
  const files: string[] = [];
  for (const game of readdirSync(GAMES, { withFileTypes: true })) {
    if (!game.isDirectory()) continue;
    const play = join(GAMES, game.name, 'play');
    let names: string[];
    try {
      names = readdirSync(play);
    } catch {
      continue;
    }
    for (const name of names) {
      if (!name.endsWith('.ts')) continue;
      const path = join(play, name);
      if (/\bGameRun\b/.test(readFileSync(path, 'utf8'))) files.push(path);
    }
  }
  return files;
}

/** Lines of `source` that do what only the run may do, as "line: what". */
function runOnlyLines(source: string): string[] {
  const found: string[] = [];
  source.split('\n').forEach((line, i) => {
    const code = line.replace(/\/\/.*$/, '');
    if (/^\s*\*/.test(code)) return;
    for (const [pattern, what] of RUN_ONLY)
      if (pattern.test(code)) found.push(`${i + 1}: ${what}: ${line.trim()}`);
  });
  return found;
}

describe('the rules of every game act through the run', () => {
  it('finds the rules files of both games', () => {
    const files = rulesFiles().map((f) => f.replace(/\\/g, '/'));
    expect(files).toEqual(
      expect.arrayContaining([
        'src/games/sudoku/play/sudoku-rules.ts',
        'src/games/sudoku/play/sudoku-hinting.ts',
        'src/games/link/play/link-rules.ts',
        'src/games/link/play/link-journey-ends.ts',
      ]),
    );
  });

  it('never plays a move, ends the run or drives the view but by render(model)', () => {
    const offences = rulesFiles().flatMap((file) =>
      runOnlyLines(readFileSync(file, 'utf8')).map((line) => `${file}:${line}`),
    );
    expect(offences).toEqual([]);
  });

  it('catches each kind of offence (the check can fail)', () => {
    const offences = [
      'session.apply(move);',
      'this.run.finish(false);',
      'this.screen.toast.show(text);',
      'screen.board.shakeRefused(cell, d);',
      'screen.board.playMatch(path, a, b);',
      'this.screen.confirm({ title });',
      'screen.result.setFigures([]);',
      'this.deps.announce?.(said);',
    ];
    for (const line of offences) expect(runOnlyLines(line), line).toHaveLength(1);
    expect(runOnlyLines('this.screen.render(model); // the one way: session.apply( here')).toEqual(
      [],
    );
  });
});
