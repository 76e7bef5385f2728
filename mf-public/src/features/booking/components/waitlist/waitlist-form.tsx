import { zodResolver } from '@hookform/resolvers/zod';
import { joinWaitlistBody } from '@emind/contracts';
import { isoWeekdayLabels, partOfDayLabels, partsOfDay } from '@emind/domain';
import { ApiError } from '@emind/web-api';
import { Button, Fieldset, HStack, Stack, Text, chakra, toast } from '@emind/web-ui';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useJoinWaitlist } from '../../api/waitlist/join-waitlist';

const formSchema = joinWaitlistBody.pick({ weekdays: true, part_of_day: true });
type FormValues = z.input<typeof formSchema>;
const days = [1, 2, 3, 4, 5, 6, 7];

/** 'Unirme a la lista de espera': the weekdays and the part of day that suit the patient. */
export function WaitlistForm({ psychologistId, onCancel }: { psychologistId: number; onCancel: () => void }) {
  const join = useJoinWaitlist();
  const form = useForm<FormValues, unknown, z.output<typeof formSchema>>({ resolver: zodResolver(formSchema), defaultValues: { weekdays: [], part_of_day: 'morning' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    join.mutate(
      { psychologist: psychologistId, ...values },
      {
        onSuccess: () => toast.success('Te uniste a la lista de espera. Te avisaremos por correo cuando se libere un horario.'),
        onError: (error) => toast.error(error instanceof ApiError && error.status < 500 && error.detail ? error.detail : 'No se pudo unir a la lista de espera.'),
      },
    ),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Unirme a la lista de espera">
      <Stack gap="4">
        <Controller
          control={form.control}
          name="weekdays"
          render={({ field }) => (
            <Fieldset.Root invalid={Boolean(errors.weekdays)}>
              <Fieldset.Legend>Días que te acomodan</Fieldset.Legend>
              <HStack wrap="wrap" gap="3">
                {days.map((day) => (
                  <chakra.label key={day} display="flex" alignItems="center" gap="1.5" fontSize="sm">
                    <input
                      type="checkbox"
                      checked={field.value.includes(day)}
                      onChange={(event) => field.onChange(event.target.checked ? [...field.value, day] : field.value.filter((value) => value !== day))}
                    />
                    {isoWeekdayLabels[day]}
                  </chakra.label>
                ))}
              </HStack>
              {errors.weekdays ? <Text role="alert" color="red.700" fontSize="sm">{errors.weekdays.message}</Text> : null}
            </Fieldset.Root>
          )}
        />
        <Fieldset.Root>
          <Fieldset.Legend>Parte del día</Fieldset.Legend>
          <HStack gap="4">
            {partsOfDay.map((part) => (
              <chakra.label key={part} display="flex" alignItems="center" gap="1.5" fontSize="sm">
                <input type="radio" value={part} {...form.register('part_of_day')} />
                {part === 'morning' ? `${partOfDayLabels[part]} (antes de las 13:00)` : `${partOfDayLabels[part]} (desde las 13:00)`}
              </chakra.label>
            ))}
          </HStack>
        </Fieldset.Root>
        <HStack gap="2">
          <Button type="submit" colorPalette="brand" size="sm" loading={join.isPending}>Unirme</Button>
          <Button variant="outline" size="sm" onClick={onCancel} disabled={join.isPending}>Cancelar</Button>
        </HStack>
      </Stack>
    </form>
  );
}
