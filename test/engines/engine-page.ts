// The app in one engine, as a player drives it: taps through window.gridwise.targets(), waits
// on window.gridwise.state() (or idle()), never on a fixed sleep. Errors the page caught are
// gathered before every reload, so a reload loses none of them.

import type { Target } from '../../src/app/automation/automation';
import type { AppSnapshot } from '../../src/app/shell/app-shell';
import type { EngineDriver } from './engine-driver';

export type View<G> = Omit<AppSnapshot, 'game'> & { game: G | null };

/** In the page: the target with `id` once the screen has held still (as harness.ts does). */
const settledTarget = (id: string) => `(async (wanted) => {
  if (!window.gridwise || window.gridwise.ready !== true) return null;
  let last = '';
  let scrolled = false;
  for (let frame = 0; frame < 120; frame++) {
    const steady = (window.gridwise.steadyMs ? window.gridwise.steadyMs() : Infinity) >= 300;
    if (window.gridwise.idle() && steady) {
      const target = window.gridwise.targets().find((t) => t.id === wanted) || null;
      if (!target) return null;
      const offScreen = target.y < 0 || target.y + target.height > window.innerHeight;
      const element = offScreen ? document.querySelector('[data-id="' + CSS.escape(wanted) + '"]') : null;
      if (element && !scrolled) {
        element.scrollIntoView({ block: 'center' });
        scrolled = true;
      } else {
        const where = JSON.stringify(target);
        if (where === last) return target;
        last = where;
      }
    }
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  }
  return null;
})(${JSON.stringify(id)})`;

/**
 * In the page: resolves as soon as the state (clock aside) differs from `seen`, or after
 * `maxMs` anyway, so that Node can check a clock or its deadline. Polled every 20 ms inside the
 * page, so the test wakes only on a change.
 */
const stateChange = (seen: string, maxMs: number) => `new Promise((resolve) => {
  const t0 = performance.now();
  const tick = () => {
    const g = window.gridwise;
    if (g && g.ready === true) {
      const s = g.state();
      const key = JSON.stringify(s, (k, v) => (k === 'elapsedMs' ? undefined : v));
      if (key !== ${JSON.stringify(seen)} || performance.now() - t0 > ${maxMs}) return resolve({ key, s });
    } else if (performance.now() - t0 > ${maxMs}) return resolve(null);
    setTimeout(tick, 20);
  };
  tick();
})`;

/** In the page: nothing drawn or animating for `ms` in a row. */
const quietFor = (ms: number, timeoutMs: number) => `new Promise((resolve, reject) => {
  const t0 = performance.now();
  let since = t0;
  const tick = () => {
    const now = performance.now();
    if (!window.gridwise || !window.gridwise.idle()) since = now;
    if (now - since >= ${ms}) return resolve(true);
    if (now - t0 > ${timeoutMs}) return reject(new Error('the board kept animating'));
    setTimeout(tick, 20);
  };
  tick();
})`;

export class EnginePage {
  /** Everything the page or the driver caught, over every page load of this run. */
  readonly errors: string[] = [];
  /** The pointer type of every tap the page received. */
  readonly tapKinds = new Set<string>();
  /** Targets tapped that did not take the tap the first time (tapped again). */
  readonly missedTaps: string[] = [];

  constructor(
    readonly driver: EngineDriver,
    readonly baseUrl: string,
  ) {}

  /**
   * Opens the app at `hash` and waits for its first screen. The first steps are off (`?lessons=off`,
   * as in the e2e harness) unless `lessons`: only the scenario that checks them meets them.
   */
  async open(hash = '', { lessons = false } = {}): Promise<void> {
    // Nightmare (#26): no Nightmare made in the background either (`?ahead=off`, as in e2e).
    await this.driver.open(`${this.baseUrl}/?${lessons ? '' : 'lessons=off&'}ahead=off${hash}`);
    await this.ready();
  }

  async reload(): Promise<void> {
    await this.harvest();
    await this.driver.reload();
    await this.ready();
  }

  /** Moves what the page caught into this run's lists (before a reload would drop it). */
  async harvest(): Promise<void> {
    const caught = await this.driver
      .run<{ errors: string[]; taps: string[] } | null>(
        `(() => { const c = window.__engineCaught; if (!c) return null;
          const out = { errors: c.errors.splice(0), taps: c.taps.splice(0) }; return out; })()`,
      )
      .catch(() => null);
    if (caught) {
      this.errors.push(...caught.errors);
      for (const t of caught.taps) this.tapKinds.add(t);
    }
    this.errors.push(...this.driver.takeDriverErrors());
  }

  async ready(timeoutMs = 30_000): Promise<void> {
    await this.until(
      'window.gridwise?.ready === true',
      'the app to boot (window.gridwise.ready)',
      timeoutMs,
    );
  }

  /** Waits until a page expression is truthy (checked in the page every 20 ms). */
  async until(expression: string, what: string, timeoutMs = 10_000): Promise<void> {
    const ok = await this.driver.run<boolean>(`new Promise((resolve) => {
      const t0 = performance.now();
      const tick = () => {
        let v = false;
        try { v = !!(${expression}); } catch { v = false; }
        if (v) return resolve(true);
        if (performance.now() - t0 > ${timeoutMs}) return resolve(false);
        setTimeout(tick, 20);
      };
      tick();
    })`);
    if (!ok) throw new Error(`timed out waiting for ${what}`);
  }

  async state<G>(): Promise<View<G>> {
    return this.driver.run<View<G>>('window.gridwise.state()');
  }

  /** Waits until `predicate` holds for the app state and returns that state. */
  async waitFor<G>(
    predicate: (s: View<G>) => boolean,
    what: string,
    timeoutMs = 15_000,
  ): Promise<View<G>> {
    const deadline = Date.now() + timeoutMs;
    let seen = '';
    let last: View<G> | null = null;
    while (Date.now() < deadline) {
      const next = await this.driver.run<{ key: string; s: View<G> } | null>(
        stateChange(seen, Math.min(1000, Math.max(1, deadline - Date.now()))),
      );
      if (next) {
        seen = next.key;
        last = next.s;
        if (predicate(last)) return last;
      }
    }
    throw new Error(
      `timed out waiting for ${what}; last state: ${JSON.stringify(last)?.slice(0, 600)}`,
    );
  }

  async targets(): Promise<Target[]> {
    return this.driver.run<Target[]>('window.gridwise.targets()');
  }

  /** Taps the centre of the target `id` once the screen has settled, as a finger would. */
  async tap(id: string): Promise<void> {
    // A control in a closed sheet (the lobby's sizes, levels and Start; a game's More actions):
    // its opener first, as a player opens the sheet first.
    const opener = await this.driver.run<string | null>(
      `window.gridwise.opener?.(${JSON.stringify(id)}) ?? null`,
    );
    if (opener) await this.tap(opener);
    let target = await this.driver.run<Target | null>(settledTarget(id));
    if (!target) {
      await this.until(
        `window.gridwise.targets().some((t) => t.id === ${JSON.stringify(id)})`,
        `the target ${id}`,
        5000,
      ).catch(async () => {
        const ids = (await this.targets()).map((t) => t.id).join(' ');
        throw new Error(`no target "${id}" on screen; have: ${ids}`);
      });
      target = await this.driver.run<Target | null>(settledTarget(id));
      if (!target) throw new Error(`the target "${id}" never held still`);
    }
    await this.driver.tapAt(target.x + target.width / 2, target.y + target.height / 2);
  }

  /**
   * Taps `id` as soon as it is in the same place on two frames in a row: "at once", without
   * waiting for the app to be idle (a stage loading in the background keeps it busy).
   */
  async tapSoon(id: string): Promise<void> {
    const target = await this.driver.run<Target | null>(`(async (wanted) => {
      let last = '';
      for (let frame = 0; frame < 60; frame++) {
        const t = window.gridwise.targets().find((x) => x.id === wanted);
        if (t && JSON.stringify(t) === last) return t;
        last = t ? JSON.stringify(t) : '';
        await new Promise((r) => requestAnimationFrame(() => r(null)));
      }
      return null;
    })(${JSON.stringify(id)})`);
    if (!target) throw new Error(`no target "${id}" held still on screen`);
    await this.driver.tapAt(target.x + target.width / 2, target.y + target.height / 2);
  }

  async key(key: string): Promise<void> {
    await this.driver.key(key);
  }

  async quiet(ms = 150, timeoutMs = 20_000): Promise<void> {
    await this.driver.run(quietFor(ms, timeoutMs));
  }

  async screenshot(file: string): Promise<void> {
    await this.quiet();
    await this.driver.screenshot(file);
  }
}
