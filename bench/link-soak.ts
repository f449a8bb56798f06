// The long Link checks, too slow for the unit suite (which runs the same checks on fewer seeds):
// 1. every generated board, for every size × gravity and seeds 0..N-1 (default 10,000): every
//    kind four times, the solver clears it, and both the solver's moves and the generator's
//    own witness replay legally through the game's move function to a won game;
// 2. reshuffles of M random mid-game states (default 10,000): same tiles on the same cells,
//    cleared by the solver, moves replayed through the game.
// Usage: npx tsx bench/link-soak.ts [--seeds N] [--mid M]
// Prints one line per size × gravity and a summary; exits 1 if any check failed.

import { createRng } from '../src/engine/rng';
import { kindCounts, type LinkBoard, type LinkPair } from '../src/games/link/core/board';
import { linkGame, linkMoves, newLinkState } from '../src/games/link/core/game';
import { generateLink, LINK_SIZE_NAMES, LINK_SIZES } from '../src/games/link/core/generator';
import { LINK_GRAVITIES, type LinkGravity, removePair } from '../src/games/link/core/gravity';
import { joinablePairs } from '../src/games/link/core/pairs';
import { reshuffleLink } from '../src/games/link/core/shuffle';
import { solveLink } from '../src/games/link/core/solver';

function argValue(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

function replaysToWin(board: LinkBoard, gravity: LinkGravity, moves: readonly LinkPair[]): boolean {
  try {
    let state = newLinkState(board, gravity);
    for (const [a, b] of moves) state = linkGame.apply(state, linkMoves.match(a, b));
    return linkGame.isWon(state);
  } catch {
    return false;
  }
}

const seeds = argValue('seeds', 10_000);
const midGames = argValue('mid', 10_000);
const failures: string[] = [];
const started = performance.now();

console.log(`Link soak: ${seeds} seeds per size × gravity, ${midGames} mid-game reshuffles`);
for (const size of LINK_SIZE_NAMES) {
  const { kinds } = LINK_SIZES[size];
  const fourEach = [0, ...new Array<number>(kinds).fill(4)].join();
  for (const gravity of LINK_GRAVITIES) {
    const cellStart = performance.now();
    let redeals = 0;
    let maxNodes = 0;
    let bad = 0;
    for (let seed = 0; seed < seeds; seed++) {
      const { board, check, witness, attempts } = generateLink({ size, gravity, seed });
      redeals += attempts - 1;
      const problems: string[] = [];
      if (kindCounts(board).join() !== fourEach) problems.push('kind counts');
      if (check?.status !== 'solved') problems.push(`solver: ${check?.status}`);
      else {
        maxNodes = Math.max(maxNodes, check.nodes);
        if (!replaysToWin(board, gravity, check.moves)) problems.push('solver moves do not replay');
      }
      if (!replaysToWin(board, gravity, witness)) problems.push('witness does not replay');
      if (problems.length > 0) {
        bad++;
        failures.push(`${size} ${gravity} seed ${seed}: ${problems.join(', ')}`);
      }
    }
    const seconds = (performance.now() - cellStart) / 1000;
    console.log(
      `${size.padEnd(6)} ${gravity.padEnd(5)}  ${seeds - bad}/${seeds} ok  re-deals ${redeals}  ` +
        `max solver nodes ${maxNodes}  ${seconds.toFixed(1)} s`,
    );
  }
}

const midStart = performance.now();
let midOk = 0;
let stuckBefore = 0;
for (let n = 0; n < midGames; n++) {
  const rng = createRng(`link-soak-mid/${n}`);
  const size = LINK_SIZE_NAMES[rng.int(LINK_SIZE_NAMES.length)] as (typeof LINK_SIZE_NAMES)[number];
  const gravity = LINK_GRAVITIES[rng.int(LINK_GRAVITIES.length)] as LinkGravity;
  let { board } = generateLink({ size, gravity, seed: `mid${n}`, verify: false });
  const moves = rng.int((board.rows * board.cols) / 2);
  for (let m = 0; m < moves; m++) {
    const pairs = joinablePairs(board);
    const pair = pairs[rng.int(pairs.length)];
    if (!pair) break;
    board = removePair(board, pair[0], pair[1], gravity).board;
  }
  if (joinablePairs(board, 1).length === 0) stuckBefore++;
  const shuffled = reshuffleLink(board, gravity, String(n));
  const sameCells = board.cells.every((k, i) => (k === 0) === (shuffled.cells[i] === 0));
  const sameTiles = kindCounts(board).join() === kindCounts(shuffled).join();
  const result = solveLink(shuffled, gravity);
  const clears = result.status === 'solved' && replaysToWin(shuffled, gravity, result.moves);
  if (sameCells && sameTiles && clears) midOk++;
  else
    failures.push(
      `mid-game ${n} (${size} ${gravity}): cells ${sameCells}, tiles ${sameTiles}, solver ${result.status}`,
    );
}
console.log(
  `reshuffle: ${midOk}/${midGames} ok (${stuckBefore} of them had no move before)  ` +
    `${((performance.now() - midStart) / 1000).toFixed(1)} s`,
);
for (const failure of failures.slice(0, 50)) console.log(`FAIL ${failure}`);
console.log(
  `${failures.length === 0 ? 'all checks passed' : `${failures.length} failures`} in ` +
    `${((performance.now() - started) / 1000).toFixed(0)} s`,
);
process.exitCode = failures.length === 0 ? 0 : 1;
