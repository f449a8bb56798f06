// school: a practice position on the game's own board and pad. The position shows the
// digits and every candidate as notes, at a moment where the technique is the next step; the
// player finds it by carrying it out — placing its digit, or taking out the notes it removes
// (notes mode is on from the start when the step removes candidates). A wrong digit, or taking
// out a cell's own digit, is refused with a shake and changes nothing. The three-stage hint is
// there as in a game; a position found after asking for it counts as practised, not towards
// mastery. Pure rules: core/practice-round.ts.

import { Container } from 'pixi.js';
import { words } from '../../../i18n/i18n';
import { iconButton } from '../../../play/game-top-bar';
import { Button } from '../../../ui/button';
import { HintPanel } from '../../../ui/hint-panel';
import type { RenderLoop } from '../../../ui/render-loop';
import { makeText } from '../../../ui/text';
import { theme } from '../../../ui/theme';
import { hint as findHint } from '../core/grader';
import { type HintStage, hintStages } from '../core/hint-stages';
import {
  applyMoves,
  markHinted,
  type PracticeMove,
  type PracticeRound,
  type PracticeSource,
  playMove,
  startRound,
  undoMove,
} from '../core/practice-round';
import { SudokuBoardView } from '../view/sudoku-board-view';
import { SudokuPadView } from '../view/sudoku-pad-view';
import { hintWords, loadHintWords } from './hint-words';
import { MasteryMoment } from './school-mastery';
import { schoolWords } from './school-words';
import { applyWords } from './sudoku-hinting';

const TOOL_H = 48;
const PAD_ROW = 52;

interface PracticeIntents {
  /** The position was found (`hinted`: after asking for the hint). */
  found(hinted: boolean): void;
  next(): void;
  announce?(text: string): void;
}

export class SchoolPractice {
  readonly view = new Container({ label: 'school-practice' });
  private readonly task = makeText('', 16, { weight: '700' });
  private readonly status = makeText('', 14, { color: theme.inkSoft });
  private readonly feedback = makeText('', 15, { weight: '700', color: theme.accent });
  private readonly board: SudokuBoardView;
  private readonly pad: SudokuPadView;
  private readonly tools: { notes: Button; undo: Button; hint: Button };
  private readonly hintPanel: HintPanel;
  private readonly nextButton: Button;
  /** The technique just mastered, and the layer its confetti falls in (over the page). */
  private readonly mastery: MasteryMoment;
  private readonly celebration = new Container({ label: 'practice-celebration' });
  private round: PracticeRound | null = null;
  private selected: number | null = null;
  private noteMode = true;
  private stages: HintStage[] | null = null;
  private stageIndex = 0;
  private size = { width: 0, height: 0 };

  constructor(
    private readonly loop: RenderLoop,
    private readonly intents: PracticeIntents,
  ) {
    this.board = new SudokuBoardView(loop, (cell) => this.select(cell));
    this.pad = new SudokuPadView({
      digit: (digit) => this.digit(digit),
      erase: () => this.move('erase', 0),
    });
    this.pad.setDigits(9);
    const w = words().sudoku;
    this.tools = {
      notes: iconButton('btn:notes', w.toolNotes, 'notes', () => this.setNoteMode(!this.noteMode)),
      undo: iconButton('btn:undo', w.toolUndo, 'undo', () => this.undo()),
      hint: iconButton('btn:hint', w.toolHint, 'hint', () => void this.showHint()),
    };
    this.hintPanel = new HintPanel({
      more: () => this.moreHint(),
      close: () => this.closeHint(),
      apply: () => this.applyHint(),
      collapse: () => this.closeHint(),
    });
    this.nextButton = new Button({
      id: 'btn:practice-next',
      text: schoolWords().practice.next,
      primary: true,
      onTap: () => intents.next(),
    });
    this.mastery = new MasteryMoment(loop);
    this.celebration.eventMode = 'none';
    for (const t of [this.task, this.status, this.feedback]) t.style.wordWrap = true;
    this.view.addChild(
      this.task,
      this.status,
      this.board,
      this.feedback,
      this.pad,
      ...Object.values(this.tools),
      this.hintPanel,
      this.nextButton,
      this.mastery,
      this.celebration,
    );
    this.waiting(schoolWords().practice.making);
  }

  /** The words over the board: the task, and how far the player has come with the technique. */
  setWords(task: string, status: string): void {
    this.task.text = task;
    this.status.text = status;
    this.relayout();
  }

  /** No position on show (one is being made, or making failed): `text` says which. */
  waiting(text: string): void {
    this.round = null;
    this.stages = null;
    this.mastery.clear();
    this.feedback.text = text;
    this.board.visible = false;
    this.draw();
  }

  /** A new position: notes mode on when the step removes candidates, off when it places. */
  start(position: PracticeSource): void {
    this.round = startRound(position);
    this.selected = null;
    this.stages = null;
    this.mastery.clear();
    this.feedback.text = '';
    this.board.visible = true;
    this.setNoteMode(position.step.placements.length === 0);
    this.draw();
  }

  get reading(): { found: boolean; hinted: boolean; mastered: boolean } | null {
    const r = this.round;
    return r ? { found: r.found, hinted: r.hinted, mastered: this.mastery.shown } : null;
  }

  private setNoteMode(on: boolean): void {
    this.noteMode = on;
    this.pad.setNoteMode(on);
    this.tools.notes.setActive(on);
    this.relayout();
  }

  private select(cell: number): void {
    const r = this.round;
    if (!r || r.found || r.state.givens[cell] !== 0) return;
    this.selected = cell;
    this.draw();
  }

  private digit(digit: number): void {
    this.move(this.noteMode ? 'note' : 'place', digit);
  }

  private move(kind: PracticeMove['kind'], digit: number): void {
    const r = this.round;
    const cell = this.selected;
    if (!r || cell === null) return;
    const move: PracticeMove = kind === 'erase' ? { kind, cell } : { kind, cell, digit };
    const { round, outcome } = playMove(r, move);
    this.round = round;
    const w = schoolWords().practice;
    if (outcome === 'wrong-digit' || outcome === 'needed-note') {
      this.board.shakeRefused(cell, digit);
      this.feedback.text = w.notYet;
      this.intents.announce?.(w.notYet);
    } else if (outcome === 'taken') {
      this.feedback.text = '';
      this.stages = null;
    }
    if (outcome === 'found') this.foundIt();
    this.draw();
  }

  private undo(): void {
    if (!this.round) return;
    this.round = undoMove(this.round);
    this.stages = null;
    this.draw();
  }

  private foundIt(): void {
    const r = this.round;
    if (!r) return;
    this.stages = null;
    this.selected = null;
    const w = schoolWords().practice;
    this.feedback.text = r.hinted ? w.foundHinted : w.found;
    this.intents.announce?.(this.feedback.text);
    // The cells of the step glow green: they are right, and must not pulse as a refusal does.
    const cells = [...r.target.placements, ...r.target.eliminations].map((c) => c.cell);
    this.board.flashCells(cells, 'found');
    this.intents.found(r.hinted);
  }

  /** The room kept the progress and it made the technique mastered: its moment, under the
   *  feedback line, with confetti over the page. */
  celebrateMastery(title: string, detail: string): void {
    const { width, height } = this.size;
    this.mastery.celebrate(title, detail, { layer: this.celebration, width, height });
    this.relayout();
  }

  private async showHint(): Promise<void> {
    const r = this.round;
    if (!r || r.found) return;
    const renderer = hintWords() ?? (await loadHintWords());
    if (this.round !== r) return;
    this.round = markHinted(r);
    this.stages = hintStages(findHint(r.state), r.state.shape, renderer);
    this.stageIndex = 0;
    this.draw();
  }

  private moreHint(): void {
    if (this.stages && this.stageIndex < this.stages.length - 1) this.stageIndex++;
    this.draw();
  }

  private closeHint(): void {
    this.stages = null;
    this.draw();
  }

  private applyHint(): void {
    const stage = this.stages?.[this.stageIndex];
    const r = this.round;
    if (!stage || !r) return;
    this.stages = null;
    this.round = applyMoves(r, stage.moves);
    if (this.round.found) this.foundIt();
    this.draw();
  }

  private draw(): void {
    const r = this.round;
    const stage = this.stages?.[this.stageIndex] ?? null;
    if (r) {
      this.board.update(r.state, {
        selected: this.selected,
        conflicts: new Set(),
        hint: stage,
      });
    }
    const found = r?.found === true;
    const hintOpen = stage !== null && !found;
    if (hintOpen && this.stages) {
      this.hintPanel.show(
        { title: stage.title, text: stage.text, apply: applyWords(stage) },
        this.stageIndex,
        this.stages.length,
      );
    } else this.hintPanel.hide();
    const playing = r !== null && !found && !hintOpen;
    this.pad.visible = playing;
    for (const b of Object.values(this.tools)) b.visible = playing;
    this.tools.undo.setEnabled(r !== null && r.history.length > 0);
    this.nextButton.visible = found;
    this.relayout();
  }

  layout(width: number, height: number): void {
    this.size = { width, height };
    this.relayout();
  }

  /**
   * Upright: task and status, the board, the feedback line, then the tools and the pad (the
   * hint card or Next in their place). Sideways: the board on the left, the rest beside it.
   */
  private relayout(): void {
    const { width, height } = this.size;
    if (width === 0) return;
    const sideways = width > height * 1.1;
    const columnW = sideways ? Math.min(420, width * 0.45) : Math.min(width, 560);
    const padH = SudokuPadView.heightFor(10, columnW, PAD_ROW);
    const controlsH = TOOL_H + 8 + padH;
    for (const t of [this.task, this.status]) t.style.wordWrapWidth = sideways ? columnW : width;
    this.feedback.style.wordWrapWidth = columnW;
    let boardSide: number;
    let cx: number;
    let cy: number;
    if (sideways) {
      boardSide = Math.min(height, width - columnW - 24);
      this.board.layout(boardSide);
      this.board.position.set(0, 0);
      cx = this.board.boardSize + 24;
      this.task.position.set(cx, 0);
      this.status.position.set(cx, this.task.height + 4);
      this.feedback.position.set(cx, this.status.y + this.status.height + 8);
      cy = height - controlsH;
    } else {
      this.task.position.set(0, 0);
      this.status.position.set(0, this.task.height + 2);
      const top = this.status.y + this.status.height + 8;
      const feedbackH = 44;
      const room = height - top - controlsH - 8;
      boardSide = Math.max(160, Math.min(width, room - feedbackH, 560));
      this.board.layout(boardSide);
      // A tall phone has room to spare: the board and its line sit in the middle of it.
      const boardY = top + Math.max(0, (room - this.board.boardSize - feedbackH) / 2);
      this.board.position.set((width - this.board.boardSize) / 2, boardY);
      cx = (width - columnW) / 2;
      this.feedback.position.set(cx, boardY + this.board.boardSize + 8);
      cy = height - controlsH;
    }
    const tools = Object.values(this.tools);
    const toolW = (columnW - 8 * (tools.length - 1)) / tools.length;
    tools.forEach((b, i) => {
      b.resize(toolW, TOOL_H, 14);
      b.position.set(cx + i * (toolW + 8), cy);
    });
    this.pad.layout(columnW, padH);
    this.pad.position.set(cx, cy + TOOL_H + 8);
    this.hintPanel.layout(columnW, controlsH);
    this.hintPanel.position.set(cx, cy);
    this.nextButton.resize(columnW, 52, 18);
    this.nextButton.position.set(cx, height - 52);
    // The mastered moment takes the pad's room, in the middle of what is left above Next.
    const below = this.feedback.y + this.feedback.height + 12;
    const room = height - 52 - 12 - below;
    // A long name on a phone held sideways may want more than the room: set smaller, not over Next.
    const fit = Math.max(0.5, Math.min(1, room / this.mastery.layout(columnW)));
    const momentH = this.mastery.layout(columnW / fit) * fit;
    this.mastery.scale.set(fit);
    this.mastery.position.set(cx, below + Math.max(0, (room - momentH) / 2));
    this.loop.invalidate();
  }

  destroy(): void {
    this.view.destroy({ children: true });
  }
}
