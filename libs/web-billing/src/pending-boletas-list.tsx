import { useState } from 'react';
import type { PendingBoleta } from '@emind/contracts';
import { daysAgoLabel, formatClp, formatDocumentDate } from '@emind/domain';
import { Badge, Box, Button, Card, Flex, Spinner, Stack, Text } from '@emind/web-ui';
import { LoadError } from '@emind/web-ui/lists';
import { BoletaForm } from './boleta-form.tsx';
import { usePendingBoletas } from './pending-boletas-api.ts';

function PendingRow({ pending, showPsychologist }: { pending: PendingBoleta; showPsychologist: boolean }) {
  const [open, setOpen] = useState(false);
  const title = `${pending.appointment_code} · ${formatDocumentDate(pending.date)} ${pending.start_time}`;
  return (
    <Card.Root as="article" aria-label={title} data-testid="pending-boleta" variant="outline">
      <Card.Body gap="3">
        <Flex gap="3" justify="space-between" wrap="wrap" align="center">
          <Box>
            <Text fontWeight="semibold">{title}</Text>
            <Text fontSize="sm">{pending.patient_name}{showPsychologist ? ` · con ${pending.psychologist_name}` : ''} · {formatClp(pending.amount)}</Text>
          </Box>
          <Flex gap="2" align="center">
            <Badge colorPalette={pending.days_pending >= 5 ? 'orange' : 'gray'}>
              {daysAgoLabel(pending.days_pending)}
            </Badge>
            <Button size="sm" variant={open ? 'ghost' : 'outline'} onClick={() => setOpen(!open)} aria-expanded={open}>
              {open ? 'Cerrar' : 'Adjuntar boleta'}
            </Button>
          </Flex>
        </Flex>
        {open ? <BoletaForm appointmentId={pending.appointment} /> : null}
      </Card.Body>
    </Card.Root>
  );
}

/** 'Boletas pendientes': each paid session the viewer received without a boleta, with the form to attach it. */
export function PendingBoletasList({ showPsychologist = false, emptyText = 'No tienes boletas pendientes.' }: { showPsychologist?: boolean; emptyText?: string }) {
  const pending = usePendingBoletas();
  if (pending.isPending) return <Spinner aria-label="Cargando boletas pendientes" />;
  if (pending.isError) return <LoadError message="No se pudieron cargar las boletas pendientes." onRetry={() => void pending.refetch()} />;
  if (pending.data.length === 0) return <Text color="fg.muted">{emptyText}</Text>;
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">{pending.data.length === 1 ? '1 sesión pagada sin boleta' : `${pending.data.length} sesiones pagadas sin boleta`}</Text>
      {pending.data.map((entry) => <PendingRow key={entry.appointment} pending={entry} showPsychologist={showPsychologist} />)}
    </Stack>
  );
}
