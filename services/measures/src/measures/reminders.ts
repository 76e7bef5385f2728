import { currentDueAt } from '@emind/domain/measures';
import { enqueueMail, type Job } from '@emind/server-kit';
import type { MeasuresContext } from '../context.ts';
import { fullName, person, sessionStarts } from './care.repository.ts';
import { reminderMail } from './measure-mails.ts';
import { answeredOrReminded, claimReminder, endAssignmentsWithoutCare, runningAssignments } from './measures.repository.ts';

/**
 * Ends the assignments whose care has ended, then mails each patient once per questionnaire occurrence that fell due and
 * is unanswered. The claim and the mail are one transaction and the claim is a unique row, so two instances running the
 * job at once send one mail.
 */
export async function sendDueReminders(ctx: MeasuresContext): Promise<number> {
  let sent = 0;
  const now = ctx.now();
  await endAssignmentsWithoutCare(ctx.db, now);
  for (const row of await runningAssignments(ctx.db)) {
    const starts = row.schedule === 'before_each_session' ? await sessionStarts(ctx.db, row.psychologist_id, row.client_id) : [];
    const due = currentDueAt(row.schedule, new Date(row.created_at), now, starts);
    // A settled occurrence costs one look, not the names and a claim that would fail, on every run.
    if (!due || (await answeredOrReminded(ctx.db, row.id, due))) continue;
    const [patient, psychologist] = [await person(ctx.db, row.client_id), await person(ctx.db, row.psychologist_id)];
    if (!patient || !psychologist) continue;
    const claimed = await ctx.db.transaction().execute(async (trx) => {
      if (!(await claimReminder(trx, row.id, due))) return false;
      await enqueueMail(trx, 'measures', reminderMail({ name: patient.first_name, email: patient.email }, row.instrument, fullName(psychologist), ctx.config.publicOrigin));
      return true;
    });
    if (claimed) sent += 1;
  }
  return sent;
}

export const reminderJob = (ctx: MeasuresContext): Job => ({ name: 'measures-reminders', run: () => sendDueReminders(ctx) });
