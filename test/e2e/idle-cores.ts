// How many cores other work leaves idle right now: /proc/stat's idle time over a short sample
// (the load average would still count the unit tests and the build npm test ran a moment ago).
// Where /proc/stat is missing (not Linux), every core counts as idle. Time spent by niced
// processes (a background training run at nice 19) counts as idle too: they give way to the tests.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** [free, total] jiffies of all cores together: free is idle, I/O wait and niced work. */
function cpuTimes(): [number, number] {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const fields = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = (fields[1] ?? 0) + (fields[3] ?? 0) + (fields[4] ?? 0);
  return [idle, fields.reduce((sum, x) => sum + x, 0)];
}

/** Idle cores over `ms` (a blocking sample: the config is read once, before any test). */
export function idleCores(ms = 1000): number {
  if (!existsSync('/proc/stat')) return availableParallelism();
  const [idle0, total0] = cpuTimes();
  execFileSync('sleep', [String(ms / 1000)]);
  const [idle1, total1] = cpuTimes();
  const total = total1 - total0;
  return total > 0 ? ((idle1 - idle0) / total) * availableParallelism() : availableParallelism();
}
