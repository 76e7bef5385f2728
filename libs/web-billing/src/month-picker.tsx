import { chileToday } from '@emind/domain';
import { Button, Field, HStack, Input } from '@emind/web-ui';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** 'yyyy-MM' shifted by `months`. */
export function shiftMonthKey(month: string, months: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A 'yyyy-MM' asked for (e.g. in the address), else the current month in Chile. */
export function monthOrCurrent(asked: string | null): string {
  return asked && MONTH.test(asked) ? asked : chileToday(new Date()).slice(0, 7);
}

/** 'Mes': the month input with the previous and next months beside it. */
export function MonthPicker({ month, onChange }: { month: string; onChange: (month: string) => void }) {
  return (
    <HStack gap="2" align="flex-end" wrap="wrap">
      <Button variant="outline" size="sm" onClick={() => onChange(shiftMonthKey(month, -1))}>Mes anterior</Button>
      <Field.Root width="auto">
        <Field.Label>Mes</Field.Label>
        <Input type="month" size="sm" value={month} onChange={(event) => { if (MONTH.test(event.target.value)) onChange(event.target.value); }} />
      </Field.Root>
      <Button variant="outline" size="sm" onClick={() => onChange(shiftMonthKey(month, 1))}>Mes siguiente</Button>
    </HStack>
  );
}
