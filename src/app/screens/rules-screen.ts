// How to play, in plain words, for someone who has never seen the game: each game's rules
// text comes from its registry entry. Above it (lesson), a row of small pictures drawn
// by the game's own view (loaded on first use), and a button to see the first steps again; the
// text stays whole under them, for screen readers and for the detail.

import { Container, type FederatedPointerEvent, Graphics, Rectangle, type Text } from 'pixi.js';
import { words } from '../../i18n/i18n';
import type { GameEntry } from '../../play/game-entry';
import type { LessonDeps, RulePicture } from '../../play/lesson-api';
import { Button } from '../../ui/button';
import type { Screen } from '../../ui/screen';
import { markScrollsVertically } from '../../ui/scrollers';
import { makeText } from '../../ui/text';
import { theme } from '../../ui/theme';
import type { Viewport } from '../../ui/viewport';
import { GAMES } from '../game-registry';

/** lesson: what Rules draws its pictures with, and what "First steps" does. */
export interface RulesFirstSteps {
  deps(): LessonDeps;
  again(entry: GameEntry): void;
}

/** The widest a picture is drawn, and the room between pictures. */
const PICTURE_MAX = 120;
const PICTURE_GAP = 16;
const PICTURE_TOP = 8;

const COLUMN_GAP = 28;
/** The smallest type the rules shrink to (CSS px) before they scroll instead. */
const MIN_TYPE = 13;

export class RulesScreen implements Screen {
  readonly name = 'rules';
  readonly view = new Container({ label: 'screen:rules' });
  private readonly title = makeText(words().rules.title, 28, { weight: '800' });
  private readonly body = makeText('', 16, { color: theme.ink, wrap: 320 });
  /** The second column, on a wide and short screen. */
  private readonly second = makeText('', 16, { color: theme.ink, wrap: 320 });
  private lines: string[] = [];
  private readonly back: Button;
  private viewport: Viewport | null = null;

  /** The rules' columns, moved up and down when they are taller than their room. */
  private readonly scroller = new Container({ label: 'rules-scroll' });
  private readonly clip = new Graphics();
  /** The same room, unmasking and never seen: what layout tests read (a mask has no bounds). */
  private readonly roomMark = new Graphics({ label: 'rules-room', alpha: 0 });
  /** Takes the drags and the wheel over the room (its own hit area: Back stays tappable). */
  private readonly scrollPad = new Container();
  /** The room the rules show in (page px of the stage) and how far they are scrolled. */
  private room = new Rectangle();
  private contentH = 0;
  private offset = 0;
  private drag: { y: number; offset: number } | null = null;
  /** lesson: the pictures' row (in the scroller, over the text) and its height. */
  private readonly pictureRow = new Container({ label: 'rules-pictures' });
  private pictures: RulePicture[] = [];
  private pictureH = 0;
  private steps: RulesFirstSteps | null = null;
  private again: Button | null = null;
  private game: GameEntry = GAMES[0] as GameEntry;

  constructor(
    onBack: () => void,
    private readonly invalidate: () => void = () => {},
  ) {
    this.back = new Button({
      id: 'btn:back',
      text: words().common.back,
      primary: true,
      onTap: onBack,
    });
    this.body.label = 'rules-body';
    this.second.label = 'rules-body-2';
    this.scroller.addChild(this.pictureRow, this.body, this.second);
    this.scroller.mask = this.clip;
    markScrollsVertically(this.scroller);
    this.view.addChild(
      this.title,
      this.roomMark,
      this.scrollPad,
      this.clip,
      this.scroller,
      this.back,
    );
    this.listenForScroll();
    this.setGame(GAMES[0] as GameEntry);
  }

  /** lesson: pictures for each game's rules, and the "First steps" button. */
  setFirstSteps(steps: RulesFirstSteps): void {
    this.steps = steps;
    if (!this.again) {
      this.again = new Button({
        id: 'btn:lesson-again',
        text: words().lesson.again,
        onTap: () => this.steps?.again(this.game),
      });
      this.view.addChild(this.again);
    }
  }

  /** The game's pictures, loaded on first use; a game without them shows the text alone. */
  private async loadPictures(game: GameEntry): Promise<void> {
    for (const p of this.pictures) p.view.destroy({ children: true });
    this.pictures = [];
    const steps = this.steps;
    if (!steps || !game.firstSteps) return;
    const made = (await game.firstSteps()).pictures(steps.deps());
    if (this.game !== game || this.view.destroyed) {
      for (const p of made) p.view.destroy({ children: true });
      return;
    }
    this.pictures = made;
    this.pictureRow.addChild(...made.map((p) => p.view));
    if (this.viewport) this.layout(this.viewport);
  }

  /** Lays the pictures out in one row `width` wide; returns the row's height (0 with none). */
  private layoutPictures(width: number): number {
    const n = this.pictures.length;
    if (n === 0) return 0;
    const side = Math.min(PICTURE_MAX, (width - PICTURE_GAP * (n - 1)) / n);
    const rowW = n * side + (n - 1) * PICTURE_GAP;
    let h = 0;
    this.pictures.forEach((p, i) => {
      h = Math.max(h, p.layout(side));
      // A little room above: a Link line round the top edge is drawn in the ring over the tiles.
      p.view.position.set((width - rowW) / 2 + i * (side + PICTURE_GAP), PICTURE_TOP);
    });
    return PICTURE_TOP + h + PICTURE_GAP;
  }

  /** Resolves once the pictures are in (or could not be: the text shows alone; never rejects). */
  setGame(game: GameEntry): Promise<void> {
    this.game = game;
    if (this.again) this.again.visible = game.firstSteps !== undefined;
    const pictures = this.loadPictures(game).catch((error: unknown) => console.error(error));
    this.title.text = game.rules.title;
    // Last, what is safe where (Safari's seven-day rule): the same for every game.
    this.lines = [...game.rules.lines, words().safeStorage.whereSafe].map((r) => `•  ${r}`);
    if (this.viewport) this.layout(this.viewport);
    return pictures;
  }

  layout(viewport: Viewport): void {
    this.viewport = viewport;
    const { safe } = viewport;
    const buttonH = 52;
    const wide = Math.min(1040, safe.width - 32);
    // Upright, one column with Back under it. On a wide, short screen (a phone held sideways)
    // one column would shrink past reading or run under Back: two columns, Back beside the title.
    const twoColumns = safe.width > safe.height && wide >= 2 * 300 + COLUMN_GAP;
    const width = twoColumns ? wide : Math.min(560, safe.width - 32);
    const x0 = safe.x + (safe.width - width) / 2;
    const top = safe.y + 16;
    const bodyTop = top + 48;
    if (twoColumns) {
      const columnW = (width - COLUMN_GAP) / 2;
      const split = balancedSplit(this.lines);
      this.body.text = this.lines.slice(0, split).join('\n\n');
      this.second.text = this.lines.slice(split).join('\n\n');
      this.second.visible = true;
      const room = safe.y + safe.height - 16 - bodyTop;
      this.pictureH = this.layoutPictures(width);
      this.fitType([this.body, this.second], columnW, room - this.pictureH);
      this.body.position.set(0, this.pictureH);
      this.second.position.set(columnW + COLUMN_GAP, this.pictureH);
      this.setRoom(x0, bodyTop, width, room);
      const backW = Math.min(160, width / 4);
      this.back.position.set(x0 + width - backW, top);
      this.back.resize(backW, 44, 17);
      // lesson: "First steps" just left of Back.
      this.again?.position.set(x0 + width - 2 * backW - 8, top);
      this.again?.resize(backW, 44, 17);
    } else {
      this.body.text = this.lines.join('\n\n');
      this.second.text = '';
      this.second.visible = false;
      const room = safe.height - 16 - 44 - 16 - buttonH - 24;
      this.pictureH = this.layoutPictures(width);
      this.fitType([this.body], width, room - this.pictureH);
      this.body.position.set(0, this.pictureH);
      const shown = Math.min(room, this.pictureH + this.body.height);
      this.setRoom(x0, bodyTop, width, shown);
      const backY = Math.min(safe.y + safe.height - buttonH - 16, bodyTop + shown + 24);
      // lesson: Back and "First steps" share the row when the game has a lesson.
      const both = this.again?.visible === true;
      const backW = both ? (width - 8) / 2 : width;
      this.back.position.set(x0, backY);
      this.back.resize(backW, buttonH, 18);
      this.again?.position.set(x0 + backW + 8, backY);
      this.again?.resize(backW, buttonH, 18);
    }
    this.title.position.set(x0, top);
  }

  /**
   * Shrinks the type until every text fits `room` in height, but never below a size that reads
   * easily on a phone: what still does not fit scrolls (a drag or the mouse wheel).
   */
  private fitType(texts: Text[], width: number, room: number): void {
    let size = 17;
    const tooTall = () => texts.some((t) => t.height > room);
    do {
      for (const t of texts) {
        t.style.fontSize = size;
        t.style.lineHeight = Math.round(size * 1.35);
        t.style.wordWrapWidth = width;
      }
      size--;
    } while (tooTall() && size >= MIN_TYPE);
  }

  /** Where the rules show: the clip, the scroll range (kept in it), and the hit area to drag. */
  private setRoom(x: number, y: number, width: number, height: number): void {
    this.room = new Rectangle(x, y, width, height);
    this.contentH =
      this.pictureH + Math.max(this.body.height, this.second.visible ? this.second.height : 0);
    this.clip.clear().rect(x, y, width, height).fill(0xffffff);
    this.roomMark.clear().rect(x, y, width, height).fill(0xffffff);
    this.scrollPad.hitArea = this.room;
    this.scrollTo(this.offset);
  }

  private scrollTo(offset: number): void {
    const most = Math.max(0, this.contentH - this.room.height);
    this.offset = Math.max(0, Math.min(most, offset));
    this.scroller.position.set(this.room.x, this.room.y - this.offset);
    this.invalidate();
  }

  /** True when the rules are taller than their room (tests; a drag or the wheel moves them). */
  get scrolls(): boolean {
    return this.contentH > this.room.height + 1;
  }

  private listenForScroll(): void {
    const view = this.scrollPad;
    view.eventMode = 'static';
    view.on('wheel', (e) => this.scrollTo(this.offset + e.deltaY));
    view.on('pointerdown', (e: FederatedPointerEvent) => {
      if (this.room.contains(e.global.x, e.global.y))
        this.drag = { y: e.global.y, offset: this.offset };
    });
    view.on('globalpointermove', (e: FederatedPointerEvent) => {
      if (this.drag) this.scrollTo(this.drag.offset - (e.global.y - this.drag.y));
    });
    const end = () => {
      this.drag = null;
    };
    view.on('pointerup', end);
    view.on('pointerupoutside', end);
  }
}

/** Where to split the rules into two columns of about the same length (in characters). */
function balancedSplit(lines: readonly string[]): number {
  const total = lines.reduce((n, l) => n + l.length, 0);
  let sum = 0;
  for (let i = 0; i < lines.length; i++) {
    sum += (lines[i] as string).length;
    if (sum >= total / 2) return Math.min(lines.length - 1, i + 1);
  }
  return lines.length;
}
