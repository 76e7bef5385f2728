import { formatLongDate, waitlistSlotPath } from '@emind/domain';
import type { MailMessage } from '@emind/server-kit';
import type { ClaimedSlot } from './freed-slots.ts';

export interface WaitlistMailFacts {
  slot: ClaimedSlot;
  patient: { name: string; email: string };
  psychologistName: string;
  publicOrigin: string;
}

/** 'Se liberó un horario': the link opens the booking modal on the slot; the first to book it gets it. */
export function freedSlotMail({ slot, patient, psychologistName, publicOrigin }: WaitlistMailFacts): MailMessage {
  const when = `${formatLongDate(slot.starts_at)} a las ${slot.start_time}`;
  return {
    to: patient.email,
    subject: `Se liberó un horario con ${psychologistName}`,
    text: [
      `Hola ${patient.name},`,
      '',
      `Estás en la lista de espera de ${psychologistName} y se liberó un horario que te acomoda: el ${when}.`,
      'Quien reserve primero se queda con el horario. Para reservarlo:',
      `${publicOrigin}${waitlistSlotPath(slot.psychologist_id, slot)}`,
      '',
      `Puedes salir de la lista de espera desde el perfil de ${psychologistName}.`,
      '',
      'Equipo e-mind',
    ].join('\n'),
  };
}
