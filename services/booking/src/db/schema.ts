import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Weekday } from '@emind/domain';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ScheduleBlocksTable {
  id: Generated<number>;
  psychologist_id: number;
  day_of_week: Weekday;
  /** Postgres `time`: written as 'HH:MM', read through to_char. */
  start_time: string;
  end_time: string;
  created_at: Timestamp;
}

/** Published by catalogue: a psychologist is listed when VERIFIED with an approved price. */
export interface PsychologistListingView {
  profile_id: number;
  verification_status: string;
  approved_price: number | null;
}

/** Published by identity. Only the columns booking reads. */
export interface ProfileDirectoryView {
  profile_id: number;
  user_type: string;
  email: string;
}

export interface BookingDatabase {
  schedule_blocks: ScheduleBlocksTable;
  'catalogue.psychologist_listing': PsychologistListingView;
  'identity.profile_directory': ProfileDirectoryView;
}

export type ScheduleBlockRow = Selectable<ScheduleBlocksTable>;
export type NewScheduleBlock = Insertable<ScheduleBlocksTable>;
