// Is this Safari's seven-day rule's browser? WebKit deletes all of a site's
// script-written storage (IndexedDB, localStorage, OPFS) after seven days of browser use without
// a visit, unless the site was added to the Home Screen. That is the WebKit *engine*, whoever
// ships it: Safari, and on iPhone and iPad every browser (Chrome is CriOS there, Firefox FxiOS,
// Edge EdgiOS, all WebKit). So the engine is recognised by what only WebKit has (GestureEvent,
// the vendor string "Apple Computer, Inc.") and a UA that says AppleWebKit without naming a
// Chromium or Gecko browser, never by a list of brands; standalone (opened from the Home Screen
// or as an installed app) is safe.

/** The inputs of the decision, read from the browser (or given by a test). */
export interface BrowserIdentity {
  userAgent: string;
  vendor: string;
  /** `'GestureEvent' in window`: WebKit's own touch-gesture events. */
  gestureEvent: boolean;
  /** `navigator.standalone` (iOS Safari, opened from the Home Screen). */
  navigatorStandalone: boolean;
  /** `matchMedia('(display-mode: standalone)')`: an installed app's window. */
  displayStandalone: boolean;
}

export function readBrowserIdentity(win: Window = window): BrowserIdentity {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    vendor: nav.vendor ?? '',
    gestureEvent: 'GestureEvent' in win,
    navigatorStandalone: nav.standalone === true,
    displayStandalone: win.matchMedia?.('(display-mode: standalone)').matches ?? false,
  };
}

/** Chromium and Gecko say so in their UA (Chrome/, Chromium/, Edg/, Firefox/); iOS ones do not. */
const NOT_WEBKIT = /\b(?:Chrome|Chromium|Edg|Firefox)\//;

export function isWebKitEngine(id: BrowserIdentity): boolean {
  const apple = id.gestureEvent || id.vendor === 'Apple Computer, Inc.';
  return apple && /AppleWebKit\//.test(id.userAgent) && !NOT_WEBKIT.test(id.userAgent);
}

function isStandalone(id: BrowserIdentity): boolean {
  return id.navigatorStandalone || id.displayStandalone;
}

/** WebKit outside standalone: the data is deleted after seven days away. */
export function dataAtRisk(id: BrowserIdentity): boolean {
  return isWebKitEngine(id) && !isStandalone(id);
}

/** iPhone or iPad (an iPad asks for the desktop site: a Mac UA with a touch screen). */
export function isAppleMobile(id: BrowserIdentity, maxTouchPoints: number): boolean {
  return (
    /iPhone|iPad|iPod/.test(id.userAgent) || (/Macintosh/.test(id.userAgent) && maxTouchPoints > 1)
  );
}
