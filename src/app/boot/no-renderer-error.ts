// The stage's failure when nothing can draw (src/app/boot/renderer-choice.ts). A file of its own: the
// front door recognises it to word the notice, and must not carry the choice itself.

/**
 * No renderer could be made. `reasons` are the renderers' own messages, in English: they go to
 * the console, never into a sentence a player reads.
 */
export class NoRendererError extends Error {
  readonly reasons: readonly string[];

  constructor(reasons: readonly string[]) {
    super(`No renderer could be made here (${reasons.join('; ')})`);
    this.name = 'NoRendererError';
    this.reasons = reasons;
  }
}
