// How the board draws a hint, without ever covering the player's notes. Under the digits and
// notes: the "look here" hatching, the lines from each witness digit across the cells it rules
// out, discs behind the candidates that make a pattern, and a chain's links. Over them only
// thin marks: a ring round each witness digit, a ring round a placed digit's note (or a ghost
// digit in a cell with no notes), and a slash through each removed candidate's own note.

import { Container, Graphics, Text } from 'pixi.js';
import { theme } from '../../../ui/theme';
import type { SudokuState } from '../core/game';

interface CellDigit {
  readonly cell: number;
  readonly digit: number;
}

/** A hint stage as the board draws it (see core/hint-stages.ts). */
export interface BoardHint {
  houses: readonly number[];
  cells: readonly number[];
  placements: readonly CellDigit[];
  eliminations: readonly CellDigit[];
  /** Candidates that make the pattern. */
  pattern?: readonly CellDigit[];
  /** Digits that rule out `cells`, seeing them through `house`. */
  witnesses?: readonly { cell: number; digit: number; house: number; cells: readonly number[] }[];
  /** Chain links between candidates; strong ones drawn solid, weak ones dashed. */
  links?: readonly { from: CellDigit; to: CellDigit; strong: boolean }[];
}

interface Geometry {
  readonly size: number;
  readonly s: number;
  readonly noteRows: number;
  readonly noteCols: number;
}

export class SudokuHintArt {
  /** Drawn below the digits and notes. */
  readonly under = new Graphics();
  /** Drawn above them: thin marks only. */
  readonly over = new Container();
  private readonly overMarks = new Graphics();

  constructor(private readonly makeDigit: () => Text) {
    this.over.addChild(this.overMarks);
  }

  /** Redraws `hint` for `state` on cells of `cellSize` pixels; null clears it. */
  draw(state: SudokuState, hint: BoardHint | null, cellSize: number): void {
    const under = this.under.clear();
    const over = this.overMarks.clear();
    for (const child of this.over.removeChildren()) if (child !== this.overMarks) child.destroy();
    this.over.addChild(this.overMarks);
    if (!hint || cellSize === 0) return;
    const { size, boxRows, boxCols } = state.shape;
    const g: Geometry = {
      size,
      s: cellSize,
      noteRows: size === 9 ? 3 : boxRows,
      noteCols: size === 9 ? 3 : boxCols,
    };
    this.hatch(state, hint.houses, g, under);
    this.drawWitnesses(state, hint, g, under, over);
    this.drawPattern(state, hint, g, under);
    this.drawLinks(hint, g, under);
    this.drawPlacements(state, hint, g, over);
    this.drawEliminations(state, hint, g, over);
  }

  private centre(g: Geometry, cell: number): { x: number; y: number } {
    return { x: ((cell % g.size) + 0.5) * g.s, y: (Math.floor(cell / g.size) + 0.5) * g.s };
  }

  /** Where note `digit` sits in `cell`, and the radius of its spot. */
  private note(g: Geometry, cell: number, digit: number): { x: number; y: number; r: number } {
    const nr = Math.floor((digit - 1) / g.noteCols);
    const nc = (digit - 1) % g.noteCols;
    return {
      x: (cell % g.size) * g.s + ((nc + 0.5) * g.s) / g.noteCols,
      y: Math.floor(cell / g.size) * g.s + ((nr + 0.5) * g.s) / g.noteRows + 0.5,
      r: (g.s / Math.max(g.noteCols, g.noteRows)) * 0.44,
    };
  }

  private showsNote(state: SudokuState, { cell, digit }: CellDigit): boolean {
    return state.values[cell] === 0 && (((state.notes[cell] as number) >> digit) & 1) === 1;
  }

  /** Diagonal stripes over the hint's houses: a pattern the selection's plain fills never
   *  have, so "look here" reads apart from "selected" without relying on colour. */
  private hatch(state: SudokuState, houses: readonly number[], g: Geometry, under: Graphics): void {
    const cells = new Set<number>();
    for (const h of houses) for (const c of state.shape.houses[h] ?? []) cells.add(c);
    if (cells.size === 0) return;
    const step = g.s / 4;
    // Cells with notes get fainter stripes, so the pencil marks under them stay readable.
    const noted = (cell: number) => state.values[cell] === 0 && state.notes[cell] !== 0;
    for (const faint of [false, true]) {
      for (const cell of cells) {
        if (noted(cell) !== faint) continue;
        const x = (cell % g.size) * g.s;
        const y = Math.floor(cell / g.size) * g.s;
        for (let t = step; t < 2 * g.s; t += step) {
          under
            .moveTo(x + Math.max(0, t - g.s), y + Math.min(t, g.s))
            .lineTo(x + Math.min(t, g.s), y + Math.max(0, t - g.s));
        }
      }
      under.stroke({ width: 1, color: theme.accent, alpha: faint ? 0.14 : 0.28 });
    }
  }

  /** Each witness: a ring round its digit and a line to the farthest cell it rules out. */
  private drawWitnesses(
    state: SudokuState,
    hint: BoardHint,
    g: Geometry,
    under: Graphics,
    over: Graphics,
  ): void {
    for (const w of hint.witnesses ?? []) {
      const from = this.centre(g, w.cell);
      let far = from;
      for (const c of w.cells) {
        const p = this.centre(g, c);
        if (Math.hypot(p.x - from.x, p.y - from.y) > Math.hypot(far.x - from.x, far.y - from.y))
          far = p;
      }
      under.moveTo(from.x, from.y).lineTo(far.x, far.y);
      // A dot in each cell ruled out, unless notes fill it (the line alone marks those).
      for (const c of w.cells) {
        if (state.values[c] === 0 && state.notes[c] !== 0) continue;
        const p = this.centre(g, c);
        under.circle(p.x, p.y, g.s * 0.08);
      }
      over.circle(from.x, from.y, g.s * 0.42);
    }
    if ((hint.witnesses ?? []).length === 0) return;
    under.stroke({ width: Math.max(2, g.s * 0.07), color: theme.accent, alpha: 0.45 });
    over.stroke({ width: Math.max(2, g.s * 0.06), color: theme.accent });
  }

  /** A disc behind each pattern candidate's note, or the candidate itself, small, where the
   *  player keeps no notes. */
  private drawPattern(state: SudokuState, hint: BoardHint, g: Geometry, under: Graphics): void {
    for (const cd of hint.pattern ?? []) {
      const { x, y, r } = this.note(g, cd.cell, cd.digit);
      under.circle(x, y, r).fill({ color: theme.accent, alpha: 0.22 });
      under.circle(x, y, r).stroke({ width: 1.5, color: theme.accent });
      if (!this.showsNote(state, cd)) this.smallDigit(g, cd, theme.accent);
    }
  }

  private drawLinks(hint: BoardHint, g: Geometry, under: Graphics): void {
    for (const { from, to, strong } of hint.links ?? []) {
      const a = this.note(g, from.cell, from.digit);
      const b = this.note(g, to.cell, to.digit);
      const length = Math.hypot(b.x - a.x, b.y - a.y);
      if (length <= a.r + b.r) continue;
      // From the edge of one candidate's spot to the other's, so the digits stay clear.
      const ux = (b.x - a.x) / length;
      const uy = (b.y - a.y) / length;
      const x0 = a.x + ux * a.r;
      const y0 = a.y + uy * a.r;
      const run = length - a.r - b.r;
      if (strong) {
        under.moveTo(x0, y0).lineTo(x0 + ux * run, y0 + uy * run);
        under.stroke({ width: Math.max(1.5, g.s * 0.05), color: theme.accent });
      } else {
        const dash = Math.max(3, g.s * 0.1);
        for (let d = 0; d < run; d += 2 * dash) {
          const e = Math.min(run, d + dash);
          under.moveTo(x0 + ux * d, y0 + uy * d).lineTo(x0 + ux * e, y0 + uy * e);
        }
        under.stroke({ width: Math.max(1, g.s * 0.035), color: theme.accent });
      }
    }
  }

  /** A placed digit: its note ringed when the player has notes there (they stay readable),
   *  else the digit itself as a ghost in the empty cell. */
  private drawPlacements(state: SudokuState, hint: BoardHint, g: Geometry, over: Graphics): void {
    for (const cd of hint.placements) {
      const hasNotes = state.values[cd.cell] === 0 && state.notes[cd.cell] !== 0;
      if (hasNotes) {
        const { x, y, r } = this.note(g, cd.cell, cd.digit);
        this.under.circle(x, y, r).fill({ color: theme.success, alpha: 0.2 });
        over.circle(x, y, r).stroke({ width: Math.max(2, g.s * 0.08), color: theme.success });
        if (!this.showsNote(state, cd)) this.smallDigit(g, cd, theme.success);
        continue;
      }
      const t = this.makeDigit();
      t.text = String(cd.digit);
      t.style.fill = theme.success;
      t.style.fontWeight = '700';
      t.alpha = 0.85;
      const { x, y } = this.centre(g, cd.cell);
      t.position.set(x, y + 1);
      this.over.addChild(t);
    }
  }

  /** A removed candidate: a ring round its own note (or round the candidate drawn small
   *  where the player keeps no notes) and a slash through it, both thick enough to find on a
   *  phone's 40 px cells among the hatching. */
  private drawEliminations(state: SudokuState, hint: BoardHint, g: Geometry, over: Graphics): void {
    if (hint.eliminations.length === 0) return;
    for (const cd of hint.eliminations) {
      const { x, y, r } = this.note(g, cd.cell, cd.digit);
      if (!this.showsNote(state, cd)) this.smallDigit(g, cd, theme.conflict);
      over.circle(x, y, r * 1.05);
    }
    over.stroke({ width: Math.max(1.5, g.s * 0.035), color: theme.conflict });
    for (const cd of hint.eliminations) {
      const { x, y, r } = this.note(g, cd.cell, cd.digit);
      over.moveTo(x - r * 0.75, y + r * 0.75).lineTo(x + r * 0.75, y - r * 0.75);
    }
    over.stroke({ width: Math.max(2, g.s * 0.055), color: theme.conflict, cap: 'round' });
  }

  /** A candidate drawn where the player shows no note for it (never over a note). */
  private smallDigit(g: Geometry, { cell, digit }: CellDigit, color: number): void {
    const { x, y, r } = this.note(g, cell, digit);
    const t = new Text({
      text: String(digit),
      style: {
        fontFamily: theme.fontFamily,
        fontSize: Math.max(6, Math.round(r * 1.6)),
        fill: color,
      },
    });
    t.anchor.set(0.5);
    t.position.set(x, y);
    this.over.addChild(t);
  }
}
