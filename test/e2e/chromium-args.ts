// The command-line flags of every headless Chromium this project starts (the machine's notes):
// the e2e tests', the soaks', the art scripts' and Lighthouse's. One list, so a flag found to
// matter here changes everywhere at once.

/** What every headless Chromium here runs with. */
export const CHROMIUM_COMMON_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * SwiftShader for WebGL, for a browser that draws the game stage (Pixi). Not for Lighthouse
 * (scripts/perf/lighthouse-run.ts): with them the compositor also runs on SwiftShader, and a
 * trace of the app's first visit showed the page painted at 322 ms while the GPU process's main
 * thread, compiling SwiftShader programs for the lobby's rounded, shadowed cards, held the first
 * frame back until 2,876 ms (one task of 1,717 ms); Lighthouse observed first paint there, and
 * Speed Index followed it (4.8 s). No phone draws its compositor frames with a CPU emulation of a
 * GPU. Without them first paint was observed at 174–199 ms here (BENCHMARKS.md, 2026-11-27
 * evening).
 */
export const WEBGL_ARGS = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

/** A browser that draws the game stage: the common flags and WebGL. */
export const CHROMIUM_ARGS = [...CHROMIUM_COMMON_ARGS, ...WEBGL_ARGS];

/**
 * What the e2e browsers add to CHROMIUM_ARGS (not the screenshots' or the soaks'): here every
 * frame is drawn on the CPU by SwiftShader, and the suite waits on frames most of its time. The
 * page's own content is rasterized by Skia on the CPU instead of through SwiftShader's GL, and
 * WebGL draws without multisampling (edges unsmoothed; text and the baked tiles are textures,
 * unchanged). Together the shared tier took 327 s instead of 388 s. No test reads the smoothing
 * of an edge; the screenshots in docs/ are taken with it (scripts/screenshots.ts).
 */
export const E2E_SPEED_ARGS = ['--disable-gpu-rasterization', '--webgl-msaa-sample-count=0'];
