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

/**
 * The features Playwright switches off in every Chromium it starts (playwright-core's
 * chromiumSwitches.ts, 1.65.1), repeated here because Chromium reads only the last
 * `--disable-features` on its command line: FEATURE_ARGS must hold all of them.
 * The run's global setup checks the first shared browser's command line for any Playwright
 * adds later (featuresDropped, in shared-browsers.ts).
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Playwright's list, and the address bar's popup as a web page. Chromium 156's headless window
 * has an address bar, and its popup is a page of its own (chrome://omnibox-popup.top-chrome/,
 * megabytes of script) loaded in a renderer of its own for every window, before anything is
 * typed; every context a test opens is a new window. That renderer cost 0.5–0.6 s of CPU per
 * context, more than the app's own page: a context with the lobby and a 4×4 Sudoku started took
 * 1.52–1.60 CPU-seconds with it and 0.90–0.93 without (12 each, twice, /proc accounting; see the
 * README's Tests). Both features are needed: either one alone leaves the renderer.
 */
export const FEATURE_ARGS = [
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',')}`,
];

/**
 * The features disabled by an earlier `--disable-features` of `args` (a browser's command line)
 * that the last one, the one Chromium reads, leaves on.
 */
export function featuresDropped(args: readonly string[]): string[] {
  const lists = args
    .filter((a) => a.startsWith('--disable-features='))
    .map((a) => a.slice('--disable-features='.length).split(','));
  const read = new Set(lists.at(-1) ?? []);
  return [...new Set(lists.slice(0, -1).flat())].filter((f) => f !== '' && !read.has(f));
}

/** A browser that draws the game stage: the common flags, WebGL and the features above. */
export const CHROMIUM_ARGS = [...CHROMIUM_COMMON_ARGS, ...WEBGL_ARGS, ...FEATURE_ARGS];

/**
 * What the e2e browsers add to CHROMIUM_ARGS (not the screenshots' or the soaks'): here every
 * frame is drawn on the CPU by SwiftShader, and the suite waits on frames most of its time. The
 * page's own content is rasterized by Skia on the CPU instead of through SwiftShader's GL, and
 * WebGL draws without multisampling (edges unsmoothed; text and the baked tiles are textures,
 * unchanged). Together the shared tier took 327 s instead of 388 s. No test reads the smoothing
 * of an edge; the screenshots in docs/ are taken with it (scripts/screenshots.ts).
 */
export const E2E_SPEED_ARGS = [
  '--disable-gpu-rasterization',
  '--webgl-msaa-sample-count=0',
  // The compositor's frames put together by Skia on the CPU (software compositing) rather than
  // through SwiftShader's GL. WebGL still draws the stage (state().renderer says 'webgl'); its
  // frames are read back to the compositor. What it saves is CPU, not waiting: in a CPU-bound
  // tier the GPU process, which does every frame's compositing, was the largest user (one Sudoku
  // 9×9 won and one Link board cleared at LOW_DPR, by /proc accounting: 19.4 s of CPU → 13–15 s;
  // six files two side by side, back to back twice: 319 and 346 → 287 and 291 CPU-seconds,
  // wall 174 and 188 → 159 and 159 s). One file alone at desktop sizes and DPR 1
  // (sudoku-screen) gains nothing; the suite runs two side by side, mostly at LOW_DPR.
  '--disable-gpu-compositing',
];
