// The game stage, loaded the first time the player asks for a game or any screen beyond the
// lobby: the Pixi renderer and the shell that drives the game screens. Kept out of the first
// load so the lobby is interactive at once (issue #13); the service worker precaches it.

import { Application } from 'pixi.js';
import { theme } from '../ui/theme';
import { AppShell } from './app-shell';
import type { FrontDoor } from './front-door';

export async function startStage(door: FrontDoor): Promise<AppShell> {
  const app = new Application();
  await app.init({
    // WebGL everywhere: it is supported on every target phone, and WebGPU is still uneven.
    preference: 'webgl',
    background: theme.background,
    antialias: true,
    autoDensity: true,
    resolution: Math.min(window.devicePixelRatio || 1, 3),
    width: window.innerWidth,
    height: window.innerHeight,
    autoStart: false,
    sharedTicker: false,
    // Our own DOM layer (src/ui/a11y) mirrors the canvas for keyboards and screen readers;
    // Pixi's would only add a stray hidden button and a second, empty overlay.
    accessibilityOptions: {
      activateOnTab: false,
      enabledByDefault: false,
      deactivateOnMouseMove: false,
    },
  });
  app.renderer.accessibility?.hookDiv?.style.setProperty('display', 'none');
  app.canvas.setAttribute('aria-label', 'Gridwise game board');
  // Hidden until a game screen is shown: the lobby stays in front meanwhile.
  app.canvas.style.visibility = 'hidden';
  document.getElementById('app')?.appendChild(app.canvas);
  const shell = new AppShell(app, door);
  await shell.init();
  // Opened straight into the stage (a shared link, a rebuilt page) and still home: the lobby.
  if (shell.snapshot().screen === 'home') door.lobby.show();
  return shell;
}
