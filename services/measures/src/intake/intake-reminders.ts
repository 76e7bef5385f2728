import { enqueueMail, type Job } from '@emind/server-kit';
import type { MeasuresContext } from '../context.ts';
import { person } from '../measures/care.repository.ts';
import { intakeReminderMail } from '../measures/measure-mails.ts';
import { claimIntakeReminder, patientsOwingIntake } from './intake.repository.ts';

/**
 * Mails the patient the intake reminder unless a run (here or on another instance) already claimed it, even one that
 * listed the patient at the same moment: the claim and the mail are one transaction and the claim is a unique row.
 */
export async function remindOfIntake(ctx: MeasuresContext, clientId: number): Promise<boolean> {
  const patient = await person(ctx.db, clientId);
  if (!patient) return false;
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await claimIntakeReminder(trx, clientId))) return false;
    await enqueueMail(trx, 'measures', intakeReminderMail({ name: patient.first_name, email: patient.email }, ctx.config.publicOrigin));
    return true;
  });
}

/**
 * Mails each patient who has a session ahead and has not filled the 'Ficha de ingreso' once, ever: the intake is one per
 * patient, not per psychologist or session, so one reminder asks for all of it.
 */
export async function sendIntakeReminders(ctx: MeasuresContext): Promise<number> {
  let sent = 0;
  for (const clientId of await patientsOwingIntake(ctx.db, ctx.now())) {
    if (await remindOfIntake(ctx, clientId)) sent += 1;
  }
  return sent;
}

export const intakeReminderJob = (ctx: MeasuresContext): Job => ({ name: 'measures-intake-reminders', run: () => sendIntakeReminders(ctx) });
