// Boot: create the Pixi application, build the app shell, and expose the automation surface.
// The one place that wires everything together.

import { Application } from 'pixi.js';
import { AppShell } from './app/app-shell';
import { applyLook, storedLook } from './app/look';
import { theme } from './ui/theme';

declare global {
  interface Window {
    gridwise: {
      state: () => ReturnType<AppShell['snapshot']>;
      targets: () => ReturnType<AppShell['targets']>;
      framesDrawn: () => number;
      /** performance.now() at the end of the last drawn frame. */
      lastFrameAt: () => number;
      /** True when no frame is pending and no animation runs (what is on screen is final). */
      idle: () => boolean;
      ready: boolean;
    };
  }
}

async function boot(): Promise<void> {
  // Colours first: every view reads the palette when it builds its sprites.
  applyLook(storedLook());
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
  document.getElementById('app')?.appendChild(app.canvas);
  const shell = new AppShell(app);
  await shell.init();
  window.gridwise = {
    state: () => shell.snapshot(),
    targets: () => shell.targets(),
    framesDrawn: () => shell.framesDrawn,
    lastFrameAt: () => shell.loop.lastFrameAt,
    idle: () => shell.loop.idle,
    ready: true,
  };
  document.getElementById('boot')?.remove();
}

boot().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  const boot = document.getElementById('boot');
  if (boot) boot.textContent = `Gridwise could not start: ${message}`;
  console.error(error);
});
