// The CSS of the accessible DOM layer, injected once. The layer's elements are transparent and
// let every pointer event through to the canvas; the one thing they show is the keyboard focus
// ring, which must be impossible to miss on both the light and the dark theme: a white inner
// ring and a dark outer ring, outside the control, so no edge of the control hides it.

const STYLE_ID = 'gridwise-a11y-style';

/** Class names shared by the layer's files and its CSS. */
export const A11Y_CLASS = {
  /** Read by screen readers, never seen: the live regions. */
  visuallyHidden: 'gw-visually-hidden',
  /** The layer over the canvas that holds the controls and the grid. */
  layer: 'gw-a11y-layer',
  /** A transparent <button> over a Pixi button. */
  control: 'gw-a11y-control',
  grid: 'gw-a11y-grid',
  row: 'gw-a11y-row',
  cell: 'gw-a11y-cell',
} as const;

const CSS = `
.${A11Y_CLASS.visuallyHidden} {
  position: absolute !important;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  border: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
}
.${A11Y_CLASS.layer} {
  position: absolute;
  inset: 0;
  z-index: 1;
  pointer-events: none;
}
.${A11Y_CLASS.control},
.${A11Y_CLASS.grid},
.${A11Y_CLASS.row},
.${A11Y_CLASS.cell} {
  /* Taps and clicks belong to the canvas; a keyboard or screen reader activates these with
     events that need no hit test. */
  pointer-events: none;
  box-sizing: border-box;
  margin: 0;
  padding: 0;
  border: 0;
  background: transparent;
  color: transparent;
  font-size: 1px;
  overflow: hidden;
  outline: none;
}
.${A11Y_CLASS.control} {
  position: absolute;
  appearance: none;
  border-radius: 10px;
}
.${A11Y_CLASS.grid} {
  position: absolute;
  display: flex;
  flex-direction: column;
  overflow: visible;
}
.${A11Y_CLASS.row} {
  display: flex;
  flex: 1 1 0;
  overflow: visible;
}
.${A11Y_CLASS.cell} {
  flex: 1 1 0;
  min-width: 0;
}
.${A11Y_CLASS.control}:focus-visible {
  outline: 3px solid #111827;
  outline-offset: 3px;
  box-shadow: 0 0 0 3px #ffffff;
}
/* Inside the cell: a ring around a cell would cover its neighbours' digits. */
.${A11Y_CLASS.cell}:focus-visible {
  outline: 3px solid #111827;
  outline-offset: -6px;
  box-shadow: inset 0 0 0 3px #ffffff;
}
@media (prefers-reduced-motion: no-preference) {
  .${A11Y_CLASS.control}:focus-visible {
    animation: gw-focus-in 120ms ease-out;
  }
}
@keyframes gw-focus-in {
  from { outline-offset: 7px; }
  to { outline-offset: 3px; }
}
/* Windows high contrast: let the system pick the ring's colour. */
@media (forced-colors: active) {
  .${A11Y_CLASS.control}:focus-visible,
  .${A11Y_CLASS.cell}:focus-visible {
    outline-color: Highlight;
  }
}
`;

/** Adds the layer's style sheet to `doc` unless it is already there. */
export function injectA11yStyles(doc: Document = document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = CSS;
  doc.head.appendChild(style);
}
