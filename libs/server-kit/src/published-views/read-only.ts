import type { ColumnType } from 'kysely';

/** A column of a view another service publishes: its readers select it and can never write it. */
export type ViewColumn<T> = ColumnType<T, never, never>;
/** A published view's row as its readers' `Database` types take it: every column read-only. */
export type ReadOnlyView<Row> = { [Column in keyof Row]: ViewColumn<Row[Column]> };
