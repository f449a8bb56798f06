// journey: the last seconds of a countdown are felt, not only coloured: while the stage's time
// is short, the clock turns the warning colour and each second it changes it swells and settles
// (with reduced motion it only blinks, in place). The clock is a DOM label (ui/dom-label.ts), so
// the pulse is a Web Animation on it: the compositor plays it and no canvas frame is drawn.
// `data-pulses` counts the pulses played (what the e2e reads).

import { prefersReducedMotion } from '../../../ui/motion';
import { theme } from '../../../ui/theme';

const PULSE_MS = 450;
const hex = (color: number) => `#${color.toString(16).padStart(6, '0')}`;

export class ClockPulse {
  private urgent = false;
  private last = '';
  private pulses = 0;
  private readonly calm: { color: string; fontWeight: string };

  constructor(private readonly element: HTMLElement) {
    this.calm = { color: element.style.color, fontWeight: element.style.fontWeight };
  }

  /** The clock shows `text`; `urgent`: the countdown's last seconds. */
  show(urgent: boolean, text: string): void {
    const el = this.element;
    if (urgent !== this.urgent) {
      this.urgent = urgent;
      el.style.color = urgent ? hex(theme.conflict) : this.calm.color;
      el.style.fontWeight = urgent ? '800' : this.calm.fontWeight;
      if (!urgent) this.pulses = 0;
    }
    const changed = text !== this.last;
    this.last = text;
    if (!urgent || !changed || typeof el.animate !== 'function') return;
    this.pulses++;
    el.dataset.pulses = String(this.pulses);
    const base = 'translate(-50%,-50%)';
    const frames = prefersReducedMotion()
      ? [{ opacity: 0.35 }, { opacity: 1 }]
      : [{ transform: `${base} scale(1.7)` }, { transform: `${base} scale(1)` }];
    el.animate(frames, { duration: PULSE_MS, easing: 'cubic-bezier(0.2, 0.8, 0.3, 1)' });
  }
}
