// A tap aimed at a screen that has just moved is dropped, not applied where it lands. Notices
// take room rather than cover (src/ui/dom/banner.ts), so a banner arriving moves the board or the
// lobby down by its height; a finger already on its way lands on the cell above the one it was
// aimed at, and a digit goes in the wrong cell (a mistake counted against the player) or a
// button is pressed that was not meant. No one reacts to a change in under a quarter of a
// second, so a press that soon after a move was aimed before it: it is dropped, and the
// player's next tap, aimed at what they now see, counts.

/** How long after the layout moved a press is taken as aimed before the move. */
export const TAP_GUARD_MS = 250;

let movedAt = Number.NEGATIVE_INFINITY;
/** Presses dropped so far (the automation surface: a test's tap that was dropped taps again). */
let dropped = 0;
/**
 * Presses that reached the page at all, dropped or not. A test's touch that never arrived (the
 * browser let it go before the page heard of it) is told apart from one the app heard and
 * ignored: only the first is a tap to make again; the second would be the app's fault.
 */
let heard = 0;

export function tapsDropped(): number {
  return dropped;
}

export function pressesHeard(): number {
  return heard;
}

/** Marks that what is on screen moved under the player's finger (not by their own action). */
export function layoutMoved(now = performance.now()): void {
  movedAt = now;
}

/** Milliseconds since the layout last moved (Infinity when it never has). */
export function msSinceLayoutMoved(now = performance.now()): number {
  return now - movedAt;
}

/**
 * Drops presses that land within TAP_GUARD_MS of a move, before anything under them sees them
 * (capture phase on the window: the canvas's and the DOM's handlers never hear of it), and the
 * click the browser makes up from the same touch. Keyboard activation has no press: never dropped.
 */
export function installTapGuard(
  target: Pick<EventTarget, 'addEventListener'>,
  now: () => number = () => performance.now(),
): void {
  let dropping = false;
  const drop = (event: Event) => {
    event.stopImmediatePropagation();
    event.preventDefault();
  };
  target.addEventListener(
    'pointerdown',
    (event) => {
      heard++;
      dropping = msSinceLayoutMoved(now()) < TAP_GUARD_MS;
      if (!dropping) return;
      dropped++;
      drop(event);
    },
    { capture: true },
  );
  target.addEventListener('pointerup', (event) => dropping && drop(event), { capture: true });
  target.addEventListener(
    'click',
    (event) => {
      // A click made by a key (detail 0) had no press to drop.
      if (!dropping || (event as MouseEvent).detail === 0) return;
      dropping = false;
      drop(event);
    },
    { capture: true },
  );
}
