import { useState } from 'react';
import { Box, Button, Grid, Spinner, Text } from '@emind/web-ui';
import { usePsychologistSchedule } from '../api/get-psychologist-schedule.ts';
import { formatTimeBlock, weekdayLabels, weekdays } from '@emind/domain';
import { DetailSection } from './detail-section.tsx';

export function WeeklySchedule({ psychologistId }: { psychologistId: number }) {
  const query = usePsychologistSchedule(psychologistId);
  const [debug, setDebug] = useState(false);
  const empty = query.data ? weekdays.every((key) => query.data.days[key].length === 0) : false;
  return (
    <DetailSection
      title="Horario semanal"
      actions={query.data ? <Button size="xs" variant="ghost" onClick={() => setDebug((v) => !v)}>{debug ? 'Ocultar datos técnicos' : 'Ver datos técnicos'}</Button> : null}
    >
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <Text color="fg.error" role="alert">No se pudo cargar el horario del especialista</Text> : null}
      {query.data && empty ? <Text color="fg.muted">El especialista aún no ha configurado su horario</Text> : null}
      {query.data && !empty ? (
        <Grid as="dl" templateColumns={{ base: '1fr', sm: '140px 1fr' }} rowGap={2} columnGap={4}>
          {weekdays.map((key) => (
            <Box key={key} display="contents">
              <Text as="dt" fontWeight="medium" fontSize="sm">{weekdayLabels[key]}</Text>
              <Text as="dd" fontSize="sm" color={query.data.days[key].length ? 'fg' : 'fg.muted'}>
                {query.data.days[key].length
                  ? query.data.days[key].map(formatTimeBlock).join(', ')
                  : 'No disponible'}
              </Text>
            </Box>
          ))}
        </Grid>
      ) : null}
      {debug && query.data ? (
        <Box as="pre" fontSize="xs" bg="bg.muted" p={3} borderRadius="md" overflowX="auto">{JSON.stringify(query.data.raw, null, 2)}</Box>
      ) : null}
    </DetailSection>
  );
}
