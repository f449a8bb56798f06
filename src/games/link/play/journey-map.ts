// journey: the stage map — the ladder twenty stages to a page, each page a region with its own
// scenery (journey-scenery.ts) and a trail joining its stages in playing order, each stage a tile
// with its number and stars; the open ones (every cleared stage and the next) are buttons
// (`stage:N`), the rest are drawn locked, with a padlock, and the first of them says what opens
// it. It opens on the page of the stage to play next; a swipe sideways, the
// mouse wheel or ‹ › turn the pages. The
// header says the stars won; a line under the grid says how the journey works. The layout follows
// the window alone, so the arrows and Back never move under a finger.

import { Container, type FederatedPointerEvent, Graphics, Rectangle } from 'pixi.js';
import { formatCount } from '../../../i18n/format';
import { words } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import type { Screen } from '../../../ui/screen';
import { StarRow } from '../../../ui/star-row';
import { makeText } from '../../../ui/text';
import { keepInBox, shrinkToFit } from '../../../ui/text-box';
import { MIN_TOUCH, theme } from '../../../ui/theme';
import type { Viewport } from '../../../ui/viewport';
import { levelOfStage, opensAfter, regionOfStage } from '../core/journey-levels';
import {
  currentStage,
  highestOpen,
  type JourneyProgress,
  starsWon,
} from '../core/journey-progress';
import { JOURNEY_STAGES } from '../core/journey-stages';
import { drawScenery, drawTrail, regionAccent } from '../view/journey-scenery';

const PER_PAGE = 20;
const PAGES = Math.ceil(JOURNEY_STAGES / PER_PAGE);
const GAP = 8;
/** A horizontal drag this long (and mostly sideways) turns the page, as a swipe does. */
const SWIPE = 48;
/** After a wheel turn, the rest of that wheel gesture is ignored (one notch, one page). */
const WHEEL_REST_MS = 350;

interface JourneyMapIntents {
  back(): void;
  play(stage: number): void;
  progress(): JourneyProgress;
}

/** What the automation reads of the map (state().listView on the journey screen). */
interface JourneyMapView {
  page: number;
  /** The page's region (0-based) and its name in the player's language. */
  region: { index: number; name: string };
  /** What the page says opens its first locked stage (null: none locked on this page). */
  reason: string | null;
  stages: { n: number; open: boolean; stars: number; level: number }[];
}

export class JourneyMap implements Screen {
  readonly name = 'journey' as const;
  readonly view = new Container({ label: 'journey-map' });
  private page = 0;
  private readonly back: Button;
  private readonly previous: Button;
  private readonly next: Button;
  private readonly title = makeText('', 22, { weight: '800' });
  private readonly stars = makeText('', 15, { weight: '700', color: theme.accent });
  private readonly pageName = makeText('', 17, { weight: '700' });
  private readonly hint = makeText('', 13, { color: theme.inkSoft, wrap: 320 });
  private readonly tiles = new Container({ label: 'journey-stages' });
  /** The region's ground and shapes, the trail over it, the padlocks over locked tiles. */
  private readonly scenery = new Graphics({ label: 'journey-scenery' });
  private readonly trail = new Graphics({ label: 'journey-trail' });
  private readonly locks = new Graphics({ label: 'journey-locks' });
  /** What opens the first locked stage of the page, over the hint. */
  private readonly reason = makeText('', 14, { weight: '700', color: theme.ink, wrap: 320 });
  private viewport: Viewport | null = null;
  /** Where a drag began, and whether it turned the page (then its release is not a tap). */
  private drag: { x: number; y: number } | null = null;
  private swiped = false;
  private wheelRestUntil = 0;

  constructor(
    private readonly intents: JourneyMapIntents,
    private readonly invalidate: () => void,
  ) {
    const w = words();
    const j = w.link.journey;
    this.back = new Button({ id: 'btn:back', text: w.common.back, onTap: () => intents.back() });
    this.previous = new Button({
      id: 'btn:stages-previous',
      text: '‹',
      onTap: () => this.turn(-1),
    });
    this.next = new Button({ id: 'btn:stages-next', text: '›', onTap: () => this.turn(1) });
    this.previous.accessibleTitle = j.previous;
    this.next.accessibleTitle = j.later;
    this.pageName.anchor.set(0.5);
    // The heavy J of "Journey" inks past its texture's edge: room for it there.
    this.title.style.padding = 4;
    // Drawings only: a tap goes through them to the stage under it.
    for (const art of [this.scenery, this.trail, this.locks]) art.eventMode = 'none';
    this.listenForSwipes();
    this.view.addChild(
      this.back,
      this.title,
      this.stars,
      this.previous,
      this.pageName,
      this.next,
      this.scenery,
      this.trail,
      this.tiles,
      this.locks,
      this.reason,
      this.hint,
    );
  }

  show(): void {
    // Opens where the journey goes on: the page of the stage to play next.
    this.page = Math.floor((currentStage(this.intents.progress()) - 1) / PER_PAGE);
    this.refresh();
  }

  mapView(): JourneyMapView {
    const progress = this.intents.progress();
    const top = highestOpen(progress);
    const region = regionOfStage(this.page * PER_PAGE + 1);
    return {
      page: this.page + 1,
      region: { index: region, name: this.regionName(region) },
      reason: this.reason.text || null,
      stages: this.pageStages().map((n) => ({
        n,
        open: n <= top,
        stars: progress[n]?.stars ?? 0,
        level: levelOfStage(n),
      })),
    };
  }

  private regionName(index: number): string {
    const names = words().link.journey.regions;
    return names[index % names.length] ?? '';
  }

  /** A swipe sideways or the mouse wheel turns the page, as the arrows do. */
  private listenForSwipes(): void {
    const view = this.view;
    view.eventMode = 'static';
    view.on('pointerdown', (e: FederatedPointerEvent) => {
      this.drag = { x: e.global.x, y: e.global.y };
      this.swiped = false;
    });
    const end = (e: FederatedPointerEvent) => {
      const from = this.drag;
      this.drag = null;
      if (!from) return;
      const dx = e.global.x - from.x;
      const dy = e.global.y - from.y;
      if (Math.abs(dx) < SWIPE || Math.abs(dx) < 1.5 * Math.abs(dy)) return;
      // The release is not a tap on the stage under the finger (see the tiles' onTap).
      this.swiped = true;
      this.turn(dx < 0 ? 1 : -1);
    };
    view.on('pointerup', end);
    view.on('pointerupoutside', end);
    view.on('wheel', (e) => {
      const delta = Math.abs(e.deltaX) > Math.abs(e.deltaY) ? e.deltaX : e.deltaY;
      if (Math.abs(delta) < 4 || performance.now() < this.wheelRestUntil) return;
      this.wheelRestUntil = performance.now() + WHEEL_REST_MS;
      this.turn(delta > 0 ? 1 : -1);
    });
  }

  private pageStages(): number[] {
    const first = this.page * PER_PAGE + 1;
    const last = Math.min(JOURNEY_STAGES, first + PER_PAGE - 1);
    return Array.from({ length: last - first + 1 }, (_, i) => first + i);
  }

  private turn(step: number): void {
    const to = Math.max(0, Math.min(PAGES - 1, this.page + step));
    if (to === this.page) return;
    this.page = to;
    this.refresh();
  }

  private refresh(): void {
    const w = words().link.journey;
    const progress = this.intents.progress();
    const top = highestOpen(progress);
    this.title.text = w.title;
    this.stars.text = w.starsTotal({
      stars: formatCount(starsWon(progress)),
      total: formatCount(JOURNEY_STAGES * 3),
    });
    const stages = this.pageStages();
    // The page is a region of the journey: its name, and the stages it holds.
    const region = regionOfStage(stages[0] ?? 1);
    this.pageName.text = w.region({
      name: this.regionName(region),
      from: formatCount(stages[0] ?? 1),
      to: formatCount(stages[stages.length - 1] ?? 1),
    });
    this.pageName.style.fill = regionAccent(region);
    const firstLocked = stages.find((n) => n > top);
    this.reason.text =
      firstLocked === undefined
        ? ''
        : `${w.locked({ n: formatCount(firstLocked) })} · ${w.openBy({ n: formatCount(opensAfter(firstLocked)) })}`;
    const allCleared = Object.keys(progress).length >= JOURNEY_STAGES;
    this.hint.text = allCleared ? w.allCleared : w.hint;
    this.previous.setEnabled(this.page > 0);
    this.next.setEnabled(this.page < PAGES - 1);
    for (const old of this.tiles.removeChildren()) old.destroy({ children: true });
    for (const n of stages) {
      const open = n <= top;
      const best = progress[n];
      const tile = new Button({
        id: open ? `stage:${n}` : `stage-locked:${n}`,
        text: formatCount(n),
        primary: open && !best,
        onTap: () => {
          if (open && !this.swiped) this.intents.play(n);
        },
      });
      tile.setEnabled(open);
      // An open stage shows its stars drawn under its number, gold as won (the stage to play
      // shows the three it can earn, grey); a locked one only its number and padlock.
      if (open) tile.addChild(new StarRow(3, STAR_SIZE).draw(best?.stars ?? 0));
      tile.accessibleTitle = !open
        ? w.lockedBy({ n: formatCount(n), by: formatCount(opensAfter(n)) })
        : best
          ? w.starsOf({ n: formatCount(n), stars: formatCount(best.stars) })
          : w.open({ n: formatCount(n) });
      this.tiles.addChild(tile);
    }
    if (this.viewport) this.layout(this.viewport);
    this.invalidate();
  }

  layout(viewport: Viewport): void {
    this.viewport = viewport;
    // The whole window takes a swipe, not only the tiles.
    this.view.hitArea = new Rectangle(0, 0, viewport.width, viewport.height);
    const { safe } = viewport;
    const top = safe.y + 12;
    // Ten to a row on a wide window: up to 1,000 px, so a desktop's tiles are not thumbnails.
    const width = Math.min(safe.width > safe.height * 1.2 ? 1000 : 720, safe.width - 32);
    const x0 = safe.x + (safe.width - width) / 2;
    const backW = Math.min(110, width / 3);
    this.back.position.set(x0, top);
    this.back.resize(backW, MIN_TOUCH);
    const titleX = x0 + backW + 12;
    const titleW = width - backW - 12;
    this.title.position.set(titleX, top);
    shrinkToFit(this.title, { x: titleX, y: top, width: titleW, height: 30 }, 22, { smallest: 15 });
    // The heavy J of "Journey" reaches left of where its text starts: a little room for it.
    this.title.x = titleX + 2;
    this.stars.position.set(titleX, top + 28);
    shrinkToFit(this.stars, { x: titleX, y: top + 28, width: titleW, height: 20 }, 15);
    // Wide, short windows (a phone on its side) lay the page out in 2 rows of 10, else 5 of 4.
    const wide = safe.width > safe.height * 1.2;
    const cols = wide ? 10 : 4;
    const rows = Math.ceil(PER_PAGE / cols);
    const rowY = top + MIN_TOUCH + GAP + 8;
    // The hint's lines, and the line of what opens the first locked stage over it.
    const hintRoom = 44 + (this.reason.text ? 22 : 0);
    // The scenery reaches this far around the tiles.
    const edge = wide ? 8 : 10;
    const gridTop = rowY + MIN_TOUCH + GAP + edge;
    const room = safe.y + safe.height - 12 - hintRoom - gridTop - edge;
    const cell = Math.floor(
      Math.min((width - 2 * edge - GAP * (cols - 1)) / cols, 96, (room - GAP * (rows - 1)) / rows),
    );
    const gridW = cols * cell + (cols - 1) * GAP;
    const gridX = x0 + (width - gridW) / 2;
    const arrowW = MIN_TOUCH + 8;
    this.previous.position.set(gridX, rowY);
    this.previous.resize(arrowW, MIN_TOUCH, 24);
    this.next.position.set(gridX + gridW - arrowW, rowY);
    this.next.resize(arrowW, MIN_TOUCH, 24);
    this.pageName.position.set(gridX + gridW / 2, rowY + MIN_TOUCH / 2);
    shrinkToFit(
      this.pageName,
      { x: gridX + arrowW, y: rowY, width: gridW - 2 * arrowW, height: MIN_TOUCH },
      17,
      { smallest: 12, margin: 4 },
    );
    const gridH = rows * cell + (rows - 1) * GAP;
    this.placeStages({ x: gridX, y: gridTop, width: gridW, height: gridH }, cols, cell, edge);
    const reasonY = gridTop + gridH + edge + GAP / 2;
    this.reason.style.wordWrapWidth = width;
    this.reason.position.set(x0, reasonY);
    if (this.reason.text) keepInBox(this.reason, { x: x0, y: reasonY, width, height: 20 });
    const hintY = reasonY + (this.reason.text ? 22 : 0);
    this.hint.style.wordWrapWidth = width;
    this.hint.position.set(x0, hintY);
    keepInBox(this.hint, { x: x0, y: hintY, width, height: this.hint.height + 2 });
  }

  /** The region's scenery around the grid, the stages on their winding trail, the padlocks. */
  private placeStages(
    grid: { x: number; y: number; width: number; height: number },
    cols: number,
    cell: number,
    edge: number,
  ): void {
    const { x: gridX, y: gridTop, width: gridW, height: gridH } = grid;
    const region = regionOfStage(this.page * PER_PAGE + 1);
    drawScenery(this.scenery, region, {
      x: gridX - edge,
      y: gridTop - edge,
      width: gridW + 2 * edge,
      height: gridH + 2 * edge,
    });
    // The trail winds: left to right on one row, right to left on the next, as a path is walked.
    const centres: { x: number; y: number }[] = [];
    const openTo = highestOpen(this.intents.progress());
    let walked = 0;
    this.locks.clear();
    const plates: { x: number; y: number }[] = [];
    this.tiles.children.forEach((tile, i) => {
      const row = Math.floor(i / cols);
      const col = row % 2 === 0 ? i % cols : cols - 1 - (i % cols);
      const x = gridX + col * (cell + GAP);
      const y = gridTop + row * (cell + GAP);
      (tile as Button).position.set(x, y);
      (tile as Button).resize(cell, cell, Math.max(13, Math.min(18, cell / 4)));
      placeStars(tile as Button, cell);
      centres.push({ x: x + cell / 2, y: y + cell / 2 });
      const n = this.page * PER_PAGE + 1 + i;
      if (n <= openTo) walked = i + 1;
      else {
        this.drawLock(x + cell - 13, y + 13, Math.max(8, cell / 9));
        plates.push({ x, y });
      }
    });
    drawTrail(this.trail, centres, walked, region, Math.max(6, cell / 6));
    // A locked tile is drawn faded (setEnabled): a plate of the card's colour under it keeps the
    // trail and the scenery from running through its number.
    for (const p of plates)
      this.trail.roundRect(p.x, p.y, cell, cell, Math.min(12, cell / 3)).fill(theme.surface);
  }
  /** A small padlock (body and shackle) centred at (x, y): the tile under it is locked. */
  private drawLock(x: number, y: number, r: number): void {
    const g = this.locks;
    g.roundRect(x - r, y - r * 0.2, 2 * r, r * 1.5, r * 0.3).fill(theme.inkSoft);
    g.moveTo(x - r * 0.6, y - r * 0.2)
      .arc(x, y - r * 0.2, r * 0.6, Math.PI, 2 * Math.PI)
      .stroke({ color: theme.inkSoft, width: r * 0.35 });
  }
}

/** The drawn stars' size before scaling (star-row.ts): three of them and two gaps of 4. */
const STAR_SIZE = 20;
const STAR_ROW_W = 3 * STAR_SIZE + 2 * 4;

/** A stage tile's number over its row of stars (a locked tile, without stars, keeps it centred). */
function placeStars(tile: Button, cell: number): void {
  const row = tile.children.find((c): c is StarRow => c instanceof StarRow);
  if (!row) return;
  tile.placeCaption(0.5, 0.36);
  const k = Math.min(1, (cell * 0.72) / STAR_ROW_W);
  row.scale.set(k);
  row.position.set((cell - STAR_ROW_W * k) / 2, cell * 0.6);
}
