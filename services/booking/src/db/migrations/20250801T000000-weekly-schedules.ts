import { sql, type Kysely } from 'kysely';

const SCHEMA = 'booking';

export async function up(db: Kysely<any>): Promise<void> {
  const s = db.schema.withSchema(SCHEMA);
  // One row per time block; psychologist_id is the identity profile id (no cross-schema foreign key).
  await s
    .createTable('schedule_blocks')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('psychologist_id', 'integer', (col) => col.notNull())
    .addColumn('day_of_week', 'text', (col) =>
      col.notNull().check(sql`day_of_week in ('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday')`),
    )
    .addColumn('start_time', 'time', (col) => col.notNull())
    .addColumn('end_time', 'time', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('schedule_blocks_start_before_end', sql`start_time < end_time`)
    .execute();
  await s.createIndex('schedule_blocks_psychologist_idx').on('schedule_blocks').columns(['psychologist_id', 'day_of_week']).execute();

  // What other services read (catalogue: "has a schedule", availability label).
  await sql`
    create view booking.weekly_schedule_blocks as
    select psychologist_id, day_of_week,
           to_char(start_time, 'HH24:MI') as start_time, to_char(end_time, 'HH24:MI') as end_time
    from booking.schedule_blocks
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view if exists booking.weekly_schedule_blocks`.execute(db);
  await db.schema.withSchema(SCHEMA).dropTable('schedule_blocks').execute();
}
