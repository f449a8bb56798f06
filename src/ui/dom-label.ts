// A line of text drawn by the browser over the canvas instead of by Pixi. Used for the game
// clock: it changes every second, and redrawing a DOM text node costs the compositor next to
// nothing, while a canvas frame re-renders the whole WebGL scene. With the clock here, an idle
// game screen draws no canvas frames at all.

export class DomLabel {
  readonly element: HTMLDivElement;

  constructor(options: { id: string; font: string; color: number }) {
    const el = document.createElement('div');
    el.dataset.label = options.id;
    el.setAttribute('aria-hidden', 'true');
    el.style.cssText =
      'position:absolute;left:0;top:0;pointer-events:none;white-space:nowrap;' +
      'transform:translate(-50%,-50%);font-variant-numeric:tabular-nums;display:none';
    el.style.font = options.font;
    el.style.color = `#${options.color.toString(16).padStart(6, '0')}`;
    (document.getElementById('app') ?? document.body).appendChild(el);
    this.element = el;
  }

  get text(): string {
    return this.element.textContent ?? '';
  }

  set text(value: string) {
    if (this.element.textContent !== value) this.element.textContent = value;
  }

  /** Centres the label on (x, y) in canvas CSS pixels. */
  place(x: number, y: number): void {
    this.element.style.left = `${x}px`;
    this.element.style.top = `${y}px`;
  }

  set visible(shown: boolean) {
    this.element.style.display = shown ? 'block' : 'none';
  }

  /** Takes the label off the page (its screen is gone). */
  remove(): void {
    this.element.remove();
  }
}
