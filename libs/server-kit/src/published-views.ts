import type { UserType } from '@emind/domain';
import type { ColumnType } from 'kysely';

/** A column of a view another service publishes: its readers select it and can never write it. */
export type ViewColumn<T> = ColumnType<T, never, never>;
/** A published view's row as its readers' `Database` types take it: every column read-only. */
export type ReadOnlyView<Row> = { [Column in keyof Row]: ViewColumn<Row[Column]> };

/**
 * The rows of the views one service publishes to others (services-manifest.ts says who reads which), typed once
 * here, as the publisher's latest migration creates them; a reader puts `'identity.profile_directory':
 * PublishedViews['identity.profile_directory']` in its `Database` type (or a `Pick` of the columns it uses).
 */
export interface PublishedViews {
  /** A profile's name, role, picture and place (identity's `20251123T020000-narrow-views`). */
  'identity.profile_directory': ReadOnlyView<{
    profile_id: number;
    user_id: number;
    user_type: UserType;
    first_name: string;
    last_name: string;
    email: string;
    is_active: boolean;
    profile_image: string | null;
    gender: string | null;
    region: string | null;
    city: string | null;
    created_at: Date;
  }>;
  /** A profile's RUT and phone, for the screens and documents that show them. */
  'identity.profile_contacts': ReadOnlyView<{ profile_id: number; rut: string | null; phone: string | null }>;
}
