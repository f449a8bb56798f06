// The lobby's cards, each made once per game and then updated in place (lobby-dom.ts says why):
// a game's card (its picture, name and blurb; checked when chosen) and a game's Continue card
// (which game, level and time). The chosen game's Continue card is `btn:continue`; another game's
// is `btn:continue:<game>`.

import { h } from '../../ui/dom/h';
import { setText } from './lobby-dom';

/** What a game card shows (from the game registry). */
interface CardGame {
  id: string;
  name: string;
  blurb: string;
  preview(): SVGSVGElement;
}

/** A game card's parts that change with the choice or the language. */
interface GameCardNodes {
  readonly el: HTMLButtonElement;
  readonly name: HTMLElement;
  readonly blurb: HTMLElement;
}

export class GameCards {
  private readonly made = new Map<string, GameCardNodes>();

  constructor(private readonly choose: (game: string) => void) {}

  card(game: CardGame, chosen: boolean): HTMLElement {
    let card = this.made.get(game.id);
    if (!card) {
      const name = h('span', { class: 'gw-game-name' });
      const blurb = h('span', { class: 'gw-caption' });
      const el = h(
        'button',
        {
          class: 'gw-card gw-game-card',
          target: `game:${game.id}`,
          attrs: { type: 'button', role: 'radio' },
          onClick: () => this.choose(game.id),
        },
        game.preview(),
        name,
        blurb,
      );
      card = { el, name, blurb };
      this.made.set(game.id, card);
    }
    setText(card.name, game.name);
    setText(card.blurb, game.blurb);
    const checked = String(chosen);
    if (card.el.getAttribute('aria-checked') !== checked)
      card.el.setAttribute('aria-checked', checked);
    return card.el;
  }
}

/** A continue card's parts that change as the game goes on, or with the language. */
interface ContinueNodes {
  readonly el: HTMLButtonElement;
  readonly label: HTMLElement;
  readonly title: HTMLElement;
  readonly detail: HTMLElement;
}

/** A continue card's words: "Continue game", "Sudoku · 9×9 · Hard", "4:12 played". */
interface ContinueWords {
  label: string;
  title: string;
  detail: string;
}

export class ContinueCards {
  private readonly made = new Map<string, ContinueNodes>();

  constructor(private readonly resume: (game: string) => void) {}

  card(game: string, chosen: boolean, words: ContinueWords): HTMLElement {
    let card = this.made.get(game);
    if (!card) {
      const label = h('span', { class: 'gw-continue-label' });
      const title = h('span', { class: 'gw-continue-title' });
      const detail = h('span', { class: 'gw-caption' });
      const el = h(
        'button',
        {
          class: 'gw-card gw-continue',
          attrs: { type: 'button' },
          onClick: () => this.resume(game),
        },
        label,
        title,
        detail,
      );
      card = { el, label, title, detail };
      this.made.set(game, card);
    }
    const target = chosen ? 'btn:continue' : `btn:continue:${game}`;
    if (card.el.dataset.id !== target) card.el.dataset.id = target;
    setText(card.label, words.label);
    setText(card.title, words.title);
    setText(card.detail, words.detail);
    return card.el;
  }
}
