// Safari's seven-day rule in front of the player. On WebKit outside
// standalone only (browser-risk.ts): after a win, one calm offer in the banner, Add to Home
// Screen (the iOS guide) or Save a backup, made at most once a visit and never again once taken
// or dismissed twice; and at boot, after 4 or more days away, a reminder with the same actions
// (the rule: risk-memory.ts). What it remembers is kept with the settings, in IndexedDB.

import { words } from '../../../i18n/i18n';
import type { BannerAction } from '../../../ui/dom/banner';
import type { Settings } from '../settings';
import { localDay, offerOpen, type RiskMemory, reminderDue } from './risk-memory';

interface SafeStorageHooks {
  /** The settings as stored; `safeStorage` is written here and saved. */
  settings: Settings;
  save(): Promise<void>;
  show(message: string, actions: BannerAction[]): void;
  /** Opens the Add to Home Screen guide. */
  openGuide(): void;
  /** Saves a backup (the share sheet where there is one, else a download). */
  saveBackup(): void;
  now(): number;
}

export class SafeStorageOffer {
  private offeredThisVisit = false;

  constructor(
    /** WebKit outside standalone: the data goes after seven days away. */
    readonly atRisk: boolean,
    /** The Home Screen action is offered (iPhone and iPad, where the guide applies). */
    private readonly homeScreen: boolean,
    private readonly hooks: SafeStorageHooks,
  ) {}

  private remember(next: Partial<RiskMemory>): void {
    this.hooks.settings.safeStorage = { ...this.hooks.settings.safeStorage, ...next };
    // Not worth a notice if it fails: the worst case is one offer or reminder too many.
    this.hooks.save().catch(() => {});
  }

  /** At boot: the reminder when due, and today remembered as the last visit. */
  visit(): void {
    if (!this.atRisk) return;
    const memory = this.hooks.settings.safeStorage;
    const now = this.hooks.now();
    const away = reminderDue(memory, now);
    if (memory.lastVisitDay !== localDay(now)) this.remember({ lastVisitDay: localDay(now) });
    if (away === null) return;
    this.offeredThisVisit = true;
    this.show(words().safeStorage.reminder({ days: String(away) }), false);
  }

  /** After a win: the offer, unless made this visit, taken, or dismissed twice. */
  afterWin(): void {
    if (!this.atRisk || this.offeredThisVisit || !offerOpen(this.hooks.settings.safeStorage))
      return;
    this.offeredThisVisit = true;
    this.show(words().safeStorage.offer, true);
  }

  private show(message: string, isOffer: boolean): void {
    const w = words().safeStorage;
    const take = (act: () => void) => () => {
      this.remember({ offerTaken: true });
      act();
    };
    const actions: BannerAction[] = [];
    if (this.homeScreen)
      actions.push({
        id: 'btn:home-screen-guide',
        text: w.homeScreen,
        onTap: take(this.hooks.openGuide),
      });
    actions.push({ id: 'btn:save-backup', text: w.saveBackup, onTap: take(this.hooks.saveBackup) });
    actions.push({
      id: 'btn:dismiss',
      text: w.notNow,
      onTap: () => {
        if (isOffer)
          this.remember({ offerDismissed: this.hooks.settings.safeStorage.offerDismissed + 1 });
      },
    });
    this.hooks.show(message, actions);
  }
}
