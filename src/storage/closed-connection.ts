// Which IndexedDB errors mean the browser closed our connection under a request (storage.ts
// reconnects and tries again on these, and only these).

/**
 * True for the errors of a connection closed under a request: a transaction asked of a closing
 * connection (InvalidStateError), or one aborted by the close (AbortError, UnknownError). Quota
 * and constraint failures have names of their own and are never retried.
 */
export function isClosedError(error: unknown): boolean {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  return name === 'InvalidStateError' || name === 'AbortError' || name === 'UnknownError';
}
