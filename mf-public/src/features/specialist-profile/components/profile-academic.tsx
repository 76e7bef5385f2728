import { Box, Heading, Stack, Text } from '@emind/web-ui';
import type { PublicExperience } from '../api/get-public-profile';
import { formatPeriod } from '../utils/format-period';
import { ProfileSection } from './profile-section';

interface ProfileAcademicProps {
  university: string | null;
  graduationYear: number | null;
  assistantships: readonly PublicExperience[];
}

/** University, graduation year and teaching assistantships (subject = the experience's role). */
export function ProfileAcademic({ university, graduationYear, assistantships }: ProfileAcademicProps) {
  if (!university && !graduationYear && assistantships.length === 0) return null;
  return (
    <ProfileSection title="Formación académica">
      {university ? (
        <Box>
          <Text fontWeight="semibold" color="brand.900">{university}</Text>
          {graduationYear ? <Text fontSize="sm" color="fg.muted">Año de titulación: {graduationYear}</Text> : null}
        </Box>
      ) : graduationYear ? (
        <Text fontSize="sm" color="fg.muted">Año de titulación: {graduationYear}</Text>
      ) : null}
      {assistantships.length > 0 ? (
        <Stack gap="2">
          <Heading as="h3" size="sm" color="brand.800">Ayudantías</Heading>
          <Stack as="ul" gap="2" listStyleType="none">
            {assistantships.map((item) => (
              <Box as="li" key={item.id}>
                <Text fontWeight="medium">{item.role}</Text>
                <Text fontSize="sm" color="fg.muted">{item.institution} · {formatPeriod(item.start_date, item.end_date)}</Text>
              </Box>
            ))}
          </Stack>
        </Stack>
      ) : null}
    </ProfileSection>
  );
}
