import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../../src/engine/game';
import { formatLinkBoard, kindCounts } from '../../../src/games/link/core/board';
import {
  GENERATOR_ATTEMPTS,
  generateLink,
  LINK_SIZE_NAMES,
  LINK_SIZES,
} from '../../../src/games/link/core/generator';
import { LINK_GRAVITIES } from '../../../src/games/link/core/gravity';
import { replayClears } from './reference';

// The full 10,000 seeds per size and rule run in bench/link-soak.ts; here a real but smaller
// count keeps the unit suite quick.
const SEEDS = { small: 300, medium: 150, large: 40 } as const;

describe('Link generator', () => {
  it('has phone-portrait presets, full, with every kind four times', () => {
    for (const name of LINK_SIZE_NAMES) {
      const { rows, cols, kinds } = LINK_SIZES[name];
      expect(rows).toBeGreaterThan(cols);
      expect(kinds * 4).toBe(rows * cols);
    }
  });

  for (const size of LINK_SIZE_NAMES) {
    for (const gravity of LINK_GRAVITIES) {
      it(`${size}, gravity ${gravity}: ${SEEDS[size]} seeds, each cleared by the solver and by its own witness`, () => {
        const { rows, cols, kinds } = LINK_SIZES[size];
        for (let seed = 0; seed < SEEDS[size]; seed++) {
          const generated = generateLink({ size, gravity, seed });
          const { board, check, witness } = generated;
          expect([board.rows, board.cols, board.kinds]).toEqual([rows, cols, kinds]);
          expect(kindCounts(board)).toEqual([0, ...new Array<number>(kinds).fill(4)]);
          expect(check?.status).toBe('solved');
          if (check?.status !== 'solved') return;
          expect(replayClears(board, gravity, check.moves)).toBe(true);
          expect(replayClears(board, gravity, witness)).toBe(true);
        }
      });
    }
  }

  it('is reproducible from the seed, and different seeds give different boards', () => {
    const a = generateLink({ size: 'medium', gravity: 'down', seed: 'x1' });
    const b = generateLink({ size: 'medium', gravity: 'down', seed: 'x1' });
    const c = generateLink({ size: 'medium', gravity: 'down', seed: 'x2' });
    expect(formatLinkBoard(a.board)).toBe(formatLinkBoard(b.board));
    expect(formatLinkBoard(a.board)).not.toBe(formatLinkBoard(c.board));
    // Numbers and their decimal text are the same seed (the CLI passes numbers).
    expect(formatLinkBoard(generateLink({ seed: 5 }).board)).toBe(
      formatLinkBoard(generateLink({ seed: '5' }).board),
    );
  });

  it('leaves holes when there are fewer kinds than cells / 4, packed toward gravity', () => {
    const still = generateLink({ rows: 6, cols: 6, kinds: 7, seed: 1 }).board;
    expect(kindCounts(still)[0]).toBe(8);
    for (const gravity of ['down', 'up', 'left', 'right'] as const) {
      const { board, check } = generateLink({ rows: 6, cols: 6, kinds: 7, gravity, seed: 1 });
      expect(check?.status).toBe('solved');
      const text = formatLinkBoard(board).split('\n');
      const lines =
        gravity === 'down' || gravity === 'up'
          ? text.map((_, c) => text.map((row) => row[c]).join(''))
          : text;
      for (const line of lines) {
        // Tiles then gaps (reading away from the gravity side), never a gap between tiles.
        const fromGravity =
          gravity === 'down' || gravity === 'right' ? [...line].reverse() : [...line];
        expect(fromGravity.join('')).toMatch(/^[^.]*\.*$/);
      }
    }
  });

  it('tries another candidate only when the solver cannot confirm one', () => {
    const tight = generateLink({ size: 'large', gravity: 'down', seed: 0, maxNodes: 1 });
    expect(tight.attempts).toBe(GENERATOR_ATTEMPTS);
    expect(tight.check?.status).toBe('unknown');
    expect(replayClears(tight.board, 'down', tight.witness)).toBe(true);
    expect(generateLink({ size: 'small', seed: 0 }).attempts).toBe(1);
  });

  it('refuses impossible sizes with a clear message', () => {
    expect(() => generateLink({ rows: 3, cols: 3, kinds: 3, seed: 1 })).toThrow(
      /3 kinds need 12 cells \(four tiles each\), but 3×3 has 9/,
    );
    expect(() => generateLink({ rows: 0, cols: 3, kinds: 1, seed: 1 })).toThrow(InvalidInputError);
    expect(() => generateLink({ rows: 4, cols: 4, kinds: 63, seed: 1 })).toThrow(
      /Kinds must be 1–62/,
    );
  });
});
