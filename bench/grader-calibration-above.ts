// Part 3 of bench/grader-calibration.ts: the grader above SE 8.5, where the Nightmare tier
// (score ≥ 9.0) lives.
//
// - The SE ≥ 8.5 part of ../shared/data/sudoku/se-rated-train.txt (154 puzzles, Sukaku
//   Explainer ratings 8.5–9.3): Spearman ρ and Pearson r, mean absolute and signed error (ours −
//   SE), a table by SE rating, and how the 9.0 line is kept: SE < 9 that we put at ≥ 9 (a
//   Nightmare that is not), SE ≥ 9 that we put below.
// - The forum's hardest list (../shared/data/sudoku/forum-hardest-1106.txt, HardestDatabase110626
//   from forum.enjoysudoku.com): it carries no ratings, and no public copy with its ER (SE) field
//   was found (searched the code index for the file name and the list's lines with ";ER;EP;ED"
//   fields), so only our scores and times are shown, on every k-th puzzle.
// Every rating runs in a worker with a per-puzzle time cap (bench/capped-rater.ts); puzzles that
// hit it are counted and left out of the agreement figures.

import { readFileSync } from 'node:fs';
import { type CappedRating, createCappedRater } from './capped-rater';

interface AboveOptions {
  readonly dataDir: string;
  readonly capMs: number;
  /** Rate every k-th puzzle of the forum list (0 = skip it). */
  readonly forumEvery: number;
  readonly ranks: (values: readonly number[]) => number[];
  readonly pearson: (a: readonly number[], b: readonly number[]) => number;
}

function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? Number.NaN;
}

const times = (ms: readonly number[]): string =>
  `median ${quantile(ms, 0.5).toFixed(0)} ms, p95 ${quantile(ms, 0.95).toFixed(0)} ms, max ${Math.max(...ms).toFixed(0)} ms`;

export async function runCalibrationAbove(opts: AboveOptions): Promise<void> {
  const rater = createCappedRater(opts.capMs);
  try {
    // --- SE ≥ 8.5 ---
    const rows = readFileSync(`${opts.dataDir}se-rated-train.txt`, 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .map(([, puzzle, rating]) => ({ puzzle: puzzle as string, se: Number(rating) }))
      .filter((row) => row.se >= 8.5);
    const rated: { se: number; r: CappedRating }[] = [];
    const started = Date.now();
    for (const row of rows) rated.push({ se: row.se, r: await rater.rate(row.puzzle) });
    const ok = rated.filter((x) => x.r.score !== null);
    const se = ok.map((x) => x.se);
    const ours = ok.map((x) => x.r.score as number);
    const diffs = ok.map((x) => (x.r.score as number) - x.se);
    const mean = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;
    console.log(
      `\nAbove SE 8.5: ${rows.length} puzzles of se-rated-train.txt, cap ${opts.capMs / 1000} s each, ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    console.log(
      `  hit the cap: ${rated.length - ok.length}; agreement on the other ${ok.length}: Spearman ρ ${opts.pearson(opts.ranks(se), opts.ranks(ours)).toFixed(4)}, Pearson r ${opts.pearson(se, ours).toFixed(4)}`,
    );
    console.log(
      `  mean error ${mean(diffs.map(Math.abs)).toFixed(3)} (absolute), ${mean(diffs) >= 0 ? '+' : ''}${mean(diffs).toFixed(3)} (signed, ours − SE); ` +
        `same ${ok.filter((_, i) => Math.abs(diffs[i] as number) < 0.05).length}, within 0.1 ${ok.filter((_, i) => Math.abs(diffs[i] as number) < 0.15).length}`,
    );
    console.log(`  time per puzzle: ${times(rated.map((x) => x.r.ms))}`);
    const falseNightmare = ok.filter((x) => x.se < 9 && (x.r.score as number) >= 9).length;
    const missedNightmare = ok.filter((x) => x.se >= 9 && (x.r.score as number) < 9).length;
    console.log(
      `  the 9.0 line: SE < 9 rated ≥ 9 by us ${falseNightmare} of ${ok.filter((x) => x.se < 9).length}; ` +
        `SE ≥ 9 rated < 9 by us ${missedNightmare} of ${ok.filter((x) => x.se >= 9).length}`,
    );
    console.log('  SE      n   ours mean   signed err   ours range    hardest step (most common)');
    const bySe = new Map<number, CappedRating[]>();
    for (const x of ok) bySe.set(x.se, [...(bySe.get(x.se) ?? []), x.r]);
    for (const [value, list] of [...bySe].sort((a, b) => a[0] - b[0])) {
      const scores = list.map((r) => r.score as number);
      const names = new Map<string, number>();
      for (const r of list) names.set(r.hardest ?? '—', (names.get(r.hardest ?? '—') ?? 0) + 1);
      const top = [...names].sort((a, b) => b[1] - a[1])[0];
      console.log(
        `  ${value.toFixed(1)}  ${String(list.length).padStart(4)}   ${mean(scores).toFixed(2).padStart(9)}   ${(mean(scores) - value).toFixed(2).padStart(10)}   ${Math.min(...scores).toFixed(1)}–${Math.max(...scores).toFixed(1)}       ${top?.[0]} (${top?.[1]})`,
      );
    }

    // --- The forum's hardest list: no published SE ratings found, our scores only ---
    if (opts.forumEvery > 0) {
      const forum = readFileSync(`${opts.dataDir}forum-hardest-1106.txt`, 'utf8')
        .split('\n')
        .map((line) => line.trim().split(/\s+/)[0] ?? '')
        .filter((p) => /^[1-9.]{81}$/.test(p))
        .filter((_, i) => i % opts.forumEvery === 0);
      const results: CappedRating[] = [];
      for (const p of forum) results.push(await rater.rate(p));
      const scored = results.filter((r) => r.score !== null).map((r) => r.score as number);
      console.log(
        `\nForum hardest list (HardestDatabase110626, no SE ratings found): every ${opts.forumEvery}th, ${forum.length} puzzles, cap ${opts.capMs / 1000} s`,
      );
      console.log(
        `  hit the cap: ${results.length - scored.length}; our score on the rest: median ${quantile(scored, 0.5).toFixed(1)}, min ${Math.min(...scored).toFixed(1)}, max ${Math.max(...scored).toFixed(1)}; ≥ 9.0: ${scored.filter((s) => s >= 9).length} of ${scored.length}`,
      );
      console.log(`  time per puzzle (capped ones at the cap): ${times(results.map((r) => r.ms))}`);
      const steps = new Map<string, number>();
      for (const r of results) if (r.hardest) steps.set(r.hardest, (steps.get(r.hardest) ?? 0) + 1);
      console.log(
        `  hardest steps: ${[...steps]
          .sort((a, b) => b[1] - a[1])
          .map(([name, k]) => `${name} ${k}`)
          .join(', ')}`,
      );
    }
  } finally {
    await rater.close();
  }
}
