// Answers that hold only while the page's faces stay as they are: what a string inks, read back
// from a canvas (text-ink.ts), changes when a face finishes loading (a web font, a face the
// system had not loaded), so every answer is forgotten then.

/** The part of a FontFaceSet this needs: its `loadingdone` event. */
export type FaceEvents = Pick<EventTarget, 'addEventListener'>;

/** Remembers up to `max` answers by key; forgets them all when `faces` finish loading one. */
export class FontBoundMemo<T> {
  private readonly answers = new Map<string, T>();
  private watching = false;

  constructor(
    private readonly max: number,
    private readonly faces: () => FaceEvents | undefined,
  ) {}

  /** The answer for `key`, made by `make` the first time (and again after a face loaded). */
  get(key: string, make: () => T): T {
    this.watch();
    if (this.answers.has(key)) return this.answers.get(key) as T;
    // A bound, not a policy: no check of ours asks for more, but a page left open must not grow.
    if (this.answers.size >= this.max) this.answers.clear();
    const answer = make();
    this.answers.set(key, answer);
    return answer;
  }

  /** Listens for loaded faces on first use, not at import: only the layout checks use this. */
  private watch(): void {
    if (this.watching) return;
    const faces = this.faces();
    if (!faces) return;
    faces.addEventListener('loadingdone', () => this.answers.clear());
    this.watching = true;
  }
}
