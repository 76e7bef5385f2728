import { useState } from 'react';
import type { Appointment } from '@emind/contracts';
import { Button, ConfirmDialog, Text } from '@emind/web-ui';
import { useCancelFollowing } from '../../api/cancel-following';
import { SeriesRefundNotice } from './series-refund-notice';

/** 'Cancelar esta y las siguientes' in the detail of a session that belongs to a weekly series. */
export function CancelFollowingAction({ appointment, onDone }: { appointment: Appointment; onDone: () => void }) {
  const cancel = useCancelFollowing();
  const [confirming, setConfirming] = useState(false);
  const [openedAt, setOpenedAt] = useState(0);
  if (appointment.series_id === null) return null;
  return (
    <>
      <Button colorPalette="red" variant="outline" onClick={() => { setOpenedAt(Date.now()); setConfirming(true); }}>Cancelar esta y las siguientes</Button>
      <ConfirmDialog
        open={confirming}
        title="Cancelar esta y las siguientes"
        confirmLabel="Sí, cancelar"
        confirmPalette="red"
        loading={cancel.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => cancel.mutate(appointment.id, { onSuccess: onDone, onSettled: () => setConfirming(false) })}
      >
        <Text>¿Estás seguro de que deseas cancelar esta sesión y las siguientes de la serie semanal?</Text>
        {confirming ? <SeriesRefundNotice appointment={appointment} openedAt={openedAt} /> : null}
        {cancel.isError ? <Text role="alert" color="red.700" mt="2">No pudimos cancelar las sesiones. Por favor, intenta de nuevo.</Text> : null}
      </ConfirmDialog>
    </>
  );
}
