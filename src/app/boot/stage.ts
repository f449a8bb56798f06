// The game stage, loaded the first time the player asks for a game or any screen beyond the
// lobby: the Pixi renderer and the shell that drives the game screens. Kept out of the first
// load so the lobby is interactive at once; the service worker precaches it.

// Only the Pixi parts the app uses (taps, vector art, canvas text) and the WebGL renderer:
// no Application, so no auto-detection whose WebGPU renderer and full browser set of
// extensions would be bundled and evaluated too. Where WebGL cannot be made, Pixi's canvas
// renderer is loaded on demand (src/app/boot/canvas-renderer.ts, a chunk of its own).
// The stage's words first: every module below may read them.
import '../words/stage-words';
import { words } from '../../i18n/i18n';
import 'pixi.js/events';
import 'pixi.js/graphics';
import 'pixi.js/text';
// Pixi builds its shader uniform uploaders with `new Function` unless these shims are loaded;
// with them, the app runs under a Content-Security-Policy without 'unsafe-eval'.
import 'pixi.js/unsafe-eval';
import { Container, isWebGLSupported, type Renderer, WebGLRenderer } from 'pixi.js';
import { installLineBreaking } from '../../ui/pixi-line-break';
import { theme } from '../../ui/theme';
import { yieldToBrowser } from '../../ui/yield-to-browser';
import { AppShell } from '../shell/app-shell';
import type { FrontDoor } from './front-door';
import { chooseRenderer } from './renderer-choice';

/**
 * Makes the renderer and the shell. `asked` says whether the player is already waiting for a
 * screen of the stage (then nothing is prepared ahead that the screen itself will do anyway).
 */
export async function startStage(door: FrontDoor, asked: () => boolean): Promise<AppShell> {
  // Before any text is measured: canvas text breaks lines as Chinese and English expect.
  installLineBreaking();
  const chosen = await makeRenderer();
  const renderer = chosen.renderer;
  // Why WebGL was passed over, for a player's bug report (state().renderer says which draws).
  for (const why of chosen.passedOver)
    console.warn(`Drawing with the ${chosen.kind} renderer: ${why}`);
  const app = {
    renderer,
    kind: chosen.kind,
    stage: new Container(),
    canvas: renderer.canvas,
    screen: renderer.screen,
  };
  app.canvas.setAttribute('aria-label', words().notices.canvasLabel);
  // Hidden until a game screen is shown: the lobby stays in front meanwhile.
  app.canvas.style.visibility = 'hidden';
  document.getElementById('app')?.appendChild(app.canvas);
  // A tap on the canvas is handled from its pointer events. The click the browser makes up after
  // a touch would land on whatever is under the finger by then: a tap on "Home" that brings the
  // DOM lobby up would also press the lobby button there (seen: Home on the win card opened the
  // rules). The canvas needs no made-up clicks, so the touch's default is cancelled.
  app.canvas.addEventListener('touchend', (e) => e.preventDefault(), { passive: false });
  // Start-up in slices (renderer, shell, each game, the restore), each its own task.
  await yieldToBrowser();
  const shell = new AppShell(app, door);
  await yieldToBrowser();
  await shell.init();
  // Opened straight into the stage (a shared link, a rebuilt page) and still home: the lobby.
  if (shell.snapshot().screen === 'home') door.lobby.show();
  // A game to continue: its first frame is prepared now, while the player reads the lobby. When
  // they have already tapped, the screen they asked for draws it: preparing it too would put
  // a second whole render of the board in the way of their tap (measured: 164 ms at 4× slowdown).
  if (door.hasSavedGame && !asked()) {
    await yieldToBrowser();
    if (!asked()) shell.warmUp();
  }
  return shell;
}

/**
 * WebGL where a WebGL context can be made (every target phone), else the canvas renderer
 * (Firefox without a GPU, hardware acceleration off, WebGL blocked). WebGPU is not
 * tried: it is still uneven, and where it works WebGL works too. Throws NoRendererError when
 * nothing can draw.
 */
function makeRenderer() {
  const options = {
    background: theme.background,
    antialias: true,
    autoDensity: true,
    resolution: Math.min(window.devicePixelRatio || 1, 3),
    width: window.innerWidth,
    height: window.innerHeight,
    // The parts are imported above; Pixi must not load its whole browser set on top.
    manageImports: false,
  };
  return chooseRenderer<Renderer>({
    webglAvailable: () => isWebGLSupported(),
    webgl: () => started(new WebGLRenderer(), options),
    canvas: async () => started(new (await import('./canvas-renderer')).CanvasRenderer(), options),
  });
}

/**
 * `renderer`, initialised. One that fails half-way is destroyed as far as it was built (its
 * systems may not all exist: that destroy may throw too), so it holds nothing; the error goes on.
 */
async function started<R extends Renderer>(
  renderer: R,
  options: Parameters<R['init']>[0],
): Promise<R> {
  try {
    await renderer.init(options);
    return renderer;
  } catch (error) {
    try {
      renderer.destroy();
    } catch {
      // What it had set up before the throw is released; nothing more can be.
    }
    throw error;
  }
}
