import { Box, Stack, Text } from '@emind/web-ui';
import { experienceTypes } from '@emind/domain';
import type { PublicExperience } from '../api/get-public-profile';
import { formatPeriod } from '../utils/format-period';
import { ProfileSection } from './profile-section';

function typeLabel(type: string): string {
  return experienceTypes.find((t) => t.value === type)?.label ?? type;
}

export function ProfileExperience({ experiences, description }: { experiences: readonly PublicExperience[]; description: string | null }) {
  return (
    <ProfileSection title="Experiencia profesional">
      {description ? <Text color="fg.muted" whiteSpace="pre-line">{description}</Text> : null}
      {experiences.length === 0 ? (
        description ? null : <Text color="fg.muted">No hay experiencia profesional registrada.</Text>
      ) : (
        <Stack as="ul" gap="4" listStyleType="none">
          {experiences.map((experience) => (
            <Box as="li" key={experience.id} borderLeftWidth="3px" borderColor="brand.300" pl="4">
              <Text fontWeight="semibold" color="brand.900">{experience.role}</Text>
              <Text fontSize="sm" color="brand.700">{experience.institution} · {typeLabel(experience.experience_type)}</Text>
              <Text fontSize="sm" color="fg.muted">{formatPeriod(experience.start_date, experience.end_date)}</Text>
              {experience.description ? <Text fontSize="sm" mt="1">{experience.description}</Text> : null}
            </Box>
          ))}
        </Stack>
      )}
    </ProfileSection>
  );
}
