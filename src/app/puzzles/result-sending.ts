// results: Share result's way out. The system share sheet where the browser has one
// (a phone), else the clipboard; a sheet the player closes is not a failure.

import type { ShareOutcome } from '../../play/game-api';

export async function sendResultText(text: string): Promise<ShareOutcome> {
  const nav = navigator as Navigator & { share?: (data: ShareData) => Promise<void> };
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ text });
      return 'shared';
    } catch (e) {
      // Closed without sharing: nothing to say. Any other refusal falls back to the clipboard.
      if (e instanceof DOMException && e.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}
