import { Controller, type UseFormReturn } from 'react-hook-form';
import { PHONE_HINT } from '@emind/domain';
import { Button, Field, Input, PhoneInput, SimpleGrid, Stack } from '@emind/web-ui';
import type { RegistrationValues } from './registration-schema.ts';

export function PersonalStep({ form, onContinue }: { form: UseFormReturn<RegistrationValues>; onContinue: () => void }) {
  const { register, control, formState } = form;
  const { errors } = formState;
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Field.Root invalid={!!errors.first_name} required>
          <Field.Label>Nombres</Field.Label>
          <Input autoComplete="given-name" {...register('first_name')} />
          <Field.ErrorText>{errors.first_name?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.last_name} required>
          <Field.Label>Apellidos</Field.Label>
          <Input autoComplete="family-name" {...register('last_name')} />
          <Field.ErrorText>{errors.last_name?.message}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      <Field.Root invalid={!!errors.email} required>
        <Field.Label>Correo electrónico</Field.Label>
        <Input type="email" autoComplete="email" placeholder="tu@correo.cl" {...register('email')} />
        <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.phone}>
        <Field.Label>Teléfono</Field.Label>
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <PhoneInput ref={field.ref} name={field.name} value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} />
          )}
        />
        <Field.HelperText>{PHONE_HINT}</Field.HelperText>
        <Field.ErrorText>{errors.phone?.message}</Field.ErrorText>
      </Field.Root>
      <Button colorPalette="brand" onClick={onContinue}>
        Continuar
      </Button>
    </Stack>
  );
}
