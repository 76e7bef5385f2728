import type { ColumnType } from 'kysely';

/** A `timestamptz` column as every service's `Database` types it: read as a Date, written as a Date or an ISO string. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** The same, for a column that may be null. */
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
