// Reads a V8 CPU profile (CDP Profiler) of the built app back to the original sources through the
// build's source maps, so the time of minified chunks can be told apart: Pixi's module evaluation,
// its renderer, the screens' constructors, text rasterisation, GC. Used by trace-start.ts.

import { SourceMap } from 'node:module';

export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

export interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** One original function: where it is and the first line of its source. */
export interface Place {
  key: string;
  /** Coarse group for the "who" table: a package area or an app folder. */
  group: string;
  label: string;
  /** The original source path (node_modules/… or src/…), or '' for native frames. */
  source: string;
  /** The first line of the function's original source, trimmed. */
  text: string;
}

/** One profiler sample: when (µs, trace clock), its weight, and its stack root → leaf. */
export interface Sample {
  at: number;
  ms: number;
  stack: Place[];
}

type MapPayload = ConstructorParameters<typeof SourceMap>[0] & { sourcesContent?: string[] };

/** A coarse owner of a source path: "pixi.js/rendering", "src/app/screens", "fake-indexeddb". */
export function groupOf(source: string): string {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = source.slice(nm + 'node_modules/'.length).split('/');
    if (parts[0] === 'pixi.js') return `pixi.js/${parts[2] ?? ''}`;
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? source);
  }
  const src = source.indexOf('src/');
  if (src >= 0) return source.slice(src).split('/').slice(0, 3).join('/').replace(/\.ts$/, '');
  return source;
}

export class SourceResolver {
  private readonly maps = new Map<string, { map: SourceMap; payload: MapPayload } | null>();

  /** Loads the source map of each script URL (`<url>.map`, as the build emits them). */
  async load(urls: Iterable<string>): Promise<void> {
    for (const url of urls) {
      if (this.maps.has(url) || !url.startsWith('http')) continue;
      try {
        const response = await fetch(`${url}.map`);
        if (!response.ok) throw new Error(String(response.status));
        const payload = (await response.json()) as MapPayload;
        this.maps.set(url, { map: new SourceMap(payload), payload });
      } catch {
        this.maps.set(url, null);
      }
    }
  }

  place(frame: CallFrame): Place {
    const { url, functionName, lineNumber, columnNumber } = frame;
    const file = url.split('/').pop() || url;
    if (!url) {
      const name = functionName || '(anonymous native)';
      const group = name.startsWith('(') ? name : '(native/browser)';
      return { key: name, group, label: name, source: '', text: '' };
    }
    const entry = this.maps.get(url);
    const found = entry?.map.findEntry(lineNumber, columnNumber);
    if (
      !entry ||
      !found ||
      !('originalSource' in found) ||
      typeof found.originalSource !== 'string'
    ) {
      // A chunk's top level (line 1, column 0) is every module's top level: module evaluation.
      if (lineNumber === 0 && columnNumber === 0 && functionName === '') {
        const key = `${file} (module evaluation)`;
        return { key, group: file, label: key, source: file, text: '(module evaluation)' };
      }
      const key = `${file}:${lineNumber + 1}:${columnNumber}`;
      return { key, group: file, label: `${key} ${functionName}`, source: file, text: '' };
    }
    const source = found.originalSource.replace(/^(\.\.\/)+/, '');
    const index = entry.payload.sources.findIndex((s) => s.endsWith(source));
    const text = entry.payload.sourcesContent?.[index]?.split('\n')[found.originalLine]?.trim();
    const where = `${source.replace(/^.*node_modules\//, '')}:${found.originalLine + 1}`;
    // A chunk's top level is every module's top level at once: module evaluation.
    const top = lineNumber === 0 && columnNumber === 0 && functionName === '';
    return {
      key: top ? `${file} (module evaluation)` : where,
      group: groupOf(source),
      label: top ? `${file} (module evaluation)` : `${where} ${(text ?? '').slice(0, 70)}`,
      source: top ? file : source,
      text: top ? '(module evaluation)' : (text ?? ''),
    };
  }
}

/** Every non-idle sample with its resolved stack (root first). */
export function samples(profile: CpuProfile, resolver: SourceResolver): Sample[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const places = new Map(profile.nodes.map((n) => [n.id, resolver.place(n.callFrame)]));
  const out: Sample[] = [];
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    const leaf = byId.get(profile.samples[i] as number);
    if (!leaf || leaf.callFrame.functionName === '(idle)') continue;
    const stack: Place[] = [];
    for (let id: number | undefined = leaf.id; id !== undefined; id = parent.get(id)) {
      const node = byId.get(id) as ProfileNode;
      if (node.callFrame.functionName !== '(root)') stack.unshift(places.get(id) as Place);
    }
    out.push({ at, ms: (profile.timeDeltas[i + 1] ?? 0) / 1000, stack });
  }
  return out;
}

export interface ProfileSummary {
  /** Self time (ms) per group, across the window. */
  selfByGroup: Map<string, number>;
  /** Inclusive time (ms) per original function, counted once per sample. */
  inclusive: Map<string, { label: string; ms: number }>;
  totalMs: number;
}

/** Self and inclusive times of the samples taken in [from, to) (µs, trace clock). */
export function summarise(
  all: readonly Sample[],
  from = Number.NEGATIVE_INFINITY,
  to = Number.POSITIVE_INFINITY,
): ProfileSummary {
  const selfByGroup = new Map<string, number>();
  const inclusive = new Map<string, { label: string; ms: number }>();
  let totalMs = 0;
  for (const { at, ms, stack } of all) {
    if (at < from || at >= to) continue;
    const leaf = stack[stack.length - 1];
    if (!leaf) continue;
    totalMs += ms;
    selfByGroup.set(leaf.group, (selfByGroup.get(leaf.group) ?? 0) + ms);
    const seen = new Set<string>();
    for (const place of stack) {
      if (seen.has(place.key)) continue;
      seen.add(place.key);
      const entry = inclusive.get(place.key) ?? { label: place.label, ms: 0 };
      entry.ms += ms;
      inclusive.set(place.key, entry);
    }
  }
  return { selfByGroup, inclusive, totalMs };
}
