import { Link as RouterLink } from 'react-router-dom';
import { Button, Card, Heading, Stack } from '@emind/web-ui';
import { paths } from '../../../config/paths.ts';

export function QuickActions() {
  return (
    <Card.Root>
      <Card.Body gap={4}>
        <Heading as="h2" size="md">Acciones rápidas</Heading>
        <Stack gap={3}>
          <Button asChild colorPalette="brand"><RouterLink to={paths.psychologists.getHref()}>Verificar psicólogos</RouterLink></Button>
          <Button asChild variant="outline"><RouterLink to={paths.patients.getHref()}>Ver todos los usuarios</RouterLink></Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
