import { sql, type Kysely } from 'kysely';

/**
 * Issue 41: a message may carry one file (PDF, JPEG or PNG in private storage, its name as sent, detected type and
 * size), with or without text; and a client's idempotency key, unique per sender, so a retried send is written once.
 * Frozen SQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table messaging.messages
    add column file_key text,
    add column file_name text,
    add column file_mime text check (file_mime in ('application/pdf', 'image/jpeg', 'image/png')),
    add column file_size integer check (file_size between 1 and 10485760),
    add column idempotency_key text check (char_length(idempotency_key) between 8 and 100),
    add constraint messages_file_complete check (
      (file_key is null and file_name is null and file_mime is null and file_size is null)
      or (file_key is not null and file_name is not null and file_mime is not null and file_size is not null)),
    drop constraint messages_body_check,
    add constraint messages_text_or_file check (char_length(body) <= 4000 and (char_length(body) >= 1 or file_key is not null))`.execute(db);
  await sql`create unique index messages_idempotency_idx on messaging.messages (sender_profile_id, idempotency_key)
    where idempotency_key is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists messaging.messages_idempotency_idx`.execute(db);
  await sql`delete from messaging.messages where char_length(body) = 0`.execute(db);
  await sql`alter table messaging.messages
    drop constraint messages_text_or_file,
    drop constraint messages_file_complete,
    add constraint messages_body_check check (char_length(body) between 1 and 4000),
    drop column idempotency_key,
    drop column file_size,
    drop column file_mime,
    drop column file_name,
    drop column file_key`.execute(db);
}
