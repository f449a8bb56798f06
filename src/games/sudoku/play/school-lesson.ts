// school: a technique's lesson — what it does, what to look for, and a real example: a
// position made by the worker where this technique is the next step, drawn by the game's own
// board with the hint's last stage on it (the pattern, its links, what it removes or places),
// and that stage's words under it. Practise starts positions of the technique.

import { Container, type Text } from 'pixi.js';
import { Button } from '../../../ui/button';
import type { RenderLoop } from '../../../ui/render-loop';
import { makeText } from '../../../ui/text';
import { theme } from '../../../ui/theme';
import type { SudokuState } from '../core/game';
import type { HintStage } from '../core/hint-stages';
import { SudokuBoardView } from '../view/sudoku-board-view';
import type { SchoolTechniqueId } from '../words/school-words-type';
import { schoolWords } from './school-words';

/** What the lesson shows of its example once it is made: the board and the hint's last stage. */
interface LessonExample {
  readonly state: SudokuState;
  readonly stage: HintStage;
}

export class SchoolLesson {
  readonly view = new Container({ label: 'school-lesson' });
  private readonly summary = makeText('', 17, { weight: '700' });
  private readonly lookHeading = makeText('', 15, { weight: '800', color: theme.accent });
  private readonly look = makeText('', 15, { color: theme.ink });
  private readonly exampleHeading = makeText('', 15, { weight: '800', color: theme.accent });
  private readonly example = makeText('', 14, { color: theme.ink });
  private readonly why = makeText('', 14, { color: theme.inkSoft });
  private readonly board: SudokuBoardView;
  private readonly practise: Button;
  private shown: LessonExample | null = null;

  constructor(loop: RenderLoop, practise: () => void) {
    this.board = new SudokuBoardView(loop, () => {});
    // The example is to look at: taps on it do nothing, and must not seem to.
    this.board.eventMode = 'none';
    this.practise = new Button({
      id: 'btn:practice',
      text: schoolWords().lesson.practise,
      primary: true,
      onTap: practise,
    });
    for (const t of this.texts) t.style.wordWrap = true;
    this.view.addChild(...this.texts, this.board, this.practise);
  }

  private get texts(): Text[] {
    return [this.summary, this.lookHeading, this.look, this.exampleHeading, this.example, this.why];
  }

  /** The lesson of `id`; its example follows when the worker has made it (`showExample`). */
  setTechnique(id: SchoolTechniqueId): void {
    const w = schoolWords();
    const lesson = w.lessons[id];
    this.summary.text = lesson.summary;
    this.lookHeading.text = w.lesson.lookHeading;
    this.look.text = lesson.look.map((line) => `• ${line}`).join('\n');
    this.exampleHeading.text = w.lesson.exampleHeading;
    this.example.text = w.practice.making;
    this.why.text = lesson.why;
    this.shown = null;
    this.board.visible = false;
    this.practise.visible = true;
  }

  showExample(example: LessonExample): void {
    this.shown = example;
    this.example.text = example.stage.text;
    this.board.visible = true;
    this.board.update(example.state, { selected: null, conflicts: new Set(), hint: example.stage });
  }

  /** The example could not be made: the lesson reads on without it. */
  showFailure(text: string): void {
    this.example.text = text;
    this.board.visible = false;
  }

  /** A technique with no example and no practice (NOT_PRACTISED): the words alone. */
  showWithoutExample(): void {
    this.example.text = schoolWords().lesson.noExample;
    this.board.visible = false;
    this.practise.visible = false;
  }

  get hasExample(): boolean {
    return this.shown !== null;
  }

  /**
   * Lays the lesson out in width × height from the view's origin. Upright: the words, then the
   * board, then Practise; sideways (or a wide window): the words in a column beside the board.
   * The type shrinks (not below 12 px) until everything fits.
   */
  layout(width: number, height: number): void {
    const buttonH = 50;
    const sideways = width > height * 1.1;
    const bottom = height - buttonH;
    if (sideways) {
      // Practise sits under the words, so the board takes the whole height beside them.
      const boardSide = Math.min(height, width * 0.5, 560);
      const columnW = width - boardSide - 24;
      this.fitWords(columnW, bottom - 12);
      this.board.layout(boardSide);
      this.board.position.set(width - this.board.boardSize, 0);
      this.practise.resize(Math.min(columnW, 360), buttonH, 18);
      this.practise.position.set(0, bottom);
      return;
    }
    const boardSide = Math.max(200, Math.min(width, height * 0.45, 520));
    this.board.layout(boardSide);
    const room = bottom - this.board.boardSize - 24;
    this.fitWords(width, room, this.board.boardSize + 12);
    this.board.position.set((width - this.board.boardSize) / 2, 0);
    this.practise.resize(Math.min(width, 420), buttonH, 18);
    this.practise.position.set((width - Math.min(width, 420)) / 2, bottom);
  }

  /** Sets the words in a column `width` wide from `top`, shrinking them to fit `room`. */
  private fitWords(width: number, room: number, top = 0): void {
    let scale = 1;
    const base = [17, 15, 15, 15, 14, 14];
    const place = (): number => {
      let y = top;
      this.texts.forEach((t, i) => {
        t.style.fontSize = Math.max(12, Math.round((base[i] as number) * scale));
        t.style.lineHeight = Math.round((t.style.fontSize as number) * 1.3);
        t.style.wordWrapWidth = width;
        // A heading sits closer to what it heads than to what came before.
        const gap = i === 0 ? 0 : i === 1 || i === 3 || i === 5 ? 10 : 4;
        t.position.set(0, y + gap);
        y += gap + t.height;
      });
      return y - top;
    };
    while (place() > room && scale > 0.7) scale -= 0.06;
  }
}
