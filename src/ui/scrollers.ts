// Containers whose mask is a window they scroll through up and down (the rules): text past the
// mask's top or bottom is there to be scrolled to, not cut. The drawn-text check reads this.

import type { Container } from 'pixi.js';

const vertical = new WeakSet<Container>();

export function markScrollsVertically(container: Container): void {
  vertical.add(container);
}

export function scrollsVertically(container: Container): boolean {
  return vertical.has(container);
}
