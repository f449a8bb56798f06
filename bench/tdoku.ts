// Native tdoku in the same bench run as Gridwise: builds bench/tdoku-driver.cc against the
// tdoku sources in ../shared/reference/tdoku (BSD-2; read there, never copied into this repo)
// with the C++ compiler found on PATH, into bench/.build (git-ignored), and runs it on the same
// puzzles as the Gridwise rows. With no compiler or no sources the bench says so and goes on
// without tdoku rows.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const BUILD = fileURLToPath(new URL('./.build/', import.meta.url));
const DRIVER = fileURLToPath(new URL('./tdoku-driver.cc', import.meta.url));
const TDOKU = fileURLToPath(new URL('../../shared/reference/tdoku/', import.meta.url));
const SOURCES = ['src/solver_dpll_triad_simd.cc', 'src/util.cc'].map((f) => TDOKU + f);
const BINARY = `${BUILD}tdoku-bench`;

/** A built driver, or why there is none. */
export type TdokuBuild = { ok: true; compiler: string; flags: string } | { ok: false; why: string };

/** What the driver measured on one set in one mode. */
export interface TdokuRun {
  count: number;
  guesses: number;
  /** Passes over the set per timed run. */
  repeats: number;
  /** Per puzzle: solutions found up to the limit. */
  solutions: number[];
  /** Per puzzle, with limit 1 only: the solution as 81 characters ('' when none). */
  grids: string[];
  /** Per run: wall-clock and thread CPU µs per puzzle over one whole pass. */
  passMeans: number[];
  cpuMeans: number[];
  /** Per puzzle: µs, the median of the runs. */
  perPuzzle: number[];
}

function compilerVersion(cmd: string): string | null {
  const r = spawnSync(cmd, ['--version'], { encoding: 'utf8' });
  return r.status === 0 ? (r.stdout.split('\n')[0] ?? cmd) : null;
}

/** Builds the driver unless a build newer than every source is there. */
export function buildTdoku(): TdokuBuild {
  if (!existsSync(`${TDOKU}include/tdoku.h`)) {
    return { ok: false, why: `tdoku sources not found at ${TDOKU}` };
  }
  const candidates = [process.env.CXX, 'g++', 'clang++'].filter(
    (c): c is string => c !== undefined && c !== '',
  );
  let compiler: string | null = null;
  let version = '';
  for (const c of candidates) {
    const v = compilerVersion(c);
    if (v !== null) {
      compiler = c;
      version = v;
      break;
    }
  }
  if (compiler === null) {
    return { ok: false, why: `no C++ compiler found (tried ${candidates.join(', ')}; set CXX)` };
  }
  // tdoku's README build line: -march=native picks AVX2 or SSE4.1 for this machine.
  const flags = '-O3 -march=native -std=c++17';
  const built = existsSync(BINARY) ? statSync(BINARY).mtimeMs : 0;
  const newest = Math.max(...[DRIVER, ...SOURCES].map((f) => statSync(f).mtimeMs));
  if (built < newest) {
    mkdirSync(BUILD, { recursive: true });
    const r = spawnSync(
      compiler,
      [
        ...flags.split(' '),
        '-I',
        `${TDOKU}src`,
        '-I',
        `${TDOKU}include`,
        DRIVER,
        ...SOURCES,
        '-o',
        BINARY,
      ],
      { encoding: 'utf8' },
    );
    if (r.status !== 0) {
      const err = (r.stderr || r.error?.message || '').trim().split('\n').slice(0, 5).join('\n');
      return { ok: false, why: `building tdoku with ${compiler} failed:\n${err}` };
    }
  }
  return { ok: true, compiler: version, flags };
}

/** Runs the built driver on `puzzles` (0 = empty cell) with a solution limit of 1 or 2: a
 *  warm-up, then `runs` runs of at least `minRunMs` each (the set repeated). */
export function runTdoku(
  name: string,
  puzzles: readonly Uint8Array[],
  limit: 1 | 2,
  runs: number,
  warmUpMs: number,
  minRunMs: number,
): TdokuRun {
  const file = `${BUILD}${name}.txt`;
  const text = puzzles.map((p) => Array.from(p, (d) => (d === 0 ? '.' : String(d))).join(''));
  writeFileSync(file, `${text.join('\n')}\n`);
  const r = spawnSync(
    BINARY,
    [file, String(limit), String(runs), String(warmUpMs), String(minRunMs)],
    { encoding: 'utf8', maxBuffer: 1 << 28 },
  );
  if (r.status !== 0) {
    throw new Error(`tdoku driver failed on ${name} (exit ${r.status}): ${r.stderr.trim()}`);
  }
  const out = JSON.parse(r.stdout) as TdokuRun;
  if (out.count !== puzzles.length) {
    throw new Error(
      `tdoku driver read ${out.count} puzzles of ${name}, expected ${puzzles.length}`,
    );
  }
  return out;
}
