// A scratch copy of the project with the tests' third game added as a game is added: its folder
// test/games/lights-out/ copied to src/games/lights-out/ and its unit tests to
// test/unit/lights-out/, nothing else written. The copy is a git repository of the project as it
// is (committed or not), so `git status` there lists what adding the game changed.

import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './preview-server';

const GAME = 'test/games/lights-out';
const GAME_TESTS = 'test/games/lights-out-tests';
export const GAME_DIR = 'src/games/lights-out';
export const TESTS_DIR = 'test/unit/lights-out';

const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', ['-c', 'user.name=scratch', '-c', 'user.email=scratch@localhost', ...args], {
    cwd,
    encoding: 'utf8',
  });

export interface Scratch {
  readonly root: string;
  /** Runs a package's command line in the copy (`tsc`, `vitest`, `vite`); throws with its output. */
  run(bin: string, args: readonly string[]): string;
  /** What adding the game changed, as `git status --porcelain` lists it. */
  changed(): string[];
  remove(): void;
}

/** The project as it is now, without the third game, committed in a fresh repository. */
function copyProject(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'gridwise-third-game-'));
  // The files git would see (tracked, and new ones not ignored): no dist/, no node_modules/.
  const files = git(ROOT, 'ls-files', '-co', '--exclude-standard', '-z')
    .split('\0')
    .filter((f) => f !== '' && !f.startsWith('test/games/'));
  for (const file of files) {
    const from = path.join(ROOT, file);
    const to = path.join(root, file);
    mkdirSync(path.dirname(to), { recursive: true });
    // A deleted but still tracked file is not there to copy.
    try {
      cpSync(from, to);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'));
  git(root, 'init', '-q');
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'the project as it is');
  return root;
}

/** A scratch copy with the third game added. */
export function scratchWithThirdGame(): Scratch {
  const root = copyProject();
  cpSync(path.join(ROOT, GAME), path.join(root, GAME_DIR), { recursive: true });
  cpSync(path.join(ROOT, GAME_TESTS), path.join(root, TESTS_DIR), { recursive: true });
  return {
    root,
    run(bin, args) {
      const entry = path.join(ROOT, 'node_modules', bin);
      try {
        return execFileSync(process.execPath, [entry, ...args], {
          cwd: root,
          encoding: 'utf8',
          env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
          stdio: ['ignore', 'pipe', 'pipe'],
          maxBuffer: 64 * 1024 * 1024,
        });
      } catch (error) {
        const e = error as { stdout?: string; stderr?: string; message: string };
        const out = `${e.stdout ?? ''}\n${e.stderr ?? ''}`.trim().split('\n').slice(-60).join('\n');
        throw new Error(`${bin} ${args.join(' ')} failed in the scratch copy:\n${out}`);
      }
    },
    changed: () =>
      git(root, 'status', '--porcelain', '--untracked-files=all')
        .split('\n')
        .filter((l) => l !== ''),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
