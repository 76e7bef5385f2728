import { Badge, HStack, Stack, Text } from '@emind/web-ui';
import { experienceTypes, formatLongDate, labelOf } from '@emind/domain';
import type { PsychologistDetail } from '@emind/contracts';
import { DetailSection } from './detail-section.tsx';

export function Experiences({ psychologist }: { psychologist: PsychologistDetail }) {
  const { experiences } = psychologist;
  return (
    <DetailSection title="Experiencia">
      {experiences.length === 0 ? <Text color="fg.muted">No hay experiencias registradas</Text> : (
        <Stack gap={3} as="ul" listStyleType="none">
          {experiences.map((e) => (
            <Stack as="li" key={e.id} gap={1} borderLeftWidth="3px" borderColor="brand.solid" ps={3}>
              <HStack gap={2} wrap="wrap">
                <Text fontWeight="semibold">{e.role}</Text>
                <Badge variant="outline">{labelOf(experienceTypes, e.experience_type) ?? e.experience_type}</Badge>
              </HStack>
              <Text fontSize="sm">{e.institution}</Text>
              <Text fontSize="xs" color="fg.muted">
                {formatLongDate(e.start_date)} – {e.end_date ? formatLongDate(e.end_date) : 'Presente'}
              </Text>
              {e.description ? <Text fontSize="sm" color="fg.muted">{e.description}</Text> : null}
            </Stack>
          ))}
        </Stack>
      )}
    </DetailSection>
  );
}
