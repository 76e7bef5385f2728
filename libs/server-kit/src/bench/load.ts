// What the HTTP benchmarks share: one autocannon load with its figures, and bare Fastify as the ceiling to compare with.
import autocannon from 'autocannon';
import Fastify from 'fastify';

export interface LoadOptions {
  connections: number;
  /** Seconds. */
  duration: number;
  headers?: Record<string, string>;
  /** The statuses a correct answer has (default 200): any other answer refuses the figures. */
  expected?: readonly number[];
}

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  /** This process's CPU (an in-process server and autocannon alike) per request, µs: steadier than req/s on a shared machine. */
  cpuUs: number;
}

/** Each status answered and how often; connection errors and timeouts count under status 0. */
export function answerCounts(result: autocannon.Result): Map<number, number> {
  const counts = new Map<number, number>();
  for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) counts.set(Number(status), stats.count ?? 0);
  const failedToAnswer = result.errors + result.timeouts;
  if (failedToAnswer > 0) counts.set(0, failedToAnswer);
  return counts;
}

export class UnexpectedAnswersError extends Error {}

/**
 * A fast wrong answer (a 500, a 429, a refused connection) makes a fine-looking figure: a benchmark whose answers are
 * not all of the expected statuses must print no rate and no ratio.
 */
export function refuseUnexpectedAnswers(label: string, counts: ReadonlyMap<number, number>, expected: readonly number[]): void {
  const unexpected = [...counts].filter(([status, count]) => count > 0 && !expected.includes(status));
  if (unexpected.length === 0) return;
  const answers = [...counts].map(([status, count]) => `${status === 0 ? 'no answer' : status}×${count}`).join(', ');
  throw new UnexpectedAnswersError(`${label}: expected only ${expected.join('/')}, got ${answers}; no figures printed`);
}

export async function load(url: string, { connections, duration, headers = {}, expected = [200] }: LoadOptions): Promise<Load> {
  const cpu = process.cpuUsage();
  const result = await autocannon({ url, connections, duration, headers });
  const used = process.cpuUsage(cpu);
  refuseUnexpectedAnswers(url, answerCounts(result), expected);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuUs: (used.user + used.system) / Math.max(1, result.requests.total),
  };
}

export const describeLoad = (label: string, figures: Load): string =>
  `  ${label.padEnd(40)} ${figures.rps.toFixed(0).padStart(6)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ` +
  `${figures.cpuUs.toFixed(0)} µs CPU/request (this process)`;

/** The ceiling to compare with: Fastify alone answering a small JSON on a free port, warmed up with `connections`. */
export async function bareFastify(connections: number): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  await autocannon({ url, connections, duration: 2 });
  return { url, close: () => app.close() };
}
