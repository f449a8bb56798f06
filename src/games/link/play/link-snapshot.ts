// What `window.gridwise.state().game` reports for Link, and what a screen reader says for each
// cell ("apple, row 2, column 3, selected", "empty, row 1, column 4").

import { words } from '../../../i18n/i18n';
import type { GameRun } from '../../../play/game-run';
import { formatLinkBoard, type LinkCell, tileCount } from '../core/board';
import { type LinkState, linkStatus } from '../core/game';
import type { LinkPuzzle } from '../core/puzzle-record';
import type { LinkBoardUi } from '../view/link-board-view';
import { cellWords, tileKindName } from './link-names';

type LinkStatus = 'playing' | 'paused' | 'won';

export interface LinkSnapshot {
  kind: 'link';
  size: LinkPuzzle['size'];
  level: LinkPuzzle['level'];
  seed: string;
  rows: number;
  cols: number;
  /** The board as text, rows joined by '\n', '.' for an empty cell. */
  board: string;
  tilesLeft: number;
  reshufflesLeft: number;
  /** True when no pair can be removed (a free reshuffle is offered). */
  stuck: boolean;
  elapsedMs: number;
  status: LinkStatus;
  assisted: boolean;
  selected: [number, number] | null;
  hint: { a: [number, number]; b: [number, number] } | null;
  canUndo: boolean;
  /** journey: the live score and the combo step running (0 when none), as the meter shows
   *  them; absent off the journey. */
  score?: number;
  combo?: number;
  /** journey: the power-ups held ({ hint, freeze, bomb, shuffle }); absent off the journey. */
  powerUps?: { hint: number; freeze: number; bomb: number; shuffle: number };
  /** journey: the stage in play, its countdown, score and combo (null off the journey). */
  journey?: {
    stage: number;
    timeLeftMs: number;
    score: number;
    combo: number;
    timedOut: boolean;
  } | null;
}

const pair = (cell: LinkCell): [number, number] => [cell.r, cell.c];

export function linkSnapshot(
  run: GameRun<LinkState, LinkPuzzle, unknown>,
  ui: { selected: LinkCell | null; hint: LinkBoardUi['hint'] },
): LinkSnapshot | null {
  const { session, puzzle } = run;
  if (!session || !puzzle) return null;
  const { board, reshufflesLeft } = session.state;
  return {
    kind: 'link',
    size: puzzle.size,
    level: puzzle.level,
    seed: puzzle.seed,
    rows: board.rows,
    cols: board.cols,
    board: formatLinkBoard(board),
    tilesLeft: tileCount(board),
    reshufflesLeft,
    stuck: linkStatus(session.state) === 'stuck',
    elapsedMs: Math.round(session.clock.elapsedMs()),
    status: run.status,
    assisted: run.assisted,
    selected: ui.selected ? pair(ui.selected) : null,
    hint: ui.hint ? { a: pair(ui.hint.a), b: pair(ui.hint.b) } : null,
    canUndo: session.canUndo,
  };
}

export function linkCellNames(
  state: LinkState,
  ui: { selected: LinkCell | null; hint: LinkBoardUi['hint'] },
): string[] {
  const board = state.board;
  const at = (cell: LinkCell | null | undefined, r: number, c: number) =>
    cell?.r === r && cell.c === c;
  return Array.from(board.cells, (kind, i) => {
    const r = Math.floor(i / board.cols);
    const c = i % board.cols;
    const w = words().link;
    const where = cellWords({ r, c });
    if (kind === 0) return w.tileCell({ tile: w.empty, where, state: '' });
    const picked = at(ui.selected, r, c) ? w.selected : '';
    const hinted = at(ui.hint?.a, r, c) || at(ui.hint?.b, r, c) ? w.hinted : '';
    return w.tileCell({ tile: tileKindName(kind), where, state: `${picked}${hinted}` });
  });
}
