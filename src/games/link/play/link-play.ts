// The Link game as the shell loads it: its screen, the shared run with Link's rules of
// interaction, and its board for the accessible grid. Loaded through the game registry.

import type { AccessibleBoard, GameController, GameModuleDeps } from '../../../play/game-api';
import { GameRun } from '../../../play/game-run';
import { RunController } from '../../../play/run-controller';
import type { LinkState } from '../core/game';
import type { LinkPuzzle } from '../core/puzzle-record';
import { LinkRules } from './link-rules';
import { LinkScreen, type LinkScreenIntents } from './link-screen';
import { type LinkSnapshot, linkCellNames } from './link-snapshot';

export function createLink(deps: GameModuleDeps<LinkPuzzle>): GameController {
  // Intents are looked up at tap time, so they may be filled in once the rules exist.
  const intents = {} as LinkScreenIntents;
  const screen = new LinkScreen(deps.loop, intents, deps.reducedMotion);
  const run = new GameRun<LinkState, LinkPuzzle, LinkSnapshot | null>(
    'link',
    screen,
    deps,
    (r) => new LinkRules(r, screen, deps),
  );
  const link = run.rules as LinkRules;
  Object.assign(intents, link.intents);
  const board = (): AccessibleBoard | null => {
    const state = run.session?.state;
    const cols = link.columns;
    if (!state || cols === 0) return null;
    const names = linkCellNames(state, link);
    const rows = names.length / cols;
    // The grid lies over the tiles, inside the one-cell ring the view draws.
    const cell = screen.board.boardWidth / (cols + 2);
    const at = screen.board.getGlobalPosition();
    return {
      label: 'Link board',
      names,
      columns: cols,
      focus: link.cursor,
      rect: { x: at.x + cell, y: at.y + cell, width: cols * cell, height: rows * cell },
      activate: (index) => link.activate(index),
    };
  };
  return new RunController(run, screen, board);
}
