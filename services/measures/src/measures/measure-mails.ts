import { instruments, type InstrumentId } from '@emind/domain/measures';
import type { MailMessage } from '@emind/server-kit';

const signed = (...lines: string[]): string => [...lines, '', 'Equipo e-mind'].join('\n');

/** The patient area's 'Cuestionarios' and 'Ficha de ingreso', and the psychologist area's patient detail, as the screens route them. */
export const questionnairesLink = (origin: string): string => `${origin}/dashboard/cuestionarios`;
export const intakeLink = (origin: string): string => `${origin}/dashboard/ficha-de-ingreso`;
export const patientDetailPath = (patientId: number): string => `/psicologo/dashboard/patients/${patientId}`;
export const patientDetailLink = (origin: string, patientId: number): string => `${origin}${patientDetailPath(patientId)}`;

/** The reminder of a questionnaire that fell due; the link opens it after login. Never an answer or a score. */
export function reminderMail(to: { name: string; email: string }, instrument: InstrumentId, psychologistName: string, origin: string): MailMessage {
  return {
    to: to.email,
    subject: `Tienes un cuestionario pendiente (${instruments[instrument].name})`,
    text: signed(
      `Hola ${to.name},`,
      '',
      `${psychologistName} te pidió responder el cuestionario ${instruments[instrument].name}. Toma unos 3 minutos.`,
      `Respóndelo aquí: ${questionnairesLink(origin)}`,
    ),
  };
}

/** The one reminder to fill the 'Ficha de ingreso' before the first session; the link opens it after login. */
export function intakeReminderMail(to: { name: string; email: string }, origin: string): MailMessage {
  return {
    to: to.email,
    subject: 'Completa tu ficha de ingreso antes de tu primera sesión',
    text: signed(
      `Hola ${to.name},`,
      '',
      'Tienes una sesión agendada en e-mind. Antes de tu primera sesión, completa tu ficha de ingreso: tu psicólogo la lee antes de atenderte, y en ella aceptas el consentimiento para la atención en línea. Toma unos 5 minutos.',
      `Complétala aquí: ${intakeLink(origin)}`,
    ),
  };
}

/**
 * The safety rule's mail to the psychologist: only that a patient needs their attention, and the link to the patient's
 * page behind the login. A mail crosses servers and inboxes we do not control, so it names neither the patient nor the
 * questionnaire nor the answer: all of that is health data, shown only after the login.
 */
export function safetyAlertMail(psychologist: { name: string; email: string }, patientId: number, origin: string): MailMessage {
  return {
    to: psychologist.email,
    subject: 'Un paciente necesita tu atención',
    text: signed(
      `Hola ${psychologist.name},`,
      '',
      'Uno de tus pacientes necesita tu atención. Ingresa a e-mind para ver de quién se trata y qué ocurrió:',
      patientDetailLink(origin, patientId),
    ),
  };
}
