// `npm run install-art` (after `npm run build`): makes the install dialog's screenshots from the
// built app, and the manifest shortcuts' icons from the vector art below, into public/. Run it
// when the look of the lobby or the games changes; the PNGs are committed.

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { freePort, startPreview } from '../test/e2e/preview-server';

const ROOT = path.resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];

/** 96×96 shortcut icons: a rounded tile with a sign of the game (daily: a calendar page). */
const ICONS: Record<string, string> = {
  daily: `<rect x="18" y="22" width="60" height="56" rx="8" fill="#fff"/>
    <rect x="18" y="22" width="60" height="16" rx="8" fill="#d9534f"/>
    <text x="48" y="70" font-size="30" font-weight="700" text-anchor="middle" fill="#1f2430" font-family="sans-serif">1</text>`,
  sudoku: `<rect x="18" y="18" width="60" height="60" rx="6" fill="#fff"/>
    <path d="M38 18v60M58 18v60M18 38h60M18 58h60" stroke="#1f2430" stroke-width="3"/>
    <text x="28" y="33" font-size="14" font-weight="700" text-anchor="middle" fill="#1f2430" font-family="sans-serif">5</text>
    <text x="68" y="73" font-size="14" font-weight="700" text-anchor="middle" fill="#2f6fde" font-family="sans-serif">9</text>`,
  link: `<rect x="14" y="52" width="20" height="20" rx="4" fill="#fff"/><circle cx="24" cy="62" r="6" fill="#d9534f"/>
    <rect x="62" y="52" width="20" height="20" rx="4" fill="#fff"/><circle cx="72" cy="62" r="6" fill="#d9534f"/>
    <path d="M24 52V28h48v24" fill="none" stroke="#fff" stroke-width="5" stroke-linejoin="round"/>`,
};

async function icon(page: Page, name: string, art: string): Promise<void> {
  await page.setViewportSize({ width: 96, height: 96 });
  await page.setContent(
    `<body style="margin:0"><svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="#2f6fde"/>${art}</svg></body>`,
  );
  await page.screenshot({
    path: path.join(ROOT, `public/icons/shortcut-${name}-96.png`),
    omitBackground: true,
  });
}

async function shot(
  url: string,
  size: { width: number; height: number; scale: number },
  file: string,
  play?: string,
): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    deviceScaleFactor: size.scale,
    hasTouch: true,
    isMobile: size.width < 800,
  });
  const page = await context.newPage();
  await page.goto(play ? `${url}/?lessons=off&play=${play}` : `${url}/?lessons=off`);
  await page.waitForFunction(() => window.gridwise?.ready === true);
  if (play) {
    await page.waitForFunction(() => window.gridwise.state().screen === 'game', undefined, {
      timeout: 60_000,
    });
    await page.waitForFunction(() => window.gridwise.idle(), undefined, { timeout: 20_000 });
  }
  await page.screenshot({ path: path.join(ROOT, 'public/screenshots', file) });
  await browser.close();
}

const server = await startPreview('dist', await freePort());
try {
  mkdirSync(path.join(ROOT, 'public/screenshots'), { recursive: true });
  const phone = { width: 390, height: 844, scale: 2 };
  await shot(server.url, phone, 'narrow-lobby.png');
  await shot(server.url, phone, 'narrow-sudoku.png', 'sudoku');
  await shot(server.url, { width: 1280, height: 800, scale: 1 }, 'wide-link.png', 'link');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  const page = await browser.newPage();
  for (const [name, art] of Object.entries(ICONS)) await icon(page, name, art);
  await browser.close();
  console.log('install art written to public/screenshots and public/icons');
} finally {
  await server.stop();
}
