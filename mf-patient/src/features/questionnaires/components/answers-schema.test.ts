import { describe, expect, it } from 'vitest';
import { submitResponseBody } from '@emind/contracts';
import { answersSchema, UNANSWERED } from './answers-schema';

const routeAccepts = (answers: unknown[]) => submitResponseBody.safeParse({ assignment: 1, answers }).success;

describe('answers form schema', () => {
  it('accepts the answers the route accepts', () => {
    const answers = [0, 1, 2, 3, 0, 1, 2, 3, 0];
    expect(routeAccepts(answers)).toBe(true);
    expect(answersSchema.safeParse({ answers }).data).toEqual({ answers });
  });

  it('refuses an unanswered item, which the route refuses too, asking for it', () => {
    expect(routeAccepts([0, null, 2])).toBe(false);
    expect(answersSchema.safeParse({ answers: [0, null, 2] }).error?.issues).toMatchObject([{ path: ['answers', 1], message: UNANSWERED }]);
  });

  it("refuses more answers than the route's cap", () => {
    const answers = Array.from({ length: 51 }, () => 0);
    expect(routeAccepts(answers)).toBe(false);
    expect(answersSchema.safeParse({ answers }).success).toBe(false);
    expect(answersSchema.safeParse({ answers: answers.slice(1) }).success).toBe(true);
  });
});
