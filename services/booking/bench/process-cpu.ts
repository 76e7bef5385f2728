// CPU time from /proc (Linux, Postgres on this host; 100 ticks/s): on a shared machine a figure per request that
// other engineers' load does not move the way it moves wall-clock latency.
import { readFile } from 'node:fs/promises';
import type { DatabaseHandle } from '@emind/server-kit';
import { sql } from 'kysely';

/** CPU time (ms) each process has used so far; none for a process /proc does not show. */
export async function cpuMs(pids: number[]): Promise<Map<number, number>> {
  const used = new Map<number, number>();
  for (const pid of pids) {
    const fields = (await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')).split(') ')[1]?.split(' ');
    if (fields) used.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
  }
  return used;
}

/** CPU time (ms) the serving process and this database's Postgres backends use while `run` runs. */
export async function cpuDuring<T>(handle: DatabaseHandle, serverPid: number, run: () => Promise<T>): Promise<{ result: T; server: number; postgres: number }> {
  const backends = async () =>
    cpuMs((await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database()`.execute(handle.db)).rows.map((row) => row.pid));
  const [server, postgres] = [await cpuMs([serverPid]), await backends()];
  const result = await run();
  const [serverAfter, postgresAfter] = [await cpuMs([serverPid]), await backends()];
  const spent = (after: Map<number, number>, before: Map<number, number>) => [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);
  return { result, server: spent(serverAfter, server), postgres: spent(postgresAfter, postgres) };
}
