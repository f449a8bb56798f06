// Issue #22, item 7: which browsers Safari's seven-day rule applies to (real UA strings), the
// reminder rule on an injected clock, and the offer's memory (taken, dismissed twice).
import { describe, expect, it } from 'vitest';
import {
  type BrowserIdentity,
  dataAtRisk,
  isAppleMobile,
  isWebKitEngine,
} from '../../../src/app/saving/safe-storage/browser-risk';
import {
  localDay,
  noRiskMemory,
  type RiskMemory,
  readRiskMemory,
  reminderDue,
} from '../../../src/app/saving/safe-storage/risk-memory';
import { SafeStorageOffer } from '../../../src/app/saving/safe-storage/safe-storage-offer';
import { defaultSettings, type Settings } from '../../../src/app/saving/settings';
import type { BannerAction } from '../../../src/ui/dom/banner';

const APPLE = 'Apple Computer, Inc.';
const browsers: Record<string, { id: BrowserIdentity; touch: number; webkit: boolean }> = {
  'iPhone Safari': {
    id: ident(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      APPLE,
      true,
    ),
    touch: 5,
    webkit: true,
  },
  // Chrome on iOS is WebKit too, and says CriOS, not Chrome/.
  'iPhone Chrome': {
    id: ident(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
      APPLE,
      true,
    ),
    touch: 5,
    webkit: true,
  },
  'iPhone Firefox': {
    id: ident(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/124.0 Mobile/15E148 Safari/605.1.15',
      APPLE,
      true,
    ),
    touch: 5,
    webkit: true,
  },
  // An iPad asks for the desktop site: a Mac UA, told apart by its touch screen.
  'iPad Safari': {
    id: ident(
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      APPLE,
      true,
    ),
    touch: 5,
    webkit: true,
  },
  'macOS Safari': {
    id: ident(
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      APPLE,
      true,
    ),
    touch: 0,
    webkit: true,
  },
  'WebKitGTK MiniBrowser': {
    id: ident(
      'Mozilla/5.0 (X11; Ubuntu; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
      APPLE,
      false,
    ),
    touch: 0,
    webkit: true,
  },
  'Android Chrome': {
    id: ident(
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
      'Google Inc.',
      false,
    ),
    touch: 5,
    webkit: false,
  },
  'macOS Chrome': {
    id: ident(
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
      'Google Inc.',
      false,
    ),
    touch: 0,
    webkit: false,
  },
  'Windows Edge': {
    id: ident(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
      'Google Inc.',
      false,
    ),
    touch: 0,
    webkit: false,
  },
  'Linux Firefox': {
    id: ident('Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0', '', false),
    touch: 0,
    webkit: false,
  },
  'Android Firefox': {
    id: ident('Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0', '', false),
    touch: 5,
    webkit: false,
  },
};

function ident(userAgent: string, vendor: string, gestureEvent: boolean): BrowserIdentity {
  return { userAgent, vendor, gestureEvent, navigatorStandalone: false, displayStandalone: false };
}

describe('Safari’s seven-day rule: which browsers', () => {
  for (const [name, b] of Object.entries(browsers)) {
    it(`${name}: ${b.webkit ? 'WebKit, at risk in a tab' : 'not WebKit'}`, () => {
      expect(isWebKitEngine(b.id)).toBe(b.webkit);
      expect(dataAtRisk(b.id)).toBe(b.webkit);
      // Opened from the Home Screen, or as an installed app: safe.
      expect(dataAtRisk({ ...b.id, navigatorStandalone: true })).toBe(false);
      expect(dataAtRisk({ ...b.id, displayStandalone: true })).toBe(false);
    });
  }

  it('offers the Home Screen on iPhone and iPad only', () => {
    const mobile = (name: string) => {
      const b = browsers[name];
      return b ? isAppleMobile(b.id, b.touch) : null;
    };
    expect(mobile('iPhone Safari')).toBe(true);
    expect(mobile('iPhone Chrome')).toBe(true);
    expect(mobile('iPad Safari')).toBe(true);
    expect(mobile('macOS Safari')).toBe(false);
    expect(mobile('WebKitGTK MiniBrowser')).toBe(false);
  });
});

const DAY = 86_400_000;
/** Noon local time on a day, so a time zone never moves it across midnight. */
const noon = (day: number) =>
  day * DAY + new Date(day * DAY).getTimezoneOffset() * 60_000 + DAY / 2;

describe('the reminder rule', () => {
  const today = 20_400;
  it('reminds after 4 or more days away, not before, and not on a first visit', () => {
    const seen = (day: number | null): RiskMemory => ({ ...noRiskMemory, lastVisitDay: day });
    expect(localDay(noon(today))).toBe(today);
    expect(reminderDue(seen(null), noon(today))).toBeNull();
    expect(reminderDue(seen(today), noon(today))).toBeNull();
    expect(reminderDue(seen(today - 3), noon(today))).toBeNull();
    expect(reminderDue(seen(today - 4), noon(today))).toBe(4);
    expect(reminderDue(seen(today - 5), noon(today))).toBe(5);
  });

  it('reads a damaged memory as nothing remembered', () => {
    expect(readRiskMemory('x')).toEqual(noRiskMemory);
    expect(readRiskMemory({ lastVisitDay: 1.5, offerTaken: 'yes', offerDismissed: -1 })).toEqual(
      noRiskMemory,
    );
    expect(readRiskMemory({ lastVisitDay: 7, offerTaken: true, offerDismissed: 1 })).toEqual({
      lastVisitDay: 7,
      offerTaken: true,
      offerDismissed: 1,
    });
  });
});

describe('the offer and the reminder', () => {
  function offer(atRisk: boolean, memory: RiskMemory, now: number) {
    const settings: Settings = { ...defaultSettings, safeStorage: memory };
    const shown: { message: string; actions: BannerAction[] }[] = [];
    const done: string[] = [];
    const o = new SafeStorageOffer(atRisk, true, {
      settings,
      save: async () => {},
      show: (message, actions) => shown.push({ message, actions }),
      openGuide: () => done.push('guide'),
      saveBackup: () => done.push('backup'),
      now: () => now,
    });
    const tap = (id: string) =>
      shown
        .at(-1)
        ?.actions.find((a) => a.id === id)
        ?.onTap();
    return { o, settings, shown, done, tap };
  }

  it('offers after a win with both actions, once a visit, and remembers the visit', () => {
    const t = offer(true, noRiskMemory, noon(20_400));
    t.o.visit();
    expect(t.shown).toHaveLength(0);
    expect(t.settings.safeStorage.lastVisitDay).toBe(20_400);
    t.o.afterWin();
    expect(t.shown[0]?.message).toMatch(/Safari deletes .* 7 days/);
    expect(t.shown[0]?.actions.map((a) => a.id)).toEqual([
      'btn:home-screen-guide',
      'btn:save-backup',
      'btn:dismiss',
    ]);
    t.o.afterWin();
    expect(t.shown).toHaveLength(1);
  });

  it('never offers again once taken, or once dismissed twice', () => {
    const taken = offer(true, noRiskMemory, noon(1));
    taken.o.afterWin();
    taken.tap('btn:save-backup');
    expect(taken.done).toEqual(['backup']);
    expect(taken.settings.safeStorage.offerTaken).toBe(true);

    const once = offer(true, noRiskMemory, noon(1));
    once.o.afterWin();
    once.tap('btn:dismiss');
    const twice = offer(true, once.settings.safeStorage, noon(2));
    twice.o.afterWin();
    expect(twice.shown).toHaveLength(1);
    twice.tap('btn:dismiss');
    const never = offer(true, twice.settings.safeStorage, noon(3));
    never.o.afterWin();
    expect(never.shown).toHaveLength(0);
  });

  it('reminds after 5 days away (even after the offer was dismissed twice), and not elsewhere', () => {
    const memory = { lastVisitDay: 20_395, offerTaken: false, offerDismissed: 2 };
    const t = offer(true, memory, noon(20_400));
    t.o.visit();
    expect(t.shown[0]?.message).toMatch(/away 5 days.*7 days/);
    expect(t.settings.safeStorage.lastVisitDay).toBe(20_400);
    t.tap('btn:home-screen-guide');
    expect(t.done).toEqual(['guide']);

    const chrome = offer(false, memory, noon(20_400));
    chrome.o.visit();
    chrome.o.afterWin();
    expect(chrome.shown).toHaveLength(0);
    expect(chrome.settings.safeStorage.lastVisitDay).toBe(20_395);
  });
});
