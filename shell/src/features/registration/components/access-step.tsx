import { useState } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import {
  Button,
  Checkbox,
  Field,
  HStack,
  Link,
  PasswordChecklist,
  PasswordInput,
  PasswordStrengthMeter,
  Stack,
  Text,
} from '@emind/web-ui';
import { FormField } from '@emind/web-ui/forms';
import type { RegistrationValues } from './registration-schema.ts';
import { TermsDialog } from './terms-dialog.tsx';

export function AccessStep({
  form,
  onBack,
  submitting,
}: {
  form: UseFormReturn<RegistrationValues>;
  onBack: () => void;
  submitting: boolean;
}) {
  const [termsOpen, setTermsOpen] = useState(false);
  const { register, control, formState, setValue } = form;
  const { errors } = formState;
  const password = useWatch({ control, name: 'password' });
  return (
    <Stack gap="4">
      <Field.Root invalid={!!errors.password} required>
        <Field.Label>Contraseña</Field.Label>
        <PasswordInput autoComplete="new-password" {...register('password')} />
        <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
        <PasswordStrengthMeter password={password} />
        <PasswordChecklist password={password} />
      </Field.Root>
      <FormField label="Confirmar contraseña" error={errors.password2?.message} required>
        <PasswordInput autoComplete="new-password" {...register('password2')} />
      </FormField>
      <Field.Root invalid={!!errors.terms}>
        <Controller
          control={control}
          name="terms"
          render={({ field }) => (
            <Checkbox.Root
              checked={field.value}
              onCheckedChange={(e) => field.onChange(e.checked === true)}
              colorPalette="brand"
              alignItems="flex-start"
            >
              <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label fontWeight="normal">
                Acepto los{' '}
                <Link
                  as="button"
                  color="brand.600"
                  onClick={(event) => {
                    event.preventDefault();
                    setTermsOpen(true);
                  }}
                >
                  términos y condiciones
                </Link>
              </Checkbox.Label>
            </Checkbox.Root>
          )}
        />
        <Field.ErrorText>{errors.terms?.message}</Field.ErrorText>
      </Field.Root>
      <TermsDialog
        open={termsOpen}
        onClose={() => setTermsOpen(false)}
        onAccept={() => {
          setValue('terms', true, { shouldValidate: true });
          setTermsOpen(false);
        }}
      />
      <HStack gap="3">
        <Button variant="outline" onClick={onBack} disabled={submitting}>
          Atrás
        </Button>
        <Button type="submit" colorPalette="brand" flex="1" loading={submitting} loadingText="Creando cuenta...">
          Crear cuenta
        </Button>
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        Debes ser mayor de 18 años para usar e-mind.
      </Text>
    </Stack>
  );
}
