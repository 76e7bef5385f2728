import type { AccessEventsView, PublishedViews, Timestamp } from '@emind/server-kit';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { DocumentTables } from '../documents/documents.schema.ts';

/** Postgres bigint ids, read as numbers (the database handle parses oid 20). */
type BigId = ColumnType<number, number | undefined, never>;

export interface ConversationsTable {
  id: Generated<number>;
  client_id: number;
  psychologist_id: number;
  closed_at: Timestamp | null;
  created_at: Generated<Date>;
}

export interface MessagesTable {
  id: BigId;
  conversation_id: number;
  /** The sender's identity profile id. */
  sender_profile_id: number;
  body: string;
  created_at: Timestamp;
  read_at: Timestamp | null;
  mailed_at: Timestamp | null;
  /** The attached file's storage key, its name as sent, its detected type and its size; all null without one. */
  file_key: string | null;
  file_name: string | null;
  file_mime: string | null;
  file_size: number | null;
  /** The sender's name for this send (Idempotency-Key), unique per sender. */
  idempotency_key: string | null;
}

export interface SettingsTable {
  psychologist_id: number;
  answering_hours: string | null;
  updated_at: Timestamp;
}

export interface TicketsTable {
  hash: string;
  user_id: number;
  profile_id: number;
  expires_at: Timestamp;
}

export interface MessagingDatabase extends DocumentTables, Pick<PublishedViews, 'booking.care_sessions' | 'identity.profile_directory'> {
  conversations: ConversationsTable;
  messages: MessagesTable;
  settings: SettingsTable;
  tickets: TicketsTable;
  access_events: AccessEventsView;
}

export type ConversationRow = Selectable<ConversationsTable>;
export type MessageRow = Selectable<MessagesTable>;
