// school: the moment a technique is mastered (three found in a row without a hint). It is the
// school's win, so it celebrates the way a won game does: the cup drawn in code pops in with its
// turning rays (TrophyArt, as a month's trophy does), confetti falls over the practice page, and
// a headline names the technique ("Technique mastered: X-Wing") over the rule it met. With
// reduced motion the cup and the words only fade in, and there is no confetti.

import { Container, Graphics } from 'pixi.js';
import { playConfetti } from '../../../ui/confetti';
import { prefersReducedMotion } from '../../../ui/motion';
import type { RenderLoop } from '../../../ui/render-loop';
import { makeText } from '../../../ui/text';
import { theme } from '../../../ui/theme';
import { TrophyArt } from '../../../ui/trophy-art';

const CUP = 64;
const GAP = 14;
/** Inside the moment's card, as the results card has it. */
const PAD = 16;
/** The words fade in as the cup pops (trophy-art.ts waits 700 ms for it). */
const WORDS_DELAY_MS = 500;
const WORDS_MS = 400;

export class MasteryMoment extends Container {
  private readonly card = new Graphics();
  private readonly cup = new TrophyArt();
  private readonly headline = makeText('', 20, { weight: '800', color: theme.success, wrap: 200 });
  private readonly detail = makeText('', 15, { color: theme.ink, wrap: 200 });
  private readonly words = new Container({ label: 'mastery-words' });
  private stopWords: (() => void) | null = null;

  constructor(private readonly loop: RenderLoop) {
    super({ label: 'mastery' });
    this.words.addChild(this.headline, this.detail);
    this.addChild(this.card, this.cup, this.words);
    this.visible = false;
  }

  /** Shows the moment for `title` and `detail`; `confetti`: the layer (and its size) the
   *  confetti falls over. */
  celebrate(
    title: string,
    detail: string,
    confetti: { layer: Container; width: number; height: number },
  ): void {
    this.headline.text = title;
    this.detail.text = detail;
    this.visible = true;
    this.cup.draw(CUP, true);
    this.cup.celebrate(this.loop);
    this.stopWords?.();
    this.words.alpha = 0;
    this.stopWords = this.loop.animate((t) => {
      const p = Math.max(0, Math.min(1, (t - WORDS_DELAY_MS) / WORDS_MS));
      this.words.alpha = p;
      return p < 1;
    });
    if (!prefersReducedMotion()) {
      const burst = new Container({ label: 'mastery-confetti' });
      confetti.layer.addChild(burst);
      void playConfetti(this.loop, burst, confetti.width, confetti.height).then(() =>
        burst.destroy(),
      );
    }
    this.loop.invalidate();
  }

  /** Takes the moment down (a new position, another technique); its drawing settles. */
  clear(): void {
    this.stopWords?.();
    this.stopWords = null;
    this.words.alpha = 1;
    this.cup.settle();
    this.visible = false;
  }

  /** Whether the moment is on show (what state().school reports). */
  get shown(): boolean {
    return this.visible;
  }

  /** Lays the card, its cup and its words out `width` wide; returns the height they take. */
  layout(width: number): number {
    const textW = Math.max(80, width - 2 * PAD - CUP - GAP);
    this.headline.style.wordWrapWidth = textW;
    this.detail.style.wordWrapWidth = textW;
    this.headline.style.fontSize = 20;
    // A long name ("Dynamic Forcing Chains") is set smaller rather than past three lines.
    for (let size = 19; size >= 15 && this.headline.height > 80; size--)
      this.headline.style.fontSize = size;
    this.headline.position.set(0, 0);
    this.detail.position.set(0, this.headline.height + 4);
    const textH = this.detail.y + this.detail.height;
    const inner = Math.max(CUP, textH);
    const h = inner + 2 * PAD;
    this.card
      .clear()
      .roundRect(0, 0, width, h, 18)
      .fill(theme.surface)
      .stroke({ width: 1, color: theme.buttonLine });
    this.cup.position.set(PAD + CUP / 2, PAD + inner / 2);
    this.words.position.set(PAD + CUP + GAP, PAD + (inner - textH) / 2);
    return h;
  }
}
