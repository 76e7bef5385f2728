import { Button, Heading, Spinner, Stack, Text } from '@emind/web-ui';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** A screen tall, so the footer waits below the fold instead of jumping down when the profile arrives (CLS). */
export function ProfileLoading() {
  return (
    <Stack align="center" py="20" gap="4" minH="100vh" role="status">
      <Spinner size="xl" color="brand.500" />
      <Text color="fg.muted">Cargando perfil del especialista...</Text>
    </Stack>
  );
}

function StatusCard({ title, text, role }: { title: string; text: string; role?: 'alert' }) {
  return (
    <Stack align="center" textAlign="center" gap="4" py="16" px="6" bg="white" rounded="2xl" borderWidth="1px" borderColor="brand.100" role={role}>
      <Heading as="h1" size="2xl" color="brand.900">{title}</Heading>
      <Text color="fg.muted" maxW="lg">{text}</Text>
      <Button asChild colorPalette="brand" rounded="full">
        <RouterLink to={paths.specialists.getHref()}>Ver otros especialistas</RouterLink>
      </Button>
    </Stack>
  );
}

export function ProfileLoadError() {
  return (
    <StatusCard
      role="alert"
      title="No se pudo cargar el perfil"
      text="No se pudo cargar la información del especialista. Por favor, intenta de nuevo más tarde."
    />
  );
}

/** decisions.md: an unverified profile leaks no details, only this screen. */
export function ProfileUnavailable() {
  return (
    <StatusCard
      title="Especialista no disponible"
      text="Este especialista no está disponible actualmente. Por favor, consulta nuestro directorio de especialistas verificados."
    />
  );
}
