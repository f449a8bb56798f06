// @vitest-environment happy-dom
// results (#24): the results card's backdrop takes every tap but those on the controls it leaves
// live (the top bar's Home and More), and targets() lists exactly the controls a tap reaches —
// through Pixi's own hit test — beside an open modal layer.

import 'pixi.js/events';
import { Container, Rectangle } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { reachableBeside } from '../../../src/app/automation/automation';
import { hitAreaBeside } from '../../../src/ui/hit-area-beside';

/** A control whose hit area is at (x, y): no transform, since nothing here is rendered and
 *  Pixi's hit test reads the world transforms a render would have updated. */
function control(id: string, x: number, y: number): Container {
  const node = new Container({ label: id });
  node.eventMode = 'static';
  node.hitArea = new Rectangle(x, y, 48, 48);
  return node;
}

/** A game screen: a top bar (Home, More), a tool under the card, the modal layer on top. */
function scene() {
  const stage = new Container();
  const view = new Container({ label: 'screen:game' });
  const home = control('btn:home', 8, 8);
  const more = control('btn:more', 330, 8);
  const tool = control('btn:undo', 100, 500);
  const modal = new Container({ label: 'modal' });
  const backdrop = new Container();
  backdrop.eventMode = 'static';
  backdrop.hitArea = hitAreaBeside(backdrop, () => [home, more]);
  const share = control('btn:share-result', 100, 600);
  modal.addChild(backdrop, share);
  view.addChild(home, more, tool, modal);
  stage.addChild(view);
  const canvas = document.createElement('canvas');
  canvas.getBoundingClientRect = () => ({ left: 0, top: 0, width: 390, height: 844 }) as DOMRect;
  const app = { canvas, screen: { width: 390 }, stage };
  return { view, modal, backdrop, home, more, app };
}

describe('a backdrop with live controls beside it', () => {
  it('takes taps everywhere but on the live controls', () => {
    const { backdrop, home, more } = scene();
    expect(backdrop.hitArea?.contains(20, 20)).toBe(false);
    expect(backdrop.hitArea?.contains(340, 30)).toBe(false);
    expect(backdrop.hitArea?.contains(120, 520)).toBe(true);
    expect(backdrop.hitArea?.contains(200, 30)).toBe(true);
    // A control hidden (or not interactive) is no opening: the backdrop takes its taps.
    more.visible = false;
    expect(backdrop.hitArea?.contains(340, 30)).toBe(true);
    home.eventMode = 'none';
    expect(backdrop.hitArea?.contains(20, 20)).toBe(true);
  });

  it('targets beside the modal are the ones a tap reaches', () => {
    const { view, modal, app } = scene();
    const ids = reachableBeside(view, modal, app).map((t) => t.id);
    expect(ids).toEqual(['btn:home', 'btn:more']);
  });

  it('a full backdrop (a dialog) leaves nothing beside it', () => {
    const { view, modal, backdrop, app } = scene();
    backdrop.hitArea = new Rectangle(0, 0, 390, 844);
    expect(reachableBeside(view, modal, app)).toEqual([]);
  });
});
