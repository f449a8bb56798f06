// Share links: `#play/<game>/<code>` in every form a player or a browser produces, what each
// broken link says, and a fuzz of random hashes.

import { describe, expect, it } from 'vitest';
import {
  isShareRoute,
  parsePastedCode,
  parseShareRoute,
  type ShareRoute,
  shareHash,
  shareUrl,
} from '../../../src/app/puzzles/share-route';
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

describe('pasted codes and escaped links', () => {
  it('reads a link whose slashes a messenger percent-escaped', () => {
    expect(isShareRoute(`#play%2Fsudoku%2F${SUDOKU_CODE}`)).toBe(true);
    expect(parseShareRoute(`#play%2Fsudoku%2F${SUDOKU_CODE}`)).toMatchObject({
      ok: true,
      game: 'sudoku',
    });
    expect(messageOf(parseShareRoute('#play%2Fsudoku%2Fx'))).toMatch(/\S/);
    // A broken escape is not a crash: the reader names what it found.
    expect(messageOf(parseShareRoute('#play/sudoku/%E0%A4%A'))).toMatch(/Character|nothing/);
  });

  it('says so when nothing was pasted', () => {
    expect(messageOf(parsePastedCode('  '))).toMatch(/Nothing was pasted/);
  });

  it('opens a pasted code of either game, and a pasted link', () => {
    expect(parsePastedCode(LINK_CODE)).toMatchObject({ ok: true, game: 'link' });
    expect(parsePastedCode(SUDOKU_CODE)).toMatchObject({ ok: true, game: 'sudoku' });
    expect(parsePastedCode(`https://x.org/#play/link/${LINK_CODE}`)).toMatchObject({ ok: true });
  });

  it('explains a broken Link code in Link terms, and a broken Sudoku code in Sudoku terms', () => {
    const linkTypo = `${LINK_CODE.slice(0, -1)}${LINK_CODE.endsWith('A') ? 'B' : 'A'}`;
    const link = messageOf(parsePastedCode(linkTypo));
    expect(link).toMatch(/typo/);
    expect(link).not.toMatch(/Sudoku|16, 36 or 81|grid size/);
    const shortLink = messageOf(parsePastedCode(LINK_CODE.slice(0, 20)));
    expect(shortLink).toMatch(/board with|Link/);
    expect(shortLink).not.toMatch(/grid size/);
    expect(messageOf(parsePastedCode(SUDOKU_CODE.slice(0, -2)))).toMatch(/9×9|character/);
    expect(messageOf(parsePastedCode('1234'))).toMatch(/16, 36 or 81/);
  });

  it('refuses a 40×40 Link code by its header, before reading its cells or solving it', () => {
    const cells = new Uint8Array(40 * 40).map((_, i) => 1 + ((i >> 2) % 62));
    const huge = encodeLinkShare({ rows: 40, cols: 40, kinds: 62, cells }, 'classic');
    expect(huge.length).toBeGreaterThan(1000);
    const message = messageOf(parseShareRoute(`#play/link/${huge}`));
    expect(message).toMatch(/This Link board is 40×40 with 62 kinds; Gridwise plays full/);
  });

  it('refuses text longer than any code before any work', () => {
    expect(messageOf(parsePastedCode('A'.repeat(100_000)))).toMatch(/100000 characters long/);
    expect(messageOf(parseShareRoute(`#play/sudoku/${'A'.repeat(5000)}`))).toMatch(
      /5013 characters long/,
    );
  });

  it('calls text that is no code of any game what it is', () => {
    expect(messageOf(parsePastedCode('hello world'))).toMatch(/not a Gridwise puzzle code/);
    expect(messageOf(parsePastedCode('Zq9'))).toMatch(/not a Gridwise puzzle code/);
  });

  it('names the stray character in a pasted grid instead of calling it no code', () => {
    const typo = `${SUDOKU.puzzle.slice(0, 40)}o${SUDOKU.puzzle.slice(41)}`;
    expect(messageOf(parsePastedCode(typo))).toMatch(/^Character 41 \(row 5, column 5\) is "o"/);
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
      'may be from a newer version of Gridwise',
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
