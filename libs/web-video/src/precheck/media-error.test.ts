import { describe, expect, it } from 'vitest';
import { mediaProblemOf } from './media-error.ts';

describe('mediaProblemOf', () => {
  it.each([
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'no_device'],
    ['OverconstrainedError', 'no_device'],
    ['NotReadableError', 'in_use'],
    ['TypeError', 'unsupported'],
    ['SomethingElse', 'unknown'],
  ] as const)('reads %s as %s', (name, problem) => {
    expect(mediaProblemOf(new DOMException('x', name))).toBe(problem);
  });

  it('reads a thrown non-error as unknown', () => {
    expect(mediaProblemOf('boom')).toBe('unknown');
  });
});
