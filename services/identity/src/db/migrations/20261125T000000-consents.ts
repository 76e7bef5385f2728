import { sql, type Kysely } from 'kysely';

/**
 * Consent (Ley 21.719): which version of each legal document a person accepted, when and from where; and the
 * optional mail they may turn off, published to booking as `optional_mail` (one row per account, on by default).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table identity.consents (
      id integer generated always as identity primary key,
      user_id integer not null references identity.users (id) on delete cascade,
      document text not null check (document in ('terms', 'privacy')),
      version text not null,
      accepted_at timestamptz not null default now(),
      client_ip text,
      unique (user_id, document, version)
    )
  `.execute(db);
  await sql`
    create table identity.mail_preferences (
      user_id integer primary key references identity.users (id) on delete cascade,
      reminders boolean not null default true,
      waitlist boolean not null default true,
      updated_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create view identity.optional_mail as
    select u.id as user_id, coalesce(m.reminders, true) as reminders, coalesce(m.waitlist, true) as waitlist
    from identity.users u left join identity.mail_preferences m on m.user_id = u.id
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view if exists identity.optional_mail`.execute(db);
  await sql`drop table if exists identity.mail_preferences`.execute(db);
  await sql`drop table if exists identity.consents`.execute(db);
}
