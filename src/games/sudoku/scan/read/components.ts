// Connected components of a mask (8-connected, or 4-connected for the paper between lines), with each one's size and bounding box. The
// grid's lines are one component (they all touch); a digit is one inside a cell.

/** One connected set of ink pixels. */
export interface Component {
  label: number;
  size: number;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Labels (1-based, 0 = background) and the components, found with an explicit stack. */
export function components(
  mask: Uint8Array,
  width: number,
  height: number,
  eight = true,
): { labels: Int32Array; list: Component[] } {
  const labels = new Int32Array(width * height);
  const list: Component[] = [];
  const stack = new Int32Array(width * height);
  for (let start = 0; start < mask.length; start++) {
    if (mask[start] === 0 || labels[start] !== 0) continue;
    const label = list.length + 1;
    const part: Component = { label, size: 0, minX: width, minY: height, maxX: -1, maxY: -1 };
    let top = 0;
    stack[top++] = start;
    labels[start] = label;
    while (top > 0) {
      const at = stack[--top] ?? 0;
      const x = at % width;
      const y = (at - x) / width;
      part.size++;
      if (x < part.minX) part.minX = x;
      if (x > part.maxX) part.maxX = x;
      if (y < part.minY) part.minY = y;
      if (y > part.maxY) part.maxY = y;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width || (!eight && dx !== 0 && dy !== 0)) continue;
          const next = ny * width + nx;
          if (mask[next] !== 0 && labels[next] === 0) {
            labels[next] = label;
            stack[top++] = next;
          }
        }
      }
    }
    list.push(part);
  }
  return { labels, list };
}
