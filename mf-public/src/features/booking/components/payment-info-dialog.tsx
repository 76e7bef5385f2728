import type { Appointment } from '@emind/contracts';
import { Button } from '@emind/web-ui';
import { ScreenDialog } from '@emind/web-ui/dialogs';
import { Link as RouterLink } from 'react-router-dom';
import { TransferInstructions } from './transfer-instructions';

/** Spec 2 'Información de Pago': what to transfer where, right after booking. */
export function PaymentInfoDialog({ appointment, onClose }: { appointment: Appointment; onClose: () => void }) {
  return (
    <ScreenDialog
      title="Información de Pago"
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>Cerrar</Button>
          <Button asChild colorPalette="brand">
            <RouterLink to="/dashboard/appointments">Ir a Mis Citas</RouterLink>
          </Button>
        </>
      }
    >
      <TransferInstructions appointment={appointment} />
    </ScreenDialog>
  );
}
