// @vitest-environment happy-dom
// `?raster=off` (src/app/shell/scene-only.ts): a frame that draws nothing must still leave the
// scene as a drawn frame would for what the app and its tests read between frames: Pixi's hit
// tests (which read transforms a render brings up to date) find a node where it now stands, and
// Pixi's events find their root in the renderer's last drawn object. Real Pixi containers and
// Pixi's own EventBoundary and renderer getter; no GPU.

// Pixi's event mixins on Container, as the browser build installs them.
import 'pixi.js/events';
import { AbstractRenderer, Container, EventBoundary, Graphics } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import type { PixiHost } from '../../../src/app/boot/pixi-host';
import { rasterOffByAddress, sceneOnlyFrame } from '../../../src/app/shell/scene-only';

/** A host whose renderer is a plain object read through Pixi's own `lastObjectRendered` getter. */
function host(): { app: PixiHost; lastRendered: () => unknown } {
  const renderer = {};
  const getter = Object.getOwnPropertyDescriptor(AbstractRenderer.prototype, 'lastObjectRendered')
    ?.get as (this: object) => unknown;
  const app = { stage: new Container(), renderer } as unknown as PixiHost;
  return { app, lastRendered: () => getter.call(renderer) };
}

/** A tappable 40×40 square at the corner of a group at (gx, gy). */
function square(app: PixiHost, gx: number, gy: number): { group: Container; box: Graphics } {
  const group = new Container();
  group.position.set(gx, gy);
  const box = new Graphics().rect(0, 0, 40, 40).fill(0xffffff);
  box.eventMode = 'static';
  group.addChild(box);
  app.stage.addChild(group);
  return { group, box };
}

describe('a frame that draws nothing', () => {
  it('is asked for by ?raster=off alone', () => {
    expect(rasterOffByAddress('?lessons=off&raster=off')).toBe(true);
    expect(rasterOffByAddress('?raster=on')).toBe(false);
    expect(rasterOffByAddress('')).toBe(false);
  });

  it('brings transforms up to date, so a hit test finds a moved node where it now stands', () => {
    const { app } = host();
    const frame = sceneOnlyFrame(app);
    const { group, box } = square(app, 100, 100);
    frame();
    const hits = new EventBoundary(app.stage);
    expect(hits.hitTest(120, 120)).toBe(box);
    expect(hits.hitTest(20, 20)).toBeNull();

    // Moved by a layout (its parent's move): found at the new place after the next frame only.
    group.position.set(0, 0);
    frame();
    expect(hits.hitTest(20, 20)).toBe(box);
    expect(hits.hitTest(120, 120)).toBeNull();
  });

  it("gives Pixi's events their root: the stage, as the renderer's last drawn object", () => {
    const { app, lastRendered } = host();
    const frame = sceneOnlyFrame(app);
    expect(lastRendered()).toBeUndefined();
    frame();
    expect(lastRendered()).toBe(app.stage);
  });
});
