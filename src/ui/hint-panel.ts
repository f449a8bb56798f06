// The hint card: one stage of a hint at a time ("where to look", then the technique, then the
// deduction), with "Show more" until the last stage and "Got it" to close; the last stage can
// also be carried out in one tap ("Place 7", "Remove them"). It sits where the controls are, so
// the board it refers to stays in full view.

import { Container, Graphics } from 'pixi.js';
import { formatCount } from '../i18n/format';
import { words } from '../i18n/i18n';
import { Button } from './button';
import { makeText } from './text';
import { theme } from './theme';

interface HintPanelIntents {
  more: () => void;
  close: () => void;
  /** Carries out the deduction on show (its last stage). */
  apply: () => void;
  /** Folds the card away; the hint stays drawn on the board and the pad is free. */
  collapse: () => void;
  /** school: the hint's technique in the technique school (absent: no such button). */
  learn?: () => void;
}

export class HintPanel extends Container {
  private readonly bg = new Graphics();
  private readonly title = makeText('', 16, { weight: '700', color: theme.accent });
  private readonly body = makeText('', 15, { color: theme.ink, wrap: 300 });
  private readonly step = makeText('', 13, { color: theme.inkSoft });
  private readonly moreButton: Button;
  private readonly closeButton: Button;
  private readonly applyButton: Button;
  private readonly collapseButton: Button;
  /** school: "Learn X-Wing", over the row of buttons once the technique is named. */
  private readonly learnButton: Button;
  private w = 300;
  private h = 200;

  constructor(intents: HintPanelIntents) {
    super({ label: 'hint-panel' });
    this.moreButton = new Button({
      id: 'btn:hint-more',
      text: words().play.hintMore,
      primary: true,
      onTap: intents.more,
    });
    this.closeButton = new Button({
      id: 'btn:hint-close',
      text: words().play.hintDone,
      onTap: intents.close,
    });
    this.applyButton = new Button({
      id: 'btn:hint-apply',
      text: words().play.hintApply,
      primary: true,
      onTap: intents.apply,
    });
    this.collapseButton = new Button({
      id: 'btn:hint-collapse',
      text: words().play.hintHide,
      onTap: intents.collapse,
    });
    this.learnButton = new Button({
      id: 'btn:hint-learn',
      text: '',
      onTap: () => intents.learn?.(),
    });
    this.learnButton.visible = false;
    this.addChild(
      this.bg,
      this.learnButton,
      this.collapseButton,
      this.title,
      this.step,
      this.body,
      this.moreButton,
      this.closeButton,
      this.applyButton,
    );
    this.visible = false;
  }

  /** Shows stage `index` of `count`; `apply` names what its one-tap action does, if it has one. */
  show(
    stage: { title: string; text: string; apply?: string | null; learn?: string | null },
    index: number,
    count: number,
  ): void {
    this.title.text = stage.title;
    this.body.text = stage.text;
    this.step.text =
      count > 1
        ? words().play.hintStep({ step: formatCount(index + 1), count: formatCount(count) })
        : '';
    this.moreButton.visible = index < count - 1;
    this.applyButton.visible = !this.moreButton.visible && Boolean(stage.apply);
    if (stage.apply) this.applyButton.setText(stage.apply);
    this.learnButton.visible = Boolean(stage.learn);
    if (stage.learn) this.learnButton.setText(stage.learn);
    this.visible = true;
    this.fit();
  }

  hide(): void {
    this.visible = false;
  }

  get text(): string {
    return `${this.title.text}: ${this.body.text}`;
  }

  layout(width: number, height: number): void {
    this.w = width;
    this.h = height;
    this.fit();
  }

  /** Shrinks the body text until the card holds it with its buttons. */
  private fit(): void {
    const pad = 14;
    const buttonH = 46;
    this.bg
      .clear()
      .roundRect(0, 0, this.w, this.h, 14)
      .fill(theme.surface)
      .stroke({ width: 2, color: theme.accent });
    this.title.position.set(pad, pad - 2);
    this.step.position.set(this.w - pad - this.step.width, pad);
    const learnH = this.learnButton.visible ? 40 : 0;
    const room = this.h - pad - 28 - buttonH - 2 * pad - (learnH > 0 ? learnH + 8 : 0);
    let size = 16;
    do {
      this.body.style.fontSize = size;
      this.body.style.lineHeight = Math.round(size * 1.35);
      this.body.style.wordWrapWidth = this.w - 2 * pad;
      size--;
    } while (this.body.height > room && size > 10);
    this.body.position.set(pad, pad + 26);
    this.learnButton.resize(this.w - 2 * pad, learnH, 15);
    this.learnButton.position.set(pad, this.h - pad - buttonH - 8 - learnH);
    const buttons = [
      this.closeButton,
      this.collapseButton,
      this.moreButton,
      this.applyButton,
    ].filter((b) => b.visible);
    const bw = (this.w - 2 * pad - 10 * (buttons.length - 1)) / buttons.length;
    buttons.forEach((b, i) => {
      b.position.set(pad + i * (bw + 10), this.h - pad - buttonH);
      b.resize(bw, buttonH, 16);
    });
  }
}
