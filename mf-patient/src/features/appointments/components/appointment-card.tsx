import { Link as RouterLink } from 'react-router-dom';
import type { Appointment } from '@emind/contracts';
import { formatClp } from '@emind/domain';
import { Avatar, Button, Card, Flex, HStack, Stack, Text } from '@emind/web-ui';
import { AppointmentStatusBadge, appointmentWhen } from '@emind/web-appointments';
import { RefundPending } from '@emind/web-payments';
import { paths } from '../../../config/paths';

/** `offerRebook`: a completed session after which nothing is booked with that psychologist ('Agendar la próxima'). */
export function AppointmentCard({ appointment, onOpen, offerRebook = false }: { appointment: Appointment; onOpen: () => void; offerRebook?: boolean | undefined }) {
  return (
    <Card.Root as="article" aria-label={`Cita ${appointment.code}`} variant="outline">
      <Card.Body>
        <Flex gap="4" align={{ base: 'flex-start', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
          <HStack gap="3" flex="1">
            <Avatar.Root size="md">
              <Avatar.Fallback name={appointment.psychologist_name} />
              {appointment.psychologist_data.profile_image ? <Avatar.Image src={appointment.psychologist_data.profile_image} alt="" /> : null}
            </Avatar.Root>
            <Stack gap="0.5">
              <Text fontWeight="semibold">{appointment.psychologist_name}</Text>
              <Text fontSize="sm" color="fg.muted">{appointmentWhen(appointment)}</Text>
              <Text fontSize="sm">{formatClp(appointment.payment_amount)} · {appointment.code}</Text>
            </Stack>
          </HStack>
          <HStack gap="3">
            <AppointmentStatusBadge status={appointment.status} />
            {appointment.refund_pending ? <RefundPending appointmentId={appointment.id} /> : null}
            <Button size="sm" variant="outline" colorPalette="brand" onClick={onOpen}>Ver detalle</Button>
            {offerRebook ? (
              <Button asChild size="sm" colorPalette="brand">
                <RouterLink to={paths.booking.getHref(appointment.psychologist)} aria-label={`Agendar la próxima con ${appointment.psychologist_name}`}>Agendar la próxima</RouterLink>
              </Button>
            ) : null}
          </HStack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
