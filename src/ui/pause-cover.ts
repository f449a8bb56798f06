// Covers the board while the game is paused, so pausing cannot be used to study the grid with
// the clock stopped. One button resumes.

import { Container, Graphics, Rectangle } from 'pixi.js';
import { words } from '../i18n/i18n';
import { Button } from './button';
import { makeText } from './text';
import { theme } from './theme';

export class PauseCover extends Container {
  private readonly bg = new Graphics();
  private readonly caption = makeText(words().play.paused, 26, { weight: '800' });
  private readonly resumeButton: Button;

  constructor(onResume: () => void) {
    super({ label: 'pause-cover' });
    this.resumeButton = new Button({
      id: 'btn:resume',
      text: words().play.resume,
      primary: true,
      onTap: onResume,
    });
    // The cover takes every tap on the board beneath it.
    this.eventMode = 'static';
    this.addChild(this.bg, this.caption, this.resumeButton);
    this.caption.anchor.set(0.5);
    this.visible = false;
  }

  layout(width: number, height: number): void {
    this.hitArea = new Rectangle(0, 0, width, height);
    this.bg
      .clear()
      .roundRect(0, 0, width, height, 6)
      .fill(theme.surfaceAlt)
      .stroke({ width: 2, color: theme.boxLine });
    this.caption.position.set(width / 2, height / 2 - 40);
    const bw = Math.min(220, width - 32);
    this.resumeButton.position.set((width - bw) / 2, height / 2);
    this.resumeButton.resize(bw, 52, 18);
  }
}
