import { useState } from 'react';
import { Alert, Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@emind/web-ui';
import { experienceTypes, type ExperienceType } from '@emind/domain';
import { experienceItemBody, type Experience } from '@emind/contracts';

export const EXPERIENCE_REQUIRED_MESSAGE =
  'Por favor complete los campos obligatorios: Tipo de experiencia, Institución, Rol y Fecha de inicio.';

const empty = { experience_type: '', institution: '', role: '', start_date: '', end_date: '', description: '' };

interface ExperienceFormProps {
  onAdd: (experience: Omit<Experience, 'id'>) => void;
  onCancel: () => void;
}

/** The 'Agregar' form: adds to the local list only; the professional save persists it. */
export function ExperienceForm({ onAdd, onCancel }: ExperienceFormProps) {
  const [values, setValues] = useState(empty);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (key: keyof typeof empty) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const add = () => {
    if (!values.experience_type || !values.institution.trim() || !values.role.trim() || !values.start_date) {
      setProblem(EXPERIENCE_REQUIRED_MESSAGE);
      return;
    }
    const experience = {
      experience_type: values.experience_type as ExperienceType,
      institution: values.institution.trim(),
      role: values.role.trim(),
      start_date: values.start_date,
      end_date: values.end_date || null,
      description: values.description.trim(),
    };
    // The rest of what the route refuses (lengths, dates), with its messages.
    const refused = experienceItemBody.safeParse(experience).error?.issues[0]?.message;
    setProblem(refused ?? null);
    if (!refused) onAdd(experience);
  };

  return (
    <Stack gap={4} borderWidth="1px" borderRadius="md" p={4} data-testid="experience-form">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        <Field.Root required>
          <Field.Label>Tipo de experiencia</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={values.experience_type} onChange={set('experience_type')}>
              <option value="">Selecciona un tipo</option>
              {experienceTypes.map((t) => <option key={t.value} value={t.value}>{t.label}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root required>
          <Field.Label>Institución</Field.Label>
          <Input value={values.institution} onChange={set('institution')} />
        </Field.Root>
        <Field.Root required>
          <Field.Label>Rol</Field.Label>
          <Input value={values.role} onChange={set('role')} />
        </Field.Root>
        <Field.Root required>
          <Field.Label>Fecha de inicio</Field.Label>
          <Input type="date" value={values.start_date} onChange={set('start_date')} />
        </Field.Root>
        <Field.Root>
          <Field.Label>Fecha de término</Field.Label>
          <Input type="date" value={values.end_date} min={values.start_date || undefined} onChange={set('end_date')} />
          <Field.HelperText>Déjala vacía si aún trabajas aquí</Field.HelperText>
        </Field.Root>
      </SimpleGrid>
      <Field.Root>
        <Field.Label>Descripción de la experiencia</Field.Label>
        <Textarea value={values.description} onChange={set('description')} rows={3} />
      </Field.Root>
      {problem ? (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      ) : null}
      <HStack justify="flex-end" gap={3}>
        <Button variant="outline" size="sm" onClick={onCancel}>Cancelar</Button>
        <Button colorPalette="brand" size="sm" onClick={add}>Guardar</Button>
      </HStack>
    </Stack>
  );
}
