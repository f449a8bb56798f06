// Which renderer draws the stage: WebGL where a WebGL context can be made, else
// Pixi's canvas (2D) renderer, so a browser without a usable GPU (Firefox on a machine without
// one, hardware acceleration off, WebGL blocked) still plays. Only when neither can be made does
// the player get a notice (src/app/boot/stage-failure.ts). Pure and free of Pixi: the renderers are
// injected (src/app/boot/stage.ts), so the choice is tested without a browser, and the front door can
// recognise the failure (src/app/boot/no-renderer-error.ts) without loading Pixi.

import { NoRendererError } from './no-renderer-error';

/** The renderer in use, as `state().renderer` reports it. */
export type RendererKind = 'webgl' | 'canvas';

export interface RendererMakers<R> {
  /** True when a WebGL context can be made here (asked before paying for a WebGL renderer). */
  webglAvailable(): boolean;
  /** A ready WebGL renderer; rejects when it cannot start. */
  webgl(): Promise<R>;
  /** A ready canvas renderer (its code loaded on demand). */
  canvas(): Promise<R>;
}

interface ChosenRenderer<R> {
  renderer: R;
  kind: RendererKind;
  /** Why a renderer ahead of it was passed over (English, for the console and bug reports). */
  passedOver: string[];
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** WebGL, else canvas; throws NoRendererError when neither can be made. */
export async function chooseRenderer<R>(makers: RendererMakers<R>): Promise<ChosenRenderer<R>> {
  const passedOver: string[] = [];
  let webgl = false;
  try {
    webgl = makers.webglAvailable();
    if (!webgl) passedOver.push('webgl: no WebGL context can be made in this browser');
  } catch (error) {
    passedOver.push(`webgl: ${messageOf(error)}`);
  }
  if (webgl) {
    try {
      return { renderer: await makers.webgl(), kind: 'webgl', passedOver };
    } catch (error) {
      // A context that can be made may still fail to start (a driver refusing a shader, a
      // context lost at once): the canvas renderer still draws.
      passedOver.push(`webgl: ${messageOf(error)}`);
    }
  }
  try {
    return { renderer: await makers.canvas(), kind: 'canvas', passedOver };
  } catch (error) {
    throw new NoRendererError([...passedOver, `canvas: ${messageOf(error)}`]);
  }
}
