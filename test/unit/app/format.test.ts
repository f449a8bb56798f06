import { describe, expect, it } from 'vitest';
import { formatDuration } from '../../../src/play/format';

describe('formatDuration', () => {
  it('shows minutes and seconds, hours only when needed, and rounds down', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(999)).toBe('0:00');
    expect(formatDuration(65_000)).toBe('1:05');
    expect(formatDuration(3_725_000)).toBe('1:02:05');
    expect(formatDuration(-5)).toBe('0:00');
  });
});
