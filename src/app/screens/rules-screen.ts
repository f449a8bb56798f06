// How to play, in plain words, for someone who has never seen the game: each game's rules
// text comes from its registry entry.

import { Container } from 'pixi.js';
import { words } from '../../i18n/i18n';
import type { GameEntry } from '../../play/game-entry';
import { Button } from '../../ui/button';
import type { Screen } from '../../ui/screen';
import { makeText } from '../../ui/text';
import { theme } from '../../ui/theme';
import type { Viewport } from '../../ui/viewport';
import { GAMES } from '../game-registry';

export class RulesScreen implements Screen {
  readonly name = 'rules';
  readonly view = new Container({ label: 'screen:rules' });
  private readonly title = makeText(words().rules.title, 28, { weight: '800' });
  private readonly body = makeText('', 16, { color: theme.ink, wrap: 320 });
  private readonly back: Button;
  private viewport: Viewport | null = null;

  constructor(onBack: () => void) {
    this.back = new Button({
      id: 'btn:back',
      text: words().common.back,
      primary: true,
      onTap: onBack,
    });
    this.view.addChild(this.title, this.body, this.back);
    this.setGame(GAMES[0] as GameEntry);
  }

  setGame(game: GameEntry): void {
    this.title.text = game.rules.title;
    // Last, what is safe where (Safari's seven-day rule, issue #22): the same for every game.
    const lines = [...game.rules.lines, words().safeStorage.whereSafe];
    this.body.text = lines.map((r) => `•  ${r}`).join('\n\n');
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
