// Build and preview configuration. The production build is what `npm start` serves and what
// the end-to-end tests drive; vite-plugin-pwa adds the manifest and a Workbox service worker
// that precaches everything the app needs (the generator worker's chunk included).
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { CSP_HEADER, CSP_META } from './scripts/content-security-policy';

/** Puts the Content-Security-Policy at the top of the built index.html (not in dev: HMR). */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'gridwise-csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CSP_META },
        injectTo: 'head-prepend',
      },
    ],
  };
}

const isPixi = (id: string) => /node_modules[\\/]pixi\.js[\\/]/.test(id);

/**
 * Pixi's canvas (2D) renderer and what only it uses: left out of the Pixi chunk, so it lands in
 * the chunk src/app/boot/canvas-renderer.ts makes, loaded only where WebGL cannot be made (issue #22).
 * What the WebGL path uses too (the canvas pipes of Graphics and Text) stays in the Pixi chunk,
 * pulled in as a dependency of what is captured there.
 */
const isCanvasRendererOnly = (id: string) =>
  /[\\/]rendering[\\/](renderers|batcher)[\\/]canvas[\\/]|Canvas(Color|Stencil)MaskPipe|CanvasGraphicsAdaptor/.test(
    id,
  );

const isBarrel = (id: string) => /[\\/]index\.mjs$/.test(id);

// A build id the app reports in state().build; the update test builds twice with different ids.
const buildId = process.env.GRIDWISE_BUILD_ID ?? new Date().toISOString();

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Pixi's renderer is ~550 kB minified (157 kB gzip) and is precached once; no warning needed.
    chunkSizeWarningLimit: 600,
    // Pixi is one large, cacheable chunk; keep it apart from the app code that changes often.
    // Vite's small preload helper (used by every dynamic import) gets its own chunk: in Pixi's
    // group it would make the first screen import Pixi just for that helper.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'preload', test: /preload-helper/, priority: 2 },
            {
              name: 'pixi',
              test: (id) => isPixi(id) && !isCanvasRendererOnly(id) && !isBarrel(id),
              priority: 1,
            },
          ],
        },
      },
    },
  },
  worker: { format: 'es' },
  plugins: [
    contentSecurityPolicy(),
    VitePWA({
      // The player decides when to update (src/app/platform/updates.ts shows the prompt).
      registerType: 'prompt',
      // Registration is done by src/app/platform/updates.ts with workbox-window.
      injectRegister: false,
      // Every file is precached by the glob below; listing icons again would duplicate entries.
      includeManifestIcons: false,
      manifest: {
        // Names no game (the games are the folders under src/games/); the shortcuts below do.
        name: 'Gridwise — puzzle games, offline',
        short_name: 'Gridwise',
        // English names in the manifest; the app itself speaks the player's language (src/i18n).
        lang: 'en',
        dir: 'ltr',
        description: 'Grid puzzles made on your device, playable offline by touch or keyboard.',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        // The light page colour; index.html's media-tagged theme-color metas give dark its own.
        theme_color: '#f4f1ea',
        background_color: '#f4f1ea',
        categories: ['games', 'puzzle'],
        // Long-press the installed icon: straight into a game (src/app/platform/shortcuts.ts reads ?play=).
        shortcuts: [
          {
            name: 'Daily puzzle',
            short_name: 'Daily',
            description: 'Today’s puzzle, the same for every player',
            url: '/?play=daily',
            icons: [{ src: '/icons/shortcut-daily-96.png', sizes: '96x96', type: 'image/png' }],
          },
          {
            name: 'Play Sudoku',
            short_name: 'Sudoku',
            description: 'Continue your Sudoku, or start a new one',
            url: '/?play=sudoku',
            icons: [{ src: '/icons/shortcut-sudoku-96.png', sizes: '96x96', type: 'image/png' }],
          },
          {
            name: 'Play Link',
            short_name: 'Link',
            description: 'Continue your Link board, or start a new one',
            url: '/?play=link',
            icons: [{ src: '/icons/shortcut-link-96.png', sizes: '96x96', type: 'image/png' }],
          },
        ],
        // Chromium's richer install dialog shows these (made from the built app, see README).
        screenshots: [
          {
            src: '/screenshots/narrow-sudoku.png',
            sizes: '780x1688',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'Sudoku on a phone',
          },
          {
            src: '/screenshots/narrow-lobby.png',
            sizes: '780x1688',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'The lobby: every game on one screen',
          },
          {
            src: '/screenshots/wide-link.png',
            sizes: '1280x800',
            type: 'image/png',
            form_factor: 'wide',
            label: 'Link on a desktop window',
          },
        ],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // .bin: the scan reader's digit model, fetched by its worker on the first scan.
        globPatterns: ['**/*.{js,css,html,svg,png,bin}'],
        // Install-dialog screenshots are for the store-like dialog only, not for playing offline.
        globIgnores: ['screenshots/**'],
        // Pixi's chunk is larger than Workbox's 2 MiB default cap would allow with sourcemaps off.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        navigateFallback: '/index.html',
        // robots.txt is a file, not a page of the app: never answer it with the HTML shell.
        navigateFallbackDenylist: [/^\/robots\.txt$/],
        cleanupOutdatedCaches: true,
        // The first install takes control of the page at once, so the very first visit is
        // already offline-capable (lazy chunks included) without a reload. Updates still wait
        // for the player's "Update" (no skipWaiting).
        clientsClaim: true,
      },
    }),
  ],
  // `npm start` sends the same policy as a header, where frame-ancestors also applies.
  preview: { port: 4173, strictPort: true, headers: { 'Content-Security-Policy': CSP_HEADER } },
});
