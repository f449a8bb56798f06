// A tab left open across an update (applied in another tab) still runs the old build, whose
// lazily loaded chunks the new service worker no longer serves: importing one fails. That is no
// storage failure and says nothing of the player's data — the tab is out of date, and the way
// out is a reload. Each engine words the failure its own way. The same failure in a page no
// installed worker serves is a first visit gone offline too early: the chunk is not here yet.

const STALE_CHUNK = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // WebKit
];

/** Whether `error` is a lazily loaded chunk that could not be fetched (an out-of-date tab). */
export function isStaleChunkError(error: unknown): boolean {
  return error instanceof Error && STALE_CHUNK.some((m) => m.test(error.message));
}

/**
 * Whether a page is served by an installed service worker. A chunk that fails to load in such
 * a page is one the worker no longer has: the tab is out of date. Without a worker (a first
 * visit, offline before the install finished) it is a chunk not yet downloaded.
 */
export function servedByInstalledApp(): boolean {
  return typeof navigator !== 'undefined' && navigator.serviceWorker?.controller != null;
}
