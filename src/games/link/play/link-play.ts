// The Link game as the shell loads it: its screen, the shared run with Link's rules of
// interaction, and its board for the accessible grid. Loaded through the game registry.

import { words } from '../../../i18n/i18n';
import type { AccessibleBoard, GameController, GameModuleDeps } from '../../../play/game-api';
import { GameRun } from '../../../play/game-run';
import { RunController } from '../../../play/run-controller';
import type { LinkState } from '../core/game';
import type { LinkPuzzle } from '../core/puzzle-record';
import { RING } from '../view/link-board-geometry';
import { LinkRules } from './link-rules';
import { LinkScreen, type LinkScreenIntents } from './link-screen';
import { type LinkSnapshot, linkCellNames } from './link-snapshot';

export function createLink(deps: GameModuleDeps<LinkPuzzle>): GameController {
  // Intents are looked up at tap time, so they may be filled in once the rules exist.
  const intents = {} as LinkScreenIntents;
  const screen = new LinkScreen(deps.loop, intents, deps.reducedMotion, deps.baker);
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
    // The grid lies over the tiles, inside the ring the view draws; a board drawn turned has
    // its rows standing as columns, and the grid turns with it.
    const cell = screen.board.pitch;
    const turn = screen.board.isTurned;
    const at = screen.board.getGlobalPosition();
    const [across, down] = turn ? [rows, cols] : [cols, rows];
    return {
      label: words().gameText.link.boardLabel,
      names,
      columns: cols,
      turned: turn,
      focus: link.cursor,
      rect: {
        x: at.x + RING * cell,
        y: at.y + RING * cell,
        width: across * cell,
        height: down * cell,
      },
      activate: (index) => link.activate(index),
    };
  };
  return new RunController(run, screen, board);
}

// lesson: the first steps travel with the game's screen (see link-entry.ts).
export { linkFirstSteps } from './link-first-steps';
// journey: the ladder's port for the shell (the map, the progress, a stage's puzzle).
export { linkJourney } from './link-journey-port';
