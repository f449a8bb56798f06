// The app's frame: it composes the render loop, the screens, one slot per game of the registry,
// storage, the puzzle pool, share links, tab sync, the accessible layer and updates. Each of
// those is a module of its own (src/app/shell/); this file only wires them together.

import { Container } from 'pixi.js';
import type { MadePuzzle, PuzzleBase } from '../../engine/game-core';
import { words } from '../../i18n/i18n';
import type { GameModuleDeps } from '../../play/game-api';
import type { GameEntry } from '../../play/game-entry';
import type { OpenedStorage } from '../../storage/open-storage';
import type { GridwiseStorage } from '../../storage/storage';
import { applyThemeVars } from '../../ui/dom/theme-vars';
import { Feedback } from '../../ui/feedback';
import type { RenderLoop } from '../../ui/render-loop';
import type { Screen } from '../../ui/screen';
import { onFontsLoaded, redrawTexts } from '../../ui/text-canvases';
import { theme } from '../../ui/theme';
import { readViewport } from '../../ui/viewport';
import { yieldToBrowser } from '../../ui/yield-to-browser';
import type { AppSnapshot } from '../automation/app-snapshot';
import type { LayoutRect, Target, TextOverflow } from '../automation/automation';
import {
  readLayout,
  readLineBreaks,
  readOverlaps,
  readSnapshot,
  readTargets,
  readTextFit,
  type ShellParts,
} from '../automation/shell-readings';
import type { FrontDoor } from '../boot/front-door';
import { sameLook, storedLook } from '../boot/look';
import type { PixiHost } from '../boot/pixi-host';
import { showIfWon } from '../daily/daily-result';
import { GAME_CARDS } from '../game-cards';
import { entryOrFirst } from '../game-registry';
import { lobbyGames, sizeFromLobby } from '../lobby/lobby-games';
import { listenToWindow } from '../platform/window-events';
import { dailyNext, dailyPuzzle } from '../puzzles/daily-start';
import type { GeneratorClient } from '../puzzles/generator-client';
import type { PuzzlePool } from '../puzzles/puzzle-pool';
import { ShareRouting } from '../puzzles/share-routing';
import { BackupActions } from '../saving/backup-actions';
import { DataKeeping } from '../saving/data-keeping';
import type { RecordsWriter } from '../saving/records-writer';
import {
  openJournals,
  reportUnreadGame,
  restoreSavedGames,
  syncResumable,
} from '../saving/saved-games';
import { readSettings, type Settings } from '../saving/settings';
import { TabSync } from '../saving/tab-sync';
import type { WriteSites } from '../saving/write-sites';
import { LobbyScreen } from '../screens/lobby-screen';
import type { ScreenName } from '../screens/screen-name';
import { SideScreens } from '../screens/side-screens';
import { lobbyWords } from '../words/lobby-words';
import { type AccessibilitySync, shellAccessibility } from './accessibility-sync';
import { calendarHooks } from './calendar-hooks';
import { lastPlayed, slotStarts } from './daily-slot';
import { type Drawing, startDrawing } from './drawing';
import { FirstSteps } from './first-steps';
import { gameDeps } from './game-deps';
import { GameSlots } from './game-slots';
import { JourneyRoutes } from './journey-hooks';
import { LookSwitch } from './look-switch';
import { Navigator } from './navigator';
import { ScanRoutes } from './scan-hooks';
import { SchoolRoutes } from './school-hooks';
import { makeWriters } from './shell-writers';

export type { AppSnapshot, ScreenName };

export class AppShell {
  readonly loop: RenderLoop;
  private readonly drawing: Drawing;
  readonly settings: Settings;
  private readonly tabId: string;
  private readonly feedback = new Feedback(() => this.settings);
  private readonly slots = new GameSlots();
  private readonly starts = slotStarts(this.slots, () => this.storage, this);
  private readonly layers = new Container({ label: 'screens' });
  private readonly home: LobbyScreen;
  /** Rules, settings, records and statistics (made again for a new look). */
  private readonly sides: SideScreens;
  private readonly nav: Navigator;
  private readonly a11y: AccessibilitySync;
  private readonly sharing: ShareRouting;
  private readonly tabs: TabSync;
  private readonly writer: RecordsWriter;
  private readonly look: LookSwitch;
  private rulesReturnTo: ScreenName = 'home';
  private readonly firstSteps: FirstSteps;
  private storage: GridwiseStorage | null = null;
  private opened: OpenedStorage | null = null;
  private pool: PuzzlePool | null = null;
  private generator: GeneratorClient | null = null;
  private readonly keeping: DataKeeping;
  /** Export a backup (Settings, and Safari's seven-day offer). */
  readonly exportBackup: () => Promise<void>;
  /** Every write site's results, and how each catches up; see SaveHealth. */
  private readonly writes: WriteSites;

  constructor(
    private readonly app: PixiHost,
    private readonly door: FrontDoor,
  ) {
    this.settings = door.settings;
    this.tabId = door.tabId;
    this.drawing = startDrawing(app, () => this.resize());
    this.loop = this.drawing.loop;
    this.home = new LobbyScreen(door.lobby, app.canvas);
    ({
      look: this.look,
      sides: this.sides,
      exportBackup: this.exportBackup,
    } = this.makeSettingsScreens());
    this.keeping = new DataKeeping((note) => this.sides.setStorageNote(note));
    this.firstSteps = new FirstSteps({
      ...{ loop: this.loop, baker: this.drawing.baker, settings: this.settings, slots: this.slots },
      ...{ look: this.look, sides: this.sides, show: (name: ScreenName) => this.show(name) },
    });
    // One screen on show at a time; home is the DOM lobby, a game its slot's screen.
    this.nav = new Navigator(
      this.layers,
      { ...this.sides.byName(this.home), lesson: this.firstSteps.screen },
      () => this.slots.active?.controller.screen ?? this.home,
      (screen) => {
        if (screen === this.home) this.syncResumable();
        this.syncVisibility();
        this.loop.invalidate();
      },
    );
    app.stage.addChild(this.layers);
    ({ writer: this.writer, writes: this.writes } = makeWriters({
      ...{ slots: this.slots, door: this.door, storage: () => this.storage },
      ...{ look: () => this.look, pool: () => this.pool, writes: () => this.writes },
    }));
    this.sharing = new ShareRouting(this.slots, door.banner, {
      goHome: () => this.show('home'),
      notify: (message) => this.door.notify(message),
      start: (made) => this.startPuzzle(made),
      generator: () => this.door.pool().then((parts) => parts.generator),
    });
    this.tabs = new TabSync(this.tabId, this.slots, () => this.storage, {
      changed: () => this.syncResumable(),
      report: (error) => this.reportStorage(error),
    });
    this.a11y = shellAccessibility(this.loop, () => this.parts);
    this.listen();
    this.resize();
  }

  /**
   * Settings and the screens beside the games (rules, settings, records, statistics): the look
   * switch that applies a change, and backup export and import, which Settings offers.
   */
  private makeSettingsScreens(): Pick<AppShell, 'exportBackup'> & {
    look: LookSwitch;
    sides: SideScreens;
  } {
    const look = new LookSwitch(this.settings, () => this.storage, {
      saved: (error) => this.writes.result('settings', error),
      flush: () => this.slots.flushAll(),
      screenName: () => this.nav.name,
      restyle: () => this.restyle(),
      relabel: () => this.door.lobby.setWords(lobbyWords(), lobbyGames(GAME_CARDS)),
      applied: () => {
        for (const slot of this.slots.all()) slot.controller.settingsChanged();
        this.sides.settings.set({ ...this.settings });
      },
    });
    const backup = new BackupActions({
      storage: () => this.storage,
      notify: (message, actions) => this.door.notify(message, actions),
      restoreGames: async () => {
        if (this.storage)
          await restoreSavedGames(this.slots, this.storage, (e) => this.reportStorage(e));
        this.syncResumable();
      },
      applySettings: (values) =>
        look.change({ ...this.settings, ...readSettings(values).settings }),
    });
    const sides = new SideScreens({
      settings: this.settings,
      storage: () => this.storage,
      home: () => this.show('home'),
      rulesBack: () => this.show(this.rulesReturnTo),
      change: (next) => look.change(next),
      install: () => void this.door.install.prompt(),
      exportBackup: () => void this.exportBackup(),
      importBackup: () => backup.importBackup(),
      invalidate: () => this.loop.invalidate(),
      calendar: calendarHooks(this.slots.daily, (game, date) => this.startDaily(game, date)),
      playStage: (game, n) => this.journeys.play(game, n),
      learn: (game) => (SchoolRoutes.offers(game) ? () => this.schools.show(game) : null),
      open: (name) => this.show(name),
    });
    this.door.install.watch((can) => sides.setInstallable(can));
    return { look, sides, exportBackup: () => backup.exportBackup() };
  }

  /** The window's events: size, links, keys, visibility, the system theme and late fonts. */
  private listen(): void {
    listenToWindow({
      resize: () => this.resize(),
      hashChange: () => this.sharing.openHash(),
      key: (event) => this.nav.onGame && (this.slots.active?.controller.handleKey(event) ?? false),
      visibility: () => this.syncVisibility(),
      pageHide: () => {
        for (const slot of this.slots.all()) slot.controller.setVisible(false);
      },
      systemThemeChange: () => {
        if (this.settings.theme === 'system') this.look.rebuild(this.settings);
      },
    });
    // A face that arrives late changes what texts measure: draw them all again, and lay out anew.
    onFontsLoaded(() => {
      redrawTexts(this.app.stage);
      this.resize();
    });
  }

  /**
   * Loads the games, opens storage, restores settings and unfinished games, loads the pool and
   * starts the service worker; every failure degrades (memory storage, defaults) with a notice.
   */
  async init(): Promise<void> {
    await this.slots.load((entry) => this.gameDeps(entry));
    const opened = this.door.opened;
    this.opened = opened;
    const storage = opened.storage;
    this.storage = storage;
    openJournals(this.slots, storage, this.tabId, this.tabs, this.writes);

    this.sides.settings.set({ ...this.settings });
    for (const slot of this.slots.all()) slot.controller.settingsChanged();
    // The look came from localStorage at boot; if IndexedDB (the record) disagrees, it wins.
    if (!sameLook(storedLook(), this.settings)) this.look.rebuild(this.settings);
    // Home opens on the game played last, so "Continue game" is the first thing offered, unless
    // the player has chosen a game meanwhile: that choice stands (offerGame keeps it).
    await yieldToBrowser();
    const latest = await restoreSavedGames(this.slots, storage, (e) => this.reportStorage(e));
    this.syncResumable();
    if (latest) {
      this.slots.active = latest;
      this.door.lobby.offerGame(latest);
    }
    this.tabs.open();

    const { pool, generator } = await this.door.pool();
    this.pool = pool;
    this.generator = generator;
    pool.onWriteResult = (error) => this.writes.result('pool', error);
    const mirror = this.door.mirror;
    const showMirror = () => this.sides.setMirrorStatus(mirror?.status ?? { state: 'unavailable' });
    showMirror();
    if (mirror)
      mirror.onWriteResult = (error) => {
        this.writes.result('mirror', error);
        showMirror();
      };

    // Back where the player was before a change of look rebuilt the page.
    const back = sessionStorage.getItem('gridwise-return');
    sessionStorage.removeItem('gridwise-return');
    if (back === 'settings' || back === 'game') this.show(back);
    this.sharing.openHash();
    await this.keeping.read(opened.durable);
  }

  /** Draws the active game's screen once, off screen (the canvas is hidden under the lobby): its
   *  GPU programs and text textures are made now, in idle time, not in the tap on Continue. */
  warmUp(): void {
    const screen = this.slots.active?.controller.screen as Screen | undefined;
    if (!screen || !this.nav.is('home')) return;
    screen.layout(readViewport());
    this.drawing.drawOffscreen(screen.view);
  }

  /** Everything the shell writes, written now (before the page reloads for an update). */
  readonly flushAll = (): Promise<void> => this.slots.flushAll();

  show(name: ScreenName): void {
    this.nav.show(name);
  }

  /** "Open a code": the dialog that reads a shared puzzle's code or link. */
  readonly openCode = (): void => this.sharing.openCode();

  // What the shell reports to window.gridwise, read from its parts (shell/shell-readings.ts).
  readonly snapshot = (): AppSnapshot => readSnapshot(this.parts);
  readonly targets = (): Target[] => readTargets(this.parts);
  readonly lineBreaks = () => readLineBreaks(this.parts);
  readonly textFit = (): TextOverflow[] => readTextFit(this.parts);
  readonly overlaps = () => readOverlaps(this.parts);
  readonly layout = (): Record<string, LayoutRect> => readLayout(this.parts);

  /** The shell's parts, for what it reports to window.gridwise (shell/shell-readings.ts). */
  private get parts(): ShellParts {
    const { app, nav, slots, door, sides, settings, opened, keeping, pool } = this;
    const lesson = () => this.firstSteps.reading;
    return { app, nav, slots, door, sides, settings, opened, keeping, pool, lesson };
  }

  /** A new palette: every screen made again in it, in place; false while a puzzle is being
   *  made (its answer would go to a screen taken down), and the caller reloads instead. */
  private restyle(): boolean {
    if (this.slots.generating) return false;
    applyThemeVars(theme);
    this.app.renderer.background.color = theme.background;
    this.slots.rebuild(this.tabId);
    this.sides.rebuild();
    this.nav.replace({ ...this.sides.byName(this.home), lesson: this.firstSteps.screen });
    this.syncVisibility();
    this.resize();
    return true;
  }

  /**
   * Storage was cleared under us and opened again, empty: the settings and every game in
   * progress are written again from memory (each journal starts over at revision 0).
   */
  async rewriteAfterReopen(): Promise<void> {
    await this.storage?.saveSettings({ ...this.settings });
    await this.slots.rewriteAll(this.storage);
  }

  /** The screen on show, as `gridwise-return` names it for a page rebuilt into it. */
  get screenName(): string {
    return this.nav.name;
  }

  /** What each game is handed: the shell's services, tied to that game's slot. */
  private gameDeps(entry: GameEntry): GameModuleDeps<PuzzleBase> {
    return gameDeps(entry, {
      ...{ loop: this.loop, baker: this.drawing.baker, settings: this.settings, slots: this.slots },
      ...{ writes: this.writes, writer: this.writer, feedback: this.feedback },
      ...{ pool: () => this.pool, statistics: (b: string) => this.storage?.statistics(b) ?? null },
      startFree: (game, spec) => this.starts.newFree(game, spec),
      journey: this.journeys.services(),
      showSchool: (game, skill) => this.schools.show(game, skill),
      afterWin: () => {
        void this.keeping.afterWin();
        this.door.safeStorage.afterWin();
      },
      goHome: () => this.show('home'),
      showRules: () => this.showRules('game'),
      share: (made) => this.sharing.share(made),
      announce: (text, urgent) => this.a11y.announcer.announce(text, urgent),
    });
  }

  /** A home-screen shortcut: the game in progress if there is one, else a new one as the
   *  lobby has it chosen. */
  play(game: string): void {
    const slot = this.slots.get(game);
    const pick = this.door.lobby.pickOf(game);
    if (!slot || lastPlayed(slot) || !pick) this.resume(game);
    else this.startNew(game, { size: sizeFromLobby(slot.entry, pick.size), level: pick.level });
  }

  readonly resume = (game: string): void => this.starts.resume(game); // the played last

  openGame(game: string): void {
    this.slots.active = game;
    this.show('game');
  }

  startNew(game: string, spec: { size: string | number; level: string }): void {
    if (this.firstSteps.offer(entryOrFirst(game), () => this.startNew(game, spec))) return;
    this.starts.free(game, (controller) => controller.startNew(spec), spec);
  }

  private startPuzzle(made: MadePuzzle): void {
    this.starts.free(made.game, (controller) => controller.start(made.puzzle));
  }

  /** `game`'s daily of `date` (today or a calendar day) in its slot, continued when saved. */
  startDaily(game: string, date?: string): void {
    const generator = this.generator;
    const entry = entryOrFirst(game);
    if (showIfWon(this.slots.daily, entry, date, { storage: this.storage, generator })) return;
    if (!generator || this.firstSteps.offer(entry, () => this.startDaily(game, date))) return;
    this.starts.daily(
      game,
      date,
      (c) => dailyPuzzle(entry, generator, c.screen, (made) => c.start(made.puzzle), date),
      dailyNext(entry, date),
    );
  }

  /** journey: a game's ladder of stages: its map and its stages (journey-hooks.ts). */
  readonly journeys: JourneyRoutes = new JourneyRoutes({
    ...{ slots: this.slots, starts: this.starts, generator: () => this.generator },
    ...{ host: () => this.sides.journey, showMap: () => this.show('journey') },
  });

  /** school: a game's technique school, loaded when first opened (school-hooks.ts). */
  readonly schools: SchoolRoutes = new SchoolRoutes({
    ...{ loop: () => this.loop, storage: () => this.storage, generator: () => this.generator },
    ...{ host: () => this.sides.school, current: () => this.nav.name },
    show: (name) => this.show(name),
    announce: (text, urgent) => this.a11y.announcer.announce(text, urgent),
    failed: (e) => this.door.notify(words().notices.schoolFailed({ why: String(e) })),
  });

  /** A game's photo scan: read, check and play a printed puzzle (scan-hooks.ts). */
  readonly scans = new ScanRoutes(this, () => ({ host: this.sides.scan, share: this.sharing }));

  /** calendar: `game`'s calendar of dailies, on today's month. */
  showCalendar(game: string): void {
    this.sides.setCalendarGame(game);
    this.show('calendar');
  }

  private readonly syncResumable = (): void => syncResumable(this.slots, this.door.lobby);

  showRules(from: ScreenName): void {
    this.rulesReturnTo = from;
    const game = entryOrFirst(from === 'home' ? this.door.lobby.chosenGame : this.slots.activeId);
    // Shown with its pictures in place (a small chunk the first time): text that jumps down as
    // they arrive moved the end of the rules out of reach of the scroll. Not if the player has
    // gone elsewhere meanwhile.
    void this.sides.setRulesGame(game).then(() => {
      if (this.nav.name === from) this.show('rules');
    });
  }

  private syncVisibility(): void {
    const visible = document.visibilityState === 'visible';
    const onGame = this.nav.onGame;
    for (const slot of this.slots.all())
      slot.controller.setVisible(visible && onGame && slot === this.slots.active);
  }

  private resize(): void {
    this.app.renderer.resize(window.innerWidth, window.innerHeight);
    const viewport = readViewport();
    this.nav.current.layout(viewport);
    this.loop.invalidate();
  }

  reportStorage(error: unknown): null {
    return reportUnreadGame(this.door, error);
  }
}
