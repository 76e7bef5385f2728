import { Field, Input, SimpleGrid, Stack, Textarea } from '@emind/web-ui';
import { UniversityPicker } from './university-picker.tsx';

export interface ProfessionalValues {
  health_register_number: string;
  university: string;
  graduation_year: string;
  experience_description: string;
}

interface ProfessionalFieldsProps {
  title: string;
  values: ProfessionalValues;
  onChange: (patch: Partial<ProfessionalValues>) => void;
  yearError: string | null;
}

export function ProfessionalFields({ title, values, onChange, yearError }: ProfessionalFieldsProps) {
  return (
    <Stack gap={4}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        <Field.Root>
          <Field.Label>Título profesional</Field.Label>
          <Input value={title} readOnly aria-readonly="true" bg="bg.muted" />
          <Field.HelperText>Se asigna según tu género</Field.HelperText>
        </Field.Root>
        <Field.Root>
          <Field.Label>Número de registro de salud</Field.Label>
          <Input value={values.health_register_number} onChange={(e) => onChange({ health_register_number: e.target.value })} />
        </Field.Root>
        <UniversityPicker value={values.university} onChange={(university) => onChange({ university })} />
        <Field.Root invalid={yearError !== null}>
          <Field.Label>Año de egreso</Field.Label>
          <Input
            inputMode="numeric"
            maxLength={4}
            value={values.graduation_year}
            onChange={(e) => onChange({ graduation_year: e.target.value.replace(/\D/g, '') })}
          />
          {yearError ? <Field.ErrorText>{yearError}</Field.ErrorText> : null}
        </Field.Root>
      </SimpleGrid>
      <Field.Root>
        <Field.Label>Descripción de tu experiencia</Field.Label>
        <Textarea rows={4} value={values.experience_description} onChange={(e) => onChange({ experience_description: e.target.value })} />
      </Field.Root>
    </Stack>
  );
}
