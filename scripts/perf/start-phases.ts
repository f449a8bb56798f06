// Sorts the CPU samples of a cold start into the parts issue #13 asks about (Pixi's module
// evaluation, the renderer's WebGL set-up, building the screens, the first frame's text, shaders
// and textures, storage, the worker, the accessible layer…). Each sample goes to the first rule
// that matches its stack, so the parts add up to the profiled total without double counting.

import type { Place, Sample } from './cpu-profile';

const has = (stack: Place[], test: (p: Place) => boolean) => stack.some(test);
const from = (re: RegExp) => (p: Place) => re.test(p.source);
const fn = (source: RegExp, text: RegExp) => (p: Place) =>
  source.test(p.source) && text.test(p.text);

const inFrame = fn(/src\/ui\/render-loop\.ts$/, /frame = \(\)/);
const inShellCtor = fn(/src\/app\/app-shell\.ts$/, /^constructor\(/);
const inShellInit = fn(/src\/app\/app-shell\.ts$/, /^async init\(/);
const text = from(/pixi\.js\/lib\/scene\/text/);
const evaluating = (chunk: RegExp) => (p: Place) =>
  chunk.test(p.source) && p.text === '(module evaluation)';
/** Pixi's renderer set-up: Application.init, autoDetectRenderer, the GL systems' init. */
const RENDERER_SETUP =
  /pixi\.js\/lib\/(app\/Application|rendering\/renderers\/(shared\/system|gl|autoDetect)|utils\/browser)/;

interface Rule {
  part: string;
  match: (stack: Place[]) => boolean;
}

const RULES: Rule[] = [
  { part: 'Garbage collection', match: (s) => s[s.length - 1]?.key === '(garbage collector)' },
  {
    part: 'Pixi module evaluation: canvas blend-mode probe (getImageData)',
    match: (s) => has(s, evaluating(/^pixi-/)) && has(s, from(/canUseNewCanvasBlendModes/)),
  },
  { part: 'Pixi module evaluation: the rest', match: (s) => has(s, evaluating(/^pixi-/)) },
  {
    part: 'App module evaluation (index chunk top level)',
    match: (s) => has(s, evaluating(/^index-/)),
  },
  {
    part: 'Accessible layer sync (DOM mirror)',
    match: (s) => has(s, from(/src\/ui\/a11y\//)) || has(s, fn(/app-shell/, /syncAccessibleLayer/)),
  },
  {
    part: 'First frame: text (rasterise on a 2D canvas + upload)',
    match: (s) => has(s, inFrame) && has(s, text),
  },
  {
    part: 'First frame: shader compile + link',
    match: (s) => has(s, inFrame) && has(s, from(/gl\/shader\//)),
  },
  {
    part: 'First frame: texture upload',
    match: (s) => has(s, inFrame) && has(s, from(/gl\/texture\//)),
  },
  {
    part: 'First frame: graphics tessellation',
    match: (s) => has(s, inFrame) && has(s, from(/scene\/graphics\//)),
  },
  { part: 'First frame: other rendering', match: (s) => has(s, inFrame) },
  {
    part: 'Application.init: WebGL context, renderer systems',
    match: (s) => has(s, from(RENDERER_SETUP)) && !has(s, inShellCtor),
  },
  {
    part: 'AppShell constructor: text measuring (layout of every screen)',
    match: (s) => has(s, inShellCtor) && has(s, text),
  },
  {
    part: 'AppShell constructor: building screens, views, buttons',
    match: (s) => has(s, inShellCtor),
  },
  {
    part: 'Puzzle pool: storing what the worker made (empty on a first visit)',
    match: (s) => has(s, fn(/src\/app\/puzzle-pool/, /fill\(/)),
  },
  { part: 'Puzzle pool: load', match: (s) => has(s, from(/src\/app\/puzzle-pool/)) },
  {
    part: 'Storage: open, settings, saved games (idb)',
    match: (s) => has(s, from(/(node_modules\/idb|src\/storage)\//)),
  },
  { part: 'Generator worker start', match: (s) => has(s, from(/src\/app\/generator-client/)) },
  {
    part: 'Service worker registration (workbox-window)',
    match: (s) => has(s, from(/(workbox-window|src\/app\/updates)/)),
  },
  { part: 'AppShell.init: the rest', match: (s) => has(s, inShellInit) },
  { part: 'Other Pixi', match: (s) => has(s, from(/pixi\.js/)) },
  { part: 'Other app code', match: (s) => has(s, from(/src\//)) },
  {
    part: 'Browser work outside JS ("(program)": parse, style, layout, commit)',
    match: (s) => s[s.length - 1]?.key === '(program)',
  },
];

const OTHER = 'Other (browser natives, test harness)';

/** The part a sample's stack (root first) belongs to: the first rule that matches. */
export function partOf(stack: Place[]): string {
  return RULES.find((r) => r.match(stack))?.part ?? OTHER;
}

/** Milliseconds per part, in the order of RULES (parts with no samples left out), plus "other". */
export function startPhases(all: readonly Sample[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const { ms, stack } of all) {
    const part = partOf(stack);
    out.set(part, (out.get(part) ?? 0) + ms);
  }
  const order = [...RULES.map((r) => r.part), OTHER];
  return new Map(order.filter((p) => out.has(p)).map((p) => [p, out.get(p) as number]));
}
