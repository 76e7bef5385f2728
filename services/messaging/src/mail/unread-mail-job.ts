import { dashboardPaths, MESSAGES_SEGMENT, newMessageMailSubject } from '@emind/domain';
import { enqueueMails, type Job, type MailMessage } from '@emind/server-kit';
import { sql } from 'kysely';
import type { MessagingContext } from '../context.ts';

interface Due {
  to: string;
  recipient_role: 'client' | 'psychologist';
  sender_name: string;
}

/**
 * Tells, never shows: for each conversation with a message unread for longer than `mailAfterMinutes`, one mail to the
 * reader naming who wrote, with a link behind the login and no content. The claim marks every unread message of that
 * sender there (`mailed_at`), so nothing more is sent for the conversation until they are read. One instance runs it
 * at a time (a transaction's advisory lock; another instance's run finds it taken and does nothing), so a mail goes out
 * once; and the claim updates only the rows it has locked, skipping those a reader is marking read, so it never waits
 * on a lock and cannot deadlock (it did, on Postgres, when two runs each locked one message the other then updated).
 */
export async function mailUnreadMessages(ctx: MessagingContext): Promise<number> {
  const cutoff = new Date(ctx.now().getTime() - ctx.config.mailAfterMinutes * 60_000);
  return ctx.db.transaction().execute(async (trx) => {
    const turn = await sql<{ taken: boolean }>`select pg_try_advisory_xact_lock(hashtext('messaging.unread-mail')) as taken`.execute(trx);
    if (turn.rows[0]?.taken !== true) return 0;
    const { rows } = await sql<Due>`
      with due as (
        select m.id from messaging.messages m
        where m.read_at is null and m.mailed_at is null
          and exists (select 1 from messaging.messages old where old.conversation_id = m.conversation_id
            and old.sender_profile_id = m.sender_profile_id and old.read_at is null and old.mailed_at is null and old.created_at <= ${cutoff})
          and not exists (select 1 from messaging.messages told where told.conversation_id = m.conversation_id
            and told.sender_profile_id = m.sender_profile_id and told.read_at is null and told.mailed_at is not null)
        for update skip locked
      ),
      claimed as (
        update messaging.messages set mailed_at = ${ctx.now()} where id in (select id from due)
        returning conversation_id, sender_profile_id
      ),
      pairs as (select distinct conversation_id, sender_profile_id from claimed)
      select reader.email as to,
        case when c.client_id = pairs.sender_profile_id then 'psychologist' else 'client' end as recipient_role,
        trim(sender.first_name || ' ' || sender.last_name) as sender_name
      from pairs
      join messaging.conversations c on c.id = pairs.conversation_id
      join identity.profile_directory reader on reader.profile_id = case when c.client_id = pairs.sender_profile_id then c.psychologist_id else c.client_id end
      join identity.profile_directory sender on sender.profile_id = pairs.sender_profile_id`.execute(trx);
    const mails: MailMessage[] = rows.map((row) => ({
      to: row.to,
      subject: newMessageMailSubject(row.sender_name),
      text: [
        `Hola,`,
        '',
        `${row.sender_name} te escribió un mensaje en e-mind. Por tu privacidad no lo incluimos en este correo: léelo después de iniciar sesión.`,
        '',
        `${ctx.config.publicOrigin}${dashboardPaths[row.recipient_role]}/${MESSAGES_SEGMENT}`,
      ].join('\n'),
    }));
    await enqueueMails(trx, 'messaging', mails);
    return mails.length;
  });
}

export const unreadMailJob = (ctx: MessagingContext): Job => ({ name: 'messaging-unread-mail', run: () => mailUnreadMessages(ctx) });
