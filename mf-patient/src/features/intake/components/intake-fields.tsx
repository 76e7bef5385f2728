import { Fieldset, Input, SimpleGrid, Stack, Textarea } from '@emind/web-ui';
import { FormField } from '@emind/web-ui/forms';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { RadioFieldset } from '../../../components/radio-fieldset';
import type { IntakeOutput, IntakeValues } from './intake-schema';

const yesNo = [{ value: true, label: 'Sí' }, { value: false, label: 'No' }] as const;

/** The intake's questions; each input is named by its label, the contact's three by their group's legend too. */
export function IntakeFields({ form }: { form: UseFormReturn<IntakeValues, unknown, IntakeOutput> }) {
  const { register, control, formState: { errors } } = form;
  const contact = errors.emergency_contact;
  return (
    <Stack gap="6">
      <FormField label="Motivo de consulta" required error={errors.reason?.message} helper="Cuéntale a tu psicólogo(a) qué te trae a terapia.">
        <Textarea {...register('reason')} rows={4} maxLength={2000} />
      </FormField>
      <Controller
        control={control}
        name="previous_therapy"
        render={({ field, fieldState }) => (
          <RadioFieldset legend="¿Has estado en terapia psicológica antes?" name={field.name} options={yesNo} inline
            value={field.value} onChange={field.onChange} error={fieldState.error?.message} inputRef={field.ref} />
        )}
      />
      <FormField label="Medicación actual (opcional)" error={errors.medication?.message} helper="Nombre y dosis, si tomas alguna.">
        <Textarea {...register('medication')} rows={2} maxLength={1000} />
      </FormField>
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="medium" color="fg">Contacto de emergencia</Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <FormField label="Nombre" required error={contact?.name?.message}>
            <Input {...register('emergency_contact.name')} autoComplete="off" />
          </FormField>
          <FormField label="Relación" required error={contact?.relation?.message} helper="Por ejemplo: madre, pareja, amigo(a).">
            <Input {...register('emergency_contact.relation')} />
          </FormField>
          <FormField label="Teléfono" required error={contact?.phone?.message}>
            <Input type="tel" {...register('emergency_contact.phone')} placeholder="+56 9 1234 5678" autoComplete="off" />
          </FormField>
        </SimpleGrid>
      </Fieldset.Root>
      <FormField label="Fecha de nacimiento" required error={errors.birth_date?.message}>
        <Input type="date" {...register('birth_date')} maxW="xs" />
      </FormField>
    </Stack>
  );
}
