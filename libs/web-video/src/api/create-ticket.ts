import { apiRequest } from '@emind/web-api';
import type { SessionTicket } from '@emind/contracts';

/** A single-use pass for one signaling socket, asked for just before each connection. */
export const createTicket = (appointmentId: string) =>
  apiRequest<SessionTicket>(`/sessions/${encodeURIComponent(appointmentId)}/ticket/`, { method: 'POST' });
