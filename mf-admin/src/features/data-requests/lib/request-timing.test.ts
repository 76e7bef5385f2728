import { describe, expect, it } from 'vitest';
import { formatHoursTaken, isOverdue } from './request-timing.ts';

describe('formatHoursTaken', () => {
  it.each([
    [null, '—'],
    [0.4, '< 1 h'],
    [1, '1 h'],
    [5.6, '6 h'],
    [47.4, '47 h'],
    [48, '2 días'],
    [29.6 * 24, '30 días'],
  ])('%s hours → %s', (hours, shown) => {
    expect(formatHoursTaken(hours)).toBe(shown);
  });
});

describe('isOverdue', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it('is a pending request past its due date', () => {
    expect(isOverdue({ status: 'pending', due_at: '2026-11-25T11:59:00Z' }, now)).toBe(true);
    expect(isOverdue({ status: 'pending', due_at: '2026-11-25T12:01:00Z' }, now)).toBe(false);
  });
  it('is never a finished one, however late it finished', () => {
    expect(isOverdue({ status: 'done', due_at: '2026-10-01T00:00:00Z' }, now)).toBe(false);
    expect(isOverdue({ status: 'ready', due_at: '2026-10-01T00:00:00Z' }, now)).toBe(false);
  });
});
