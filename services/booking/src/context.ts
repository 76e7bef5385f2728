import type { Storage } from '@emind/server-kit';
import type { Kysely } from 'kysely';
import type { BookedRow, BookingRequest } from './appointments/book-in-batches.ts';
import type { KeptClientLists } from './appointments/kept-client-lists.ts';
import type { BookingConfig } from './config.ts';
import type { BookingDatabase } from './db/schema.ts';

/** What the domain layer needs, built once by the app plugin. */
export interface BookingContext {
  db: Kysely<BookingDatabase>;
  config: BookingConfig;
  /** Payment proofs, in private storage. */
  storage: Storage;
  /** Writes a booking with the others that arrive with it (book-in-batches.ts); its row, refusals included. */
  book(request: BookingRequest): Promise<BookedRow>;
  /** Each client's own list reads, kept while the app follows the appointment change feed. */
  clientLists: KeptClientLists;
  /** The clock; tests pin it. */
  now(): Date;
}
