// @vitest-environment happy-dom
// A game's kinds of target are its own to declare (GameEntry.targetPrefixes): targets() reports
// a canvas node whose id starts with a prefix some registered game declared, and only then, so a
// third game's board is seen without a line in the shell (the tests' third game, in a scratch
// copy of the project: test/games/lights-out-tests/). Its board's cells are kept out of the
// accessible layer's buttons by the prefixes it declares as grid cells.

import { Container, Rectangle } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { collectTargets } from '../../../src/app/automation/automation';
import { gridCellPattern, prefixPattern } from '../../../src/app/automation/target-ids';
import { GAMES } from '../../../src/app/game-registry';

/** A tappable node labelled `id`, 40 px square at (x, 0). */
function tappable(id: string, x: number): Container {
  const node = new Container({ label: id });
  node.eventMode = 'static';
  node.hitArea = new Rectangle(x, 0, 40, 40);
  return node;
}

/** One node per kind: the shell's, each real game's, the third game's and an unknown kind. */
function scene(): Container {
  const root = new Container();
  const ids = ['btn:undo', 'cell:0:0', 'pad:3', 'tile:1:2', 'stage:4', 'light:4', 'bogus:1'];
  ids.forEach((id, i) => {
    root.addChild(tappable(id, i * 50));
  });
  return root;
}

const ids = (root: Container) => collectTargets(root, { x: 0, y: 0 }).map((t) => t.id);

describe("a game's declared target prefixes", () => {
  it('targets() reports the real games’ declared kinds and not an undeclared one', () => {
    const declared = GAMES.flatMap((g) => g.targetPrefixes);
    expect(declared).toEqual(expect.arrayContaining(['cell', 'pad', 'tile', 'stage']));
    expect(declared).not.toContain('light');
    expect(ids(scene())).toEqual(['btn:undo', 'cell:0:0', 'pad:3', 'tile:1:2', 'stage:4']);
  });

  it('keeps every game’s declared board cells out of the buttons, and nothing else', () => {
    const cells = gridCellPattern(GAMES);
    expect(['cell:0:0', 'tile:1:2'].filter((id) => cells.test(id))).toHaveLength(2);
    expect(['btn:undo', 'pad:3', 'stage:4', 'cellar:1'].some((id) => cells.test(id))).toBe(false);
  });

  it('matches ids by whole prefix and colon, with no prefix matching nothing', () => {
    expect(prefixPattern(['stage']).test('stage-locked:3')).toBe(false);
    expect(prefixPattern(['stage', 'stage-locked']).test('stage-locked:3')).toBe(true);
    expect(prefixPattern(['a.b']).test('axb:1')).toBe(false);
    expect(prefixPattern([]).test('btn:undo')).toBe(false);
  });
});
