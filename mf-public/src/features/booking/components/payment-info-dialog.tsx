import type { Appointment } from '@emind/contracts';
import { Button, Dialog, phoneFullScreenContent, Portal } from '@emind/web-ui';
import { Link as RouterLink } from 'react-router-dom';
import { TransferInstructions } from './transfer-instructions';

/** Spec 2 'Información de Pago': what to transfer where, right after booking. */
export function PaymentInfoDialog({ appointment, onClose }: { appointment: Appointment; onClose: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(details) => { if (!details.open) onClose(); }} size={{ base: 'full', md: 'lg' }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...phoneFullScreenContent}>
            <Dialog.Header>
              <Dialog.Title>Información de Pago</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <TransferInstructions appointment={appointment} />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>Cerrar</Button>
              <Button asChild colorPalette="brand">
                <RouterLink to="/dashboard/appointments">Ir a Mis Citas</RouterLink>
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
