import { Field, Input, SimpleGrid, Stack, Textarea } from '@emind/web-ui';
import { FormField } from '@emind/web-ui/forms';
import { UniversityPicker } from './university-picker.tsx';

export interface ProfessionalValues {
  health_register_number: string;
  university: string;
  graduation_year: string;
  experience_description: string;
}

export type ProfessionalErrors = Partial<Record<keyof ProfessionalValues, string>>;

interface ProfessionalFieldsProps {
  title: string;
  values: ProfessionalValues;
  onChange: (patch: Partial<ProfessionalValues>) => void;
  errors: ProfessionalErrors;
}

export function ProfessionalFields({ title, values, onChange, errors }: ProfessionalFieldsProps) {
  return (
    <Stack gap={4}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        <Field.Root>
          <Field.Label>Título profesional</Field.Label>
          <Input value={title} readOnly aria-readonly="true" bg="bg.muted" />
          <Field.HelperText>Se asigna según tu género</Field.HelperText>
        </Field.Root>
        <FormField label="Número de registro de salud" error={errors.health_register_number}>
          <Input value={values.health_register_number} onChange={(e) => onChange({ health_register_number: e.target.value })} />
        </FormField>
        <UniversityPicker value={values.university} onChange={(university) => onChange({ university })} />
        <FormField label="Año de egreso" error={errors.graduation_year}>
          <Input
            inputMode="numeric"
            maxLength={4}
            value={values.graduation_year}
            onChange={(e) => onChange({ graduation_year: e.target.value.replace(/\D/g, '') })}
          />
        </FormField>
      </SimpleGrid>
      <FormField label="Descripción de tu experiencia" error={errors.experience_description}>
        <Textarea rows={4} value={values.experience_description} onChange={(e) => onChange({ experience_description: e.target.value })} />
      </FormField>
    </Stack>
  );
}
