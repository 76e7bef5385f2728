import { useMutation } from '@tanstack/react-query';
import { billingMessages } from '@emind/domain';
import { downloadBoletaFile, getBoleta } from '@emind/web-billing';

/** The boleta's PDF of one session; says so when the psychologist (or e-mind) has not attached one yet. */
export async function downloadSessionBoleta(appointmentId: number): Promise<void> {
  const boleta = await getBoleta(appointmentId);
  if (!boleta) throw new Error(billingMessages.boletaNotFound);
  if (!boleta.file_url) throw new Error(`La boleta N° ${boleta.folio} se registró sin PDF: pídela a quien la emitió.`);
  await downloadBoletaFile(boleta);
}

export function useDownloadSessionBoleta() {
  return useMutation({ mutationFn: downloadSessionBoleta });
}
