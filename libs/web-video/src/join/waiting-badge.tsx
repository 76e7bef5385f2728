import { Link as RouterLink } from 'react-router-dom';
import { Badge, Button, HStack } from '@emind/web-ui';

/** 'Mi Agenda': the patient of this session is in the waiting room now, with a way into the room. */
export function WaitingBadge({ appointmentId }: { appointmentId: number }) {
  return (
    <HStack gap="2" wrap="wrap" data-testid={`waiting-${appointmentId}`}>
      <Badge colorPalette="green">En sala de espera</Badge>
      <Button asChild size="xs" colorPalette="brand">
        <RouterLink to={`/sesion/${appointmentId}`}>Entrar a la sala</RouterLink>
      </Button>
    </HStack>
  );
}
