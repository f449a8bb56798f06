// The first-steps runner, shared by every game: the game's lesson board in the
// middle, its step's words above it, "Step 2 of 4", Skip always in reach at the top, and Play
// once the last move is made. It knows no game; each game's lesson is its own (FirstSteps).
// Upright the words sit over the board; sideways they take a column beside it.

import { Container } from 'pixi.js';
import { formatCount } from '../i18n/format';
import { words } from '../i18n/i18n';
import { Button } from '../ui/button';
import type { Screen } from '../ui/screen';
import { makeText } from '../ui/text';
import { theme } from '../ui/theme';
import type { Viewport } from '../ui/viewport';
import type { LessonBoard } from './lesson-api';

/** What the automation hook reports of a lesson on show. */
export interface LessonReading {
  game: string;
  step: number;
  steps: number;
  done: boolean;
}

export class LessonScreen implements Screen {
  readonly name = 'lesson';
  readonly view = new Container({ label: 'screen:lesson' });
  private readonly title = makeText('', 22, { weight: '800' });
  private readonly counter = makeText('', 14, { color: theme.inkSoft });
  private readonly words = makeText('', 18, { color: theme.ink, wrap: 320 });
  private readonly skip: Button;
  private readonly next: Button;
  private board: LessonBoard | null = null;
  private game = '';
  private viewport: Viewport | null = null;

  constructor(hooks: { skip(): void; finish(): void }) {
    const w = words().lesson;
    this.skip = new Button({ id: 'btn:lesson-skip', text: w.skip, onTap: () => hooks.skip() });
    this.next = new Button({
      id: 'btn:lesson-next',
      text: w.next,
      primary: true,
      onTap: () => hooks.finish(),
    });
    this.words.label = 'lesson-words';
    this.view.addChild(this.title, this.counter, this.words, this.skip, this.next);
  }

  /** Puts `board` on show for `game` (its name as players read it); the old one goes. */
  setLesson(game: string, gameName: string, board: LessonBoard): void {
    this.board?.destroy();
    this.board = board;
    this.game = game;
    this.title.text = words().lesson.title({ game: gameName });
    this.view.addChildAt(board.view, 0);
    this.refresh();
  }

  /** The board's step moved on: words, counter and Play follow it. */
  refresh(): void {
    const board = this.board;
    if (!board) return;
    this.words.text = board.text();
    this.counter.text = words().lesson.step({
      step: formatCount(Math.min(board.step + 1, board.steps)),
      steps: formatCount(board.steps),
    });
    this.next.visible = board.done;
    if (this.viewport) this.layout(this.viewport);
  }

  get reading(): LessonReading | null {
    const b = this.board;
    return b ? { game: this.game, step: b.step, steps: b.steps, done: b.done } : null;
  }

  /** Takes the lesson board down (the lesson is over). */
  clear(): void {
    this.board?.destroy();
    this.board = null;
  }

  layout(viewport: Viewport): void {
    this.viewport = viewport;
    const { safe } = viewport;
    const m = 16;
    const sideways = safe.width > safe.height * 1.2;
    const buttonH = 48;
    const skipW = 112;
    // On a desktop window the lesson keeps to a centred block, not the window's edges.
    const width = Math.min(safe.width - 2 * m, 960);
    const x0 = safe.x + (safe.width - width) / 2;
    this.skip.resize(skipW, 44, 16);
    this.skip.position.set(x0 + width - skipW, safe.y + m);
    this.title.position.set(x0, safe.y + m + 4);
    this.title.style.wordWrap = true;
    this.title.style.wordWrapWidth = Math.max(120, width - skipW - 12);
    const board = this.board;
    // Under the title, however many lines it took (a long game name in a narrow window wraps).
    const top = Math.max(safe.y + m + 52, this.title.y + this.title.height + 6);
    if (sideways) {
      // Words in a column on the left, the board on the right, both under the title row.
      const columnW = Math.min(360, width * 0.42);
      this.counter.position.set(x0, top);
      this.words.style.wordWrapWidth = columnW;
      this.words.position.set(x0, top + 24);
      this.next.resize(columnW, buttonH, 18);
      this.next.position.set(x0, safe.y + safe.height - m - buttonH);
      const bx = x0 + columnW + 24;
      const bw = x0 + width - bx;
      const bh = safe.y + safe.height - m - top;
      board?.layout(bw, bh);
      board?.view.position.set(bx, top);
      return;
    }
    const column = Math.min(560, width);
    const cx = safe.x + (safe.width - column) / 2;
    this.counter.position.set(cx, top);
    this.words.style.wordWrapWidth = column;
    this.words.position.set(cx, top + 24);
    const boardTop = this.words.y + Math.max(this.words.height, 48) + 16;
    const bottom = safe.y + safe.height - m - buttonH - 16;
    this.next.resize(column, buttonH, 18);
    this.next.position.set(cx, safe.y + safe.height - m - buttonH);
    board?.layout(column, Math.max(120, bottom - boardTop));
    board?.view.position.set(cx, boardTop);
  }
}
