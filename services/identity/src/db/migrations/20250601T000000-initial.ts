import { sql, type Kysely } from 'kysely';

const SCHEMA = 'identity';

export async function up(db: Kysely<any>): Promise<void> {
  const s = db.schema.withSchema(SCHEMA);
  await s
    .createTable('users')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('user_type', 'text', (col) => col.notNull().check(sql`user_type in ('client', 'psychologist', 'admin')`))
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_login_at', 'timestamptz')
    .execute();
  await s.createIndex('users_email_key').on('users').expression(sql`lower(email)`).unique().execute();

  await s
    .createTable('profiles')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (col) => col.notNull().unique().references(`${SCHEMA}.users.id`).onDelete('cascade'))
    .addColumn('rut', 'text')
    .addColumn('gender', 'text')
    .addColumn('phone', 'text')
    .addColumn('region', 'text')
    .addColumn('city', 'text')
    .addColumn('profile_image', 'text')
    .addColumn('professional_title', 'text')
    .addColumn('bank_name', 'text')
    .addColumn('bank_account_type', 'text')
    .addColumn('bank_account_number', 'text')
    .addColumn('bank_account_owner', 'text')
    .addColumn('bank_account_owner_rut', 'text')
    .addColumn('bank_account_owner_email', 'text')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await s
    .createTable('refresh_tokens')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (col) => col.notNull().references(`${SCHEMA}.users.id`).onDelete('cascade'))
    .addColumn('family_id', 'uuid', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('rotated_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await s.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();

  await s
    .createTable('password_reset_tokens')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (col) => col.notNull().references(`${SCHEMA}.users.id`).onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await s
    .createTable('contact_messages')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('client_ip', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  // Other services read accounts only through this view (ARCHITECTURE: read via published views).
  await sql`
    create view identity.user_directory as
    select u.id, u.user_type, u.first_name, u.last_name, u.email, u.is_active, p.profile_image
    from identity.users u left join identity.profiles p on p.user_id = u.id
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view if exists identity.user_directory`.execute(db);
  for (const table of ['contact_messages', 'password_reset_tokens', 'refresh_tokens', 'profiles', 'users']) {
    await db.schema.withSchema(SCHEMA).dropTable(table).ifExists().execute();
  }
}
