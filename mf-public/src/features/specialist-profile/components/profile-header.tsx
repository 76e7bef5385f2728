import { Alert, Badge, Button, Card, Flex, Heading, Link, Stack, Text } from '@emind/web-ui';
import { Link as RouterLink } from 'react-router-dom';
import { formatClp } from '@emind/domain';
import { SpecialistPhoto } from '../../../components/specialist-photo';
import { paths } from '../../../config/paths';

interface ProfileHeaderProps {
  id: number;
  name: string;
  professionalTitle: string | null;
  healthRegisterNumber: string | null;
  photo: string | null;
  price: number | null;
  /** null for a visitor. */
  viewerType: string | null;
}

/** 'Agendar Consulta' for clients and visitors (who are sent to log in first); the login prompt for visitors. */
export function ProfileHeader({ id, name, professionalTitle, healthRegisterNumber, photo, price, viewerType }: ProfileHeaderProps) {
  // decisions.md: only clients book; a visitor is taken to the login and back.
  const canBook = viewerType === null || viewerType === 'client';
  return (
    <Card.Root rounded="2xl">
      <Card.Body>
        <Flex direction={{ base: 'column', md: 'row' }} gap="6" align={{ base: 'center', md: 'flex-start' }}>
          <SpecialistPhoto src={photo} name={name} size="32" />
          <Stack gap="2" flex="1" textAlign={{ base: 'center', md: 'left' }} align={{ base: 'center', md: 'flex-start' }}>
            <Flex gap="3" align="center" wrap="wrap" justify={{ base: 'center', md: 'flex-start' }}>
              <Heading as="h1" size="2xl" color="brand.900">{name}</Heading>
              <Badge colorPalette="green" variant="subtle" rounded="full" px="3">Verificado</Badge>
            </Flex>
            {professionalTitle ? <Text fontSize="lg" color="brand.700">{professionalTitle}</Text> : null}
            {healthRegisterNumber ? (
              <Text fontSize="sm" color="fg.muted">N° Registro Nacional de Prestadores: {healthRegisterNumber}</Text>
            ) : null}
            {price !== null ? (
              <Text data-testid="session-price">
                <Text as="span" fontSize="2xl" fontWeight="bold" color="brand.800">{formatClp(price)}</Text>
                <Text as="span" color="fg.muted"> por sesión</Text>
              </Text>
            ) : null}
          </Stack>
          {canBook ? (
            <Button asChild colorPalette="brand" size="lg" rounded="full" alignSelf={{ base: 'stretch', md: 'center' }}>
              <RouterLink to={paths.booking.getHref(id)}>Agendar Consulta</RouterLink>
            </Button>
          ) : null}
        </Flex>
        {viewerType === null ? (
          <Alert.Root status="info" mt="6" rounded="xl">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Debes iniciar sesión para ver la disponibilidad y agendar una consulta.</Alert.Title>
              <Alert.Description>
                <Link asChild color="brand.700" fontWeight="semibold">
                  <RouterLink to={paths.login.getHref(paths.specialist.getHref(id))}>Iniciar sesión</RouterLink>
                </Link>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
