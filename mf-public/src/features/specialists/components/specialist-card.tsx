import { Button, Card, Flex, Heading, HStack, Stack, Text } from '@emind/web-ui';
import { Link as RouterLink } from 'react-router-dom';
import { formatClp } from '@emind/domain';
import { SpecialistPhoto } from '../../../components/specialist-photo';
import { paths } from '../../../config/paths';
import type { SpecialistListItem } from '../api/get-specialists';
import { AvailabilityBadge } from './availability-badge';
import { SpecialtyTags } from './specialty-tags';

interface SpecialistCardProps {
  specialist: SpecialistListItem;
  /** null for a visitor. */
  viewerType: string | null;
}

const ratingFormat = new Intl.NumberFormat('es-CL', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function yearsLabel(experience: string | null): string | null {
  const years = Number(experience);
  if (experience === null || experience === '' || !Number.isFinite(years)) return null;
  return years === 1 ? '1 año de experiencia' : `${years} años de experiencia`;
}

/** Spec 1 §6: a visitor who tries to book goes to /login and comes back to the booking path. */
function bookingHref(viewerType: string | null, id: number): string {
  return viewerType ? paths.booking.getHref(id) : paths.login.getHref(paths.booking.getHref(id));
}

export function SpecialistCard({ specialist, viewerType }: SpecialistCardProps) {
  const canBook = viewerType === null || viewerType === 'client';
  const experience = yearsLabel(specialist.experience);
  return (
    <Card.Root rounded="2xl" data-testid="specialist-card" _hover={{ shadow: 'md' }} transition="box-shadow 0.2s">
      <Card.Body>
        <Stack gap="4" h="full">
          <HStack gap="4" align="flex-start">
            <SpecialistPhoto src={specialist.profile_image} name={specialist.name} size="20" />
            <Stack gap="0.5" flex="1" minW="0">
              <Flex justify="space-between" gap="2" align="flex-start">
                <Heading as="h2" size="md" color="brand.900" lineHeight="short">{specialist.name}</Heading>
                <AvailabilityBadge availability={specialist.availability} />
              </Flex>
              {specialist.professional_title ? <Text fontSize="sm" color="brand.700">{specialist.professional_title}</Text> : null}
              {specialist.university ? <Text fontSize="sm" color="fg.muted">{specialist.university}</Text> : null}
            </Stack>
          </HStack>
          <SpecialtyTags specialties={specialist.specialties} />
          <Flex gap="4" wrap="wrap" fontSize="sm" color="fg.muted">
            <Text data-testid="specialist-rating">
              <Text as="span" color="orange.400" aria-hidden>★ </Text>
              {specialist.rating === null || specialist.rating === undefined ? 'N/A' : ratingFormat.format(specialist.rating)}
              {specialist.review_count ? ` (${specialist.review_count === 1 ? '1 valoración' : `${specialist.review_count} valoraciones`})` : null}
            </Text>
            {experience ? <Text>{experience}</Text> : null}
          </Flex>
          <Flex mt="auto" align="baseline" gap="1">
            {specialist.price !== null && specialist.price !== undefined ? (
              <>
                <Text fontSize="xl" fontWeight="bold" color="brand.800" data-testid="specialist-price">{formatClp(specialist.price)}</Text>
                <Text fontSize="sm" color="fg.muted">por sesión</Text>
              </>
            ) : null}
          </Flex>
          <Flex gap="2">
            <Button asChild variant="outline" colorPalette="brand" rounded="full" flex="1" w={canBook ? undefined : 'full'} data-width={canBook ? 'half' : 'full'}>
              <RouterLink to={paths.specialist.getHref(specialist.id)}>Ver perfil</RouterLink>
            </Button>
            {canBook ? (
              <Button asChild colorPalette="brand" rounded="full" flex="1">
                <RouterLink to={bookingHref(viewerType, specialist.id)}>Agendar cita</RouterLink>
              </Button>
            ) : null}
          </Flex>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
