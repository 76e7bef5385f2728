import { zodResolver } from '@hookform/resolvers/zod';
import type { Intake } from '@emind/contracts';
import { applyFieldErrors } from '@emind/web-account';
import { Button, Stack, toast } from '@emind/web-ui';
import { useForm } from 'react-hook-form';
import { useSaveIntake } from '../api/save-intake';
import { IntakeFields } from './intake-fields';
import { intakeFields, intakeFormSchema, toIntakeBody, toIntakeValues, type IntakeOutput, type IntakeValues } from './intake-schema';
import { OnlineConsentField } from './online-consent-field';

const intakeToasts = {
  saved: 'Guardamos tu ficha de ingreso',
  failed: 'No pudimos guardar tu ficha de ingreso. Revisa los datos e inténtalo de nuevo.',
} as const;

/** Always editable: after a save it shows what the server kept, ready to change again. */
export function IntakeForm({ intake }: { intake: Intake | null }) {
  const save = useSaveIntake();
  const form = useForm<IntakeValues, unknown, IntakeOutput>({ resolver: zodResolver(intakeFormSchema), defaultValues: toIntakeValues(intake) });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(toIntakeBody(values));
      form.reset(toIntakeValues(saved));
      toast.success(intakeToasts.saved);
    } catch (error) {
      if (!applyFieldErrors(error, intakeFields, form.setError)) toast.error(intakeToasts.failed);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Ficha de ingreso">
      <Stack gap="6">
        <IntakeFields form={form} />
        <OnlineConsentField control={form.control} />
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={save.isPending}>Guardar ficha</Button>
      </Stack>
    </form>
  );
}
