// school: the navigator's 'school' screen. It shows whichever game's school was opened
// (the game makes its screen: GameSchool.screen), and makes it again for a new look or language.

import { Container } from 'pixi.js';
import type { GameSchool, SchoolDeps, SchoolReport, SchoolScreen } from '../../play/school-api';
import type { Screen } from '../../ui/screen';
import type { Viewport } from '../../ui/viewport';

export class SchoolHost implements Screen {
  readonly name = 'school' as const;
  readonly view = new Container({ label: 'screen:school' });
  private screen: SchoolScreen | null = null;
  private school: GameSchool | null = null;
  private deps: SchoolDeps | null = null;
  private viewport: Viewport | null = null;

  /** Shows `school`'s screen, at `skill`'s lesson when named (made the first time, or anew for
   *  another game's school). */
  open(school: GameSchool, deps: SchoolDeps, skill: string | null): void {
    if (this.school !== school || !this.screen) {
      this.school = school;
      this.deps = deps;
      this.make();
    }
    this.screen?.open(skill);
  }

  /** A new look or language: the screen is made again, back on its list. */
  rebuild(): void {
    const school = this.school;
    if (school && this.deps) void school.prepare().then(() => this.make());
  }

  private make(): void {
    const { school, deps } = this;
    if (!school || !deps) return;
    this.screen?.destroy();
    this.screen = school.screen(deps);
    this.view.addChild(this.screen.view);
    if (this.viewport) this.screen.layout(this.viewport);
  }

  layout(viewport: Viewport): void {
    this.viewport = viewport;
    this.screen?.layout(viewport);
  }

  report(): SchoolReport | null {
    return this.screen?.report() ?? null;
  }
}
