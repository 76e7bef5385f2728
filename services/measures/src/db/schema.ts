import type { InstrumentId, MeasureSchedule } from '@emind/domain/measures';
import type { Generated, Selectable } from 'kysely';
import type { PublishedViews, Timestamp } from '@emind/server-kit';

export interface AssignmentsTable {
  id: Generated<number>;
  /** Identity profile ids. */
  psychologist_id: number;
  client_id: number;
  instrument: InstrumentId;
  schedule: MeasureSchedule;
  created_at: Timestamp;
  /** Set when the psychologist removes it: its responses stay in the history. */
  ended_at: Timestamp | null;
}

export interface ResponsesTable {
  id: Generated<number>;
  assignment_id: number;
  client_id: number;
  psychologist_id: number;
  instrument: InstrumentId;
  /** The occurrence answered: one response per assignment and due date (unique). */
  due_at: Timestamp;
  answers: number[];
  score: number;
  severity: string;
  safety_alert: boolean;
  created_at: Timestamp;
}

export interface SafetyFlagsTable {
  id: Generated<number>;
  response_id: number;
  client_id: number;
  psychologist_id: number;
  raised_at: Timestamp;
  reviewed_at: Timestamp | null;
}

export interface RemindersTable {
  assignment_id: number;
  due_at: Timestamp;
  sent_at: Timestamp;
}

/** The 'Ficha de ingreso' reminder, once per patient (primary key): the row is the claim. */
export interface IntakeRemindersTable {
  client_id: number;
  sent_at: Timestamp;
}

/** A patient refused for a birth date under 18, until they save an adult one; booking refuses their bookings. */
export interface MinorDeclarationsTable {
  client_id: number;
  declared_at: Generated<Date>;
}

export interface IntakesTable {
  client_id: number;
  reason: string;
  previous_therapy: boolean;
  medication: string;
  emergency_name: string;
  emergency_relation: string;
  emergency_phone: string;
  /** Postgres `date`: 'yyyy-MM-dd'. */
  birth_date: string;
  online_consent_version: string;
  online_consent_accepted_at: Timestamp;
  /** The address the consent was accepted from, as the terms' acceptances keep it. */
  online_consent_address: string;
  updated_at: Timestamp;
}

export interface MeasuresDatabase extends Pick<PublishedViews, 'booking.care_sessions' | 'identity.profile_directory'> {
  assignments: AssignmentsTable;
  responses: ResponsesTable;
  safety_flags: SafetyFlagsTable;
  reminders: RemindersTable;
  intakes: IntakesTable;
  intake_reminders: IntakeRemindersTable;
  minor_declarations: MinorDeclarationsTable;
}

export type AssignmentRow = Selectable<AssignmentsTable>;
export type ResponseRow = Selectable<ResponsesTable>;
export type IntakeRow = Selectable<IntakesTable>;
