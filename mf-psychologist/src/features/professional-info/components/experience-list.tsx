import { useState } from 'react';
import { Box, Button, HStack, Heading, Stack, Text } from '@emind/web-ui';
import { experienceTypes, labelOf } from '@emind/domain';
import type { Experience } from '@emind/contracts';
import { ExperienceForm } from './experience-form.tsx';

function formatMonth(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, day ?? 1).toLocaleDateString('es-CL', { month: 'short', year: 'numeric' });
}

interface ExperienceListProps {
  experiences: readonly Experience[];
  onChange: (next: Experience[]) => void;
}

/** Work experiences: added with a negative temporary id and removed locally until the form is saved. */
export function ExperienceList({ experiences, onChange }: ExperienceListProps) {
  const [adding, setAdding] = useState(false);
  const nextTempId = Math.min(0, ...experiences.map((e) => e.id)) - 1;

  return (
    <Stack gap={4}>
      <HStack justify="space-between">
        <Heading as="h3" size="md">Experiencia laboral</Heading>
        {adding ? null : <Button size="sm" colorPalette="brand" variant="outline" onClick={() => setAdding(true)}>Agregar</Button>}
      </HStack>
      {adding ? (
        <ExperienceForm
          onCancel={() => setAdding(false)}
          onAdd={(experience) => {
            onChange([...experiences, { ...experience, id: nextTempId }]);
            setAdding(false);
          }}
        />
      ) : null}
      {experiences.length === 0 && !adding ? <Text color="fg.muted">Aún no has agregado experiencias.</Text> : null}
      {experiences.map((experience) => (
        <Box key={experience.id} borderWidth="1px" borderRadius="md" p={4} data-testid="experience-item">
          <HStack justify="space-between" align="flex-start">
            <Stack gap={1}>
              <Text fontWeight="semibold">{experience.role} · {experience.institution}</Text>
              <Text fontSize="sm" color="fg.muted">
                {labelOf(experienceTypes, experience.experience_type) ?? experience.experience_type} ·{' '}
                {formatMonth(experience.start_date)} – {experience.end_date ? formatMonth(experience.end_date) : 'Presente'}
              </Text>
              {experience.description ? <Text fontSize="sm">{experience.description}</Text> : null}
            </Stack>
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              aria-label={`Eliminar experiencia ${experience.role}`}
              onClick={() => onChange(experiences.filter((e) => e.id !== experience.id))}
            >
              Eliminar
            </Button>
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}
