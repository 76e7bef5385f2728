import { describe, expect, it } from 'vitest';
import { currentDueAt } from './schedule.ts';

const at = (iso: string) => new Date(iso);
const assigned = at('2026-11-01T12:00:00Z');

describe('currentDueAt', () => {
  it('once: due from the assignment on', () => {
    expect(currentDueAt('once', assigned, at('2026-11-01T11:59:59Z'), [])).toBeNull();
    expect(currentDueAt('once', assigned, at('2026-12-20T00:00:00Z'), [])).toEqual(assigned);
  });

  it('every 2 and 4 weeks: the start of the current period', () => {
    expect(currentDueAt('every_2_weeks', assigned, at('2026-11-15T11:59:59Z'), [])).toEqual(assigned);
    expect(currentDueAt('every_2_weeks', assigned, at('2026-11-15T12:00:00Z'), [])).toEqual(at('2026-11-15T12:00:00Z'));
    expect(currentDueAt('every_4_weeks', assigned, at('2026-11-28T12:00:00Z'), [])).toEqual(assigned);
    expect(currentDueAt('every_4_weeks', assigned, at('2026-11-29T12:00:00Z'), [])).toEqual(at('2026-11-29T12:00:00Z'));
  });

  it('before each session: 24 hours before the latest session, only sessions after the assignment', () => {
    const earlier = at('2026-10-30T15:00:00Z');
    const next = at('2026-11-05T15:00:00Z');
    const later = at('2026-11-12T15:00:00Z');
    expect(currentDueAt('before_each_session', assigned, at('2026-11-04T14:59:59Z'), [earlier, next, later])).toBeNull();
    expect(currentDueAt('before_each_session', assigned, at('2026-11-04T15:00:00Z'), [earlier, next, later])).toEqual(at('2026-11-04T15:00:00Z'));
    expect(currentDueAt('before_each_session', assigned, at('2026-11-11T16:00:00Z'), [later, next])).toEqual(at('2026-11-11T15:00:00Z'));
  });
});
