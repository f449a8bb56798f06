// One Lighthouse run made again when Lighthouse itself failed to compute an audit we read. A CI
// run once died on "unused-javascript.details is missing": the audit had errored inside
// Lighthouse (its gatherers read Chromium's trace and coverage), so that run held no figure at
// all. Such a run is replaced, and the replacement is printed; a page that loads badly is never
// retried (its figures are read and judged), and a run that keeps erroring still fails.

import { AuditErrored } from './figures';

export const ATTEMPTS_PER_RUN = 3;

/** Calls `attempt` until it returns, at most `attempts` times while it throws AuditErrored. */
export async function runAgainWhenAuditErrored<T>(
  attempt: () => Promise<T>,
  log: (line: string) => void,
  attempts = ATTEMPTS_PER_RUN,
): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof AuditErrored) || n >= attempts) throw error;
      log(`${error.message}; this run is made again (attempt ${n + 1} of ${attempts})`);
    }
  }
}
