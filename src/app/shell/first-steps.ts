// lesson: when the first-steps lesson shows, and what happens after it. It shows on
// the first new game of a game on this device (settings.lessonsSeen does not name the game and
// no game of it is in progress), before the game starts; a restored game (Continue) never meets
// it. Skip or Play marks the game seen in the settings, so a reload does not bring it back;
// Rules can show it again. The lesson and its board load on first use (GameEntry.firstSteps).
//
// `?lessons=off` in the address turns the lesson off for that page only (nothing is saved). It is
// for the e2e tests, which start games in fresh profiles by the hundred: a URL parameter is seen
// in the test that uses it, needs no write to storage before the app opens, and survives a
// reload; the lesson tests leave it out.

import type { GameEntry } from '../../play/game-entry';
import type { LessonDeps } from '../../play/lesson-api';
import { type LessonReading, LessonScreen } from '../../play/lesson-screen';
import { prefersReducedMotion } from '../../ui/motion';
import type { RenderLoop } from '../../ui/render-loop';
import type { TextureBaker } from '../../ui/texture-baker';
import type { Settings } from '../saving/settings';
import type { ScreenName } from '../screens/screen-name';
import type { SideScreens } from '../screens/side-screens';
import type { GameSlots } from './game-slots';
import type { LookSwitch } from './look-switch';

interface FirstStepsHooks {
  loop: RenderLoop;
  baker: TextureBaker;
  settings: Settings;
  /** Whether a game is in progress (a returning player's: never a lesson). */
  slots: GameSlots;
  /** Keeps the settings with `lessonsSeen` changed. */
  look: LookSwitch;
  /** Rules: its pictures and "First steps" button. */
  sides: SideScreens;
  show(name: ScreenName): void;
}

/** True when the page was opened with `?lessons=off` (the e2e harness: see above). */
function lessonsOffByAddress(search: string): boolean {
  return new URLSearchParams(search).get('lessons') === 'off';
}

export class FirstSteps {
  readonly screen: LessonScreen;
  /** What to do once the lesson ends (start the game asked for, or back to Rules). */
  private after: (() => void) | null = null;
  private game: string | null = null;
  private readonly off = lessonsOffByAddress(location.search);

  constructor(private readonly hooks: FirstStepsHooks) {
    this.screen = new LessonScreen({ skip: () => this.end(), finish: () => this.end() });
    hooks.sides.setFirstSteps(this, (entry) => this.replay(entry, () => hooks.show('rules')));
  }

  /** What the game's lesson board and pictures are drawn with. */
  deps(): LessonDeps {
    return {
      loop: this.hooks.loop,
      baker: this.hooks.baker,
      reducedMotion: prefersReducedMotion,
      changed: () => {
        this.screen.refresh();
        this.hooks.loop.invalidate();
      },
    };
  }

  /** The lesson in front of `start` when this is the game's first start here; else false. */
  offer(entry: GameEntry, start: () => void): boolean {
    const id = entry.core.id;
    if (this.off || !entry.firstSteps || this.hooks.settings.lessonsSeen.includes(id)) return false;
    if (this.hooks.slots.get(id)?.controller.inProgress) return false;
    void this.open(entry, start);
    return true;
  }

  /** The lesson again (from Rules), then `back`. */
  replay(entry: GameEntry, back: () => void): void {
    void this.open(entry, back);
  }

  /** The lesson on show: its game and step (state().lesson), or null. */
  get reading(): LessonReading | null {
    return this.game ? this.screen.reading : null;
  }

  private async open(entry: GameEntry, after: () => void): Promise<void> {
    const steps = await entry.firstSteps?.();
    if (!steps) return after();
    this.after = after;
    this.game = entry.core.id;
    this.screen.setLesson(entry.core.id, entry.name, steps.lesson(this.deps()));
    this.hooks.show('lesson');
  }

  /** Skip or Play: the game is marked seen, and what was asked for goes on. */
  private end(): void {
    const game = this.game;
    const after = this.after;
    this.game = null;
    this.after = null;
    if (game && !this.hooks.settings.lessonsSeen.includes(game))
      this.hooks.look.change({
        ...this.hooks.settings,
        lessonsSeen: [...this.hooks.settings.lessonsSeen, game],
      });
    this.screen.clear();
    after?.();
  }
}
