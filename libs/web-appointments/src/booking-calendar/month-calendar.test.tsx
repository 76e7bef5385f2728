import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '@emind/web-ui';
import { MonthCalendar } from './month-calendar.tsx';
import { SlotGrid } from './slot-grid.tsx';

afterEach(cleanup);

const free = (date: string) => ({ date, day_name: '', day_of_week: 'monday' as const, slots: [{ start_time: '09:00', end_time: '10:00' }] });
const DAYS = [free('2099-06-02'), free('2099-06-04'), free('2099-06-11')];

function Calendar({ focusOnOpen = false }: { focusOnOpen?: boolean }) {
  const [selected, setSelected] = useState<string | null>('2099-06-02');
  return (
    <UiProvider>
      <button type="button">antes</button>
      <MonthCalendar month="2099-06" currentMonth="2099-06" today="2099-06-01" days={DAYS} selected={selected} onMonthChange={() => undefined} onSelect={setSelected} focusOnOpen={focusOnOpen} />
    </UiProvider>
  );
}

const day = (label: RegExp) => screen.getByRole('button', { name: label });

describe('the booking calendar with the keyboard alone', () => {
  it('is one tab stop, moves between free days with the arrows and chooses with Enter or Space', async () => {
    render(<Calendar />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'antes' }));
    await user.tab(); // 'Mes anterior' and 'Mes siguiente' are disabled: no other month has free days
    expect(document.activeElement).toBe(day(/^2 de junio/));

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(day(/^4 de junio/)); // the 3rd is not free
    expect(day(/^2 de junio/).getAttribute('aria-pressed')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(day(/^11 de junio/));
    await user.keyboard('{Enter}');
    expect(day(/^11 de junio/).getAttribute('aria-pressed')).toBe('true');

    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(day(/^2 de junio/));
    await user.keyboard(' ');
    expect(day(/^2 de junio/).getAttribute('aria-pressed')).toBe('true');
    expect([day(/^2 de junio/), day(/^4 de junio/), day(/^11 de junio/)].map((button) => button.tabIndex)).toEqual([0, -1, -1]);
  });

  it('takes the focus on the chosen day when drawn, when asked to (the booking modal), and only then', () => {
    render(<Calendar focusOnOpen />);
    expect(document.activeElement).toBe(day(/^2 de junio/));
    expect(day(/^2 de junio/).hasAttribute('data-autofocus')).toBe(true);
    cleanup();
    render(<Calendar />);
    expect(document.activeElement).toBe(document.body);
    expect(day(/^2 de junio/).hasAttribute('data-autofocus')).toBe(false);
  });
});

describe('the slot grid', () => {
  it('shows the chosen slot pressed and ticked; the others not (the fill is checked in the browser, e2e)', async () => {
    const slots = [{ start_time: '09:00', end_time: '10:00' }, { start_time: '10:00', end_time: '11:00' }];
    function Slots() {
      const [selected, setSelected] = useState<(typeof slots)[number] | null>(null);
      return <UiProvider><SlotGrid slots={slots} selected={selected} onSelect={setSelected} /></UiProvider>;
    }
    render(<Slots />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '10:00 – 11:00' }));
    const [first, second] = [screen.getByRole('button', { name: '09:00 – 10:00' }), screen.getByRole('button', { name: '10:00 – 11:00' })];
    expect([first.getAttribute('aria-pressed'), second.getAttribute('aria-pressed')]).toEqual(['false', 'true']);
    expect(second.textContent).toBe('10:00 – 11:00✓');
    expect(first.textContent).toBe('09:00 – 10:00');
  });
});
