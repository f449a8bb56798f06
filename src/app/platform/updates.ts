// New versions, the PWA way: the service worker downloads a new build in the background; when it
// is waiting, the player is asked ("Update"), the game in progress is saved, and only then does
// the new worker take over and the page reload into it — where the saved game resumes.
// While the app stays open it checks for a new build every hour and whenever it comes back
// into view.

import { Workbox } from 'workbox-window';

const CHECK_EVERY_MS = 60 * 60 * 1000;

interface UpdateHooks {
  /** A new version is waiting; call `apply` when the player agrees. */
  onUpdateReady(apply: () => Promise<void>): void;
  /** Must resolve once everything is saved; the page reloads right after. */
  beforeReload(): Promise<void>;
  /**
   * Another tab applied the update: this page now runs under the new service worker, so an
   * "Update" offer it still shows is stale; offer a reload instead (`reload` saves first).
   */
  onUpdatedElsewhere(reload: () => Promise<void>): void;
}

export function registerServiceWorker(hooks: UpdateHooks): Workbox | null {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return null;
  const wb = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
  let reloading = false;
  let applying = false;
  const apply = async (): Promise<void> => {
    applying = true;
    await hooks.beforeReload();
    wb.addEventListener('controlling', () => {
      if (reloading) return;
      reloading = true;
      window.location.reload();
    });
    wb.messageSkipWaiting();
  };
  wb.addEventListener('waiting', () => hooks.onUpdateReady(apply));
  // A new worker taking over a page that already had one, when this tab did not ask for it:
  // another tab applied the update. (The first install also takes control: no old controller.)
  let controlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    const was = controlled;
    controlled = true;
    if (!was || applying || reloading) return;
    hooks.onUpdatedElsewhere(async () => {
      await hooks.beforeReload();
      reloading = true;
      window.location.reload();
    });
  });
  wb.register().catch((error: unknown) =>
    console.warn('service worker registration failed', error),
  );
  const check = () => {
    wb.update().catch(() => {
      // Offline or the server is down: the next check will try again.
    });
  };
  setInterval(check, CHECK_EVERY_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  return wb;
}
