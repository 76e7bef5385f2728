import { formatLongDateTime } from '@emind/domain';
import { ApiError } from '@emind/web-api';
import type { SessionRoom } from '@emind/contracts';

export interface ClosedNotice {
  title: string;
  detail: string;
}

/** Why this person cannot enter now, in their words; null when the room is open to them. */
export function closedNoticeOf(room: SessionRoom): ClosedNotice | null {
  switch (room.state) {
    case 'open':
      return null;
    case 'early':
      return { title: 'La sala aún no está abierta', detail: `Podrás entrar desde el ${formatLongDateTime(room.opens_at)} (hora de Chile).` };
    case 'closed':
      return { title: 'La sala ya cerró', detail: `El horario de esta sesión terminó el ${formatLongDateTime(room.closes_at)} (hora de Chile).` };
    case 'ended':
      return { title: 'La sesión finalizó', detail: 'Esta sesión se dio por terminada. Si necesitas otra, agenda una nueva cita.' };
    case 'not_confirmed':
      return { title: 'La cita aún no está confirmada', detail: 'La sala se habilita cuando la cita esté confirmada. Revisa el estado de tu pago en Mis Citas.' };
  }
}

/** The answer to a refused look-up: a stranger's 404 says no more than that the room does not exist for them. */
export function refusalNotice(error: unknown): ClosedNotice {
  if (error instanceof ApiError && error.status === 404) {
    return { title: 'Sala no disponible', detail: 'Esta sala no existe o no corresponde a una de tus citas.' };
  }
  return { title: 'No pudimos abrir la sala', detail: 'Revisa tu conexión a internet y vuelve a intentarlo.' };
}

/** Why this person is no longer in the call: it ended, another tab took it, the server refused it, or they left. */
export type LeaveReason = 'ended' | 'replaced' | 'refused' | 'left';

const leaveNotices: Record<'ended' | 'replaced' | 'left', ClosedNotice> = {
  ended: { title: 'La sesión finalizó', detail: 'Gracias por conectarte. Nada de lo que se dijo o escribió quedó guardado.' },
  replaced: { title: 'Abriste esta sesión en otra pestaña', detail: 'Sigue la sesión en la otra pestaña o dispositivo.' },
  left: { title: 'Saliste de la sesión', detail: 'Tu cámara y micrófono se apagaron. Puedes volver a entrar mientras la sala siga abierta.' },
};

/** What the page says once the call is over for this person; `notice` is the server's reason, when it gave one. */
export function leftRoomNotice(reason: LeaveReason, notice: string | null): ClosedNotice {
  if (reason === 'refused') return { title: 'No puedes entrar a esta sala ahora', detail: notice ?? '' };
  // Ended by something else than the psychologist (a cancellation, the room's close, an account's end): its reason.
  if (reason === 'ended' && notice) return { title: 'La videollamada terminó', detail: notice };
  return leaveNotices[reason];
}
