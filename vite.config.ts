// Build and preview configuration. The production build is what `npm start` serves and what
// the end-to-end tests drive.
import { defineConfig } from 'vite';

export default defineConfig({
  build: {
    target: 'es2022',
    sourcemap: true,
    // Pixi's renderer is ~550 kB minified (157 kB gzip) and is precached once; no warning needed.
    chunkSizeWarningLimit: 600,
    // Pixi is one large, cacheable chunk; keep it apart from the app code that changes often.
    rolldownOptions: {
      output: {
        advancedChunks: { groups: [{ name: 'pixi', test: /node_modules[\\/]pixi\.js/ }] },
      },
    },
  },
  preview: { port: 4173, strictPort: true },
});
