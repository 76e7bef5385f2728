/**
 * Conversation list benchmark (issue 41): a psychologist's 'Mensajes' list (each conversation with the other person,
 * the last message and the unread count, its reads in the access log) with BENCH_TOTAL messages in the database
 * (default 100,000: 2,000 conversations of 50), p50/p99 over BENCH_READS reads (target p99 < 20 ms). The read is the
 * service's own call (the route adds only the token check). A list that does not hold the psychologist's
 * conversations with their unread counts refuses the figures.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx services/messaging/bench/conversation-list.ts
 */
import { cpus, loadavg } from 'node:os';
import { refuseUnexpectedAnswers } from '@emind/server-kit/bench';
import { sql } from 'kysely';
import { listConversations } from '../src/conversations/conversations.service.ts';
import { benchDatabase, carePairs, messagingInstance, ms, patient, percentile, psychologistOf } from './bench-setup.ts';

const TOTAL = Number(process.env.BENCH_TOTAL ?? 100_000);
const PER_CONVERSATION = 50;
const PATIENTS_PER_PSYCHOLOGIST = 40;
const READS = Number(process.env.BENCH_READS ?? 2_000);

const bench = await benchDatabase();
const { handle } = bench;
try {
  const conversations = Math.ceil(TOTAL / PER_CONVERSATION);
  await carePairs(handle, conversations, PATIENTS_PER_PSYCHOLOGIST);
  await sql`insert into messaging.conversations (client_id, psychologist_id) select client_id, psychologist_id from public.bench_care`.execute(handle.db);
  // Both sides write; the patient's last ten are unread by the psychologist.
  await sql`insert into messaging.messages (conversation_id, sender_profile_id, body, created_at, read_at)
    select c.id, case when n % 2 = 0 or n > ${PER_CONVERSATION - 10} then c.client_id else c.psychologist_id end,
      'Mensaje ' || n || ' de la conversación ' || c.id, now() - make_interval(mins => ${PER_CONVERSATION} - n),
      case when n > ${PER_CONVERSATION - 10} then null else now() end
    from messaging.conversations c cross join generate_series(1, ${PER_CONVERSATION}) n`.execute(handle.db);
  await sql`analyze`.execute(handle.db);
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from messaging.messages`.execute(handle.db);
  const app = await messagingInstance(handle);
  const psychologist = psychologistOf(100001);
  console.log(`conversation list: ${rows[0]?.n ?? 0} messages in ${conversations} conversations; a psychologist with ${PATIENTS_PER_PSYCHOLOGIST} ` +
    `conversations and a patient with one, ${READS} reads each; load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`);
  for (const [label, reader, expected] of [['psychologist', psychologist, PATIENTS_PER_PSYCHOLOGIST], ['patient', patient(1), 1]] as const) {
    for (let warm = 0; warm < 50; warm += 1) await listConversations(app.ctx, reader);
    const outcomes = new Map<number, number>();
    const times: number[] = [];
    for (let index = 0; index < READS; index += 1) {
      const started = performance.now();
      const list = await listConversations(app.ctx, reader);
      times.push(performance.now() - started);
      const right = list.length === expected && list.every((one) => one.last_message !== null && one.unread === (label === 'psychologist' ? 10 : 0));
      outcomes.set(right ? 200 : 500, (outcomes.get(right ? 200 : 500) ?? 0) + 1);
    }
    refuseUnexpectedAnswers(`${label}'s list`, outcomes, [200]);
    times.sort((a, b) => a - b);
    console.log(`  ${label}'s list (${expected}): p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, max ${ms(percentile(times, 100))}`);
  }
  await app.app.close();
} finally {
  await bench.drop();
}
