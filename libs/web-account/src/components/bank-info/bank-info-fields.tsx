import { Controller, type UseFormReturn } from 'react-hook-form';
import { Checkbox, Input, NativeSelect, RutInput, SimpleGrid, Stack, Text } from '@emind/web-ui';
import { FormField } from '@emind/web-ui/forms';
import { bankAccountTypes, banks } from '@emind/domain';
import type { BankInfoValues } from './bank-info-schema.ts';

export function BankInfoFields({ form }: { form: UseFormReturn<BankInfoValues> }) {
  const { register, control, formState: { errors } } = form;
  return (
    <Stack gap={5}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
        <FormField label="Banco" error={errors.bank_name?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('bank_name')}>
              <option value="">Selecciona un banco</option>
              {banks.map((b) => <option key={b.value} value={b.value}>{b.label}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Tipo de cuenta" error={errors.bank_account_type?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('bank_account_type')}>
              <option value="">Selecciona un tipo de cuenta</option>
              {bankAccountTypes.map((t) => <option key={t.value} value={t.value}>{t.label}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Número de cuenta" error={errors.bank_account_number?.message}>
          <Controller
            control={control}
            name="bank_account_number"
            render={({ field }) => (
              <Input {...field} inputMode="numeric" onChange={(e) => field.onChange(e.target.value.replace(/\D/g, ''))} />
            )}
          />
        </FormField>
        <FormField label="Titular de la cuenta" error={errors.bank_account_owner?.message}>
          <Input {...register('bank_account_owner')} autoComplete="name" />
        </FormField>
        <FormField label="RUT del titular" error={errors.bank_account_owner_rut?.message}>
          <Controller
            control={control}
            name="bank_account_owner_rut"
            render={({ field }) => (
              <RutInput ref={field.ref} name={field.name} value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} placeholder="12345678-9" />
            )}
          />
        </FormField>
        <FormField label="Correo del titular" error={errors.bank_account_owner_email?.message}>
          <Input type="email" {...register('bank_account_owner_email')} autoComplete="email" />
        </FormField>
      </SimpleGrid>
      <Controller
        control={control}
        name="confirm_owner"
        render={({ field }) => (
          <Stack gap={1}>
            <Checkbox.Root
              checked={field.value}
              onCheckedChange={(details) => field.onChange(details.checked === true)}
              invalid={Boolean(errors.confirm_owner)}
              colorPalette="brand"
            >
              <Checkbox.HiddenInput ref={field.ref} name={field.name} onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>Confirmo que la cuenta bancaria está a mi nombre</Checkbox.Label>
            </Checkbox.Root>
            {errors.confirm_owner ? <Text fontSize="sm" color="fg.error">{errors.confirm_owner.message}</Text> : null}
          </Stack>
        )}
      />
    </Stack>
  );
}
