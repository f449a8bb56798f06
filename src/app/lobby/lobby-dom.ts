// Updating the lobby in place: a control under the player's finger is never replaced,
// or a tap that began on it is lost (seen in WebKit: Continue did nothing for 20 s while the lobby
// redrew). These helpers change only what differs and move or drop only what must.

/** Sets an element's text only when it differs, so an unchanged label is left alone. */
export function setText(el: Element, text: string): void {
  if (el.textContent !== text) el.textContent = text;
}

/**
 * Makes `nodes` the children of `parent`, in that order: what is not among them goes, what is
 * already in place stays put, and only a node out of place is moved (the same node, never a copy).
 */
export function placeInOrder(parent: Element, nodes: readonly Element[]): void {
  for (const child of [...parent.children]) if (!nodes.includes(child)) child.remove();
  nodes.forEach((node, i) => {
    const at = parent.children[i];
    if (at !== node) parent.insertBefore(node, at ?? null);
  });
}
