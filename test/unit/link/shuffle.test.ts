import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/engine/rng';
import { kindCounts, type LinkBoard, parseLinkBoard } from '../../../src/games/link/core/board';
import { generateLink, LINK_SIZE_NAMES } from '../../../src/games/link/core/generator';
import { LINK_GRAVITIES, type LinkGravity, removePair } from '../../../src/games/link/core/gravity';
import { joinablePairs } from '../../../src/games/link/core/pairs';
import { reshuffleLink } from '../../../src/games/link/core/shuffle';
import { solveLink } from '../../../src/games/link/core/solver';
import { replayClears } from './reference';

/** A generated board after a random number of random legal moves (possibly a dead end). */
function randomMidGame(n: number): { board: LinkBoard; gravity: LinkGravity } {
  const rng = createRng(`mid-game/${n}`);
  const size = LINK_SIZE_NAMES[rng.int(3)] as (typeof LINK_SIZE_NAMES)[number];
  const gravity = LINK_GRAVITIES[rng.int(LINK_GRAVITIES.length)] as LinkGravity;
  let { board } = generateLink({ size, gravity, seed: n, verify: false });
  const moves = rng.int((board.rows * board.cols) / 2);
  for (let m = 0; m < moves; m++) {
    const pairs = joinablePairs(board);
    const pair = pairs[rng.int(pairs.length)];
    if (!pair) break;
    board = removePair(board, pair[0], pair[1], gravity).board;
  }
  return { board, gravity };
}

// bench/link-soak.ts runs 10,000 of these; the unit suite a real but smaller count.
const MID_GAMES = 300;

describe('Link reshuffle', () => {
  it(`turns ${MID_GAMES} random mid-game states into clearable boards of the same tiles and cells`, () => {
    let stuckBefore = 0;
    for (let n = 0; n < MID_GAMES; n++) {
      const { board, gravity } = randomMidGame(n);
      if (joinablePairs(board, 1).length === 0) stuckBefore++;
      const shuffled = reshuffleLink(board, gravity, String(n));
      expect(kindCounts(shuffled)).toEqual(kindCounts(board));
      for (let i = 0; i < board.cells.length; i++)
        expect(shuffled.cells[i] === 0).toBe(board.cells[i] === 0);
      const result = solveLink(shuffled, gravity);
      expect(result.status).toBe('solved');
      if (result.status === 'solved')
        expect(replayClears(shuffled, gravity, result.moves)).toBe(true);
    }
    // Random play strands some games; those are the states a reshuffle exists for.
    expect(stuckBefore).toBeGreaterThan(0);
  });

  it('is reproducible from (board, gravity, seed)', () => {
    const { board } = generateLink({ size: 'medium', gravity: 'up', seed: 2 });
    const a = reshuffleLink(board, 'up', 'k');
    expect(Array.from(reshuffleLink(board, 'up', 'k').cells)).toEqual(Array.from(a.cells));
    expect(Array.from(reshuffleLink(board, 'up', 'l').cells)).not.toEqual(Array.from(a.cells));
  });

  it('handles kinds with two or six tiles left, and boards with one pair', () => {
    const board = parseLinkBoard('aab.\nbaa.\naa..');
    const shuffled = reshuffleLink(board, 'none', '1');
    expect(kindCounts(shuffled)).toEqual([4, 6, 2]);
    expect(solveLink(shuffled, 'none').status).toBe('solved');
    expect(Array.from(reshuffleLink(parseLinkBoard('x.x'), 'left', '1').cells)).toEqual([
      24, 0, 24,
    ]);
  });
});
