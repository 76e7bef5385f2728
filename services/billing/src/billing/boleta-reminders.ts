import { appointmentCode, formatClp, formatDocumentDate } from '@emind/domain';
import { enqueueMail, type Job, type MailMessage } from '@emind/server-kit';
import { sql } from 'kysely';
import type { BillingContext } from '../context.ts';

interface DueReminder {
  appointment_id: number;
  date: string;
  amount: number;
  is_first_appointment: boolean;
  psychologist_email: string;
  psychologist_first_name: string;
}

/** The screens that list what is missing: the psychologist's 'Boletas pendientes' and the admin's billing month. */
export const pendingBoletasLink = (origin: string, platform: boolean): string =>
  platform ? `${origin}/admin/dashboard/facturacion` : `${origin}/psicologo/dashboard/boletas`;

export function boletaReminderMail(to: string, name: string, due: DueReminder, origin: string): MailMessage {
  const code = appointmentCode(due.appointment_id);
  return {
    to,
    subject: `Falta la boleta de la sesión ${code}`,
    text: [
      `Hola ${name},`,
      '',
      `La sesión ${code} del ${formatDocumentDate(due.date)} (${formatClp(due.amount)}) tiene su pago recibido y aún no tiene boleta.`,
      'Emite la boleta de honorarios en el SII y adjúntala con su folio: el paciente la necesita para su reembolso.',
      `Adjúntala aquí: ${pendingBoletasLink(origin, due.is_first_appointment)}`,
      '',
      'Equipo e-mind',
    ].join('\n'),
  };
}

/**
 * Sessions held, paid and without a boleta `days` after the later of their payment and their start, not yet reminded.
 * Sessions paid to the platform are reminded only when there is a platform address to remind.
 */
async function dueReminders(ctx: BillingContext): Promise<DueReminder[]> {
  const cutoff = new Date(ctx.now().getTime() - ctx.config.boletaReminderDays * 86_400_000);
  const { rows } = await sql<DueReminder>`
    select s.appointment_id, s.date::text as date, s.amount, s.is_first_appointment, p.email as psychologist_email, p.first_name as psychologist_first_name
    from booking.billing_sessions s
    join identity.profile_directory p on p.profile_id = s.psychologist_id
    where s.status <> 'CANCELLED' and greatest(s.paid_at, s.starts_at) < ${cutoff}
      and not exists (select 1 from billing.boletas b where b.appointment_id = s.appointment_id)
      and not exists (select 1 from billing.boleta_reminders r where r.appointment_id = s.appointment_id)
      and (${ctx.config.platformAdminEmail !== null} or not s.is_first_appointment)
    order by s.appointment_id
    limit 500`.execute(ctx.db);
  return rows;
}

/**
 * Mails each missing boleta's reminder once across instances: the claim (a unique row) and the mail are one
 * transaction, so of two runs listing the same session at once only the one whose insert wins mails.
 */
export async function sendBoletaReminders(ctx: BillingContext): Promise<number> {
  let sent = 0;
  for (const due of await dueReminders(ctx)) {
    const to = due.is_first_appointment ? ctx.config.platformAdminEmail : due.psychologist_email;
    if (!to) continue;
    const claimed = await ctx.db.transaction().execute(async (trx) => {
      const claim = await trx.insertInto('boleta_reminders').values({ appointment_id: due.appointment_id }).onConflict((conflict) => conflict.doNothing()).returning('appointment_id').executeTakeFirst();
      if (!claim) return false;
      await enqueueMail(trx, 'billing', boletaReminderMail(to, due.is_first_appointment ? 'equipo e-mind' : due.psychologist_first_name, due, ctx.config.publicOrigin));
      return true;
    });
    if (claimed) sent += 1;
  }
  return sent;
}

export const boletaReminderJob = (ctx: BillingContext): Job => ({ name: 'billing-boleta-reminders', run: () => sendBoletaReminders(ctx) });
