// The committed icons must be exactly what scripts/make-icons.ts draws, so the art always has a
// source and nobody edits a PNG by hand.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICONS, renderIcon } from '../../../scripts/make-icons';

describe('app icons', () => {
  it.each(ICONS)('public/icons/$file is what the script makes', (icon) => {
    const committed = readFileSync(new URL(`../../../public/icons/${icon.file}`, import.meta.url));
    const made = renderIcon(icon);
    expect(committed.equals(made)).toBe(true);
    // A PNG of the promised size: IHDR width and height.
    expect(made.readUInt32BE(16)).toBe(icon.size);
    expect(made.readUInt32BE(20)).toBe(icon.size);
  });

  it('keeps a maskable icon opaque to the edges and a plain one transparent in the corners', async () => {
    const { drawIcon } = await import('../../../scripts/icon-art');
    const plain = drawIcon({ size: 64, maskable: false });
    const maskable = drawIcon({ size: 64, maskable: true });
    expect(plain[3]).toBe(0);
    expect(maskable[3]).toBe(255);
  });
});
