// A modal question with two answers ("Show the answer?" → Show / Cancel). The backdrop takes
// every tap so nothing behind it can be changed while the question is open.

import { Container, Graphics, Rectangle, Text } from 'pixi.js';
import { Button } from './button';
import { theme } from './theme';

export interface DialogOptions {
  title: string;
  body: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /**
   * Cancel is the safe answer and looks it (the primary button): a question before something
   * is lost ("Start new?" over a game in progress) is answered "keep" by a quick tap.
   */
  cancelIsDefault?: boolean;
}

export class Dialog extends Container {
  private readonly backdrop = new Graphics();
  private readonly panel = new Graphics();
  private readonly title: Text;
  private readonly body: Text;
  private readonly confirmButton: Button;
  private readonly cancelButton: Button;

  constructor(options: DialogOptions) {
    super({ label: 'dialog' });
    this.backdrop.eventMode = 'static';
    this.title = new Text({
      text: options.title,
      style: {
        fontFamily: theme.fontFamily,
        fontSize: 20,
        fontWeight: '700',
        fill: theme.ink,
        wordWrap: true,
        breakWords: true,
      },
    });
    this.body = new Text({
      text: options.body,
      style: {
        fontFamily: theme.fontFamily,
        fontSize: 16,
        fill: theme.inkSoft,
        wordWrap: true,
        breakWords: true,
      },
    });
    this.confirmButton = new Button({
      id: 'btn:confirm',
      text: options.confirm,
      primary: options.cancelIsDefault !== true,
      onTap: options.onConfirm,
    });
    this.cancelButton = new Button({
      id: 'btn:cancel',
      text: options.cancel,
      primary: options.cancelIsDefault === true,
      onTap: options.onCancel,
    });
    this.addChild(
      this.backdrop,
      this.panel,
      this.title,
      this.body,
      this.cancelButton,
      this.confirmButton,
    );
  }

  /** Title and body, as the player reads them. */
  get text(): string {
    return `${this.title.text} ${this.body.text}`;
  }

  layout(width: number, height: number): void {
    this.backdrop.clear().rect(0, 0, width, height).fill({ color: theme.overlay, alpha: 0.45 });
    this.backdrop.hitArea = new Rectangle(0, 0, width, height);
    const w = Math.min(360, width - 32);
    const pad = 20;
    this.title.style.wordWrapWidth = w - 2 * pad;
    this.body.style.wordWrapWidth = w - 2 * pad;
    const buttonH = 48;
    const h = pad + this.title.height + 10 + this.body.height + 20 + buttonH + pad;
    const x = (width - w) / 2;
    const y = (height - h) / 2;
    this.panel.clear().roundRect(x, y, w, h, 16).fill(theme.surface);
    this.title.position.set(x + pad, y + pad);
    this.body.position.set(x + pad, this.title.y + this.title.height + 10);
    const bw = (w - 2 * pad - 12) / 2;
    const by = y + h - pad - buttonH;
    this.cancelButton.position.set(x + pad, by);
    this.cancelButton.resize(bw, buttonH);
    this.confirmButton.position.set(x + pad + bw + 12, by);
    this.confirmButton.resize(bw, buttonH);
  }
}
