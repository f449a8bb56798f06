// The Sudoku board drawn by Pixi: shading, highlights, digits, notes and grid lines. It only
// draws what it is given and reports taps as intents; it never changes game state itself.

import { Container, type FederatedPointerEvent, Graphics, Rectangle, Text } from 'pixi.js';
import { prefersReducedMotion } from '../../../ui/motion';
import { ease, type RenderLoop } from '../../../ui/render-loop';
import { theme } from '../../../ui/theme';
import type { SudokuState } from '../core/game';
import { boxOf } from '../core/geometry';
import { focusDigit } from './digit-highlight';
import { type BoardHint, SudokuHintArt } from './sudoku-hint-art';

export type { BoardHint } from './sudoku-hint-art';

/** What the board highlights, beyond the game state itself. */
export interface SudokuBoardUi {
  selected: number | null;
  /** Digit-first entry: the picked digit; the cells holding it are marked instead of the
   *  selected cell's digit. */
  digit?: number | null;
  /** Cells drawn as conflicting (mark-conflicts mode, or after the answer check). */
  conflicts: ReadonlySet<number>;
  /** The hint stage on show, if any. */
  hint?: BoardHint | null;
}

/** The same marks: selection, picked digit, conflicts and hint stage. */
function sameBoardUi(a: SudokuBoardUi, b: SudokuBoardUi): boolean {
  if (a.selected !== b.selected || (a.digit ?? null) !== (b.digit ?? null)) return false;
  if ((a.hint ?? null) !== (b.hint ?? null) || a.conflicts.size !== b.conflicts.size) return false;
  for (const cell of a.conflicts) if (!b.conflicts.has(cell)) return false;
  return true;
}

/** How long a finger must rest on a cell to count as a long press (notes shortcut). */
const LONG_PRESS_MS = 450;

interface CellSprites {
  root: Container;
  digit: Text;
  notes: Text[];
}

export class SudokuBoardView extends Container {
  private readonly shading = new Graphics();
  private readonly lines = new Graphics();
  private readonly flash = new Graphics();
  /** Marks that must not rely on colour: the selection ring, error underlines, hint outlines. */
  private readonly marks = new Graphics();
  private readonly cellLayer = new Container();
  /** The cell under a mouse (desktop): a soft tint, drawn only when the hovered cell changes. */
  private readonly hoverTint = new Graphics();
  /** Discs behind the pencil marks of the digit in focus, so its candidates stand out. */
  private readonly noteDiscs = new Graphics();
  private hovered: number | null = null;
  private readonly hintArt = new SudokuHintArt(() => this.makeDigit());
  private digitScale = 0.62;
  private cells: CellSprites[] = [];
  private cellSize = 0;
  private state: SudokuState | null = null;
  private ui: SudokuBoardUi = { selected: null, conflicts: new Set() };

  constructor(
    private readonly loop: RenderLoop,
    private readonly onCellTap: (cell: number) => void,
    private readonly onCellLongPress: (cell: number) => void = () => {},
  ) {
    super({ label: 'board' });
    this.addChild(
      this.shading,
      this.hintArt.under,
      this.flash,
      this.hoverTint,
      this.noteDiscs,
      this.cellLayer,
      this.lines,
      this.marks,
      this.hintArt.over,
    );
  }

  /** Larger digits for players who want them (a setting): 0.62 of the cell, or 0.76. */
  setLargeDigits(large: boolean): void {
    const scale = large ? 0.76 : 0.62;
    if (scale === this.digitScale) return;
    this.digitScale = scale;
    if (this.cellSize > 0) this.rebuildCells();
    this.redraw();
  }

  get boardSize(): number {
    return this.cellSize * (this.state?.shape.size ?? 0);
  }

  /** Fits the board in a square of `size` CSS pixels. */
  layout(size: number): void {
    if (!this.state) return;
    this.cellSize = Math.floor(size / this.state.shape.size);
    this.rebuildCells();
    this.redraw();
  }

  /** Draws `state` with `ui`; the same state marked the same way is left as drawn (a redraw
   *  that only carries an effect, like a refused digit, rebuilds nothing). */
  update(state: SudokuState, ui: SudokuBoardUi): void {
    if (state === this.state && sameBoardUi(ui, this.ui)) return;
    const shapeChanged = this.state?.shape !== state.shape;
    this.state = state;
    this.ui = ui;
    if (shapeChanged && this.cellSize > 0) this.rebuildCells();
    this.redraw();
  }

  /** The refused digit appears in red in the cell and shakes, then fades out. */
  shakeRefused(cell: number, digit: number): void {
    const sprites = this.cells[cell];
    if (!sprites) return;
    const ghost = this.makeDigit();
    ghost.text = String(digit);
    ghost.style.fill = theme.conflict;
    ghost.position.copyFrom(sprites.digit.position);
    sprites.root.addChild(ghost);
    const baseX = ghost.x;
    // With reduced motion the digit only shows and fades; it does not shake.
    const shake = prefersReducedMotion() ? 0 : this.cellSize * 0.18;
    this.loop.animate((t) => {
      // Laid out again mid-shake: the cells were made anew and the digit went with its cell.
      if (ghost.destroyed) return false;
      const p = Math.min(1, t / 450);
      ghost.x = baseX + Math.sin(p * Math.PI * 6) * (1 - p) * shake;
      ghost.alpha = p < 0.7 ? 1 : 1 - (p - 0.7) / 0.3;
      if (p >= 1) ghost.destroy();
      return p < 1;
    });
  }

  /** `cells` pulse twice: red for the cells that caused a refusal, green ('found') for the
   *  cells of a step just carried out right, which must never look wrong. */
  flashCells(cells: readonly number[], tone: 'refused' | 'found' = 'refused'): void {
    if (!this.state) return;
    const size = this.state.shape.size;
    const s = this.cellSize;
    const colour = tone === 'found' ? theme.success : theme.conflict;
    this.flash.clear();
    for (const cell of cells) {
      this.flash.rect((cell % size) * s, Math.floor(cell / size) * s, s, s).fill(colour);
    }
    this.loop.animate((t) => {
      const p = Math.min(1, t / 900);
      this.flash.alpha = 0.55 * Math.abs(Math.sin(p * Math.PI * 2));
      if (p >= 1) this.flash.clear();
      return p < 1;
    });
  }

  /** A wave of bouncing digits spreading out from the last cell filled (a fade with reduced motion). */
  playWin(fromCell: number): void {
    if (!this.state) return;
    if (prefersReducedMotion()) {
      this.fadeWin();
      return;
    }
    const size = this.state.shape.size;
    const r0 = Math.floor(fromCell / size);
    const c0 = fromCell % size;
    this.loop.animate((t) => {
      let running = false;
      for (let i = 0; i < this.cells.length; i++) {
        const d = Math.hypot(Math.floor(i / size) - r0, (i % size) - c0);
        const local = (t - d * 70) / 380;
        const p = Math.max(0, Math.min(1, local));
        if (local < 1) running = true;
        const scale = 1 + 0.35 * Math.sin(p * Math.PI) * ease.outCubic(1 - p * 0.5);
        (this.cells[i] as CellSprites).digit.scale.set(scale);
      }
      return running;
    });
  }

  /** Reduced motion: the solved grid glows green once, a fade in and out, nothing moves. */
  private fadeWin(): void {
    if (!this.state) return;
    const side = this.state.shape.size * this.cellSize;
    this.flash.clear().rect(0, 0, side, side).fill(theme.success);
    this.loop.animate((t) => {
      const p = Math.min(1, t / 700);
      this.flash.alpha = 0.3 * Math.sin(p * Math.PI);
      if (p >= 1) this.flash.clear();
      return p < 1;
    });
  }

  private makeDigit(): Text {
    const digit = new Text({
      text: '',
      style: {
        fontFamily: theme.fontFamily,
        fontSize: Math.max(8, Math.round(this.cellSize * this.digitScale)),
      },
    });
    digit.anchor.set(0.5);
    digit.position.set(this.cellSize / 2, this.cellSize / 2 + 1);
    return digit;
  }

  private rebuildCells(): void {
    if (!this.state) return;
    for (const c of this.cells) c.root.destroy({ children: true });
    this.cells = [];
    this.setHover(null);
    const { size, boxRows, boxCols } = this.state.shape;
    const s = this.cellSize;
    // Notes sit in a mini-grid shaped like a box, so digit d is always in the same spot.
    const noteRows = size === 9 ? 3 : boxRows;
    const noteCols = size === 9 ? 3 : boxCols;
    for (let i = 0; i < size * size; i++) {
      const r = Math.floor(i / size);
      const c = i % size;
      const root = new Container({ label: `cell:${r}:${c}` });
      root.position.set(c * s, r * s);
      root.hitArea = new Rectangle(0, 0, s, s);
      root.eventMode = 'static';
      root.cursor = 'pointer';
      this.listenForPresses(root, i);
      const digit = this.makeDigit();
      const notes: Text[] = [];
      for (let d = 1; d <= size; d++) {
        const note = new Text({
          text: String(d),
          style: {
            fontFamily: theme.fontFamily,
            // Legible pencil marks: 11–12 CSS px on a 9×9 at 390 px wide, a size up with
            // "Large digits" (still three to a row inside the cell).
            fontSize: Math.max(
              6,
              Math.round((s / noteRows) * (this.digitScale > 0.7 ? 0.94 : 0.84)),
            ),
            fill: theme.inkSoft,
          },
        });
        note.anchor.set(0.5);
        note.label = 'mark';
        const nr = Math.floor((d - 1) / noteCols);
        const nc = (d - 1) % noteCols;
        note.position.set(((nc + 0.5) * s) / noteCols, ((nr + 0.5) * s) / noteRows + 0.5);
        note.visible = false;
        notes.push(note);
      }
      root.addChild(digit, ...notes);
      this.cellLayer.addChild(root);
      this.cells.push({ root, digit, notes });
    }
  }

  /**
   * A tap selects; a press held LONG_PRESS_MS or longer is a long press. The two are told apart
   * on release by the events' own timestamps (when the finger touched and lifted), not by a
   * timer, so a busy main thread can never turn a quick tap into a long press.
   */
  private listenForPresses(root: Container, cell: number): void {
    // The browser's own event time (when the finger moved), not when Pixi got round to it.
    const when = (event: FederatedPointerEvent) =>
      (event.nativeEvent as Event | undefined)?.timeStamp ?? event.timeStamp;
    let downAt = Number.NEGATIVE_INFINITY;
    root.on('pointerdown', (event: FederatedPointerEvent) => {
      downAt = when(event);
    });
    // Hover, for a mouse only (a finger's "over" would stay after the tap). Pixi reports it
    // only as the pointer moves, so a still mouse draws nothing.
    root.on('pointerover', (event: FederatedPointerEvent) => {
      if (event.pointerType === 'mouse') this.setHover(cell);
    });
    root.on('pointerout', (event: FederatedPointerEvent) => {
      if (event.pointerType === 'mouse' && this.hovered === cell) this.setHover(null);
    });
    root.on('pointertap', (event: FederatedPointerEvent) => {
      const held = when(event) - downAt;
      downAt = Number.NEGATIVE_INFINITY;
      if (held >= LONG_PRESS_MS) this.onCellLongPress(cell);
      else this.onCellTap(cell);
    });
  }

  /** The cell a mouse is over (null: none); one frame when it changes. */
  private setHover(cell: number | null): void {
    if (cell === this.hovered) return;
    this.hovered = cell;
    const g = this.hoverTint.clear();
    const size = this.state?.shape.size ?? 0;
    if (cell !== null && size > 0) {
      const s = this.cellSize;
      g.rect((cell % size) * s, Math.floor(cell / size) * s, s, s).fill({
        color: theme.ink,
        alpha: 0.08,
      });
      g.rect((cell % size) * s + 2, Math.floor(cell / size) * s + 2, s - 4, s - 4).stroke({
        width: 1.5,
        color: theme.inkSoft,
        alpha: 0.7,
      });
    }
    this.loop.invalidate();
  }

  /** The cell under the mouse, for tests (null: none). */
  get hoveredCell(): number | null {
    return this.hovered;
  }

  private redraw(): void {
    const state = this.state;
    if (!state || this.cellSize === 0) return;
    const { shape, givens, values, notes } = state;
    const { size } = shape;
    const s = this.cellSize;
    const sel = this.ui.selected;
    const selDigit = focusDigit(values, sel, this.ui.digit);
    const selHouses = sel === null ? null : (shape.houseOfCell[sel] as readonly number[]);
    const hintCells = new Set<number>();
    for (const house of this.ui.hint?.houses ?? [])
      for (const cell of shape.houses[house] ?? []) hintCells.add(cell);
    const g = this.shading.clear();
    g.rect(0, 0, s * size, s * size).fill(theme.surface);
    for (let i = 0; i < shape.cellCount; i++) {
      const x = (i % size) * s;
      const y = Math.floor(i / size) * s;
      const houses = shape.houseOfCell[i] as readonly number[];
      let fill: number | null = null;
      const box = boxOf(shape, i);
      // Boxes alternate shading like a chessboard of boxes, so box borders read at a glance.
      const boxesAcross = size / shape.boxCols;
      if ((Math.floor(box / boxesAcross) + (box % boxesAcross)) % 2 === 1) fill = theme.boxShade;
      if (selHouses && houses.some((h, k) => h === selHouses[k])) fill = theme.peer;
      if (selDigit !== 0 && values[i] === selDigit) fill = theme.sameDigit;
      if (hintCells.has(i)) fill = theme.hintFill;
      if (this.ui.conflicts.has(i)) fill = theme.conflictFill;
      if (i === sel) fill = theme.selected;
      if (fill !== null) g.rect(x, y, s, s).fill(fill);
    }
    this.drawLines();
    this.drawMarks();
    for (let i = 0; i < shape.cellCount; i++) {
      const sprites = this.cells[i] as CellSprites;
      const v = values[i] as number;
      const given = givens[i] !== 0;
      const text = v === 0 ? '' : String(v);
      if (sprites.digit.text !== text) sprites.digit.text = text;
      const fill =
        this.ui.conflicts.has(i) && !given ? theme.conflict : given ? theme.given : theme.player;
      const weight = given ? '800' : '400';
      if (sprites.digit.style.fill !== fill) sprites.digit.style.fill = fill;
      if (sprites.digit.style.fontWeight !== weight) sprites.digit.style.fontWeight = weight;
      const mask = v === 0 ? (notes[i] as number) : 0;
      for (let d = 1; d <= size; d++) {
        (sprites.notes[d - 1] as Text).visible = (mask & (1 << d)) !== 0;
      }
    }
    this.drawNoteFocus(selDigit);
    this.loop.invalidate();
  }

  /**
   * The pencil marks of the digit in focus: each on a disc of the accent colour, in the
   * surface colour and bold (4.5:1 or more in every palette), the rest back to plain.
   */
  private drawNoteFocus(digit: number): void {
    const state = this.state as SudokuState;
    const { size, boxRows, boxCols } = state.shape;
    const s = this.cellSize;
    const radius = Math.min(s / (size === 9 ? 3 : boxCols), s / (size === 9 ? 3 : boxRows)) * 0.44;
    const g = this.noteDiscs.clear();
    for (let i = 0; i < state.shape.cellCount; i++) {
      const sprites = this.cells[i] as CellSprites;
      for (let d = 1; d <= size; d++) {
        const note = sprites.notes[d - 1] as Text;
        const lit = d === digit && note.visible;
        const fill = lit ? theme.surface : theme.inkSoft;
        const weight = lit ? '800' : '400';
        if (note.style.fill !== fill) note.style.fill = fill;
        if (note.style.fontWeight !== weight) note.style.fontWeight = weight;
        if (lit) {
          g.circle(sprites.root.x + note.x, sprites.root.y + note.y - 0.5, radius).fill(
            theme.accent,
          );
        }
      }
    }
  }

  /**
   * What must read without colour: a thick ring on the selected cell, a bar under every digit
   * in conflict (or wrong, in check mode), double outlines on hinted cells, and the hint's
   * art (hatched houses, witnesses, pattern, placements and removals: sudoku-hint-art.ts).
   */
  private drawMarks(): void {
    const state = this.state as SudokuState;
    const { size } = state.shape;
    const s = this.cellSize;
    const g = this.marks.clear();
    const at = (cell: number) => ({ x: (cell % size) * s, y: Math.floor(cell / size) * s });
    for (const cell of this.ui.conflicts) {
      if (state.values[cell] === 0 || state.givens[cell] !== 0) continue;
      const { x, y } = at(cell);
      g.rect(x + s * 0.25, y + s * 0.84, s * 0.5, Math.max(2, s * 0.07)).fill(theme.conflict);
    }
    const hint = this.ui.hint;
    for (const cell of hint?.cells ?? []) {
      const { x, y } = at(cell);
      g.rect(x + 2, y + 2, s - 4, s - 4).stroke({ width: 3, color: theme.accent });
      // The inner line would cross the notes at the cell's edges: only where there are none.
      const hasNotes = state.values[cell] === 0 && state.notes[cell] !== 0;
      if (!hasNotes) g.rect(x + 6, y + 6, s - 12, s - 12).stroke({ width: 1, color: theme.accent });
    }
    if (this.ui.selected !== null) {
      const { x, y } = at(this.ui.selected);
      g.rect(x + 1.5, y + 1.5, s - 3, s - 3).stroke({ width: 3, color: theme.boxLine });
    }
    this.hintArt.draw(state, hint ?? null, s);
  }

  private drawLines(): void {
    const state = this.state as SudokuState;
    const { size, boxRows, boxCols } = state.shape;
    const s = this.cellSize;
    const total = s * size;
    const g = this.lines.clear();
    for (let k = 1; k < size; k++) {
      if (k % boxCols !== 0) g.moveTo(k * s, 0).lineTo(k * s, total);
      if (k % boxRows !== 0) g.moveTo(0, k * s).lineTo(total, k * s);
    }
    g.stroke({ width: 1, color: theme.gridLine });
    for (let k = 0; k <= size; k += boxCols) g.moveTo(k * s, 0).lineTo(k * s, total);
    for (let k = 0; k <= size; k += boxRows) g.moveTo(0, k * s).lineTo(total, k * s);
    g.stroke({ width: 2.5, color: theme.boxLine });
  }
}
