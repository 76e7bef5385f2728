import { openDatabase, runPrivacyParts } from '@emind/server-kit';
import { sql } from 'kysely';
import { bookingConfigFromEnv } from '../../src/config.ts';
import { createBookingContext } from '../../src/plugins/booking-context.ts';
import { bookingParticipant } from '../../src/privacy/booking-participant.ts';
import { interruptedAfterErasing, type Interruption } from './interrupted-erasure.ts';

/**
 * Booking's privacy job as a process of its own, configured from the environment as the service is (DATABASE_URL:
 * the test file's database), for erasure-crash.test.ts. Inside booking's part, once every erase statement has run and
 * before the commit, it prints `erased <request id> <backend pid>` and waits there to be killed.
 */
const config = bookingConfigFromEnv();
if (!config.databaseUrl) throw new Error('DATABASE_URL: the test database this job erases in');
const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 1 });
const ctx = createBookingContext(database, config);

const waitToBeKilled: Interruption = async (trx, subject) => {
  const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
  process.stdout.write(`erased ${subject.requestId} ${rows[0]?.pid}\n`);
  // The interval keeps the process alive while the open transaction waits.
  return new Promise<never>(() => setInterval(() => undefined, 60_000));
};

await runPrivacyParts(ctx.db, interruptedAfterErasing(bookingParticipant(ctx), waitToBeKilled), new Date());
// Reached only when there was nothing to erase: the test then fails on the missing line.
await database.close();
