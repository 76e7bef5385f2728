import { useState } from 'react';
import { Alert, Button, Center, Heading, HStack, SavedBadge, SimpleGrid, Spinner, Stack } from '@emind/web-ui';
import { useTransientFlag } from '@emind/web-account';
import { ApiError } from '@emind/web-api';
import { weekdays } from '@emind/domain';
import { useSchedule } from '../api/get-schedule.ts';
import { useUpdateSchedule } from '../api/update-schedule.ts';
import { scheduleMessages, toScheduleConfig, toScheduleState, validateSchedule, type ScheduleState } from '../lib/schedule-model.ts';
import { DayEditor } from './day-editor.tsx';
import { ScheduleView } from './schedule-view.tsx';

export const SCHEDULE_SAVED_MS = 3000;

/** 'Horarios de Atención': the current schedule, and an editor per weekday; Cancelar restores what was loaded. */
export function ScheduleSection() {
  const query = useSchedule();
  const mutation = useUpdateSchedule();
  const [draft, setDraft] = useState<ScheduleState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, flashSaved] = useTransientFlag(SCHEDULE_SAVED_MS);

  const loaded = toScheduleState(query.data?.schedule_config);
  const cancel = () => {
    setDraft(null);
    setError(null);
  };
  const save = async () => {
    if (!draft) return;
    const invalid = validateSchedule(draft);
    setError(invalid);
    if (invalid) return;
    try {
      await mutation.mutateAsync(toScheduleConfig(draft));
      setDraft(null);
      flashSaved();
    } catch (cause) {
      setError((cause instanceof ApiError && cause.detail) || scheduleMessages.save);
    }
  };

  return (
    <Stack gap={4}>
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="lg">Horarios de Atención</Heading>
        <SavedBadge visible={saved} />
      </HStack>
      {query.isPending ? (
        <Center py={6}><Spinner colorPalette="brand" /></Center>
      ) : query.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{scheduleMessages.load}</Alert.Title>
        </Alert.Root>
      ) : draft ? (
        <Stack gap={4}>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap={3}>
            {weekdays.map((day) => (
              <DayEditor key={day} day={day} state={draft[day]} onChange={(next) => setDraft({ ...draft, [day]: next })} />
            ))}
          </SimpleGrid>
          {error ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          ) : null}
          <HStack justify="flex-end" gap={3}>
            <Button variant="outline" onClick={cancel} disabled={mutation.isPending}>Cancelar</Button>
            <Button colorPalette="brand" loading={mutation.isPending} onClick={() => void save()}>Guardar horario</Button>
          </HStack>
        </Stack>
      ) : (
        <Stack gap={4}>
          <ScheduleView schedule={loaded} />
          <Button alignSelf="flex-start" colorPalette="brand" variant="outline" onClick={() => setDraft(toScheduleState(query.data.schedule_config))}>
            Editar horario
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
