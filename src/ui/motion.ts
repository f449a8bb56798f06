// The system's "reduce motion" preference, read at the moment an animation starts (so changing
// it takes effect without a reload). Animations then keep their fades and drop their movement.

export function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
