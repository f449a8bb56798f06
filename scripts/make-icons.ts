// Writes the app icons into public/icons from scripts/icon-art.ts. Run after changing the art:
//   npx tsx scripts/make-icons.ts
// test/unit/app/icons.test.ts fails if the committed files differ from what this makes.

import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { drawIcon } from './icon-art';
import { encodePng } from './png';

export const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon-180.png', size: 180, maskable: true },
] as const;

export function renderIcon(icon: (typeof ICONS)[number]): Buffer {
  return encodePng(icon.size, icon.size, drawIcon(icon));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = fileURLToPath(new URL('../public/icons/', import.meta.url));
  for (const icon of ICONS) {
    writeFileSync(dir + icon.file, renderIcon(icon));
    console.log(`public/icons/${icon.file}`);
  }
}
