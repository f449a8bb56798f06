// Solver benchmark: Gridwise next to native tdoku and the npm peers, on the same puzzles, in one
// run. Entry point runSolverBench() from bench/run.ts (`npm run bench`).
//
// Method, the same for every row: a warm-up (the JIT, caches), then several runs; each run is
// the whole set timed as a whole (wall clock and CPU time; "mean" is the median of the runs,
// "min" the best run; a quick set is repeated until a run lasts MIN_RUN_MS) and one pass timed
// puzzle by puzzle ("median" and "p95" are over puzzles, each puzzle's time the median of its
// runs). Every JS solver runs in its own worker
// thread (a fresh V8 isolate, so no solver's JIT state or garbage helps or hurts the next), with
// inputs converted beforehand, and every answer is checked in the first pass, so a fast wrong
// solver shows in the "right" column. A solver still busy when its time cap runs out is stopped
// and its row covers the puzzles it finished (slow peers get fewer runs). tdoku is native C++
// built here from ../shared/reference/tdoku (bench/tdoku.ts) and timed the same way.

import { loadavg } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { CONTENDERS, type Contender, type SolveMode } from './solver-contenders';
import { isRightAnswer, loadSet, SOLVER_SETS, type SolverSetId } from './solver-sets';
import { buildTdoku, runTdoku, type TdokuRun } from './tdoku';

/** Puzzles and minimum time each solver warms up on before its timed runs. */
const WARM_UP = 300;
const WARM_UP_MS = 500;
/** A timed run repeats a quick set until it lasts this long, so one descheduled time slice on
 *  the shared machine cannot dominate it. */
const MIN_RUN_MS = 100;

export interface SolverBenchOptions {
  /** Puzzles of the 17-clue file to use (the other sets are used whole). */
  clueCount: number;
  /** Timed runs per solver and set (fewer for a peer its cap stops). */
  runs: number;
  /** Milliseconds each JS solver may spend on one set. */
  capMs: number;
}

interface SolverJob {
  role: 'solver-bench';
  contender: number;
  set: SolverSetId;
  max: number;
  capMs: number;
  runs: number;
}

type SolverMessage =
  | { kind: 'ready'; total: number }
  | { kind: 'times'; times: Float64Array; right: number }
  | {
      kind: 'done';
      repeats: number;
      passMeans: number[];
      cpuMeans: number[];
      perPuzzle: Float64Array | null;
      guesses: number | null;
    };

const median = (xs: ArrayLike<number>): number => {
  const sorted = Float64Array.from(xs).sort();
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Per puzzle, the median of its times over the runs. */
function perPuzzleMedians(runs: readonly Float64Array[], n: number): Float64Array {
  const out = new Float64Array(n);
  const column = new Float64Array(runs.length);
  for (let i = 0; i < n; i++) {
    for (const [r, times] of runs.entries()) column[r] = times[i] ?? Number.NaN;
    out[i] = median(column);
  }
  return out;
}

/** Runs in the worker: warm-up, a checked pass timed per puzzle, then the whole-pass runs. */
function runSolverJob(job: SolverJob): void {
  const port = parentPort;
  const contender = CONTENDERS[job.contender];
  if (port === null || contender === undefined) return;
  const puzzles = loadSet(job.set, job.max);
  const n = puzzles.length;
  const prepared = puzzles.map((p) => contender.prepare(p));
  port.postMessage({ kind: 'ready', total: n } satisfies SolverMessage);
  const start = performance.now();
  const deadline = start + job.capMs;
  // One pass over the first puzzles (a quarter of the set at most), then more until the JIT has
  // had WARM_UP_MS, but never more than a quarter of the cap, so a slow peer's warm-up is short.
  const warm = Math.min(WARM_UP, Math.ceil(n / 4));
  const warmEnd = start + Math.min(WARM_UP_MS, job.capMs / 4);
  for (let i = 0; warm > 0 && (i < warm || performance.now() < warmEnd); i++) {
    if (performance.now() > start + job.capMs / 4) break;
    contender.solve(prepared[i % warm]);
  }
  // Run 0 puzzle by puzzle, checked, posted in batches so that a worker cut off by the cap
  // still reports what it finished.
  const first = new Float64Array(n);
  let batchStart = 0;
  let right = 0;
  let lastPost = performance.now();
  let finished = true;
  for (let i = 0; i < n; i++) {
    const t0 = process.hrtime.bigint();
    const answer = contender.solve(prepared[i]);
    first[i] = Number(process.hrtime.bigint() - t0) / 1000;
    if (isRightAnswer(puzzles[i] ?? new Uint8Array(81), answer)) right++;
    const now = performance.now();
    if (now - lastPost > 100 || now > deadline || i === n - 1) {
      const times = first.slice(batchStart, i + 1);
      port.postMessage({ kind: 'times', times, right } satisfies SolverMessage);
      batchStart = i + 1;
      right = 0;
      lastPost = now;
      if (now > deadline && i < n - 1) {
        finished = false;
        break;
      }
    }
  }
  const passMs = first.reduce((a, b) => a + b, 0) / 1000;
  const repeats = passMs >= MIN_RUN_MS ? 1 : Math.ceil(MIN_RUN_MS / Math.max(passMs, 1e-3));
  const passMeans: number[] = [];
  const cpuMeans: number[] = [];
  const timed = [first];
  for (let r = 0; finished && r < job.runs; r++) {
    if (performance.now() + (repeats + 1.5) * passMs > deadline) break;
    const cpu0 = process.cpuUsage();
    const t0 = process.hrtime.bigint();
    for (let k = 0; k < repeats; k++) for (let i = 0; i < n; i++) contender.solve(prepared[i]);
    passMeans.push(Number(process.hrtime.bigint() - t0) / 1000 / n / repeats);
    const cpu = process.cpuUsage(cpu0);
    cpuMeans.push((cpu.user + cpu.system) / n / repeats);
    if (r === 0) continue;
    const times = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const t1 = process.hrtime.bigint();
      contender.solve(prepared[i]);
      times[i] = Number(process.hrtime.bigint() - t1) / 1000;
    }
    timed.push(times);
  }
  let guesses: number | null = null;
  if (contender.guesses && finished) {
    guesses = 0;
    for (let i = 0; i < n; i++) {
      contender.solve(prepared[i]);
      guesses += contender.guesses();
    }
  }
  port.postMessage({
    kind: 'done',
    repeats,
    passMeans,
    cpuMeans,
    perPuzzle: timed.length > 1 ? perPuzzleMedians(timed, n) : null,
    guesses,
  } satisfies SolverMessage);
}

/** One row of a table, whoever ran it. */
interface Row {
  name: string;
  mode: SolveMode;
  peer: boolean;
  total: number;
  done: number;
  right: number;
  capped: boolean;
  runs: number;
  /** Passes over the set per timed run. */
  repeats: number;
  /** Per finished puzzle: µs, the median of its runs. */
  perPuzzle: Float64Array;
  /** µs per puzzle: median and best of the whole-pass runs (or the checked pass if none). */
  mean: number;
  min: number | null;
  cpu: number | null;
  guesses: number | null;
}

/** Runs one contender on one set in a fresh worker, stopping it at the cap. */
function runInWorker(job: SolverJob): Promise<Row> {
  // The worker re-imports this file through tsx, which Node does not carry into workers itself.
  const tsxApi = import.meta.resolve('tsx/esm/api');
  const self = import.meta.url;
  const worker = new Worker(
    `import(${JSON.stringify(tsxApi)}).then((api) => api.tsImport(${JSON.stringify(self)}, ${JSON.stringify(self)}));`,
    { eval: true, workerData: job },
  );
  const contender = CONTENDERS[job.contender] as Contender;
  const chunks: Float64Array[] = [];
  let right = 0;
  let total = 0;
  let end: Extract<SolverMessage, { kind: 'done' }> | null = null;
  return new Promise((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    const finish = (): void => {
      clearTimeout(timer);
      const first = new Float64Array(chunks.reduce((n, c) => n + c.length, 0));
      let at = 0;
      for (const c of chunks) {
        first.set(c, at);
        at += c.length;
      }
      const passMeans = end?.passMeans ?? [];
      resolve({
        name: contender.name,
        mode: contender.mode,
        peer: contender.peer,
        total,
        done: first.length,
        right,
        capped: first.length < total,
        runs: passMeans.length,
        repeats: end?.repeats ?? 1,
        perPuzzle: end?.perPuzzle ?? first,
        mean: passMeans.length > 0 ? median(passMeans) : first.reduce((a, b) => a + b, 0) / at,
        min: passMeans.length > 0 ? Math.min(...passMeans) : null,
        cpu: end && end.cpuMeans.length > 0 ? median(end.cpuMeans) : null,
        guesses: end?.guesses ?? null,
      });
    };
    worker.on('message', (m: SolverMessage) => {
      if (m.kind === 'ready') {
        total = m.total;
        // The worker stops itself after the puzzle that crosses the cap; this catches a single
        // puzzle that never returns.
        timer = setTimeout(() => void worker.terminate(), job.capMs + 2000);
      } else if (m.kind === 'times') {
        chunks.push(m.times);
        right += m.right;
      } else {
        end = m;
        void worker.terminate();
      }
    });
    worker.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    worker.on('exit', () => {
      if (end === null && total === 0) {
        reject(new Error(`worker for job ${JSON.stringify(job)} exited early`));
      } else finish();
    });
  });
}

/** tdoku's rows for one set: counting to two, and to the first solution. */
function tdokuRows(id: SolverSetId, puzzles: Uint8Array[], runs: number): Row[] {
  return ([2, 1] as const).map((limit) => {
    const t: TdokuRun = runTdoku(`${id}-${limit}`, puzzles, limit, runs, WARM_UP_MS, MIN_RUN_MS);
    let right = 0;
    for (const [i, puzzle] of puzzles.entries()) {
      if (limit === 2) right += t.solutions[i] === 1 ? 1 : 0;
      else if (isRightAnswer(puzzle, Array.from(t.grids[i] ?? '', Number))) right++;
    }
    return {
      name: 'tdoku (native C++, built here)',
      mode: limit === 2 ? 'count to two' : 'first',
      peer: false,
      total: puzzles.length,
      done: t.count,
      right,
      capped: false,
      runs: t.passMeans.length,
      repeats: t.repeats,
      perPuzzle: Float64Array.from(t.perPuzzle),
      mean: median(t.passMeans),
      min: Math.min(...t.passMeans),
      cpu: median(t.cpuMeans),
      guesses: t.guesses,
    };
  });
}

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  // First column left-aligned (names), the rest right-aligned (numbers).
  const line = (cells: string[]): string =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const fmt = (x: number | null, digits = 1): string =>
  x === null || !Number.isFinite(x) ? '' : x.toFixed(digits);

/** The Gridwise and tdoku count-to-two rows of one set, for the headline. */
interface Headline {
  title: string;
  n: number;
  gridwise: Row | undefined;
  tdoku: Row | undefined;
}

function printSet(title: string, about: string, rows: Row[], capS: number): Headline {
  const total = rows[0]?.total ?? 0;
  const clean = rows.filter((r) => r.peer && r.right === r.done && r.done > 0);
  const bestPeer = clean.reduce<Row | null>(
    (b, r) => (b === null || r.mean < b.mean ? r : b),
    null,
  );
  const tdoku = (mode: SolveMode): Row | undefined =>
    rows.find((r) => r.name.startsWith('tdoku') && r.mode === mode);
  const cells = rows.map((r) => {
    const t = tdoku(r.mode);
    return [
      r.name,
      r.mode,
      r.capped ? `${r.done}/${total}, cap ${capS} s` : `${r.done}/${total}`,
      `${r.right}/${r.done}`,
      r.repeats > 1 ? `${r.runs}×${r.repeats}` : String(r.runs),
      fmt(median(r.perPuzzle)),
      fmt(
        r.perPuzzle.length
          ? (Float64Array.from(r.perPuzzle).sort()[Math.floor(r.perPuzzle.length * 0.95)] ?? null)
          : null,
      ),
      fmt(r.mean),
      fmt(r.min),
      fmt(r.cpu),
      bestPeer ? fmt(r.mean / bestPeer.mean, 2) : '',
      t && !r.capped ? fmt(r.mean / t.mean, 2) : '',
      t && r.min !== null && t.min !== null ? fmt(r.min / t.min, 2) : '',
    ];
  });
  console.log(`\n${title}: ${total} puzzles, µs per puzzle — ${about}`);
  console.log(
    table(
      [
        'solver',
        'mode',
        'done',
        'right',
        'runs',
        'median',
        'p95',
        'mean',
        'min',
        'CPU',
        '× best peer',
        '× tdoku',
        '× tdoku min',
      ],
      cells,
    ),
  );
  if (bestPeer) console.log(`best peer: ${bestPeer.name}`);
  return {
    title,
    n: total,
    gridwise: rows.find((r) => r.name === 'Gridwise' && r.mode === 'count to two'),
    tdoku: tdoku('count to two'),
  };
}

/** Times every contender and tdoku on every set; prints a table per set and the headline. */
export async function runSolverBench(opts: SolverBenchOptions): Promise<void> {
  const build = buildTdoku();
  console.log(
    build.ok
      ? `tdoku: built here with ${build.compiler} (${build.flags}) from ../shared/reference/tdoku`
      : `tdoku: skipped — ${build.why}`,
  );
  const loadBefore = loadavg()[0] ?? 0;
  const headlines: Headline[] = [];
  for (const set of SOLVER_SETS) {
    const max = set.id === '17-clue' ? opts.clueCount : Number.POSITIVE_INFINITY;
    const rows: Row[] = [];
    for (let i = 0; i < CONTENDERS.length; i++) {
      const job: SolverJob = {
        role: 'solver-bench',
        contender: i,
        set: set.id,
        max,
        capMs: opts.capMs,
        runs: opts.runs,
      };
      rows.push(await runInWorker(job));
    }
    if (build.ok) rows.push(...tdokuRows(set.id, loadSet(set.id, max), opts.runs));
    headlines.push(printSet(set.title, set.about, rows, opts.capMs / 1000));
  }
  console.log(
    `runs: timed runs (× passes over the set per run, so that a run lasts at least ${MIN_RUN_MS} ms).\n` +
      'mean: µs per puzzle over a run, median of the runs; min: the best run; CPU: process CPU time per puzzle over a run (median of runs), which does not count time descheduled.\n' +
      'median, p95: over puzzles, each timed alone (median of its runs). × best peer, × tdoku: mean ÷ the fastest npm peer that got every puzzle right, and ÷ tdoku in the same mode; × tdoku min: min ÷ min (lower is faster).',
  );
  const loadAfter = loadavg()[0] ?? 0;
  console.log(
    `\nHeadline — Gridwise vs tdoku, both counting to two (load ${fmt(loadBefore, 2)} before, ${fmt(loadAfter, 2)} after)`,
  );
  const ratio = (g: number | null | undefined, t: number | null | undefined): string =>
    g != null && t != null ? fmt(g / t, 2) : '';
  const head = headlines.map(({ title, n, gridwise: g, tdoku: t }) => [
    title,
    String(n),
    fmt(g?.mean ?? null),
    fmt(g?.min ?? null),
    fmt(g?.cpu ?? null),
    fmt(t?.mean ?? null),
    fmt(t?.min ?? null),
    fmt(t?.cpu ?? null),
    ratio(g?.mean, t?.mean),
    ratio(g?.min, t?.min),
    ratio(g?.cpu, t?.cpu),
    g?.guesses != null ? fmt(g.guesses / n) : '',
    t?.guesses != null ? fmt(t.guesses / n) : '',
  ]);
  console.log(
    table(
      [
        'set',
        'puzzles',
        'Gridwise mean',
        'min',
        'CPU',
        'tdoku mean',
        'min',
        'CPU',
        '× tdoku',
        '× min',
        '× CPU',
        'guesses',
        'tdoku guesses',
      ],
      head,
    ),
  );
  console.log(
    "guesses: branches per puzzle as each solver reports them (Gridwise's lastGuessCount, tdoku's num_guesses): the options tried in a copy of the search state.",
  );
}

if (!isMainThread && (workerData as Partial<SolverJob> | null)?.role === 'solver-bench') {
  runSolverJob(workerData as SolverJob);
}
