// Issue #22, item 7: a backup goes through the share sheet where files can be shared; a closed
// sheet is not an error, and a sheet that needs a fresh tap asks for one.
import { describe, expect, it } from 'vitest';
import { handOverFile } from '../../../src/app/saving/backup-file-out';

const file = new File(['{"app":"gridwise"}'], 'gridwise-backup-2026-11-26.json', {
  type: 'application/json',
});

function sharer(fail: string | null) {
  const shared: ShareData[] = [];
  return {
    shared,
    nav: {
      canShare: (data?: ShareData) => (data?.files?.length ?? 0) > 0,
      share: async (data?: ShareData) => {
        if (fail) throw new DOMException('no', fail);
        if (data) shared.push(data);
      },
    },
  };
}

describe('handing a backup file over', () => {
  it('shares the file with its title where files can be shared', async () => {
    const s = sharer(null);
    expect(await handOverFile(file, 'Gridwise backup', s.nav)).toEqual({ kind: 'shared' });
    expect(s.shared[0]?.files?.[0]?.name).toBe(file.name);
    expect(s.shared[0]?.title).toBe('Gridwise backup');
  });

  it('takes a closed sheet as the player’s choice, not an error', async () => {
    expect(await handOverFile(file, 't', sharer('AbortError').nav)).toEqual({ kind: 'cancelled' });
  });

  it('asks for a fresh tap when the sheet needs one', async () => {
    const outcome = await handOverFile(file, 't', sharer('NotAllowedError').nav);
    expect(outcome.kind).toBe('needs-tap');
  });
});
