// What the player is told when the stage cannot load. When nothing can draw (no WebGL and no
// canvas: src/app/boot/renderer-choice.ts) the sentence is wholly in the player's language and says
// what to do; the renderers' English messages go to the console, for a bug report.

import { words } from '../../i18n/i18n';
import { NoRendererError } from './no-renderer-error';

/** The notice for a stage that failed to load with `error`. */
export function stageFailureNotice(error: unknown): string {
  if (error instanceof NoRendererError) return words().drawing.cannotDraw;
  return words().notices.gameLoadFailed({
    why: error instanceof Error ? error.message : String(error),
  });
}
