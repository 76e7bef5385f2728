import { formatLongDate } from '@emind/domain';
import { crisisHelpLines, instruments, type InstrumentId } from '@emind/domain/measures';
import type { MailMessage } from '@emind/server-kit';

const signed = (...lines: string[]): string => [...lines, '', 'Equipo e-mind'].join('\n');

/** The patient area's 'Cuestionarios' and 'Ficha de ingreso', and the psychologist area's patient detail, as the screens route them. */
export const questionnairesLink = (origin: string): string => `${origin}/dashboard/cuestionarios`;
export const intakeLink = (origin: string): string => `${origin}/dashboard/ficha-de-ingreso`;
export const patientDetailLink = (origin: string, patientId: number): string => `${origin}/psicologo/dashboard/patients/${patientId}`;

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
 * The safety rule's mail to the psychologist: that the patient answered PHQ-9 item 9 above 0, and where to see it. The
 * answers themselves are not in the mail; the patient detail shows them behind the login.
 */
export function safetyAlertMail(
  psychologist: { name: string; email: string },
  patient: { id: number; name: string },
  answeredAt: Date,
  origin: string,
): MailMessage {
  return {
    to: psychologist.email,
    subject: `Alerta de seguridad: ${patient.name} respondió la pregunta 9 del PHQ-9`,
    text: signed(
      `Hola ${psychologist.name},`,
      '',
      `${patient.name} respondió el ${formatLongDate(answeredAt)} la pregunta 9 del PHQ-9 (pensamientos de que estaría mejor muerto(a) o de lastimarse) con un valor mayor que 0.`,
      'Se le mostraron de inmediato estas líneas de ayuda:',
      ...crisisHelpLines.map((line) => `- ${line.name}: ${line.phone} (${line.detail})`),
      '',
      `Revisa su ficha y marca la alerta como revisada: ${patientDetailLink(origin, patient.id)}`,
    ),
  };
}
