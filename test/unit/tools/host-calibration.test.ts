import { describe, expect, it } from 'vitest';
import {
  calibrate,
  describeCalibration,
  REFERENCE_FLOOR_MS,
} from '../../../scripts/perf/host-calibration';

describe('calibrate', () => {
  it("keeps Lighthouse's 4× on a host as fast as the reference, or faster", () => {
    expect(calibrate(REFERENCE_FLOOR_MS).slowdown).toBe(4);
    expect(calibrate(REFERENCE_FLOOR_MS / 2).slowdown).toBe(4);
    expect(describeCalibration(calibrate(100))).toMatch(/as fast or faster.*at 4×/);
  });

  it('divides the slowdown by how much slower the host measured', () => {
    const c = calibrate(REFERENCE_FLOOR_MS * 2.5);
    expect(c.hostFactor).toBeCloseTo(2.5);
    expect(c.slowdown).toBe(1.6);
    expect(describeCalibration(c)).toContain('4 ÷ 2.50 = 1.6× CPU slowdown');
  });

  it('never goes under 1×, and says the figures are then too high', () => {
    const c = calibrate(REFERENCE_FLOOR_MS * 6);
    expect(c.slowdown).toBe(1);
    expect(describeCalibration(c)).toMatch(/slower than the phone the budget is for/);
  });

  it('refuses a floor that is not a positive time', () => {
    expect(() => calibrate(0)).toThrowError(/positive time, not 0/);
    expect(() => calibrate(Number.NaN)).toThrowError(/positive time/);
  });
});
