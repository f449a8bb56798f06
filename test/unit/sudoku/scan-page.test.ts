// @vitest-environment happy-dom
// The scan's page (scan/screen/scan-page.ts) in a DOM: its phases as state().scan reports them,
// the pad fixing a cell, Play only for one solution and handing the grid to the shell's entry,
// and a failed reading with its words and a retry. The reader is stood in for here (the real
// one runs in a worker: test/e2e/scan.e2e.ts drives that); what is under test is the page.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScanReading } from '../../../src/games/sudoku/scan/read/scan-api';

const readings: ScanReading[] = [];
vi.mock('../../../src/games/sudoku/scan/read/scan-api', () => ({
  readPhoto: vi.fn(async () => readings.shift()),
}));

const { ScanPage } = await import('../../../src/games/sudoku/scan/screen/scan-page');

// Photo 1's truth (a grid with one solution); cell 3 holds the 7.
const TRUTH = '...7...8..9...31....68.5.7..2.6...49...2...5...8.4...7...9...3.37......61.5..4...';

function reading(grid: string | null, unsure: number[] = [], message = ''): ScanReading {
  return {
    status: grid === null ? 'failed' : 'read',
    grid,
    unsure,
    confidence: [],
    message,
    warped: grid === null ? null : { size: 4, pixels: new Uint8ClampedArray(16).fill(200) },
    ms: 1,
    corners: null,
  };
}

let page: InstanceType<typeof ScanPage>;
const opened: string[] = [];
let backs = 0;

const byId = (id: string) => page.element.querySelector(`[data-id="${id}"]`) as HTMLButtonElement;

async function choosePhoto(): Promise<void> {
  const input = page.element.querySelector('input.gw-scan-file') as HTMLInputElement;
  Object.defineProperty(input, 'files', {
    configurable: true,
    value: [new Blob(['jpeg'], { type: 'image/jpeg' })],
  });
  input.dispatchEvent(new Event('change'));
  expect(page.report()?.status).toBe('reading');
  await vi.waitFor(() => expect(page.report()?.status).not.toBe('reading'));
}

beforeEach(() => {
  opened.length = 0;
  backs = 0;
  page = new ScanPage({ back: () => backs++, open: (text) => opened.push(text) });
  document.body.append(page.element);
  page.element.hidden = false;
  page.open();
});

afterEach(() => page.destroy());

describe('the scan page', () => {
  it('reports nothing before a photo, then the reading, then the check', async () => {
    expect(page.report()).toBeNull();
    expect(byId('btn:scan-pick').textContent).toBe('Choose a photo');
    readings.push(reading(`${TRUTH.slice(0, 3)}1${TRUTH.slice(4)}`, [3, 40]));
    await choosePhoto();
    const read = page.report();
    expect(read).toMatchObject({ status: 'read', unsure: [3, 40] });
    expect(read?.grid?.[3]).toBe('1');
    expect(byId('btn:scan-play').disabled).toBe(true);
    expect(byId('cell:0:3').classList.contains('gw-scan-unsure')).toBe(true);
  });

  it('fixes a cell with the pad; Play opens the grid through the shell once it has one solution', async () => {
    readings.push(reading(`${TRUTH.slice(0, 3)}1${TRUTH.slice(4)}`, [3, 40]));
    await choosePhoto();
    byId('btn:scan-play').click();
    expect(opened).toEqual([]);
    // No cell selected: the pad does nothing.
    expect(byId('pad:7').disabled).toBe(true);
    byId('cell:0:3').click();
    byId('pad:7').click();
    expect(page.report()).toMatchObject({ grid: TRUTH, unsure: [40] });
    expect(page.report()?.message).toMatch(/One solution/);
    expect(byId('btn:scan-play').disabled).toBe(false);
    byId('btn:scan-play').click();
    expect(opened).toEqual([TRUTH]);
    // Erase works the same way; a digit its row already has is a clash, said at once.
    byId('pad:erase').click();
    expect(page.report()?.grid?.[3]).toBe('.');
    byId('pad:8').click();
    expect(page.report()?.message).toMatch(/repeated/);
    expect(byId('btn:scan-play').disabled).toBe(true);
  });

  it('"Another photo" from the check opens the picker, over the pick screen', async () => {
    readings.push(reading(TRUTH));
    await choosePhoto();
    const input = page.element.querySelector('input.gw-scan-file') as HTMLInputElement;
    const picked = vi.spyOn(input, 'click').mockImplementation(() => {});
    byId('btn:scan-retry').click();
    expect(picked).toHaveBeenCalledTimes(1);
    expect(page.report()).toBeNull();
    expect(byId('btn:scan-pick').closest('[hidden]')).toBeNull();
  });

  it('says what a clash is and which cells', async () => {
    readings.push(reading(`7${TRUTH.slice(1)}`));
    await choosePhoto();
    expect(page.report()?.message).toMatch(/repeated/);
    expect(byId('cell:0:0').classList.contains('gw-scan-clash')).toBe(true);
    expect(byId('cell:0:3').classList.contains('gw-scan-clash')).toBe(true);
  });

  it('a failed reading shows the reader’s words and a retry; Back goes back', async () => {
    readings.push(reading(null, [], 'scan.noGrid'));
    await choosePhoto();
    expect(page.report()).toEqual({
      status: 'failed',
      grid: null,
      unsure: [],
      message: expect.stringMatching(/No Sudoku grid was found/),
    });
    expect(byId('btn:scan-retry')).not.toBeNull();
    expect(byId('btn:scan-pick')).toBeNull();
    readings.push(reading(null, [], 'scan.somethingNew'));
    await choosePhoto();
    expect(page.report()?.message).toMatch(/could not be read/);
    byId('btn:scan-back').click();
    expect(backs).toBe(1);
  });
});
