// Link benchmark: generation time per size × gravity, solver time, and how a naive greedy
// player (always the first joinable pair in reading order, never looking back, as KShisen's
// "solvable" check did) fares on boards that are known to be clearable.
//
// Usage:  npx tsx bench/link-bench.ts [--quick]      (bench/run.ts calls runLinkBench)
// Two sets of boards per size × gravity:
// - generated: generateLink with seeds 0..N-1 (time includes the solver's check and any
//   re-deal); then the solver alone is timed on each, and its moves are replayed through the
//   game's own move function (the "replay ok" column), and greedy play is tried;
// - random deals: the same tiles shuffled with Fisher–Yates, as a plain Onet deal would be;
//   the solver (default node budget) says solved / unsolvable / unknown, and greedy is tried
//   on the ones it solved.
// Times are per board with performance.now(), after a warm-up pass; medians and 95th
// percentiles. On a shared machine compare rows within one run, not across runs.

import { pathToFileURL } from 'node:url';
import { createRng } from '../src/engine/rng';
import type { LinkBoard, LinkPair } from '../src/games/link/core/board';
import { linkGame, linkMoves, newLinkState } from '../src/games/link/core/game';
import {
  GENERATOR_ATTEMPTS,
  generateLink,
  LINK_SIZE_NAMES,
  LINK_SIZES,
} from '../src/games/link/core/generator';
import { LINK_GRAVITIES, type LinkGravity } from '../src/games/link/core/gravity';
import { playGreedy } from '../src/games/link/core/pairs';
import { DEFAULT_LINK_NODE_BUDGET, solveLink } from '../src/games/link/core/solver';

export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}

export const ms = (x: number): string =>
  Number.isNaN(x) ? '-' : x < 10 ? x.toFixed(2) : x.toFixed(1);
const pct = (part: number, whole: number): string =>
  whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`;

export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i < 2 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number)))
      .join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

function replays(board: LinkBoard, gravity: LinkGravity, moves: readonly LinkPair[]): boolean {
  try {
    let state = newLinkState(board, gravity);
    for (const [a, b] of moves) state = linkGame.apply(state, linkMoves.match(a, b));
    return linkGame.isWon(state);
  } catch {
    return false;
  }
}

function randomDeal(rows: number, cols: number, kinds: number, seed: number): LinkBoard {
  const tiles: number[] = [];
  for (let k = 1; k <= kinds; k++) tiles.push(k, k, k, k);
  while (tiles.length < rows * cols) tiles.push(0);
  createRng(`link-bench-deal/${seed}`).shuffle(tiles);
  return { rows, cols, kinds, cells: Uint8Array.from(tiles) };
}

export async function runLinkBench(opts: { quick: boolean }): Promise<void> {
  const generatedCount = opts.quick ? 20 : 200;
  const dealCount = opts.quick ? 10 : 50;
  console.log(
    `\nLink: ${generatedCount} generated boards and ${dealCount} random deals per size × gravity ` +
      `(solver budget ${DEFAULT_LINK_NODE_BUDGET.toLocaleString('en')} nodes)\n`,
  );
  // Warm-up: every code path once, so the first timed cell does not pay for JIT compilation.
  for (const gravity of LINK_GRAVITIES) {
    for (let seed = 0; seed < 5; seed++) {
      const { board } = generateLink({ size: 'medium', gravity, seed: 1_000_000 + seed });
      solveLink(board, gravity);
      playGreedy(board, gravity);
    }
  }

  const genRows: string[][] = [];
  const dealRows: string[][] = [];
  for (const size of LINK_SIZE_NAMES) {
    const { rows, cols, kinds } = LINK_SIZES[size];
    const label = `${size} ${rows}×${cols}/${kinds}`;
    for (const gravity of LINK_GRAVITIES) {
      const genMs: number[] = [];
      const solveMs: number[] = [];
      const nodes: number[] = [];
      let redeals = 0;
      let unconfirmed = 0;
      let replayOk = 0;
      let greedyClears = 0;
      for (let seed = 0; seed < generatedCount; seed++) {
        let t = performance.now();
        const generated = generateLink({ size, gravity, seed });
        genMs.push(performance.now() - t);
        redeals += generated.attempts - 1;
        if (generated.check?.status !== 'solved') unconfirmed++;
        t = performance.now();
        const result = solveLink(generated.board, gravity);
        solveMs.push(performance.now() - t);
        nodes.push(result.nodes);
        if (result.status === 'solved' && replays(generated.board, gravity, result.moves))
          replayOk++;
        if (playGreedy(generated.board, gravity).cleared) greedyClears++;
      }
      genRows.push([
        label,
        gravity,
        ms(quantile(genMs, 0.5)),
        ms(quantile(genMs, 0.95)),
        pct(redeals, generatedCount),
        String(unconfirmed),
        ms(quantile(solveMs, 0.5)),
        ms(quantile(solveMs, 0.95)),
        String(quantile(nodes, 0.95)),
        `${replayOk}/${generatedCount}`,
        pct(greedyClears, generatedCount),
      ]);

      const dealMs: number[] = [];
      const tally = { solved: 0, unsolvable: 0, unknown: 0 };
      let greedyOnSolved = 0;
      let dealReplayOk = 0;
      for (let seed = 0; seed < dealCount; seed++) {
        const board = randomDeal(rows, cols, kinds, seed);
        const t = performance.now();
        const result = solveLink(board, gravity);
        dealMs.push(performance.now() - t);
        tally[result.status]++;
        if (result.status !== 'solved') continue;
        if (replays(board, gravity, result.moves)) dealReplayOk++;
        if (playGreedy(board, gravity).cleared) greedyOnSolved++;
      }
      dealRows.push([
        label,
        gravity,
        pct(tally.solved, dealCount),
        pct(tally.unsolvable, dealCount),
        pct(tally.unknown, dealCount),
        ms(quantile(dealMs, 0.5)),
        ms(quantile(dealMs, 0.95)),
        `${dealReplayOk}/${tally.solved}`,
        pct(greedyOnSolved, tally.solved),
      ]);
    }
  }
  console.log('Generated boards (generation time includes the solver check and re-deals)');
  printTable(
    [
      'size',
      'gravity',
      'gen ms p50',
      'gen p95',
      're-deals',
      `unconfirmed (of ${GENERATOR_ATTEMPTS} tries)`,
      'solve ms p50',
      'solve p95',
      'nodes p95',
      'replay ok',
      'greedy clears',
    ],
    genRows,
  );
  console.log('\nRandom deals (Fisher–Yates over the same tiles)');
  printTable(
    [
      'size',
      'gravity',
      'solved',
      'unsolvable',
      'unknown',
      'solve ms p50',
      'solve p95',
      'replay ok',
      'greedy clears solved',
    ],
    dealRows,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runLinkBench({ quick: process.argv.includes('--quick') });
}
