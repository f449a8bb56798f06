// Share links: `#play/<game>/<code>` in every form a player or a browser produces, what each
// broken link says, and a fuzz of random hashes.

import { describe, expect, it } from 'vitest';
import {
  isShareRoute,
  parseShareRoute,
  type ShareRoute,
  shareHash,
  shareUrl,
} from '../../../src/app/share-route';
import { createRng } from '../../../src/engine/rng';
import { formatLinkBoard, type LinkBoard } from '../../../src/games/link/core/board';
import { generateLink } from '../../../src/games/link/core/generator';
import { encodeLinkShare } from '../../../src/games/link/core/share-code';
import { generateSudoku } from '../../../src/games/sudoku/core/generator';
import { encodeSudokuShare } from '../../../src/games/sudoku/core/share-code';

const SUDOKU = generateSudoku({ size: 9, level: 'hard', seed: 'route' });
const SUDOKU_CODE = encodeSudokuShare(SUDOKU.puzzle, 9);
const LINK = generateLink({ size: 'small', gravity: 'left', seed: 'route' });
const LINK_CODE = encodeLinkShare(LINK.board, 'drift-left');

function messageOf(route: ShareRoute): string {
  if (route.ok) throw new Error(`expected a refusal, got a ${route.game} puzzle`);
  return route.message;
}

describe('share routes: reading', () => {
  it.each([
    `#play/sudoku/${SUDOKU_CODE}`,
    `#/play/sudoku/${SUDOKU_CODE}`,
    `/play/sudoku/${SUDOKU_CODE}`,
    `play/sudoku/${SUDOKU_CODE}/`,
    `#play/Sudoku/${SUDOKU_CODE}`,
    `https://example.org/gridwise/#play/sudoku/${SUDOKU_CODE}`,
    `  #play/sudoku/${SUDOKU_CODE}\n`,
  ])('opens a Sudoku code from %j', (hash) => {
    expect(isShareRoute(hash)).toBe(true);
    expect(parseShareRoute(hash)).toEqual({
      ok: true,
      game: 'sudoku',
      code: SUDOKU_CODE,
      size: 9,
      puzzle: SUDOKU.puzzle,
      solution: SUDOKU.solution,
    });
  });

  it('opens a plain puzzle string, 16, 36 or 81 characters', () => {
    expect(parseShareRoute(`#play/sudoku/${SUDOKU.puzzle}`)).toMatchObject({
      ok: true,
      game: 'sudoku',
      puzzle: SUDOKU.puzzle,
    });
    const small = generateSudoku({ size: 4, level: 'easy', seed: 'route' });
    expect(parseShareRoute(`#/play/sudoku/${small.puzzle.replaceAll('.', '0')}`)).toMatchObject({
      ok: true,
      size: 4,
      puzzle: small.puzzle,
    });
  });

  it('opens a Link code with its level', () => {
    const route = parseShareRoute(`#/play/link/${LINK_CODE}`);
    expect(route).toMatchObject({ ok: true, game: 'link', level: 'drift-left', confirmed: true });
    if (route.ok && route.game === 'link') {
      expect(formatLinkBoard(route.board as LinkBoard)).toBe(formatLinkBoard(LINK.board));
    }
  });

  it('builds the links it reads', () => {
    expect(shareHash('sudoku', SUDOKU_CODE)).toBe(`#play/sudoku/${SUDOKU_CODE}`);
    const url = shareUrl('https://example.org/app/?x=1#old', 'link', LINK_CODE);
    expect(url).toBe(`https://example.org/app/?x=1#play/link/${LINK_CODE}`);
    expect(parseShareRoute(url)).toMatchObject({ ok: true, game: 'link', code: LINK_CODE });
  });
});

describe('share routes: what a broken link says', () => {
  it('a hash that is no puzzle link', () => {
    expect(isShareRoute('#home')).toBe(false);
    expect(isShareRoute('')).toBe(false);
    expect(isShareRoute('#player/x')).toBe(false);
    expect(messageOf(parseShareRoute('#home'))).toContain('not a puzzle link');
  });

  it('no game, an unknown game, no code', () => {
    expect(messageOf(parseShareRoute('#play'))).toContain('does not say which game');
    expect(messageOf(parseShareRoute('#play/'))).toContain('does not say which game');
    expect(messageOf(parseShareRoute('#play/chess/abc'))).toContain('game called "chess"');
    expect(messageOf(parseShareRoute('#play/sudoku/'))).toContain('no puzzle after "play/sudoku/"');
    expect(messageOf(parseShareRoute('#play/link'))).toContain('no puzzle after "play/link/"');
  });

  it("the decoders' messages for a broken code", () => {
    expect(messageOf(parseShareRoute('#play/sudoku/1234'))).toContain('16, 36 or 81');
    const typo = `${SUDOKU_CODE.slice(0, -1)}${SUDOKU_CODE.endsWith('A') ? 'B' : 'A'}`;
    expect(messageOf(parseShareRoute(`#play/sudoku/${typo}`))).toContain('typo');
    expect(messageOf(parseShareRoute(`#play/link/${LINK_CODE.slice(1)}`))).toContain(
      'not a code version',
    );
    expect(messageOf(parseShareRoute(`#play/sudoku/${SUDOKU_CODE}/extra`))).toContain('"/"');
  });
});

describe('share routes: fuzz', () => {
  it('10,000 random hashes: never a throw, always a result or a message', () => {
    const rng = createRng('route-fuzz');
    const prefixes = [
      '#play/sudoku/',
      '#/play/link/',
      '#play/',
      'play/',
      '#',
      '',
      '#play/sudoku/A9',
    ];
    const alphabet = 'ABCabc0129.-_/#%?&=é 一\n';
    for (let i = 0; i < 10_000; i++) {
      let tail = '';
      const length = rng.int(rng.int(2) === 0 ? 12 : 100);
      for (let k = 0; k < length; k++) tail += alphabet[rng.int(alphabet.length)];
      const route = parseShareRoute((prefixes[rng.int(prefixes.length)] as string) + tail);
      if (!route.ok) expect(route.message.length).toBeGreaterThan(10);
    }
  });
});
