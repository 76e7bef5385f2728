// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHILE_TIME_ZONE } from '@emind/domain';
import { intlWarmSteps, warmIntlBetweenTasks } from './theme-intl.ts';

afterEach(() => vi.restoreAllMocks());

describe('warming ICU before an area formats its first date', () => {
  it('runs each step in a task of its own', async () => {
    const events: string[] = [];
    const steps = intlWarmSteps.map((_, index) => () => events.push(`step ${index}`));
    await warmIntlBetweenTasks(steps, async () => void events.push('next task'));
    expect(events).toEqual(intlWarmSteps.flatMap((_, index) => ['next task', `step ${index}`]));
  });

  it("formats in domain's zone, the one the areas format in", async () => {
    const zones: (string | undefined)[] = [];
    const dateTimeFormat = Intl.DateTimeFormat;
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (this: unknown, ...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      zones.push(args[1]?.timeZone);
      return new dateTimeFormat(...args);
    });
    await warmIntlBetweenTasks(intlWarmSteps, async () => undefined);
    expect(zones.length).toBeGreaterThan(0);
    expect(new Set(zones)).toEqual(new Set([CHILE_TIME_ZONE]));
  });
});
