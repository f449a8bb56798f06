// Lights Out as the shell loads it: its screen, the shared run with its rules of interaction,
// and its board for the accessible grid. Loaded through the game registry (lights-entry.ts).

import { formatCount } from '../../../i18n/format';
import type { AccessibleBoard, GameController, GameModuleDeps } from '../../../play/game-api';
import { GameRun } from '../../../play/game-run';
import { RunController } from '../../../play/run-controller';
import type { LightsState } from '../core/lights-game';
import { LIGHTS_ID, type LightsPuzzle, SIDE } from '../core/lights-puzzle';
import { LightsRules, type LightsSnapshot } from './lights-rules';
import { type LightsIntents, LightsScreen } from './lights-screen';
import { lightsStage } from './lights-words-of';

export function createLightsOut(deps: GameModuleDeps<LightsPuzzle>): GameController {
  // Intents are looked up at tap time, so they may be filled in once the rules exist.
  const intents = {} as LightsIntents;
  const screen = new LightsScreen(deps.loop, intents);
  const run = new GameRun<LightsState, LightsPuzzle, LightsSnapshot | null>(
    LIGHTS_ID,
    screen,
    deps,
    (r) => new LightsRules(r, screen),
  );
  const rules = run.rules as LightsRules;
  Object.assign(intents, rules.intents);
  const board = (): AccessibleBoard | null => {
    const state = run.session?.state;
    if (!state) return null;
    const w = lightsStage();
    const at = screen.board.getGlobalPosition();
    const side = screen.board.boardSize;
    return {
      label: w.boardLabel,
      names: [...state].map((on, i) =>
        (on === '1' ? w.lightOn : w.lightOff)({ n: formatCount(i + 1) }),
      ),
      columns: SIDE,
      turned: false,
      focus: rules.lastPressed ?? 0,
      rect: { x: at.x, y: at.y, width: side, height: side },
      activate: (index) => rules.press(index),
    };
  };
  return new RunController(run, screen, board);
}
