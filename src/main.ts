// Boot: the lobby first (DOM, storage, settings, the puzzle pool), interactive at once; the game
// stage (Pixi and the game screens) is loaded the first time the player asks for it. Also the
// automation surface tests drive (window.gridwise) and the service worker.

import { words } from './i18n/i18n';
import './ui/dom/gridwise.css';
import { domOverflows } from './app/automation/dom-overflows';
import { openerOf } from './app/automation/openers';
import { domPieces, overlapsIn } from './app/automation/overlap-pairs';
import { type FrontDoor, openFrontDoor } from './app/boot/front-door';
import { applyLook, storedLook } from './app/boot/look';
import { stageFailureNotice } from './app/boot/stage-failure';
import { cardOrFirst, GAME_CARDS } from './app/game-cards';
import type { LobbyIntents } from './app/lobby/home-lobby';
import { sizeFromLobby } from './app/lobby/lobby-games';
import { InstallOffer } from './app/platform/install-offer';
import { readShortcut, withoutShortcut } from './app/platform/shortcuts';
import { registerServiceWorker } from './app/platform/updates';
import { mirrorReport } from './app/saving/mirror-report';
import type { AppShell } from './app/shell/app-shell';
import { applyLanguageChoice, storedLanguageChoice } from './i18n/language-choice';
import { applyThemeVars } from './ui/dom/theme-vars';
import { installTapGuard, msSinceLayoutMoved, pressesHeard, tapsDropped } from './ui/tap-guard';
import { theme } from './ui/theme';

declare global {
  interface Window {
    gridwise: {
      state: () => ReturnType<AppShell['snapshot']>;
      targets: () => ReturnType<AppShell['targets']>;
      /** The board and the message on show, as page rectangles (layout tests). */
      layout: () => ReturnType<AppShell['layout']>;
      /** Texts that do not fit their button or the screen (layout tests). */
      textFit: () => ReturnType<AppShell['textFit']>;
      /** Wrapped canvas texts whose lines break badly (a bullet alone, "9×" | "9"). */
      lineBreaks: () => ReturnType<AppShell['lineBreaks']>;
      /** Texts and controls on screen that cover each other (overlap tests). */
      overlaps: () => ReturnType<AppShell['overlaps']>;
      /** The target to tap first to reach `id` when it is in a closed sheet, else null. */
      opener: (id: string) => string | null;
      framesDrawn: () => number;
      /** performance.now() at the end of the last drawn frame. */
      lastFrameAt: () => number;
      /** True when no frame is pending and no animation runs (what is on screen is final). */
      idle: () => boolean;
      /** Milliseconds since a notice moved the layout (src/ui/tap-guard.ts): taps sooner are dropped. */
      steadyMs: () => number;
      /** Presses the tap guard has dropped so far (a test's dropped tap is made again). */
      tapsDropped: () => number;
      /** Presses that reached the page, dropped or not (a test's touch that never came is made again). */
      pressesHeard: () => number;
      /** Frames that waited for a move to reach the disk, and how long the last one waited. */
      held: () => { frames: number; lastMs: number };
      /** True once the game stage is loaded and the saved games are restored. */
      staged: () => boolean;
      ready: boolean;
    };
  }
}

let door: FrontDoor | null = null;
let shell: AppShell | null = null;
let stage: Promise<AppShell> | null = null;
/** True once the player asked for something the stage shows (they are waiting for it). */
let asked = false;

/** The game stage, loaded once; every lobby intent waits for it. */
function loadStage(): Promise<AppShell> {
  if (!door) return Promise.reject(new Error(words().notices.stillStarting));
  const opened = door;
  stage ??= import('./app/boot/stage').then(async (m) => {
    shell = await m.startStage(opened, () => asked);
    return shell;
  });
  return stage;
}

function withStage(act: (shell: AppShell) => void): void {
  asked = true;
  loadStage().then(act, reportStageFailure);
}

/** A stage that cannot load is said in the player's words; the details go to the console. */
function reportStageFailure(error: unknown): void {
  console.error(error);
  door?.notify(stageFailureNotice(error));
}

// Listens from the first moment: the browser may offer the install before storage is open.
const install = new InstallOffer();

const intents: LobbyIntents = {
  start: (game, size, level) =>
    withStage((s) => s.startNew(game, { size: sizeFromLobby(cardOrFirst(game), size), level })),
  resume: (game) => withStage((s) => s.resume(game)),
  daily: (game) => withStage((s) => s.startDaily(game)),
  calendar: (game) => withStage((s) => s.showCalendar(game)),
  journey: (game) => withStage((s) => s.journeys.show(game)),
  learn: (game) => withStage((s) => s.schools.show(game)),
  scan: (game) =>
    withStage((s) =>
      s.scans.show(game).catch((e: unknown) => {
        console.error(e);
        door?.notify(words().notices.scanFailed({ why: String(e) }));
      }),
    ),
  openCode: () => withStage((s) => s.openCode()),
  records: () => withStage((s) => s.show('records')),
  stats: () => withStage((s) => s.show('stats')),
  settings: () => withStage((s) => s.show('settings')),
  rules: () => withStage((s) => s.showRules('home')),
  install: () => void install.prompt(),
};

/** What state() reports before the stage is loaded: the lobby, with nothing drawn. */
function lobbySnapshot(d: FrontDoor): ReturnType<AppShell['snapshot']> {
  return {
    screen: 'home',
    notice: d.banner.current,
    banner: d.banner.current,
    game: null,
    settings: { ...d.settings },
    storage: {
      durable: d.opened.durable,
      pending: 0,
      committed: 0,
      clockWrites: 0,
      mirrored: d.mirror?.written ?? 0,
      ...mirrorReport(d.mirror),
      persisted: false,
    },
    pool: d.poolSizes(),
    generating: false,
    list: null,
    listView: null,
    lesson: null,
    daily: null,
    slots: null,
    journey: null,
    school: null,
    scan: null,
    build: __BUILD_ID__,
    renderer: null,
  };
}

async function boot(): Promise<void> {
  // Colours first: the lobby's CSS variables and, later, every Pixi view read the palette.
  applyLook(storedLook());
  applyThemeVars(theme);
  // Before any screen takes a tap: a tap aimed just before a notice moved things is dropped.
  installTapGuard(window);
  // Words next: English is built in; another language's catalogue loads before the lobby.
  await applyLanguageChoice(storedLanguageChoice());
  const host = document.getElementById('app');
  if (!host) throw new Error('index.html has no #app element');
  const opened = await openFrontDoor(host, {
    install,
    intents,
    storageLost: (message) => door?.notify(message),
    storageReopened: async () => {
      if (shell) await shell.rewriteAfterReopen();
      else await door?.rewriteSaved();
    },
    saveBackup: () => withStage((s) => void s.exportBackup()),
  });
  door = opened;
  install.watch((can) => opened.lobby.setInstallable(can));
  // A shared link, or a page rebuilt for a change of look on the settings or game screen, opens
  // straight into the stage (ready once that screen is up, with no lobby shown meanwhile);
  // otherwise the stage loads when the player asks for a game.
  const back = sessionStorage.getItem('gridwise-return');
  if (back === 'settings' || back === 'game' || location.hash.length > 1) {
    opened.lobby.hide();
    // A stage that cannot load (nothing can draw here) leaves the lobby up, with the notice.
    await loadStage().catch((error: unknown) => {
      opened.lobby.show();
      reportStageFailure(error);
    });
  }
  window.gridwise = {
    state: () => (shell ? shell.snapshot() : lobbySnapshot(opened)),
    targets: () => (shell ? shell.targets() : opened.domTargets()),
    layout: () => shell?.layout() ?? {},
    textFit: () => shell?.textFit() ?? domOverflows(),
    lineBreaks: () => shell?.lineBreaks() ?? [],
    overlaps: () => shell?.overlaps() ?? overlapsIn(domPieces()),
    opener: (id) => openerOf(id, window.gridwise.targets()),
    framesDrawn: () => shell?.loop.framesDrawn ?? 0,
    lastFrameAt: () => shell?.loop.lastFrameAt ?? 0,
    idle: () => shell?.loop.idle ?? true,
    steadyMs: () => msSinceLayoutMoved(),
    tapsDropped: () => tapsDropped(),
    pressesHeard: () => pressesHeard(),
    held: () => ({ ...(shell?.loop.held ?? { frames: 0, lastMs: 0 }) }),
    staged: () => shell !== null,
    ready: true,
  };
  openShortcut(opened);
  // The pool (its worker, the game cores and the grader it loads) is the next screens' work, not
  // the lobby's: it starts when a game first asks for a puzzle (`opened.pool()` is lazy), else
  // once the first load has settled, so its first fill (54 puzzles, seconds of CPU on a cold
  // profile) never competes with the lobby's first frames on a phone's few cores.
  afterLoadSettles(() => void opened.pool());
  // Once the lobby is up: a returning player's stage, and the service worker.
  afterFirstPaint(() => {
    // A returning player with a game in progress will most likely tap Continue: the stage
    // (Pixi, WebGL set-up, the game screens) is made ready now, while they read the lobby, so the
    // tap itself only shows the board. A first visit (nothing saved) loads none of it.
    // (A stage that cannot load is reported when the player asks for it: withStage.)
    if (opened.hasSavedGame) loadStage().catch(() => undefined);
    registerServiceWorker({
      onUpdateReady: (apply) =>
        opened.notify(words().notices.newVersion, [
          { id: 'btn:update', text: words().notices.update, onTap: () => void apply() },
        ]),
      // Everything saved, and the page comes back to the screen the player was on.
      beforeReload: async () => {
        await shell?.flushAll();
        if (shell) sessionStorage.setItem('gridwise-return', shell.screenName);
      },
      onUpdatedElsewhere: (reload) =>
        opened.notify(words().notices.updatedElsewhere, [
          { id: 'btn:reload', text: words().notices.reload, onTap: () => void reload() },
        ]),
    });
  });
}

/** A home-screen shortcut (`?play=`) opens its game; a bad one is named and the lobby stays. */
function openShortcut(d: FrontDoor): void {
  const read = readShortcut(
    location.search,
    GAME_CARDS.map((c) => c.id),
  );
  if (new URLSearchParams(location.search).has('play')) {
    history.replaceState(history.state, '', withoutShortcut(location.href));
  }
  if (!read.ok) {
    d.notify(read.message);
    return;
  }
  const shortcut = read.shortcut;
  if (shortcut?.kind === 'daily') withStage((s) => s.startDaily(d.lobby.chosenGame));
  if (shortcut?.kind === 'play') {
    d.lobby.chooseGame(shortcut.game);
    withStage((s) => s.play(shortcut.game));
  }
}

/** How long after the load event the page counts as settled (`afterLoadSettles`). */
const SETTLE_MS = 2500;

/** Runs `work` in idle time once the load event is SETTLE_MS behind (as soon as possible after). */
function afterLoadSettles(work: () => void): void {
  const wait = () => setTimeout(() => whenIdle(work, 0), SETTLE_MS);
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true });
}

/** Runs `work` when the browser is idle, or after `fallbackMs` where there is no idle callback. */
function whenIdle(work: () => void, fallbackMs: number): void {
  if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: 1000 });
  else setTimeout(work, fallbackMs);
}

/** Runs `work` when the browser is idle after the first frame (or soon, where no idle callback). */
function afterFirstPaint(work: () => void): void {
  requestAnimationFrame(() => whenIdle(work, 200));
}

boot().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  const boot = document.getElementById('boot');
  if (boot) boot.textContent = words().notices.cannotStart({ why: message });
  console.error(error);
});
