import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors.ts';

describe('isDatabaseUnavailable', () => {
  it('recognises a database restarting or out of reach', () => {
    expect(isDatabaseUnavailable({ code: '57P01', message: 'terminating connection due to administrator command' })).toBe(true);
    expect(isDatabaseUnavailable({ code: '08006', message: 'connection failure' })).toBe(true);
    expect(isDatabaseUnavailable({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' })).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('leaves our own faults and bad input alone', () => {
    expect(isDatabaseUnavailable({ code: '42P01', message: 'relation "x" does not exist' })).toBe(false);
    expect(isDatabaseUnavailable({ code: '22003', message: 'numeric field overflow' })).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
