import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Feedback } from '../../../src/ui/feedback';

// Stand-ins for WebAudio and navigator.vibrate that record what the feedback asked of them.

class FakeParam {
  value = 0;
  readonly events: [string, number, number][] = [];
  setValueAtTime(v: number, t: number) {
    this.events.push(['set', v, t]);
  }
  linearRampToValueAtTime(v: number, t: number) {
    this.events.push(['linear', v, t]);
  }
  exponentialRampToValueAtTime(v: number, t: number) {
    if (v <= 0) throw new RangeError('exponential ramps cannot reach 0');
    this.events.push(['exp', v, t]);
  }
}

class FakeNode {
  readonly connections: unknown[] = [];
  connect(to: unknown) {
    this.connections.push(to);
    return to;
  }
  disconnect() {}
}

class FakeGain extends FakeNode {
  readonly gain = new FakeParam();
}

class FakeOscillator extends FakeNode {
  type = 'sine';
  readonly frequency = new FakeParam();
  startAt: number | null = null;
  stopAt: number | null = null;
  onended: (() => void) | null = null;
  start(t: number) {
    this.startAt = t;
  }
  stop(t: number) {
    this.stopAt = t;
  }
}

let contexts: FakeAudioContext[] = [];

class FakeAudioContext {
  state = 'running';
  currentTime = 10;
  readonly destination = new FakeNode();
  readonly oscillators: FakeOscillator[] = [];
  resumed = 0;
  constructor() {
    contexts.push(this);
  }
  createOscillator() {
    const o = new FakeOscillator();
    this.oscillators.push(o);
    return o;
  }
  createGain() {
    return new FakeGain();
  }
  resume() {
    this.resumed++;
    this.state = 'running';
    return Promise.resolve();
  }
}

let vibrations: (number | number[])[] = [];

function installFakes(): void {
  contexts = [];
  vibrations = [];
  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.stubGlobal('navigator', {
    vibrate: (pattern: number | number[]) => {
      vibrations.push(pattern);
      return true;
    },
  });
}

const on = { sound: true, haptics: true };
const off = { sound: false, haptics: false };

/** The frequencies a cue started with, in order. */
function frequenciesOf(play: (f: Feedback) => void): number[] {
  installFakes();
  const feedback = new Feedback(() => on);
  play(feedback);
  return (contexts[0]?.oscillators ?? []).map((o) => o.frequency.events[0]?.[1] ?? Number.NaN);
}

beforeEach(installFakes);
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Feedback', () => {
  it('plays and vibrates nothing when sound and haptics are off', () => {
    const feedback = new Feedback(() => off);
    feedback.place();
    feedback.note();
    feedback.error();
    feedback.hint();
    feedback.win();
    feedback.tap();
    expect(contexts).toHaveLength(0);
    expect(vibrations).toHaveLength(0);
  });

  it('makes no AudioContext until the first sound, then reuses that one', () => {
    const feedback = new Feedback(() => on);
    expect(contexts).toHaveLength(0);
    feedback.place();
    feedback.error();
    feedback.win();
    expect(contexts).toHaveLength(1);
    expect(contexts[0]?.oscillators.length).toBeGreaterThanOrEqual(3);
  });

  it('starts each tone in the future, stops it, and ends the envelope above zero', () => {
    const feedback = new Feedback(() => on);
    feedback.win();
    const context = contexts[0] as FakeAudioContext;
    expect(context.oscillators.length).toBeGreaterThan(1);
    for (const o of context.oscillators) {
      expect(o.startAt).toBeGreaterThanOrEqual(context.currentTime);
      expect(o.stopAt).toBeGreaterThan(o.startAt as number);
      expect(typeof o.onended).toBe('function');
      // Oscillator → envelope gain → master gain → speakers.
      const envelope = o.connections[0] as FakeGain;
      expect(envelope).toBeInstanceOf(FakeGain);
      const master = envelope.connections[0] as FakeGain;
      expect(master.connections[0]).toBe(context.destination);
      const last = envelope.gain.events[envelope.gain.events.length - 1];
      expect(last?.[0]).toBe('exp');
      expect(last?.[1]).toBeGreaterThan(0);
    }
  });

  it('sounds an error differently from a placement, and the win as a rising run', () => {
    const place = frequenciesOf((f) => f.place());
    const error = frequenciesOf((f) => f.error());
    const win = frequenciesOf((f) => f.win());
    expect(place.length).toBeGreaterThan(0);
    expect(error).not.toEqual(place);
    expect(Math.max(...error)).toBeLessThan(Math.min(...place));
    expect(win.length).toBeGreaterThan(2);
    for (let i = 1; i < win.length; i++) expect(win[i]).toBeGreaterThan(win[i - 1] as number);
  });

  it('vibrates an error with a different pattern from a placement', () => {
    const feedback = new Feedback(() => ({ sound: false, haptics: true }));
    feedback.place();
    feedback.error();
    expect(vibrations).toHaveLength(2);
    const [place, error] = vibrations;
    expect(error).not.toEqual(place);
    // A double buzz: on, off, on.
    expect(Array.isArray(error) && error.length >= 3).toBe(true);
    expect(contexts).toHaveLength(0);
  });

  it('sound on with haptics off plays without vibrating', () => {
    const feedback = new Feedback(() => ({ sound: true, haptics: false }));
    feedback.error();
    expect(vibrations).toHaveLength(0);
    expect(contexts[0]?.oscillators.length).toBeGreaterThan(0);
  });

  it('reads the settings at every cue, so switching on applies at once', () => {
    let settings = off;
    const feedback = new Feedback(() => settings);
    feedback.place();
    expect(vibrations).toHaveLength(0);
    settings = on;
    feedback.place();
    expect(vibrations).toHaveLength(1);
    expect(contexts).toHaveLength(1);
  });

  it('resumes a context the browser left suspended', () => {
    const feedback = new Feedback(() => on);
    feedback.tap();
    const context = contexts[0] as FakeAudioContext;
    context.state = 'suspended';
    feedback.tap();
    expect(context.resumed).toBe(1);
  });

  it('is silent and does not throw without WebAudio or vibration', () => {
    vi.stubGlobal('AudioContext', undefined);
    vi.stubGlobal('navigator', {});
    const feedback = new Feedback(() => on);
    expect(() => {
      feedback.place();
      feedback.error();
      feedback.win();
    }).not.toThrow();
    vi.stubGlobal('navigator', undefined);
    expect(() => feedback.hint()).not.toThrow();
  });

  it('uses the prefixed webkitAudioContext where that is all there is', () => {
    vi.stubGlobal('AudioContext', undefined);
    vi.stubGlobal('webkitAudioContext', FakeAudioContext);
    new Feedback(() => on).place();
    expect(contexts).toHaveLength(1);
  });

  it('does not throw when the APIs themselves throw, and gives up on a broken AudioContext', () => {
    let attempts = 0;
    vi.stubGlobal(
      'AudioContext',
      class {
        constructor() {
          attempts++;
          throw new Error('audio blocked');
        }
      },
    );
    vi.stubGlobal('navigator', {
      vibrate: () => {
        throw new Error('not allowed');
      },
    });
    const feedback = new Feedback(() => on);
    expect(() => {
      feedback.place();
      feedback.error();
    }).not.toThrow();
    expect(attempts).toBe(1);
  });
});
