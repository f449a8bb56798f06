// Hints come in stages: where to look, then the technique, then the exact deduction. This holds
// which stage is on show; asking for a hint marks the run as assisted when it gives something
// away (a step, or a pointer at a wrong digit or wrong notes).

import { words } from '../../../i18n/i18n';
import type { Verdict } from '../../../play/game-api';
import type { GameRun } from '../../../play/game-run';
import type { SudokuState } from '../core/game';
import { hint as findHint } from '../core/grader';
import { type HintStage, hintStages } from '../core/hint-stages';
import type { SudokuPuzzle } from '../core/puzzle-record';
import { hintWords, loadHintWords } from './hint-words';

export interface HintModel {
  index: number;
  count: number;
  title: string;
  text: string;
  /** The last stage's one-tap action ("Place 7", "Remove them"), or null when it has none. */
  apply: string | null;
  /** Folded away: the board still shows the hint, the card gives the pad back. */
  collapsed: boolean;
  /** What the board marks for this stage: houses shaded, cells outlined (for tests). */
  houses: readonly number[];
  cells: readonly number[];
  /** school: "Learn X-Wing", once the technique is named (stage 2 on); null before, or
   *  for a mistake or a last-resort step the school does not teach. */
  learn: string | null;
}

export class SudokuHinting {
  private stages: HintStage[] | null = null;
  private index = 0;
  private collapsed = false;

  constructor(private readonly run: GameRun<SudokuState, SudokuPuzzle, unknown>) {}

  /** The stage on show, for the board to draw. */
  get stage(): HintStage | null {
    return this.stages?.[this.index] ?? null;
  }

  get open(): boolean {
    return this.stages !== null;
  }

  /**
   * The hint's first stage; 'loading' when the hint words of the language in use are not yet
   * loaded (a small chunk: load(), then ask again). A hint that gives something away (a step,
   * or a pointer at a wrong digit or wrong notes) makes the run assisted.
   */
  show(): Verdict | 'loading' | null {
    const session = this.run.session;
    if (!session || this.run.locked) return null;
    const renderer = hintWords();
    if (!renderer) return 'loading';
    const found = findHint(session.state);
    this.stages = hintStages(found, session.state.shape, renderer);
    this.index = 0;
    this.collapsed = false;
    const assist =
      found.kind === 'step' || found.kind === 'wrong-digit' || found.kind === 'wrong-notes';
    return { assist, cue: 'hint', keep: true, ...this.said() };
  }

  /** Loads the hint words of the language in use. */
  load(): Promise<unknown> {
    return loadHintWords();
  }

  more(): Verdict | null {
    const stages = this.stages;
    if (!stages || this.index >= stages.length - 1) return null;
    this.index++;
    return { keep: true, ...this.said() };
  }

  /** Folds the card away (`folded` false: opens it again), keeping the hint on the board. */
  fold(folded: boolean): void {
    if (!this.stages || this.collapsed === folded) return;
    this.collapsed = folded;
    this.run.refresh(false);
  }

  close(): void {
    if (!this.stages) return;
    this.stages = null;
    this.run.refresh(false);
  }

  /** Forgets the hint without a redraw (the caller redraws). */
  reset(): void {
    this.stages = null;
  }

  model(): HintModel | null {
    const stage = this.stage;
    if (!stage || !this.stages) return null;
    return {
      index: this.index,
      count: this.stages.length,
      title: stage.title,
      text: stage.text,
      apply: applyWords(stage),
      collapsed: this.collapsed,
      houses: stage.houses,
      cells: stage.cells,
      learn: this.taught ? words().sudoku.learnTechnique({ name: this.taught.name }) : null,
    };
  }

  /** school: the technique the hint on show has named, if the school teaches it. */
  private get taught(): { id: string; name: string } | null {
    const stages = this.stages;
    if (!stages) return null;
    const at = stages.findIndex((s) => s.message.kind === 'technique');
    const named = stages[at];
    if (!named || at > this.index || named.message.kind !== 'technique') return null;
    const id = named.message.technique;
    return id === 'trial' ? null : { id, name: named.title };
  }

  /** school: the named technique's lesson, in the technique school. */
  learn(): void {
    const taught = this.taught;
    if (taught) this.run.deps.showSchool?.('sudoku', taught.id);
  }

  /**
   * The last stage carried out in one tap: its moves played (the digit placed, the candidates
   * removed from the notes, or a wrong digit cleared), then the card closes. The game is already
   * assisted (asking for the hint made it so).
   */
  apply(): Verdict | null {
    const stage = this.stage;
    if (!this.run.session || !stage || this.run.locked || applyWords(stage) === null) return null;
    this.stages = null;
    return { moves: stage.moves, say: words().sudoku.hintDone({ title: stage.title }) };
  }

  /** What a screen reader hears of the stage on show. */
  private said(): { say?: string } {
    const stage = this.stage;
    return stage ? { say: words().sudoku.hintSaid({ title: stage.title, text: stage.text }) } : {};
  }
}

/** What the one-tap action of `stage` does, in a button's words; null when it has no moves. */
export function applyWords(stage: HintStage): string | null {
  if (stage.moves.length === 0) return null;
  const [only] = stage.placements;
  const w = words();
  if (stage.placements.length === 1 && only)
    return w.sudoku.placeOne({ digit: String(only.digit) });
  if (stage.placements.length > 1) return w.sudoku.placeThem;
  if (stage.eliminations.length > 0) return w.sudoku.removeThem;
  return w.play.hintApply;
}
