import { Controller, type UseFormReturn } from 'react-hook-form';
import { PHONE_HINT } from '@emind/domain';
import { Button, Field, Input, PhoneInput, SimpleGrid, Stack } from '@emind/web-ui';
import { FormField } from '@emind/web-ui/forms';
import type { RegistrationValues } from './registration-schema.ts';

export function PersonalStep({ form, onContinue }: { form: UseFormReturn<RegistrationValues>; onContinue: () => void }) {
  const { register, control, formState } = form;
  const { errors } = formState;
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label="Nombres" error={errors.first_name?.message} required>
          <Input autoComplete="given-name" {...register('first_name')} />
        </FormField>
        <FormField label="Apellidos" error={errors.last_name?.message} required>
          <Input autoComplete="family-name" {...register('last_name')} />
        </FormField>
      </SimpleGrid>
      <FormField label="Correo electrónico" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" placeholder="tu@correo.cl" {...register('email')} />
      </FormField>
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
