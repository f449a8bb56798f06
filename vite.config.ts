// Build and preview configuration. The production build is what `npm start` serves and what
// the end-to-end tests drive; vite-plugin-pwa adds the manifest and a Workbox service worker
// that precaches everything the app needs (the generator worker's chunk included).
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

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
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'pixi', test: /node_modules[\\/]pixi\.js/ }] },
      },
    },
  },
  worker: { format: 'es' },
  plugins: [
    VitePWA({
      // The player decides when to update (src/app/updates.ts shows the prompt).
      registerType: 'prompt',
      // Registration is done by src/app/updates.ts with workbox-window.
      injectRegister: false,
      // Every file is precached by the glob below; listing icons again would duplicate entries.
      includeManifestIcons: false,
      manifest: {
        name: 'Gridwise — Sudoku, offline',
        short_name: 'Gridwise',
        description:
          'Sudoku puzzles generated on your device, playable offline by touch or keyboard.',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#2f6fde',
        background_color: '#f4f1ea',
        categories: ['games', 'puzzle'],
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
        globPatterns: ['**/*.{js,css,html,svg,png}'],
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
  preview: { port: 4173, strictPort: true },
});
