// What the HTTP benchmarks share: one autocannon load with its figures, and bare Fastify as the ceiling to compare with.
import autocannon from 'autocannon';
import Fastify from 'fastify';

export interface LoadOptions {
  connections: number;
  /** Seconds. */
  duration: number;
  headers?: Record<string, string>;
}

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  /** This process's CPU (an in-process server and autocannon alike) per request, µs: steadier than req/s on a shared machine. */
  cpuUs: number;
  failed: number;
}

export async function load(url: string, { connections, duration, headers = {} }: LoadOptions): Promise<Load> {
  const cpu = process.cpuUsage();
  const result = await autocannon({ url, connections, duration, headers });
  const used = process.cpuUsage(cpu);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuUs: (used.user + used.system) / Math.max(1, result.requests.total),
    failed: result.errors + result.non2xx,
  };
}

export const describeLoad = (label: string, figures: Load): string =>
  `  ${label.padEnd(40)} ${figures.rps.toFixed(0).padStart(6)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ` +
  `${figures.cpuUs.toFixed(0)} µs CPU/request (this process), ${figures.failed} failed`;

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
