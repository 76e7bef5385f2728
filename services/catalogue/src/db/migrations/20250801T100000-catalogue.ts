import { sql, type Kysely } from 'kysely';

const SCHEMA = 'catalogue';

export async function up(db: Kysely<any>): Promise<void> {
  const s = db.schema.withSchema(SCHEMA);
  // profile_id is the identity profile id (no cross-schema foreign key: services deploy separately).
  await s
    .createTable('psychologists')
    .addColumn('profile_id', 'integer', (col) => col.primaryKey())
    .addColumn('verification_status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('PENDING')
        .check(sql`verification_status in ('PENDING', 'DOCUMENTS_SUBMITTED', 'VERIFICATION_IN_PROGRESS', 'VERIFIED', 'REJECTED')`),
    )
    .addColumn('health_register_number', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('university', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('graduation_year', 'integer')
    .addColumn('experience_description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('specialties', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('target_populations', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('intervention_areas', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    // When the career started (graduation year, else earliest experience): the directory's experience sort.
    .addColumn('career_start', 'date')
    .addColumn('approved_price', 'integer', (col) => col.check(sql`approved_price >= 0`))
    .addColumn('price_approved_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // The directory: only listed rows are ever scanned; the arrays are matched by overlap (&&).
  await sql`create index psychologists_listed_idx on catalogue.psychologists (career_start, profile_id)
            where verification_status = 'VERIFIED' and approved_price is not null`.execute(db);
  await sql`create index psychologists_listed_price_idx on catalogue.psychologists (approved_price, profile_id)
            where verification_status = 'VERIFIED' and approved_price is not null`.execute(db);
  for (const column of ['specialties', 'target_populations', 'intervention_areas']) {
    await sql`create index ${sql.id(`psychologists_${column}_gin`)} on catalogue.psychologists using gin (${sql.id(column)})`.execute(db);
  }
  await s.createIndex('psychologists_status_idx').on('psychologists').column('verification_status').execute();

  await s
    .createTable('experiences')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('profile_id', 'integer', (col) => col.notNull().references(`${SCHEMA}.psychologists.profile_id`).onDelete('cascade'))
    .addColumn('experience_type', 'text', (col) =>
      col.notNull().check(sql`experience_type in ('PRACTICUM', 'ASSISTANTSHIP', 'WORK', 'VOLUNTEERING', 'OTHER')`),
    )
    .addColumn('institution', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('start_date', 'date', (col) => col.notNull())
    .addColumn('end_date', 'date')
    .addCheckConstraint('experiences_dates', sql`end_date is null or end_date >= start_date`)
    .execute();
  await s.createIndex('experiences_profile_idx').on('experiences').columns(['profile_id', 'start_date']).execute();

  await s
    .createTable('verification_documents')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('profile_id', 'integer', (col) => col.notNull().references(`${SCHEMA}.psychologists.profile_id`).onDelete('cascade'))
    .addColumn('document_type', 'text', (col) =>
      col.notNull().check(sql`document_type in ('registration_certificate', 'professional_id', 'specialty_document', 'presentation_video')`),
    )
    .addColumn('verification_status', 'text', (col) =>
      col.notNull().defaultTo('pending').check(sql`verification_status in ('pending', 'approved', 'rejected')`),
    )
    .addColumn('rejection_reason', 'text')
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('storage_key', 'text', (col) => col.notNull())
    .addColumn('mime', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('uploaded_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('reviewed_at', 'timestamptz')
    .addUniqueConstraint('verification_documents_one_per_type', ['profile_id', 'document_type'])
    .execute();

  await s
    .createTable('price_configurations')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('min_price', 'integer', (col) => col.notNull())
    .addColumn('max_price', 'integer', (col) => col.notNull())
    .addColumn('platform_fee_percentage', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('price_configurations_bounds', sql`0 <= min_price and min_price <= max_price`)
    .execute();
  await sql`insert into catalogue.price_configurations (min_price, max_price, platform_fee_percentage) values (5000, 15000, 10)`.execute(db);

  await s
    .createTable('suggested_prices')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('profile_id', 'integer', (col) => col.notNull().references(`${SCHEMA}.psychologists.profile_id`).onDelete('cascade'))
    .addColumn('price', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await s.createIndex('suggested_prices_profile_idx').on('suggested_prices').columns(['profile_id', 'id']).execute();

  // What booking reads: whether a psychologist may be booked and at which price.
  await sql`
    create view catalogue.psychologist_listing as
    select profile_id, verification_status, approved_price from catalogue.psychologists
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view if exists catalogue.psychologist_listing`.execute(db);
  for (const table of ['suggested_prices', 'price_configurations', 'verification_documents', 'experiences', 'psychologists']) {
    await db.schema.withSchema(SCHEMA).dropTable(table).ifExists().execute();
  }
}
