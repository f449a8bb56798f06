// The figures of issue #13 read out of one Lighthouse report (LHR JSON), and their medians over
// several runs. The report is read defensively: a missing audit is an error that names it, never
// a silent zero that would pass a budget.

export interface LongTask {
  ms: number;
  /** The script the task is attributed to (a file name, or "Unattributable"). */
  script: string;
}

export interface Figures {
  performance: number;
  tbtMs: number;
  ttiMs: number;
  /** Lighthouse's Speed Index: how soon the screen looks finished (the score's thinnest margin once). */
  speedIndexMs: number;
  mainThreadMs: number;
  /** The three longest main-thread tasks, longest first (simulated at the CPU slowdown). */
  longTasks: LongTask[];
  /** Bytes of JavaScript transferred during the load (compressed, as sent). */
  jsStartBytes: number;
  /** Bytes of that JavaScript not executed during the load (Lighthouse's estimate). */
  unusedJsBytes: number;
  seo: number;
  accessibility: number;
  bestPractices: number;
  pwa: number;
  installabilityErrors: string[];
  /** What the run was throttled with, so a table never loses its conditions. */
  conditions: string;
}

function field(value: unknown, key: string, where: string): unknown {
  if (typeof value !== 'object' || value === null || !(key in value)) {
    throw new Error(`Lighthouse report: ${where}.${key} is missing`);
  }
  return (value as Record<string, unknown>)[key];
}

function numberAt(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new Error(`Lighthouse report: ${where} is not a number (${String(value)})`);
  }
  return value;
}

function arrayAt(value: unknown, where: string): unknown[] {
  if (!Array.isArray(value)) throw new Error(`Lighthouse report: ${where} is not a list`);
  return value;
}

/**
 * An audit Lighthouse itself failed to compute (its `scoreDisplayMode` is "error"): the run
 * measured nothing for it, which is not the page's doing, so the run is made again
 * (run-again.ts) rather than read as a figure or as a failed budget.
 */
export class AuditErrored extends Error {
  constructor(
    readonly audit: string,
    readonly reason: string,
  ) {
    super(`Lighthouse could not compute the audit ${audit}: ${reason}`);
    this.name = 'AuditErrored';
  }
}

function audit(report: unknown, id: string): unknown {
  const found = field(field(report, 'audits', 'report'), id, 'audits');
  const mode = (found as { scoreDisplayMode?: unknown }).scoreDisplayMode;
  if (mode === 'error') {
    const message = (found as { errorMessage?: unknown }).errorMessage;
    throw new AuditErrored(id, typeof message === 'string' ? message : 'no reason given');
  }
  return found;
}

function auditNumber(report: unknown, id: string): number {
  return numberAt(field(audit(report, id), 'numericValue', id), `${id}.numericValue`);
}

function auditItems(report: unknown, id: string): unknown[] {
  const details = field(audit(report, id), 'details', id);
  return arrayAt(field(details, 'items', `${id}.details`), `${id}.details.items`);
}

function categoryScore(report: unknown, id: string): number {
  const category = field(field(report, 'categories', 'report'), id, 'categories');
  return numberAt(field(category, 'score', id), `categories.${id}.score`);
}

function fileName(url: string): string {
  return url.startsWith('http') ? (new URL(url).pathname.split('/').pop() ?? url) : url;
}

export function readFigures(report: unknown): Figures {
  const runtimeError = (report as { runtimeError?: { message?: string } }).runtimeError;
  if (runtimeError) throw new Error(`Lighthouse could not load the page: ${runtimeError.message}`);
  const longTasks = auditItems(report, 'long-tasks')
    .map((item, i) => ({
      ms: numberAt(field(item, 'duration', `long-tasks[${i}]`), `long-tasks[${i}].duration`),
      script: fileName(String(field(item, 'url', `long-tasks[${i}]`))),
    }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3);
  const jsStartBytes = auditItems(report, 'network-requests')
    .filter((item) => field(item, 'resourceType', 'network-requests[]') === 'Script')
    .reduce(
      (sum: number, item) =>
        sum + numberAt(field(item, 'transferSize', 'network-requests[]'), 'transferSize'),
      0,
    );
  const unusedJsBytes = auditItems(report, 'unused-javascript').reduce(
    (sum: number, item) =>
      sum + numberAt(field(item, 'wastedBytes', 'unused-javascript[]'), 'wastedBytes'),
    0,
  );
  const installabilityErrors = auditItems(report, 'installable-manifest').map((item) =>
    String(field(item, 'reason', 'installable-manifest[]')),
  );
  const settings = field(report, 'configSettings', 'report');
  const throttling = field(settings, 'throttling', 'configSettings');
  const cpu = numberAt(field(throttling, 'cpuSlowdownMultiplier', 'throttling'), 'cpu');
  const rtt = numberAt(field(throttling, 'rttMs', 'throttling'), 'rttMs');
  const kbps = numberAt(field(throttling, 'throughputKbps', 'throttling'), 'throughputKbps');
  const conditions =
    `${String(field(settings, 'formFactor', 'configSettings'))}, ` +
    `${String(field(settings, 'throttlingMethod', 'configSettings'))} throttling, ` +
    `${cpu}× CPU slowdown, ${rtt} ms RTT, ${(kbps / 1024).toFixed(1)} Mbit/s; ` +
    `Lighthouse ${String(field(report, 'lighthouseVersion', 'report'))}`;
  return {
    performance: categoryScore(report, 'performance'),
    tbtMs: auditNumber(report, 'total-blocking-time'),
    ttiMs: auditNumber(report, 'interactive'),
    speedIndexMs: auditNumber(report, 'speed-index'),
    mainThreadMs: auditNumber(report, 'mainthread-work-breakdown'),
    longTasks,
    jsStartBytes,
    unusedJsBytes,
    seo: categoryScore(report, 'seo'),
    accessibility: categoryScore(report, 'accessibility'),
    bestPractices: categoryScore(report, 'best-practices'),
    pwa: categoryScore(report, 'pwa'),
    installabilityErrors,
    conditions,
  };
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** The index of the run whose TBT is the median one (the figure that moves the score most). */
export function medianRunIndex(runs: readonly Figures[]): number {
  const order = runs.map((f, i) => ({ i, key: f.tbtMs })).sort((a, b) => a.key - b.key);
  return (order[Math.floor((order.length - 1) / 2)] as { i: number }).i;
}
