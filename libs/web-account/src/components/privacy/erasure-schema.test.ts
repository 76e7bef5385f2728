import { describe, expect, it } from 'vitest';
import { erasureBody } from '@emind/contracts';
import { erasureFormSchema, erasureMessages } from './erasure-schema.ts';

const messagesOf = (values: { password: unknown; confirm: boolean }) =>
  erasureFormSchema.safeParse(values).error?.issues.map((issue) => issue.message) ?? [];

describe('erasure form schema', () => {
  it('accepts a password the route accepts, once confirmed', () => {
    expect(erasureBody.safeParse({ password: 'x' }).success).toBe(true);
    expect(messagesOf({ password: 'x', confirm: true })).toEqual([]);
  });

  it('refuses a missing password as the route does, in the same words', () => {
    expect(erasureBody.safeParse({ password: '' }).success).toBe(false);
    expect(messagesOf({ password: '', confirm: true })).toEqual([erasureMessages.passwordRequired]);
    expect(erasureBody.safeParse({}).success).toBe(false);
    expect(messagesOf({ password: undefined, confirm: true })).toHaveLength(1);
  });

  it('asks for the confirmation the route does not take', () => {
    expect(messagesOf({ password: 'x', confirm: false })).toEqual([erasureMessages.confirmRequired]);
  });
});
