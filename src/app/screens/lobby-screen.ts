// The lobby (a DOM screen) as one of the navigator's screens: showing it hides the game canvas
// and shows the lobby; showing any other screen does the reverse. Nothing of it is drawn by Pixi.

import { Container } from 'pixi.js';
import type { Screen } from '../../ui/screen';
import type { HomeLobby } from '../lobby/home-lobby';

export class LobbyScreen implements Screen {
  readonly name = 'home';
  readonly view = new Container({ label: 'lobby (DOM)' });

  constructor(
    private readonly lobby: HomeLobby,
    private readonly canvas: HTMLCanvasElement,
  ) {}

  layout(): void {
    // The lobby lays itself out with CSS.
  }

  show(): void {
    this.lobby.show();
    this.canvas.style.visibility = 'hidden';
  }

  hide(): void {
    this.lobby.hide();
    this.canvas.style.visibility = 'visible';
  }
}
