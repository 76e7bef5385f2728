import { formatTime24h, weekdayLabels } from '@emind/domain';
import { Box, Button, HStack, NativeSelect, Stack, Switch, Text } from '@emind/web-ui';
import type { TimeBlock, Weekday } from '@emind/domain';
import { NEW_BLOCK, timeOptions, type DayState } from '../lib/schedule-model.ts';

function TimeSelect({ label, value, onChange, disabled }: { label: string; value: string; onChange: (v: string) => void; disabled: boolean }) {
  return (
    <NativeSelect.Root size="sm" w="36" disabled={disabled}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
        {timeOptions.map((t) => <option key={t} value={t}>{formatTime24h(t)}</option>)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

interface DayEditorProps {
  day: Weekday;
  state: DayState;
  onChange: (next: DayState) => void;
}

/** One weekday: the toggle, its blocks, 'Agregar bloque'; a day's only block cannot be removed. */
export function DayEditor({ day, state, onChange }: DayEditorProps) {
  const label = weekdayLabels[day];
  const setBlock = (index: number, patch: Partial<TimeBlock>) =>
    onChange({ ...state, timeBlocks: state.timeBlocks.map((b, i) => (i === index ? { ...b, ...patch } : b)) });
  return (
    <Box borderWidth="1px" borderRadius="md" p={4} data-testid={`day-${day}`}>
      <Stack gap={3}>
        <Switch.Root checked={state.enabled} onCheckedChange={(e) => onChange({ ...state, enabled: e.checked })} colorPalette="brand">
          <Switch.HiddenInput aria-label={label} />
          <Switch.Control><Switch.Thumb /></Switch.Control>
          <Switch.Label fontWeight="semibold">{label}</Switch.Label>
        </Switch.Root>
        {state.enabled ? (
          <>
            {state.timeBlocks.map((block, index) => (
              <HStack key={index} gap={2} wrap="wrap">
                <TimeSelect label={`${label} bloque ${index + 1} inicio`} value={block.startTime} onChange={(v) => setBlock(index, { startTime: v })} disabled={false} />
                <Text>a</Text>
                <TimeSelect label={`${label} bloque ${index + 1} fin`} value={block.endTime} onChange={(v) => setBlock(index, { endTime: v })} disabled={false} />
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`Eliminar bloque ${index + 1} de ${label}`}
                  disabled={state.timeBlocks.length === 1}
                  onClick={() => onChange({ ...state, timeBlocks: state.timeBlocks.filter((_, i) => i !== index) })}
                >
                  Eliminar
                </Button>
              </HStack>
            ))}
            <Button
              alignSelf="flex-start"
              size="xs"
              variant="outline"
              aria-label={`Agregar bloque a ${label}`}
              onClick={() => onChange({ ...state, timeBlocks: [...state.timeBlocks, { ...NEW_BLOCK }] })}
            >
              Agregar bloque
            </Button>
          </>
        ) : (
          <Text fontSize="sm" color="fg.muted">No disponible</Text>
        )}
      </Stack>
    </Box>
  );
}
