// What a Link hint costs on the main thread with the app's budget (10,000 solver nodes, see
// src/app/link-controller.ts), and how often that budget runs out ('unknown': the pair can go,
// but is not proven to keep the board clearable). Large 16×9 boards, every gravity, at the
// start and a third of the way in. Run: npx tsx bench/link-hint-cost.ts [boards per gravity]

import { generateLink } from '../src/games/link/core/generator';
import { LINK_GRAVITIES, removePair } from '../src/games/link/core/gravity';
import { findHint } from '../src/games/link/core/hint';

const BOARDS = Number(process.argv[2] ?? 40);
const BUDGET = 10_000;

console.log(`Link hint on 16×9 boards, ${BOARDS} per gravity, budget ${BUDGET} nodes (ms)`);
console.log('gravity  median     p95     max  verdicts');
for (const gravity of LINK_GRAVITIES) {
  const times: number[] = [];
  const verdicts: Record<string, number> = {};
  for (let seed = 0; seed < BOARDS; seed++) {
    const made = generateLink({ size: 'large', gravity, seed: `hint-cost-${seed}` });
    let board = made.board;
    // Two boards in three are a third of the way through (24 of 72 pairs gone).
    const played = seed % 3 === 0 ? 0 : 24;
    for (const [a, b] of made.witness.slice(0, played))
      board = removePair(board, a, b, gravity).board;
    const started = performance.now();
    const hint = findHint(board, gravity, { maxNodes: BUDGET });
    times.push(performance.now() - started);
    const verdict = hint?.keepsSolvable ?? 'none';
    verdicts[verdict] = (verdicts[verdict] ?? 0) + 1;
  }
  times.sort((a, b) => a - b);
  const q = (p: number) =>
    (times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0).toFixed(1);
  console.log(
    `${gravity.padEnd(7)} ${q(0.5).padStart(7)} ${q(0.95).padStart(7)} ${q(1).padStart(7)}  ${JSON.stringify(verdicts)}`,
  );
}
