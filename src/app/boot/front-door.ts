// The first screen, without Pixi: the DOM lobby, the banner, storage, settings and the puzzle
// pool. It answers the player at once on a cold start; the game stage (Pixi, the game screens,
// records, statistics, settings and rules) is loaded the first time the player asks for any
// of it, and from then on the stage drives everything and the lobby is its home screen.

import { dailyKey } from '../../engine/daily';
import { words } from '../../i18n/i18n';
import {
  applyLanguageChoice,
  saveLanguageChoice,
  storedLanguageChoice,
} from '../../i18n/language-choice';
import { Mirror, recoverFromMirror } from '../../storage/mirror';
import {
  type OpenedStorage,
  openStorage,
  reopenStorage,
  type StorageEvents,
} from '../../storage/open-storage';
import type { SavedGame } from '../../storage/records';
import { Banner, type BannerAction } from '../../ui/dom/banner';
import { collectDomTargets, type Target } from '../../ui/dom/dom-targets';
import { openIosInstallGuide } from '../../ui/dom/ios-install-guide';
import { dailyDoneWords, dailyStreakNow } from '../daily/daily-done';
import { dailyDateOfSeed } from '../daily/daily-seed';
import { cardOrFirst, GAME_CARDS } from '../game-cards';
import { aheadNotes } from '../lobby/ahead-notes';
import { HomeLobby, type LobbyIntents } from '../lobby/home-lobby';
import { lobbyGames, resumeInfo } from '../lobby/lobby-games';
import { freshId } from '../platform/fresh-id';
import type { InstallOffer } from '../platform/install-offer';
import type { PoolParts } from '../puzzles/pool-boot';
import {
  dataAtRisk,
  isAppleMobile,
  readBrowserIdentity,
} from '../saving/safe-storage/browser-risk';
import { SafeStorageOffer } from '../saving/safe-storage/safe-storage-offer';
import { defaultSettings, readSettings, type Settings } from '../saving/settings';
import { mirrorRecoveryWords } from '../words/backup-words';
import { lobbyWords } from '../words/lobby-words';
import { fallbackNotice, storageProblemWords } from '../words/storage-words';
import { sameLook, saveLook, storedLook } from './look';

/** How long after boot the second copy is first written (after the first screen's work). */
const BOOT_MIRROR_DELAY_MS = 2000;

/** What the front door hands the stage when it loads: everything already open and running. */
export interface FrontDoor {
  readonly tabId: string;
  readonly lobby: HomeLobby;
  readonly banner: Banner;
  readonly install: InstallOffer;
  readonly opened: OpenedStorage;
  /** True when a game in progress was found: the player will most likely continue it. */
  readonly hasSavedGame: boolean;
  /** The second copy of the data (null when storage is in memory). */
  readonly mirror: Mirror | null;
  /** The settings as stored (mutated in place by the stage from then on). */
  readonly settings: Settings;
  /** The puzzle pool and its worker, loaded on first use (idle time after the first paint). */
  pool(): Promise<PoolParts>;
  /** Puzzles ready per bucket (empty until the pool is made). */
  poolSizes(): Record<string, number>;
  /** Shows a notice in the banner (storage problems, updates, bad links). */
  notify(message: string, actions?: BannerAction[], sticky?: boolean): void;
  /** What can be tapped on the DOM half: the lobby when shown, the banner, open dialogs. */
  domTargets(): Target[];
  /** Writes the settings and the saved games read at boot again (storage came back empty). */
  rewriteSaved(): Promise<void>;
  /** Safari's seven-day rule: the offer after a win, the reminder after days away. */
  readonly safeStorage: SafeStorageOffer;
}

interface FrontDoorHooks {
  /** The browser's install offer (the lobby's and the settings' Install button). */
  install: InstallOffer;
  /** The lobby's intents; the stage is loaded to carry each out. */
  intents: LobbyIntents;
  /** Another tab upgraded the database, or the browser closed it for good. */
  storageLost: (message: string) => void;
  /**
   * The browser closed the database (site data cleared while open) and it was opened again,
   * empty: whoever holds the games in progress writes them again.
   */
  storageReopened: () => Promise<void>;
  /** Saves a backup file (the stage's Export backup). */
  saveBackup: () => void;
}

/** Opens storage, reads settings and the games in progress, and shows the lobby. */
export async function openFrontDoor(host: HTMLElement, hooks: FrontDoorHooks): Promise<FrontDoor> {
  const { banner, lobby } = showLobby(host, hooks);
  const notify = (message: string, actions: BannerAction[] = [], sticky = false) =>
    banner.show(message, actions, sticky);
  const opened = await openStorageTelling(notify, hooks);
  const mirror = await startMirror(opened, notify);
  const { settings, problems } = await readStoredSettings(opened, notify, lobby);
  const { found, readable } = await offerSavedGames(opened, lobby, notify);
  const { pool, poolSizes } = lazyPool(opened, notify, (notes) => lobby.setLevelNotes(notes));
  const safeStorage = startSafeStorage(opened, settings, banner, hooks);
  const door: FrontDoor = {
    tabId: freshId(),
    lobby,
    banner,
    install: hooks.install,
    opened,
    hasSavedGame: found > 0,
    mirror,
    settings,
    pool,
    poolSizes,
    notify,
    domTargets: () => frontTargets(lobby, banner),
    rewriteSaved: async () => {
      await opened.storage.saveSettings({ ...settings });
      for (const game of readable) await opened.storage.saveGame({ ...game, rev: 1 });
    },
    safeStorage,
  };
  if (problems.length > 0) notify(problems.join('\n'));
  return door;
}

type Notify = (message: string, actions?: BannerAction[]) => void;

/** The banner and the lobby, on screen before storage opens: the player is answered at once. */
function showLobby(host: HTMLElement, hooks: FrontDoorHooks): { banner: Banner; lobby: HomeLobby } {
  const banner = new Banner(document.body);
  const lobby = new HomeLobby(lobbyGames(GAME_CARDS), lobbyWords(), hooks.intents);
  host.appendChild(lobby.element);
  // The lobby is on screen: the plain "Loading" text under it goes.
  document.getElementById('boot')?.remove();
  return { banner, lobby };
}

/**
 * Opens storage, telling the player when it falls back (to memory, or an older copy) and
 * following what happens to the connection later (another tab's upgrade, a wipe).
 */
async function openStorageTelling(notify: Notify, hooks: FrontDoorHooks): Promise<OpenedStorage> {
  const events: StorageEvents = {
    onProblem: (problem) => notify(storageProblemWords(problem)),
    onVersionChange: () => hooks.storageLost(words().notices.updatedElsewhereTab),
    onTerminated: () => {
      // Cleared site data (or a disk error) closed the connection: open it again and write
      // back what is on screen, rather than failing every later write with InvalidStateError.
      reopenStorage(opened)
        .then(() => hooks.storageReopened())
        .then(() => notify(words().notices.dataCleared))
        .catch((error: unknown) =>
          hooks.storageLost(
            words().notices.storageClosed({
              why: error instanceof Error ? error.message : String(error),
            }),
          ),
        );
    },
  };
  const opened = await openStorage(events);
  if (opened.failure) {
    const retry: BannerAction[] =
      opened.failure === 'newer' || opened.failure === 'timeout'
        ? [
            {
              id: 'btn:reload',
              text: opened.failure === 'newer' ? words().notices.reload : words().notices.retry,
              onTap: () => location.reload(),
            },
          ]
        : [];
    notify(fallbackNotice(opened.failure), retry);
  }
  return opened;
}

/** The second copy: put back what a browser wipe took, then keep following every write. */
async function startMirror(opened: OpenedStorage, notify: Notify): Promise<Mirror | null> {
  if (!opened.durable) return null;
  const mirror = new Mirror(opened.storage);
  const recovered = await recoverFromMirror(opened.storage, mirror).catch((e: unknown) =>
    words().notices.mirrorUnchecked({ why: String(e) }),
  );
  if (recovered) notify(typeof recovered === 'string' ? recovered : mirrorRecoveryWords(recovered));
  mirror.onDamaged = () => notify(words().notices.mirrorDamagedRenewed);
  opened.storage.onWritten = () => mirror.schedule();
  addEventListener('pagehide', () => void mirror.flush());
  // One write a little after boot, off the first screen's path: it checks the copy on disk,
  // seals one written before checksums, and proves this browser's way of writing works, so
  // Settings can say the second copy is on (an empty store writes nothing).
  setTimeout(() => mirror.schedule(), BOOT_MIRROR_DELAY_MS);
  return mirror;
}

/**
 * The settings as stored, and the problems found reading them (told once the door is open).
 * The look and the language came from localStorage at boot; where the record disagrees, it wins.
 */
async function readStoredSettings(
  opened: OpenedStorage,
  notify: Notify,
  lobby: HomeLobby,
): Promise<{ settings: Settings; problems: readonly string[] }> {
  const settings: Settings = { ...defaultSettings };
  const stored = await opened.storage.loadSettings().catch((e: unknown) => {
    notify(words().notices.settingsUnread({ why: e instanceof Error ? e.message : String(e) }));
    return null;
  });
  const read = stored ? readSettings(stored) : null;
  if (read) Object.assign(settings, read.settings);
  // The look: the copy is made again and the page built once more in the right colours.
  if (!sameLook(storedLook(), settings)) {
    saveLook(settings);
    if (sameLook(storedLook(), settings)) location.reload();
  }
  // Likewise the language: the record wins, and the lobby takes its words again.
  if (storedLanguageChoice() !== settings.language) {
    saveLanguageChoice(settings.language);
    if (await applyLanguageChoice(settings.language)) {
      lobby.setWords(lobbyWords(), lobbyGames(GAME_CARDS));
    }
  }
  return { settings, problems: read?.problems ?? [] };
}

/**
 * Continue cards straight from the saved records. A record is offered only once its moves
 * replay (checked by the game's core, loaded just for that when a game was saved); one that
 * does not is set aside for diagnosis, never deleted, and reported. Returns how many records
 * were found and the ones offered.
 */
async function offerSavedGames(
  opened: OpenedStorage,
  lobby: HomeLobby,
  notify: Notify,
): Promise<{ found: number; readable: SavedGame[] }> {
  const saved: SavedGame[] = [];
  for (const card of GAME_CARDS) {
    // daily slot: a game's free game and its daily; its card offers the one played last.
    const kind = card.id as SavedGame['kind'];
    const free = await opened.storage.loadGame(kind, 'free').catch(() => null);
    const daily = await opened.storage.loadGame(kind, 'daily').catch(() => null);
    const playedAt = (g: SavedGame) => g.playedAt ?? g.updatedAt; // the last move's time
    const last = daily && (!free || playedAt(daily) > playedAt(free)) ? daily : free;
    if (last) saved.push(last);
    const today =
      daily && dailyDateOfSeed(String(daily.puzzle.seed ?? ''), kind) === dailyKey(new Date());
    lobby.setDailyKept(kind, today === true);
    const days = await opened.storage.loadDailyProgress(kind).catch(() => ({}));
    lobby.setDailyDone(kind, dailyDoneWords(days));
    lobby.setDailyStreak(kind, dailyStreakNow(days));
  }
  const cores = saved.length > 0 ? (await import('../game-registry')).CORES : null;
  let latest = 0;
  const readable: SavedGame[] = [];
  for (const game of saved) {
    try {
      const core = cores?.get(game.kind);
      if (!core) throw new Error(`no game is called "${game.kind}"`);
      core.checkSaved(game);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await opened.storage.setAsideGame(game, reason).catch(() => {});
      notify(words().notices.gameSetAside({ why: reason }));
      continue;
    }
    readable.push(game);
    lobby.setResumable(game.kind, resumeInfo(cardOrFirst(game.kind), game));
    if (game.updatedAt > latest) {
      latest = game.updatedAt;
      // Offered, not chosen: the lobby is tappable while storage opens, and a game the player
      // already picked stays picked.
      lobby.offerGame(game.kind);
    }
  }
  return { found: saved.length, readable };
}

/** The puzzle pool and its worker, loaded on first use (idle time after the first paint). */
function lazyPool(
  opened: OpenedStorage,
  notify: Notify,
  /** Nightmare: what the lobby says of the levels made ahead, as they are made. */
  levelNotes: (notes: Record<string, string>) => void,
): Pick<FrontDoor, 'pool' | 'poolSizes'> {
  let parts: PoolParts | null = null;
  let loading: Promise<PoolParts> | null = null;
  const pool = (): Promise<PoolParts> => {
    loading ??= import('../puzzles/pool-boot').then((m) => {
      parts = m.startPool(opened.storage, (message) => {
        console.error(message);
        notify(words().notices.poolFailed({ why: message }));
      });
      const made = parts.pool;
      made.onAhead = () => levelNotes(aheadNotes(made.aheadStatus()));
      made.onAhead();
      return parts;
    });
    return loading;
  };
  return { pool, poolSizes: () => parts?.pool.sizes() ?? {} };
}

/** Safari's seven-day rule: the reminder is due now when the player was away for days. */
function startSafeStorage(
  opened: OpenedStorage,
  settings: Settings,
  banner: Banner,
  hooks: FrontDoorHooks,
): SafeStorageOffer {
  const identity = readBrowserIdentity();
  const safeStorage = new SafeStorageOffer(
    opened.durable && dataAtRisk(identity),
    isAppleMobile(identity, navigator.maxTouchPoints),
    {
      settings,
      save: () => opened.storage.saveSettings({ ...settings }),
      // A notice already up (a restore, a problem) matters more than the offer.
      show: (message, actions) => {
        if (!banner.visible) banner.show(message, actions, true);
      },
      openGuide: () => void openIosInstallGuide(document.body),
      saveBackup: hooks.saveBackup,
      now: () => Date.now(),
    },
  );
  safeStorage.visit();
  return safeStorage;
}

/** What can be tapped on the DOM half: the lobby when shown, the banner, open dialogs. */
function frontTargets(lobby: HomeLobby, banner: Banner): Target[] {
  return [
    ...(lobby.element.hidden ? [] : collectDomTargets(lobby.element)),
    ...(banner.element.hidden ? [] : collectDomTargets(banner.element)),
    // A DOM dialog (open a code, share): everything else is inert under it, so skipped above.
    // (The lobby's own New game sheet is inside the lobby, so read with it above.)
    ...Array.from(document.querySelectorAll<HTMLElement>('.gw-modal'))
      .filter((m) => !lobby.element.contains(m))
      .flatMap((m) => collectDomTargets(m)),
  ];
}
