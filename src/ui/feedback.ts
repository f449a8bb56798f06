// Sound and vibration for the moments that matter (a digit placed, an error, the win), each
// switchable in settings. Sounds are synthesized with WebAudio (an oscillator through a gain
// envelope) so the app ships no audio files and works offline from the first launch.
//
// Browsers only let audio start after a user gesture, so the AudioContext is made on the first
// sound, which always comes from a tap or a key. Both APIs are missing somewhere (no vibration on
// iOS or desktops, no WebAudio in some embedded views), so every call is feature-detected and
// nothing here ever throws: feedback is a nicety, never a reason for a move to fail.

/** One oscillator note: `at` seconds after the cue starts, lasting `duration` seconds. */
interface Tone {
  frequency: number;
  /** Glide to this frequency over the note (a "pop" or a falling "buzz"). */
  glideTo?: number;
  at: number;
  duration: number;
  type: OscillatorType;
  /** Peak loudness, 0–1, before the master volume. */
  peak: number;
}

export type FeedbackCue =
  | 'place'
  | 'note'
  | 'error'
  | 'hint'
  | 'win'
  | 'tap'
  | 'match'
  | 'combo'
  | 'time-low'
  | 'power-up'
  | 'clear';

/** A combo's steps climb a major scale from the match's note (capped: the meter is full). */
const COMBO_SCALE = [0, 2, 4, 5, 7, 9, 11, 12, 14, 16];

/** `frequency` raised by `semitones`. */
const raised = (frequency: number, semitones: number) => frequency * 2 ** (semitones / 12);

const SOUNDS: Record<FeedbackCue, readonly Tone[]> = {
  tap: [{ frequency: 660, at: 0, duration: 0.035, type: 'triangle', peak: 0.25 }],
  place: [{ frequency: 480, glideTo: 620, at: 0, duration: 0.09, type: 'sine', peak: 0.6 }],
  note: [{ frequency: 1040, at: 0, duration: 0.05, type: 'sine', peak: 0.3 }],
  // Low, rough and falling: reads as "no" without being shrill.
  error: [
    { frequency: 220, glideTo: 180, at: 0, duration: 0.11, type: 'square', peak: 0.25 },
    { frequency: 180, glideTo: 150, at: 0.13, duration: 0.13, type: 'square', peak: 0.25 },
  ],
  hint: [
    { frequency: 660, at: 0, duration: 0.08, type: 'triangle', peak: 0.4 },
    { frequency: 880, at: 0.09, duration: 0.12, type: 'triangle', peak: 0.4 },
  ],
  // Link's own: a bright two-note "pop" as a pair leaves the board.
  match: [
    { frequency: 784, glideTo: 1046, at: 0, duration: 0.07, type: 'triangle', peak: 0.5 },
    { frequency: 1568, at: 0.05, duration: 0.06, type: 'sine', peak: 0.25 },
  ],
  // A combo's step: a bell note, raised by the step (comboTones).
  combo: [
    { frequency: 660, at: 0, duration: 0.09, type: 'triangle', peak: 0.45 },
    { frequency: 1320, at: 0.02, duration: 0.12, type: 'sine', peak: 0.2 },
  ],
  // The last seconds of a countdown: a short low tick, like a clock's, never shrill.
  'time-low': [{ frequency: 440, at: 0, duration: 0.05, type: 'square', peak: 0.18 }],
  // A power-up: a quick rising sweep with a sparkle on top.
  'power-up': [
    { frequency: 330, glideTo: 990, at: 0, duration: 0.18, type: 'sawtooth', peak: 0.18 },
    { frequency: 1320, at: 0.16, duration: 0.1, type: 'sine', peak: 0.3 },
    { frequency: 1760, at: 0.24, duration: 0.12, type: 'sine', peak: 0.25 },
  ],
  // A board cleared: the win's arpeggio, then a held chord.
  clear: [
    ...[523.25, 659.25, 783.99, 1046.5].map((frequency, i) => ({
      frequency,
      at: i * 0.08,
      duration: 0.12,
      type: 'triangle' as const,
      peak: 0.45,
    })),
    ...[523.25, 659.25, 783.99].map((frequency) => ({
      frequency,
      at: 0.34,
      duration: 0.6,
      type: 'sine' as const,
      peak: 0.3,
    })),
  ],
  // C major arpeggio up to the octave.
  win: [523.25, 659.25, 783.99, 1046.5].map((frequency, i) => ({
    frequency,
    at: i * 0.11,
    duration: i === 3 ? 0.4 : 0.14,
    type: 'triangle' as const,
    peak: 0.5,
  })),
};

/**
 * Vibration patterns (ms on, off, on…). An error is a double buzz so it can be told from a
 * placement by touch alone; a plain tap gives none, since buzzing on every button tires quickly.
 */
const VIBRATIONS: Record<FeedbackCue, number | readonly number[] | null> = {
  tap: null,
  place: 12,
  note: 6,
  error: [40, 60, 40],
  hint: [15, 40, 15],
  win: [30, 50, 30, 50, 120],
  match: 12,
  combo: 16,
  'time-low': 8,
  'power-up': [20, 30, 40],
  clear: [30, 50, 30, 50, 120],
};

/** The combo cue at `step` (2 is the first combo): its notes raised up the scale. */
export function comboTones(step: number): readonly Tone[] {
  const index = Math.max(0, Math.min(COMBO_SCALE.length - 1, step - 2));
  const up = COMBO_SCALE[index] ?? 0;
  return SOUNDS.combo.map((tone) => ({ ...tone, frequency: raised(tone.frequency, up) }));
}

/** Whole output volume: the tones are mixed for headphones, not alarms. */
const MASTER_VOLUME = 0.2;
/** The quietest an exponential ramp may reach (it cannot reach 0). */
const SILENT = 0.0001;

type AudioContextClass = new () => AudioContext;

export class Feedback {
  private context: AudioContext | null = null;
  private master: GainNode | null = null;
  /** Set once WebAudio proved missing or broken, so later cues do not retry on every tap. */
  private audioUnavailable = false;

  constructor(private readonly settings: () => { sound: boolean; haptics: boolean }) {}

  place(): void {
    this.cue('place');
  }

  note(): void {
    this.cue('note');
  }

  error(): void {
    this.cue('error');
  }

  hint(): void {
    this.cue('hint');
  }

  win(): void {
    this.cue('win');
  }

  tap(): void {
    this.cue('tap');
  }

  /** Plays `cue` as the settings allow (nothing at all with sound and vibration off); a
   *  combo's `step` (2 up) raises its pitch step by step. */
  cue(cue: FeedbackCue, step = 0): void {
    // Settings are read per cue so a change applies to the very next one.
    const { sound, haptics } = this.settings();
    if (sound) this.play(cue === 'combo' ? comboTones(step) : SOUNDS[cue]);
    if (haptics) this.vibrate(VIBRATIONS[cue]);
  }

  private play(tones: readonly Tone[]): void {
    const output = this.output();
    if (!output) return;
    const { context, master } = output;
    try {
      // A context made before any gesture (or after the tab slept) starts suspended.
      if (context.state === 'suspended') context.resume().catch(() => {});
      const start = context.currentTime + 0.005;
      for (const tone of tones) this.sound(context, master, tone, start + tone.at);
    } catch {
      // A closed or broken context: stay silent.
    }
  }

  private sound(context: AudioContext, master: GainNode, tone: Tone, t0: number): void {
    const t1 = t0 + tone.duration;
    const oscillator = context.createOscillator();
    const envelope = context.createGain();
    oscillator.type = tone.type;
    oscillator.frequency.setValueAtTime(tone.frequency, t0);
    if (tone.glideTo !== undefined)
      oscillator.frequency.exponentialRampToValueAtTime(tone.glideTo, t1);
    // A fast attack and an exponential decay: no click at either end.
    envelope.gain.setValueAtTime(SILENT, t0);
    envelope.gain.linearRampToValueAtTime(tone.peak, t0 + Math.min(0.01, tone.duration / 4));
    envelope.gain.exponentialRampToValueAtTime(SILENT, t1);
    oscillator.connect(envelope);
    envelope.connect(master);
    oscillator.onended = () => {
      oscillator.disconnect();
      envelope.disconnect();
    };
    oscillator.start(t0);
    oscillator.stop(t1 + 0.02);
  }

  /** The shared context and master volume, made on first use; null when WebAudio is missing. */
  private output(): { context: AudioContext; master: GainNode } | null {
    if (this.context && this.master) return { context: this.context, master: this.master };
    if (this.audioUnavailable) return null;
    const scope = globalThis as {
      AudioContext?: AudioContextClass;
      webkitAudioContext?: AudioContextClass;
    };
    // Safari before 14.1 has only the prefixed name.
    const Context = scope.AudioContext ?? scope.webkitAudioContext;
    if (!Context) {
      this.audioUnavailable = true;
      return null;
    }
    try {
      const context = new Context();
      const master = context.createGain();
      master.gain.value = MASTER_VOLUME;
      master.connect(context.destination);
      this.context = context;
      this.master = master;
      return { context, master };
    } catch {
      // Too many contexts, or audio blocked by policy.
      this.audioUnavailable = true;
      return null;
    }
  }

  private vibrate(pattern: number | readonly number[] | null): void {
    if (pattern === null) return;
    const nav = (globalThis as { navigator?: Partial<Navigator> }).navigator;
    if (typeof nav?.vibrate !== 'function') return;
    try {
      nav.vibrate(typeof pattern === 'number' ? pattern : [...pattern]);
    } catch {
      // Some browsers throw instead of returning false (e.g. blocked in a cross-origin frame).
    }
  }
}
