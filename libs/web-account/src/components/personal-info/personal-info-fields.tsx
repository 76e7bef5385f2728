import { Controller, type UseFormReturn } from 'react-hook-form';
import { Input, NativeSelect, PhoneInput, RutInput, SimpleGrid } from '@emind/web-ui';
import { FormField } from '@emind/web-ui/forms';
import { comunasOf, genders, PHONE_HINT, regions } from '@emind/domain';
import type { PersonalInfoValues } from './personal-info-schema.ts';

interface PersonalInfoFieldsProps {
  form: UseFormReturn<PersonalInfoValues>;
  email: string;
  editing: boolean;
}

export function PersonalInfoFields({ form, email, editing }: PersonalInfoFieldsProps) {
  const { register, control, watch, setValue, formState: { errors } } = form;
  const region = watch('region');
  const disabled = !editing;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
      <FormField label="Nombres" error={errors.first_name?.message} disabled={disabled}>
        <Input {...register('first_name')} autoComplete="given-name" />
      </FormField>
      <FormField label="Apellidos" error={errors.last_name?.message} disabled={disabled}>
        <Input {...register('last_name')} autoComplete="family-name" />
      </FormField>
      <FormField label="RUT" error={errors.rut?.message} helper="Ingresa tu RUT sin puntos y con guion" disabled={disabled}>
        <Controller
          control={control}
          name="rut"
          render={({ field }) => (
            <RutInput ref={field.ref} name={field.name} value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} placeholder="12345678-9" />
          )}
        />
      </FormField>
      <FormField label="Género" error={errors.gender?.message} disabled={disabled}>
        <NativeSelect.Root>
          <NativeSelect.Field {...register('gender')}>
            <option value="">Selecciona una opción</option>
            {genders.map((g) => <option key={g.value} value={g.value}>{g.label}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField
        label="Correo electrónico"
        helper="Para cambiar tu correo debes crear una nueva cuenta o contactar a soporte."
        readOnly
      >
        <Input value={email} readOnly bg="bg.muted" color="fg.muted" />
      </FormField>
      <FormField label="Teléfono" error={errors.phone?.message} helper={PHONE_HINT} disabled={disabled}>
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <PhoneInput ref={field.ref} name={field.name} value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} />
          )}
        />
      </FormField>
      <FormField label="Región" error={errors.region?.message} disabled={disabled}>
        <NativeSelect.Root>
          <NativeSelect.Field {...register('region', { onChange: () => setValue('city', '') })}>
            <option value="">Selecciona una región</option>
            {regions.map((r) => <option key={r.region} value={r.region}>{r.region}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label="Comuna" error={errors.city?.message} disabled={disabled || !region}>
        <NativeSelect.Root>
          <NativeSelect.Field {...register('city')}>
            <option value="">{region ? 'Selecciona una comuna' : 'Primero selecciona una región'}</option>
            {comunasOf(region).map((c) => <option key={c} value={c}>{c}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </SimpleGrid>
  );
}
