// targets() for the DOM half of the app: every visible element with a `data-id`, in page
// CSS pixels, so tests tap DOM buttons exactly as they tap Pixi ones. An element counts as shown
// when it has a box and no ancestor hides it or makes it inert (a modal's background).

/** Something a finger can tap, in page CSS pixels, on the DOM half or the canvas alike. */
export interface Target {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Present and true on a button that is shown but cannot be used right now. */
  disabled?: boolean;
}

export function collectDomTargets(root: ParentNode): Target[] {
  const out: Target[] = [];
  for (const el of root.querySelectorAll<HTMLElement>('[data-id]')) {
    if (el.closest('[inert], [hidden], [aria-hidden="true"]')) continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') continue;
    const target: Target = {
      id: el.dataset.id as string,
      x: box.left,
      y: box.top,
      width: box.width,
      height: box.height,
    };
    if ((el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true')
      target.disabled = true;
    out.push(target);
  }
  return out;
}
