// How to play, in plain words, for someone who has never seen a Sudoku or a Link board.

import { Container } from 'pixi.js';
import { Button } from '../../ui/button';
import { makeText } from '../../ui/text';
import { theme } from '../../ui/theme';
import type { Viewport } from '../../ui/viewport';
import type { GameName } from '../puzzle-spec';
import type { Screen } from './screen';

const SUDOKU_RULES = [
  'Fill every empty cell with a digit.',
  'Each row, each column and each outlined box must hold every digit exactly once: 1–9 on a 9×9 grid, 1–6 on 6×6, 1–4 on 4×4.',
  'Bold dark digits are given and cannot change. Your digits are blue.',
  'Tap a cell, then tap a digit. Tap the same digit again, or ⌫, to clear it.',
  'Notes: switch Notes on (or long-press a cell) and tap digits to pencil in the ones a cell might hold. A placed digit leaves the notes of its row, column and box. Auto-notes fills in every candidate.',
  'A digit that repeats one already in its row, column or box is refused, and the clashing cell flashes. In Settings you can have it only marked, or checked against the answer with mistakes counted.',
  'Hint shows where to look, then the technique, then the exact step. Hints, auto-notes and Answer mark the game as assisted in your records.',
  'Undo and Redo walk back and forth through your moves. Pause covers the board and stops the clock. Every puzzle has exactly one solution, and it can always be found by reasoning.',
  'Keyboard: arrows move, 1–9 write, Backspace clears, N notes, H hint, P pause, Ctrl+Z undoes, Ctrl+Y redoes.',
];

const LINK_RULES = [
  'Clear the board by removing tiles in pairs. Every kind of tile appears four times.',
  'Tap a tile, then another of the same kind. They go when a line with at most two turns joins them through empty cells; the line may run around the outside of the board.',
  'Tiles of different kinds, or with no such line between them, shake and stay.',
  'Falling, Rising and Drift levels: after a match, the tiles in that column (or row) slide to close the gap.',
  'Hint shows a pair whose removal keeps the board clearable (the game then counts as assisted). Shuffle deals the tiles left onto the same places, three times per game; when no pair is left, a reshuffle is offered for free.',
  'Every board can be cleared. Undo takes a match back.',
  'Keyboard: Tab into the board, arrows move, Enter takes a tile; H hint, S shuffle, Ctrl+Z undo, Escape drops the selection.',
];

export class RulesScreen implements Screen {
  readonly name = 'rules';
  readonly view = new Container({ label: 'screen:rules' });
  private readonly title = makeText('How to play', 28, { weight: '800' });
  private readonly body = makeText('', 16, { color: theme.ink, wrap: 320 });
  private readonly back: Button;
  private viewport: Viewport | null = null;

  constructor(onBack: () => void) {
    this.back = new Button({ id: 'btn:back', text: 'Back', primary: true, onTap: onBack });
    this.view.addChild(this.title, this.body, this.back);
    this.setGame('sudoku');
  }

  setGame(game: GameName): void {
    this.title.text = game === 'sudoku' ? 'How to play Sudoku' : 'How to play Link';
    const rules = game === 'sudoku' ? SUDOKU_RULES : LINK_RULES;
    this.body.text = rules.map((r) => `•  ${r}`).join('\n\n');
    if (this.viewport) this.layout(this.viewport);
  }

  layout(viewport: Viewport): void {
    this.viewport = viewport;
    const { safe } = viewport;
    const width = Math.min(560, safe.width - 32);
    const x0 = safe.x + (safe.width - width) / 2;
    const buttonH = 52;
    const maxBody = safe.height - 16 - 44 - 16 - buttonH - 24;
    // Shrink the type until the rules fit: the screen never scrolls.
    let size = 17;
    do {
      this.body.style.fontSize = size;
      this.body.style.lineHeight = Math.round(size * 1.35);
      this.body.style.wordWrapWidth = width;
      size--;
    } while (this.body.height > maxBody && size > 10);
    this.title.position.set(x0, safe.y + 16);
    this.body.position.set(x0, safe.y + 16 + 48);
    this.back.position.set(
      x0,
      Math.min(safe.y + safe.height - buttonH - 16, this.body.y + this.body.height + 24),
    );
    this.back.resize(width, buttonH, 18);
  }
}
