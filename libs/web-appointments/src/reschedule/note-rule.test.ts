import { describe, expect, it } from 'vitest';
import { noteProblem } from './reschedule-dialog.tsx';

describe("the reschedule note's rule, the route's", () => {
  it('lets up to 500 characters through and names the limit beyond', () => {
    expect(noteProblem('')).toBe(true);
    expect(noteProblem('x'.repeat(500))).toBe(true);
    expect(noteProblem('x'.repeat(501))).toBe('Máximo 500 caracteres');
  });
});
