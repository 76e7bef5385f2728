import { Badge, Flex, Heading, Stack } from '@emind/web-ui';
import { ProfileSection } from './profile-section';

interface ProfileSpecialtiesProps {
  specialties: readonly string[];
  interventionAreas: readonly string[];
  targetPopulations: readonly string[];
}

function TagGroup({ title, items, palette }: { title: string; items: readonly string[]; palette: string }) {
  if (items.length === 0) return null;
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm" color="brand.800">{title}</Heading>
      <Flex gap="2" wrap="wrap">
        {items.map((item) => (
          <Badge key={item} colorPalette={palette} variant="subtle" rounded="full" px="3" py="1" whiteSpace="normal">{item}</Badge>
        ))}
      </Flex>
    </Stack>
  );
}

export function ProfileSpecialties({ specialties, interventionAreas, targetPopulations }: ProfileSpecialtiesProps) {
  if (specialties.length + interventionAreas.length + targetPopulations.length === 0) return null;
  return (
    <ProfileSection title="Especialidades">
      <TagGroup title="Enfoques terapéuticos" items={specialties} palette="brand" />
      <TagGroup title="Áreas de intervención" items={interventionAreas} palette="purple" />
      <TagGroup title="Poblaciones que atiende" items={targetPopulations} palette="teal" />
    </ProfileSection>
  );
}
