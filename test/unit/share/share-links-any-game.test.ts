// The share readers' English names the games of the table they are given, not a fixed pair:
// a game that joins the registry appears in every "a link looks like …" and, when it has one,
// in the forms a pasted code may take. The app's words for these refusals are data
// (`problem`), unchanged.

import { describe, expect, it } from 'vitest';
import { CoreTable, type GameCore } from '../../../src/engine/game-core';
import { parsePastedCode, parseShareRoute, type ShareRoute } from '../../../src/engine/share-links';
import { linkCore } from '../../../src/games/link/core/link-core';
import { sudokuCore } from '../../../src/games/sudoku/core/sudoku-core';

/** A third game for the table: reads no code, claims none, has its own pasted form. */
const pairsCore = {
  ...linkCore,
  id: 'pairs',
  pastedForm: 'a Pairs board as 4 letters',
  claimsShare: () => false,
  decodeShare: () => ({ ok: false, message: 'not a Pairs code', problem: null }),
} as unknown as GameCore;

function messageOf(route: ShareRoute): string {
  if (route.ok) throw new Error(`expected a refusal, got a ${route.game} puzzle`);
  return route.message;
}

describe('share links: the English comes from the table of games', () => {
  const three = new CoreTable([sudokuCore, linkCore, pairsCore] as readonly GameCore[]);
  const linkOnly = new CoreTable([linkCore] as readonly GameCore[]);

  it('shows a link of each game in the table', () => {
    const example =
      'a link looks like …#play/sudoku/<code> or …#play/link/<code> or …#play/pairs/<code>';
    expect(messageOf(parseShareRoute('#settings', three))).toBe(
      `This is not a puzzle link: ${example}.`,
    );
    expect(messageOf(parseShareRoute('#play/', three))).toContain(example);
    expect(messageOf(parseShareRoute('#play/pairs/', three))).toBe(
      `The link has no puzzle after "play/pairs/": ${example}.`,
    );
    expect(messageOf(parseShareRoute('#play/chess/x', three))).toContain(
      'Gridwise shares sudoku and link and pairs puzzles.',
    );
  });

  it('lists the pasted forms of the games that have one, and none of a table without', () => {
    expect(messageOf(parsePastedCode('hello world', three))).toBe(
      'This is not a Gridwise puzzle code or link (a link looks like …#play/sudoku/<code> or ' +
        '…#play/link/<code> or …#play/pairs/<code>, or a Sudoku as 16, 36 or 81 digits and dots, ' +
        'or a Pairs board as 4 letters).',
    );
    expect(messageOf(parsePastedCode('hello world', linkOnly))).toBe(
      'This is not a Gridwise puzzle code or link (a link looks like …#play/link/<code>).',
    );
  });
});
