// Share result's way out: the share sheet where there is one, else the clipboard, and a failure
// reported as one (the results card then says so in the player's language).

import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendResultText } from '../../../src/app/puzzles/result-sending';

function stubNavigator(nav: {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: { writeText: (text: string) => Promise<void> };
}): void {
  vi.stubGlobal('navigator', nav);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendResultText', () => {
  it('uses the share sheet when there is one', async () => {
    const shared: ShareData[] = [];
    const written: string[] = [];
    stubNavigator({
      share: async (data) => {
        shared.push(data);
      },
      clipboard: { writeText: async (t) => void written.push(t) },
    });
    expect(await sendResultText('hello')).toBe('shared');
    expect(shared).toEqual([{ text: 'hello' }]);
    expect(written).toEqual([]);
  });

  it('says nothing when the player closes the sheet', async () => {
    stubNavigator({
      share: () => Promise.reject(new DOMException('closed', 'AbortError')),
      clipboard: { writeText: () => Promise.reject(new Error('not used')) },
    });
    expect(await sendResultText('hello')).toBe('cancelled');
  });

  it('falls back to the clipboard without a sheet, or when the sheet refuses', async () => {
    const written: string[] = [];
    stubNavigator({ clipboard: { writeText: async (t) => void written.push(t) } });
    expect(await sendResultText('one')).toBe('copied');
    stubNavigator({
      share: () => Promise.reject(new DOMException('no', 'NotAllowedError')),
      clipboard: { writeText: async (t) => void written.push(t) },
    });
    expect(await sendResultText('two')).toBe('copied');
    expect(written).toEqual(['one', 'two']);
  });

  it('reports a failure when neither works', async () => {
    stubNavigator({ clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    expect(await sendResultText('x')).toBe('failed');
    stubNavigator({});
    expect(await sendResultText('x')).toBe('failed');
  });
});
