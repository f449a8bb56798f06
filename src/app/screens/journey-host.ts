// journey: the navigator's 'journey' screen. It shows the map of whichever game's ladder
// was opened (the game makes the map: GameJourney.map), and makes it again for a new look.

import { Container } from 'pixi.js';
import type { GameJourney, JourneyMapScreen } from '../../play/journey-api';
import type { Screen } from '../../ui/screen';
import type { Viewport } from '../../ui/viewport';

export class JourneyHost implements Screen {
  readonly name = 'journey' as const;
  readonly view = new Container({ label: 'screen:journey' });
  private map: JourneyMapScreen | null = null;
  private journey: GameJourney | null = null;
  private viewport: Viewport | null = null;

  constructor(
    private readonly intents: { back(): void; play(game: string, stage: number): void },
    private readonly invalidate: () => void,
  ) {}

  private game = '';

  /** Shows `game`'s map (made the first time, or when another game's was shown). */
  open(game: string, journey: GameJourney): void {
    if (this.journey === journey && this.map) return;
    this.game = game;
    this.journey = journey;
    this.make();
  }

  /** A new look: the map is made again in the new colours. */
  rebuild(): void {
    if (this.journey) this.make();
  }

  private make(): void {
    const journey = this.journey;
    if (!journey) return;
    const game = this.game;
    for (const old of this.view.removeChildren()) old.destroy({ children: true });
    this.map = journey.map(
      { back: () => this.intents.back(), play: (n) => this.intents.play(game, n) },
      this.invalidate,
    );
    this.view.addChild(this.map.view);
    if (this.viewport) this.map.layout(this.viewport);
  }

  show(): void {
    this.map?.show?.();
  }

  layout(viewport: Viewport): void {
    this.viewport = viewport;
    this.map?.layout(viewport);
  }

  mapView(): unknown {
    return this.map?.mapView() ?? null;
  }
}
