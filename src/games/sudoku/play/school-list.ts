// school: the Learn page — every technique the grader knows, family by family, easiest
// first, each a row (`technique:<id>`) with how far the player has come with it: new, practised
// (how many positions), or mastered. The list is taller than a phone, so it scrolls (a drag or
// the mouse wheel); rows outside the window are hidden, so only what can be tapped is listed.

import { Container, type FederatedPointerEvent, Graphics, Rectangle } from 'pixi.js';
import type { SkillEntry } from '../../../play/skill-progress';
import { Button } from '../../../ui/button';
import { markScrollsVertically } from '../../../ui/scrollers';
import { makeText } from '../../../ui/text';
import { theme } from '../../../ui/theme';
import { familyOf, SCHOOL_FAMILIES, SCHOOL_TECHNIQUES } from '../core/school/school-techniques';
import type { SchoolTechniqueId } from '../words/school-words-type';
import { schoolWords } from './school-words';

const ROW_H = 52;
const ROW_GAP = 6;
const HEADER_H = 58;
/** A drag longer than this scrolls; its release is then not a tap on the row under it. */
const DRAG_SLOP = 8;

/** A skill's progress in a few words: new, practised n, mastered. */
export function statusLine(entry: SkillEntry | undefined): string {
  const w = schoolWords().status;
  if (entry?.mastered) return w.mastered;
  if (entry && entry.practised > 0) return w.practised(entry.practised);
  return w.fresh;
}

interface Row {
  id: SchoolTechniqueId;
  button: Button;
  name: ReturnType<typeof makeText>;
  status: ReturnType<typeof makeText>;
  y: number;
}

export class SchoolList {
  readonly view = new Container({ label: 'school-list' });
  private readonly scroller = new Container({ label: 'school-list-scroll' });
  private readonly clip = new Graphics();
  private readonly rows: Row[] = [];
  private readonly headers: { box: Container; y: number }[] = [];
  /** One line on what the school is, over the first family. */
  private readonly intro = makeText('', 14, { color: theme.inkSoft });
  private room = new Rectangle(0, 0, 0, 0);
  private contentH = 0;
  private offset = 0;
  private drag: { y: number; offset: number; moved: boolean } | null = null;
  private dragged = false;

  constructor(
    private readonly open: (id: SchoolTechniqueId) => void,
    private readonly invalidate: () => void,
  ) {
    const w = schoolWords();
    this.intro.text = w.intro;
    this.intro.style.wordWrap = true;
    this.scroller.addChild(this.intro);
    for (const family of SCHOOL_FAMILIES) {
      const box = new Container({ label: `school-family:${family}` });
      const name = makeText(w.families[family].name, 17, { weight: '800' });
      const blurb = makeText(w.families[family].blurb, 13, { color: theme.inkSoft });
      blurb.y = 24;
      box.addChild(name, blurb);
      this.scroller.addChild(box);
      this.headers.push({ box, y: 0 });
      for (const t of SCHOOL_TECHNIQUES) {
        if (t.family !== family) continue;
        const id = t.id as SchoolTechniqueId;
        const button = new Button({
          id: `technique:${id}`,
          text: '',
          onTap: () => {
            if (!this.dragged) this.open(id);
          },
        });
        button.accessibleTitle = w.names[id];
        // The name sits at the row's left and the progress at its right (a caption is centred).
        const name = makeText(w.names[id], 16, { weight: '700' });
        name.anchor.set(0, 0.5);
        const status = makeText('', 14, { color: theme.inkSoft });
        status.anchor.set(1, 0.5);
        for (const t of [name, status]) t.eventMode = 'none';
        this.scroller.addChild(button, name, status);
        this.rows.push({ id, button, name, status, y: 0 });
      }
    }
    this.scroller.mask = this.clip;
    markScrollsVertically(this.scroller);
    this.view.addChild(this.clip, this.scroller);
    this.setProgress({});
    this.listenForScroll();
  }

  /** Each row's status from the progress (after a practice, an import, or on opening). */
  setProgress(skills: Readonly<Record<string, SkillEntry>>): void {
    for (const row of this.rows) {
      const entry = skills[row.id];
      row.status.text = statusLine(entry);
      row.status.style.fill = entry?.mastered ? theme.accent : theme.inkSoft;
      fitRow(row, this.rowWidth);
    }
  }

  /** The rows' width as last laid out (0 before the first layout). */
  private rowWidth = 0;

  /**
   * Lays the list out in `room` (page px): one column on a phone; on a wide window two, each
   * family going to the shorter one, so a desktop sees most of the school at once.
   */
  layout(room: Rectangle): void {
    this.room = room;
    const columns = room.width >= 900 ? 2 : 1;
    const gap = 32;
    const width = Math.min(columns === 2 ? 520 : 640, (room.width - gap * (columns - 1)) / columns);
    const x0 = (room.width - (width * columns + gap * (columns - 1))) / 2;
    this.intro.style.wordWrapWidth = width * columns + gap * (columns - 1);
    this.intro.position.set(x0, 0);
    const top = this.intro.height + 4;
    const bottoms = Array.from({ length: columns }, () => top);
    let row = 0;
    this.headers.forEach((header, f) => {
      const column = bottoms.indexOf(Math.min(...bottoms));
      const x = x0 + column * (width + gap);
      let y = bottoms[column] as number;
      header.y = y;
      header.box.position.set(x, y + 8);
      const blurb = header.box.children[1] as ReturnType<typeof makeText>;
      blurb.style.wordWrap = true;
      blurb.style.wordWrapWidth = width;
      y += Math.max(HEADER_H, 8 + 24 + blurb.height + 10);
      for (; row < this.rows.length; row++) {
        const r = this.rows[row] as Row;
        if (familyOf(r.id) !== SCHOOL_FAMILIES[f]) break;
        r.y = y;
        r.button.resize(width, ROW_H, 16);
        r.button.position.set(x, y);
        r.name.position.set(x + 16, y + ROW_H / 2);
        r.status.position.set(x + width - 14, y + ROW_H / 2);
        fitRow(r, width);
        y += ROW_H + ROW_GAP;
      }
      bottoms[column] = y;
    });
    this.rowWidth = width;
    this.contentH = Math.max(...bottoms) + 8;
    this.clip.clear().rect(room.x, room.y, room.width, room.height).fill(0xffffff);
    this.view.hitArea = room;
    this.scrollTo(this.offset);
  }

  /** Brings `id`'s row into the window (the row the player came back from). */
  reveal(id: SchoolTechniqueId): void {
    const row = this.rows.find((r) => r.id === id);
    if (!row) return;
    if (row.y < this.offset || row.y + ROW_H > this.offset + this.room.height)
      this.scrollTo(row.y - this.room.height / 3);
  }

  private scrollTo(offset: number): void {
    const most = Math.max(0, this.contentH - this.room.height);
    this.offset = Math.max(0, Math.min(most, offset));
    this.scroller.position.set(this.room.x, this.room.y - this.offset);
    // Only rows wholly in the window take taps (and are listed by targets()).
    const top = this.offset;
    const bottom = this.offset + this.room.height;
    for (const r of this.rows) {
      const inside = r.y >= top - 1 && r.y + ROW_H <= bottom + 1;
      r.button.visible = inside;
      r.name.visible = inside;
      r.status.visible = inside;
    }
    for (const h of this.headers) h.box.visible = h.y + 20 > top && h.y < bottom;
    this.invalidate();
  }

  /** True when the list is taller than its window. */
  get scrolls(): boolean {
    return this.contentH > this.room.height + 1;
  }

  private listenForScroll(): void {
    const view = this.view;
    view.eventMode = 'static';
    view.on('wheel', (e) => this.scrollTo(this.offset + e.deltaY));
    view.on('pointerdown', (e: FederatedPointerEvent) => {
      this.dragged = false;
      if (this.room.contains(e.global.x, e.global.y))
        this.drag = { y: e.global.y, offset: this.offset, moved: false };
    });
    view.on('globalpointermove', (e: FederatedPointerEvent) => {
      const drag = this.drag;
      if (!drag) return;
      const dy = e.global.y - drag.y;
      if (!drag.moved && Math.abs(dy) < DRAG_SLOP) return;
      drag.moved = true;
      this.dragged = true;
      this.scrollTo(drag.offset - dy);
    });
    const end = () => {
      this.drag = null;
    };
    view.on('pointerup', end);
    view.on('pointerupoutside', end);
  }
}

/**
 * A long name and its progress share one row: the name's type steps down (16 → 12 px) until
 * both fit with a gap, so "Dynamic Forcing Chains (+)" never runs into "Not practised yet" on a
 * phone.
 */
function fitRow(row: Row, width: number): void {
  if (width <= 0) return;
  const room = width - 16 - 14 - 12 - row.status.width;
  let size = 16;
  row.name.style.fontSize = size;
  while (row.name.width > room && size > 12) row.name.style.fontSize = --size;
}
