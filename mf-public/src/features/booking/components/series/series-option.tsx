import { SERIES_MAX_WEEKS, SERIES_MIN_WEEKS } from '@emind/domain';
import { chakra, HStack, Stack, Text } from '@emind/web-ui';
import { useForm } from 'react-hook-form';
import type { SeriesPreviewParams } from '../../api/series/get-series-preview';
import { SeriesDates } from './series-dates';

const choices = Array.from({ length: SERIES_MAX_WEEKS - SERIES_MIN_WEEKS + 1 }, (_, index) => SERIES_MIN_WEEKS + index);
const DEFAULT_WEEKS = 4;

interface SeriesOptionProps {
  params: Omit<SeriesPreviewParams, 'weeks'>;
  /** The number of sessions, or null for a single booking. */
  weeks: number | null;
  onWeeksChange: (weeks: number | null) => void;
}

/** 'Repetir cada semana' after a slot is chosen: how many sessions, and which of their dates are free. */
export function SeriesOption({ params, weeks, onWeeksChange }: SeriesOptionProps) {
  const form = useForm<{ repeat: boolean; weeks: string }>({ defaultValues: { repeat: weeks !== null, weeks: String(weeks ?? DEFAULT_WEEKS) } });
  const report = () => {
    const values = form.getValues();
    onWeeksChange(values.repeat ? Number(values.weeks) : null);
  };

  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="4" as="section" aria-label="Serie semanal">
      <HStack gap="4" wrap="wrap">
        <chakra.label display="flex" alignItems="center" gap="2" fontWeight="medium">
          <input type="checkbox" {...form.register('repeat', { onChange: report })} />
          Repetir cada semana
        </chakra.label>
        {weeks !== null ? (
          <chakra.label display="flex" alignItems="center" gap="2" fontSize="sm">
            Número de sesiones
            <chakra.select {...form.register('weeks', { onChange: report })} borderWidth="1px" borderRadius="md" px="2" py="1">
              {choices.map((choice) => <option key={choice} value={choice}>{choice}</option>)}
            </chakra.select>
          </chakra.label>
        ) : null}
      </HStack>
      {weeks !== null ? <SeriesDates params={{ ...params, weeks }} /> : (
        <Text fontSize="sm" color="fg.muted">La misma hora cada semana, de 2 a 12 sesiones.</Text>
      )}
    </Stack>
  );
}
