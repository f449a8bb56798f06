import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CliIo } from '../../../src/cli/io';
import { UsageError } from '../../../src/cli/io';
import { linkCommands, splitBoards } from '../../../src/cli/link-cli';
import { kindCounts, type LinkPair, parseLinkBoard } from '../../../src/games/link/core/board';
import { replayClears } from './reference';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function fakeIo(input = ''): CliIo & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return {
    stdout,
    stderr,
    readInput: async () => input,
    out: (line) => stdout.push(line),
    err: (line) => stderr.push(line),
  };
}

async function run(command: string, args: string[], input = '') {
  const io = fakeIo(input);
  const code = await (linkCommands[command] as NonNullable<(typeof linkCommands)[string]>)(
    args,
    io,
  );
  return { code, stdout: io.stdout.join('\n'), stderr: io.stderr.join('\n') };
}

/** "r1,c1-r2,c2 …" back into pairs. */
function parseMoves(line: string): LinkPair[] {
  return line.split(' ').map((move) => {
    const [r1, c1, r2, c2] = move.split(/[,-]/).map(Number) as [number, number, number, number];
    return [
      { r: r1, c: c1 },
      { r: r2, c: c2 },
    ];
  });
}

describe('link CLI', () => {
  it('generates N boards from consecutive seeds, separated by one blank line', async () => {
    const args = ['--rows', '6', '--cols', '4', '--kinds', '6', '--count', '3', '--seed', '10'];
    const { code, stdout } = await run('generate', [...args, '--gravity', 'down']);
    expect(code).toBe(0);
    const boards = stdout.split('\n\n');
    expect(boards).toHaveLength(3);
    for (const text of boards) {
      expect(text).toMatch(/^([a-f]{4}\n){5}[a-f]{4}$/);
      expect(kindCounts(parseLinkBoard(text))).toEqual([0, 4, 4, 4, 4, 4, 4]);
    }
    // Board i is seed S + i: asking for seed 11 alone gives the second board.
    const second = await run('generate', [
      ...args.slice(0, 6),
      '--seed',
      '11',
      '--gravity',
      'down',
    ]);
    expect(second.stdout).toBe(boards[1]);
  });

  it('takes a preset size', async () => {
    const { stdout } = await run('generate', ['--size', 'medium', '--seed', '1']);
    expect(stdout.split('\n')).toHaveLength(12);
  });

  it('solves boards from stdin: moves that clear them, "unsolvable", "unknown"', async () => {
    const generated = await run('generate', [
      '--size',
      'small',
      '--seed',
      '3',
      '--count',
      '2',
      '--gravity',
      'up',
    ]);
    const input = `${generated.stdout}\n\nab\nba\n`;
    const { code, stdout, stderr } = await run('solve', ['--gravity', 'up'], input);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    const lines = stdout.split('\n');
    expect(lines).toHaveLength(3);
    const boards = generated.stdout.split('\n\n');
    for (let i = 0; i < 2; i++) {
      expect(
        replayClears(parseLinkBoard(boards[i] as string), 'up', parseMoves(lines[i] as string)),
      ).toBe(true);
    }
    expect(lines[2]).toBe('unsolvable');
    const tight = await run('solve', ['--budget', '1'], generated.stdout);
    expect(tight.stdout).toBe('unknown\nunknown');
  });

  it('names a bad board and its reason on stderr, solves the rest, and exits 1', async () => {
    const { code, stdout, stderr } = await run('solve', [], 'aa\nbb\n\nab\nb\n\nab\nab\n');
    expect(code).toBe(1);
    expect(stdout.split('\n')).toHaveLength(2);
    expect(stderr).toBe(
      'board 2 (line 4): Row 2 has 1 character; row 1 has 2. Every row needs the same length.',
    );
    const odd = await run('solve', [], 'aab\nbcc\nddx');
    expect(odd.stderr).toMatch(
      /board 1 \(line 1\): The tile "x" appears once \(the last time at row 3, column 3\)/,
    );
    const none = await run('solve', [], '\n\n');
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(/no board on stdin/);
  });

  it('refuses bad options with a usage error', async () => {
    await expect(run('generate', ['--rows', '4', '--cols', '4', '--seed', '1'])).rejects.toThrow(
      /--kinds is required/,
    );
    await expect(run('generate', ['--size', 'huge', '--seed', '1'])).rejects.toThrow(UsageError);
    await expect(run('generate', ['--size', 'small'])).rejects.toThrow(/--seed is required/);
    await expect(
      run('generate', ['--rows', '3', '--cols', '3', '--kinds', '3', '--seed', '1']),
    ).rejects.toThrow(/needs 12 cells/);
    await expect(run('solve', ['--gravity', 'sideways'])).rejects.toThrow(
      /--gravity must be one of/,
    );
  });

  it('splits boards at blank lines, skips # comments, and remembers where each starts', () => {
    expect(splitBoards('ab\r\nab\r\n\r\n\r\n# seed 2\ncd\ncd')).toEqual([
      { text: 'ab\nab', line: 1 },
      { text: 'cd\ncd', line: 6 },
    ]);
  });

  it('runs as a real process through the CLI entry point', () => {
    const tsx = `${ROOT}node_modules/.bin/tsx`;
    const out = execFileSync(tsx, ['src/cli/main.ts', 'link', 'solve'], {
      cwd: ROOT,
      input: 'ab\nab\n\nab\nba\n',
      encoding: 'utf8',
    });
    expect(out).toBe('0,0-1,0 0,1-1,1\nunsolvable\n');
    const bad = spawnSync(tsx, ['src/cli/main.ts', 'link', 'solve'], {
      cwd: ROOT,
      input: 'a#\n',
      encoding: 'utf8',
    });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/board 1 \(line 1\): The character at row 1, column 2 is "#"/);
  });
});
