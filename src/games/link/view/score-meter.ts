// journey: the score while a stage is played, and the combo as a meter, not a message: the
// score on the left; on the right, once two matches run together, "Combo ×3" over a row of
// pips that fill to the cap. Drawn only when told (a move, a layout); hidden off the journey.

import { Container, Graphics } from 'pixi.js';
import { makeText } from '../../../ui/text';
import { shrinkToFit } from '../../../ui/text-box';
import { theme } from '../../../ui/theme';
import { COMBO_CAP } from '../core/journey-score';

/** The combo step the meter is full at: the score's cap. */
const PIPS = COMBO_CAP;

export interface ScoreShown {
  /** "Score 1,240" in the language in use. */
  score: string;
  /** The combo running now (0 or 1: none shown). */
  combo: number;
  /** "Combo ×3" in the language in use. */
  comboText: string;
}

export class ScoreMeter extends Container {
  private readonly score = makeText('', 15, { weight: '700', color: theme.ink });
  private readonly combo = makeText('', 13, { weight: '700', color: theme.accent });
  private readonly pips = new Graphics();
  private box = { x: 0, y: 0, width: 0, height: 0 };
  private shown: ScoreShown | null = null;

  constructor() {
    super({ label: 'score-meter' });
    this.score.label = 'score';
    this.combo.label = 'combo';
    this.eventMode = 'none';
    this.visible = false;
    this.addChild(this.score, this.combo, this.pips);
  }

  place(x: number, y: number, width: number, height: number): void {
    this.box = { x, y, width, height };
    this.draw();
  }

  set(shown: ScoreShown | null): void {
    this.shown = shown;
    this.draw();
  }

  private draw(): void {
    const shown = this.shown;
    const { x, y, width, height } = this.box;
    this.visible = shown !== null && width > 0;
    this.pips.clear();
    if (!shown) return;
    // The score takes the left half, the combo the right: neither runs into the other.
    const half = width / 2 - 4;
    this.score.text = shown.score;
    shrinkToFit(this.score, { x, y, width: half, height }, 15);
    this.score.anchor.set(0, 0.5);
    this.score.position.set(x, y + height / 2);
    const combo = shown.combo >= 2;
    this.combo.visible = combo;
    if (!combo) return;
    const pipsH = 4;
    this.combo.text = shown.comboText;
    shrinkToFit(
      this.combo,
      { x: x + width - half, y, width: half, height: height - pipsH - 2 },
      13,
    );
    this.combo.anchor.set(1, 0.5);
    this.combo.position.set(x + width, y + (height - pipsH - 2) / 2);
    const gap = 2;
    const pipW = Math.max(3, Math.min(10, (half - (PIPS - 1) * gap) / PIPS));
    const left = x + width - PIPS * pipW - (PIPS - 1) * gap;
    const filled = Math.min(PIPS, shown.combo);
    for (let i = 0; i < PIPS; i++) {
      this.pips
        .roundRect(left + i * (pipW + gap), y + height - pipsH, pipW, pipsH, 2)
        .fill(i < filled ? theme.accent : theme.buttonLine);
    }
  }
}
