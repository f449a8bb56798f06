// Serves test/pages/ with Vite's dev server, so a page can import the app's modules (tile art,
// Pixi) without a build. Used by the tile-art e2e test and by `npm run screenshots`.

import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface PageServer {
  url(page: string, query?: Record<string, string | number>): string;
  stop(): Promise<void>;
}

export async function startPageServer(): Promise<PageServer> {
  const server: ViteDevServer = await createServer({
    configFile: false,
    root: ROOT,
    logLevel: 'error',
    server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false, watch: null },
    // Bundled up front, so the first request does not discover it and reload the page.
    optimizeDeps: { include: ['pixi.js'], entries: [] },
  });
  await server.listen();
  const address = server.httpServer?.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url(page, query = {}) {
      const search = new URLSearchParams(
        Object.entries(query).map(([k, v]) => [k, String(v)]),
      ).toString();
      return `http://127.0.0.1:${port}/test/pages/${page}${search ? `?${search}` : ''}`;
    },
    stop: () => server.close(),
  };
}

/** Opens the tile sheet and waits until it has drawn (or reports why it could not). */
export async function openTileSheet(
  browser: Browser,
  url: string,
  viewport = { width: 1200, height: 900 },
  deviceScaleFactor = 1,
): Promise<Page> {
  const page = await browser.newPage({ viewport, deviceScaleFactor });
  await page.goto(url);
  await page.waitForFunction(() => window.tileSheet !== undefined || window.tileSheetError, null, {
    timeout: 60_000,
  });
  const error = await page.evaluate(() => window.tileSheetError);
  if (error) throw new Error(`the tile sheet could not draw: ${error}`);
  return page;
}
