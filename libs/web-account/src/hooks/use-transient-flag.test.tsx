import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useTransientFlag } from './use-transient-flag.ts';

afterEach(() => vi.useRealTimers());

describe('useTransientFlag', () => {
  it('stays on for the given time after each raise', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useTransientFlag(3000));
    act(() => result.current[1]());
    expect(result.current[0]).toBe(true);
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current[0]).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBe(false);
  });
});
