// The tap guard drops a press that lands right after a notice moved the layout (it was aimed at
// the old place), with the rest of that touch, and nothing else: not a later press, not a
// key's click.
import { describe, expect, it } from 'vitest';
import {
  installTapGuard,
  layoutMoved,
  pressesHeard,
  TAP_GUARD_MS,
  tapsDropped,
} from '../../../src/ui/tap-guard';

/** A window stand-in: events dispatched on it reach `heard` unless the guard stopped them. */
function page(now: () => number) {
  const target = new EventTarget();
  installTapGuard(target, now);
  const heard: string[] = [];
  for (const type of ['pointerdown', 'pointerup', 'click'])
    target.addEventListener(type, () => heard.push(type));
  const send = (type: string, detail = 1) => {
    const event = new Event(type, { cancelable: true });
    Object.defineProperty(event, 'detail', { value: detail });
    target.dispatchEvent(event);
    return event;
  };
  return { heard, send };
}

describe('tap guard', () => {
  it('drops a press, its release and its click right after the layout moved', () => {
    let clock = 10_000;
    const { heard, send } = page(() => clock);
    layoutMoved(clock);
    clock += TAP_GUARD_MS - 1;
    const before = tapsDropped();
    const heardBefore = pressesHeard();
    const down = send('pointerdown');
    send('pointerup');
    send('click');
    expect(heard).toEqual([]);
    expect(down.defaultPrevented).toBe(true);
    // Counted once per touch (the automation surface: a test's dropped tap is made again).
    expect(tapsDropped()).toBe(before + 1);
    // Heard all the same: the press reached the page (a test taps again only when it did not).
    expect(pressesHeard()).toBe(heardBefore + 1);
  });

  it('lets the next press through once the screen has been still long enough', () => {
    let clock = 20_000;
    const { heard, send } = page(() => clock);
    layoutMoved(clock);
    clock += 10;
    send('pointerdown');
    send('pointerup');
    clock += TAP_GUARD_MS;
    const before = tapsDropped();
    const heardBefore = pressesHeard();
    send('pointerdown');
    send('pointerup');
    send('click');
    expect(heard).toEqual(['pointerdown', 'pointerup', 'click']);
    expect(tapsDropped()).toBe(before);
    expect(pressesHeard()).toBe(heardBefore + 1);
  });

  it('never drops a click made by a key, nor a press when nothing moved', () => {
    let clock = 30_000;
    const { heard, send } = page(() => clock);
    layoutMoved(clock - 10 * TAP_GUARD_MS);
    send('pointerdown');
    send('pointerup');
    send('click');
    layoutMoved(clock);
    clock += 5;
    send('pointerdown'); // dropped, and no click follows (a press on the canvas makes none)
    send('click', 0); // Enter on a focused button
    expect(heard).toEqual(['pointerdown', 'pointerup', 'click', 'click']);
  });
});
