// The screens besides the lobby and the games: rules, settings, records and statistics. They are
// made at start and made again, in place, for a new look (every sprite takes its colours when
// it is built), carrying over what each shows: the settings, whether Install is offered, the
// note on how safely data is kept, and which game's rules are open.

import type { GameEntry } from '../../play/game-entry';
import type { LessonDeps } from '../../play/lesson-api';
import type { MirrorStatus } from '../../storage/mirror';
import type { GridwiseStorage } from '../../storage/storage';
import type { Screen } from '../../ui/screen';
import { GAMES } from '../game-registry';
import type { Settings } from '../saving/settings';
import { type CalendarIntents, CalendarScreen } from './calendar-screen';
import { JourneyHost } from './journey-host';
import { ListScreens } from './list-screens';
import { type RulesFirstSteps, RulesScreen } from './rules-screen';
import { ScanHost } from './scan-host';
import { SchoolHost } from './school-host';
import type { ScreenName } from './screen-name';
import { SettingsScreen } from './settings-screen';

interface SideScreenHooks {
  settings: Settings;
  storage(): GridwiseStorage | null;
  /** Back to the lobby. */
  home(): void;
  /** Back from the rules to where they were opened. */
  rulesBack(): void;
  change(next: Settings): void;
  install(): void;
  exportBackup(): void;
  importBackup(): void;
  invalidate(): void;
  /** calendar: the daily progress it shows and the way to play a date's daily. */
  calendar: Omit<CalendarIntents, 'back'>;
  /** journey: playing a stage of a game's ladder from its map. */
  playStage(game: string, stage: number): void;
  /** school: the way to a game's technique school, or null for a game without one. */
  learn(game: string): (() => void) | null;
  /** Shows another side screen (Stats opens a top-10 list on Records). */
  open(name: ScreenName): void;
}

export class SideScreens {
  rules!: RulesScreen;
  settings!: SettingsScreen;
  lists!: ListScreens;
  calendar!: CalendarScreen;
  journey!: JourneyHost;
  /** school: a game's technique school, kept across a new look (it remakes itself). */
  readonly school = new SchoolHost();
  /** A game's photo scan (a DOM screen over the stage), made when first opened. */
  readonly scan = new ScanHost(document.body);
  private calendarGame: string | null = null;
  private installable = false;
  private storageNote: string | null = null;
  private mirrorStatus: MirrorStatus | null = null;
  private rulesGame: GameEntry = GAMES[0] as GameEntry;
  /** lesson: what Rules draws its pictures with, and its "First steps" button. */
  private firstSteps: RulesFirstSteps | null = null;

  constructor(private readonly hooks: SideScreenHooks) {
    this.build();
  }

  private build(): void {
    const h = this.hooks;
    this.rules = new RulesScreen(
      () => h.rulesBack(),
      () => h.invalidate(),
    );
    if (this.firstSteps) this.rules.setFirstSteps(this.firstSteps);
    this.rules.setGame(this.rulesGame);
    this.settings = new SettingsScreen(
      {
        back: () => h.home(),
        change: (next) => h.change(next),
        install: () => h.install(),
        exportBackup: () => h.exportBackup(),
        importBackup: () => h.importBackup(),
      },
      { ...h.settings },
      () => h.invalidate(),
    );
    this.settings.setInstallable(this.installable);
    if (this.storageNote !== null) this.settings.setStorageNote(this.storageNote);
    // Worded again at each build: a change of language rebuilds the screens.
    if (this.mirrorStatus !== null) this.settings.setMirrorStatus(this.mirrorStatus);
    this.lists = new ListScreens(
      () => h.storage(),
      () => h.home(),
      () => h.invalidate(),
      (game) => h.calendar.summary(game),
      (game) => h.learn(game),
      (name) => h.open(name),
    );
    this.calendar = new CalendarScreen({ ...h.calendar, back: () => h.home() }, () =>
      h.invalidate(),
    );
    if (this.calendarGame !== null) this.calendar.setGame(this.calendarGame);
    this.journey ??= new JourneyHost(
      { back: () => h.home(), play: (game, n) => h.playStage(game, n) },
      () => h.invalidate(),
    );
  }

  /** calendar: the game whose calendar shows, opened on today's month. */
  setCalendarGame(game: string): void {
    this.calendarGame = game;
    this.calendar.setGame(game);
  }

  /** The screens by name, for the navigator. */
  byName(home: Screen): Readonly<Record<Exclude<ScreenName, 'game' | 'lesson'>, Screen>> {
    return {
      home,
      rules: this.rules,
      records: this.lists.records,
      stats: this.lists.stats,
      settings: this.settings,
      calendar: this.calendar,
      journey: this.journey,
      school: this.school,
      scan: this.scan,
    };
  }

  setInstallable(can: boolean): void {
    this.installable = can;
    this.settings.setInstallable(can);
  }

  setStorageNote(note: string): void {
    this.storageNote = note;
    this.settings.setStorageNote(note);
  }

  setMirrorStatus(status: MirrorStatus): void {
    this.mirrorStatus = status;
    this.settings.setMirrorStatus(status);
  }

  /** lesson: Rules gets the game's pictures and a way to see its first steps again. */
  setFirstSteps(steps: { deps(): LessonDeps }, again: (entry: GameEntry) => void): void {
    this.firstSteps = { deps: () => steps.deps(), again };
    this.rules.setFirstSteps(this.firstSteps);
    this.rules.setGame(this.rulesGame);
  }

  /** Resolves once the game's rules are ready to show, pictures and all (never rejects). */
  setRulesGame(entry: GameEntry): Promise<void> {
    this.rulesGame = entry;
    return this.rules.setGame(entry);
  }

  /** Made again for a new look; the old screens are taken down. */
  rebuild(): void {
    const old = [
      ...[this.rules, this.settings, this.lists.records, this.lists.stats],
      this.calendar,
    ];
    this.build();
    this.journey.rebuild();
    this.school.rebuild();
    for (const screen of old) screen.view.destroy({ children: true });
    (old[3] as ListScreens['stats']).dispose();
  }
}
