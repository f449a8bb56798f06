import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/engine/rng';
import { type LinkBoard, parseLinkBoard } from '../../../src/games/link/core/board';
import { generateLink } from '../../../src/games/link/core/generator';
import { LINK_GRAVITIES } from '../../../src/games/link/core/gravity';
import { playGreedy } from '../../../src/games/link/core/pairs';
import { formatLinkMoves, solveLink } from '../../../src/games/link/core/solver';
import { referenceSolvable, replayClears } from './reference';

// Found by search over random 4×4 deals: the first joinable pair in reading order is a wrong
// pairing of the four d tiles, so greedy play gets stuck, but the board can be cleared.
const GREEDY_TRAP = parseLinkBoard('daad\ndcbb\ndacb\nccab');

describe('Link solver', () => {
  it('clears a board where greedy play gets stuck, with moves the game accepts', () => {
    expect(playGreedy(GREEDY_TRAP, 'none').cleared).toBe(false);
    const result = solveLink(GREEDY_TRAP, 'none');
    expect(result.status).toBe('solved');
    if (result.status !== 'solved') return;
    expect(result.moves).toHaveLength(8);
    expect(replayClears(GREEDY_TRAP, 'none', result.moves)).toBe(true);
  });

  it('proves a crossed 2×2 board unsolvable under every rule', () => {
    const crossed = parseLinkBoard('ab\nba');
    for (const gravity of LINK_GRAVITIES)
      expect(solveLink(crossed, gravity).status).toBe('unsolvable');
  });

  it('solves an empty board with no moves, and formats moves for the CLI', () => {
    const result = solveLink(parseLinkBoard('..\n..'), 'down');
    expect(result).toMatchObject({ status: 'solved', moves: [] });
    expect(
      formatLinkMoves([
        [
          { r: 0, c: 1 },
          { r: 2, c: 3 },
        ],
        [
          { r: 10, c: 0 },
          { r: 0, c: 0 },
        ],
      ]),
    ).toBe('0,1-2,3 10,0-0,0');
  });

  it('says "unknown" when the node budget runs out, never a guess', () => {
    const { board } = generateLink({ size: 'large', gravity: 'down', seed: 1, verify: false });
    const result = solveLink(board, 'down', { maxNodes: 5 });
    expect(result.status).toBe('unknown');
    expect(result.nodes).toBe(5);
  });

  it('is deterministic', () => {
    const { board } = generateLink({ size: 'medium', gravity: 'left', seed: 3, verify: false });
    expect(solveLink(board, 'left')).toEqual(solveLink(board, 'left'));
  });

  it('agrees with exhaustive search on small random boards, under every rule', () => {
    // Small boards are nearly always clearable (the ring helps a lot), so boards are drawn
    // until each rule has enough of both verdicts; every verdict is then checked against the
    // exhaustive search, so a wrong "unsolvable" and a wrong "solved" would both be caught.
    const rng = createRng('solver-vs-reference');
    for (const gravity of LINK_GRAVITIES) {
      const tally = { solved: 0, unsolvable: 0 };
      for (let draw = 0; draw < 20_000 && (tally.solved < 60 || tally.unsolvable < 40); draw++) {
        const rows = 3 + rng.int(3);
        const cols = 3 + rng.int(3);
        // Up to 16 tiles, mostly two of a kind (that is what makes boards stick), the rest empty.
        const pairs = Math.min(8, Math.floor((rows * cols) / 2)) - rng.int(2);
        const kinds = pairs - rng.int(3);
        const cells: number[] = [];
        for (let p = 0; p < pairs; p++) {
          const kind = 1 + rng.int(kinds);
          cells.push(kind, kind);
        }
        while (cells.length < rows * cols) cells.push(0);
        rng.shuffle(cells);
        const board: LinkBoard = { rows, cols, kinds, cells: Uint8Array.from(cells) };
        const result = solveLink(board, gravity);
        expect(result.status).not.toBe('unknown');
        if (result.status === 'solved' && tally.solved >= 60) continue;
        if (result.status === 'unsolvable' && tally.unsolvable >= 40) continue;
        expect(referenceSolvable(board, gravity)).toBe(result.status === 'solved');
        if (result.status === 'solved') {
          expect(replayClears(board, gravity, result.moves)).toBe(true);
          tally.solved++;
        } else {
          tally.unsolvable++;
        }
      }
      expect(tally).toEqual({ solved: 60, unsolvable: 40 });
    }
  });
});
