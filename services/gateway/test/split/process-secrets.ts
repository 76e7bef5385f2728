import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '@emind/server-kit';
import { sql } from 'kysely';

/** A running process's environment, as the kernel holds it (Linux: /proc/<pid>/environ). */
export async function environmentOf(pid: number): Promise<Record<string, string>> {
  const raw = await readFile(`/proc/${pid}/environ`, 'utf8');
  const pairs = raw.split('\0').filter(Boolean).map((entry) => {
    const at = entry.indexOf('=');
    return [entry.slice(0, at), entry.slice(at + 1)] as const;
  });
  return Object.fromEntries(pairs);
}

/** Every file under `dir` whose text holds a private key. */
export async function privateKeyFilesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const found: string[] = [];
  for (const entry of entries.filter((item) => item.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    if ((await readFile(file, 'latin1')).includes('PRIVATE KEY')) found.push(file);
  }
  return found;
}

/** Runs `query` on a new connection to `url`; rejects as Postgres refuses the login or the statement. */
export async function onConnection(url: string, query: string): Promise<unknown[]> {
  const handle = await openDatabase({ databaseUrl: url, poolSize: 1 });
  try {
    return (await sql.raw(query).execute(handle.db)).rows;
  } finally {
    await handle.close();
  }
}

/** `url` logged in as `user` with `password`. */
export function withLogin(url: string, user: string, password: string): string {
  const changed = new URL(url);
  changed.username = user;
  changed.password = password;
  return changed.toString();
}

/** Whether the server behind `adminUrl` refuses a wrong password (a `trust` line in pg_hba.conf lets anyone in as anyone). */
export async function serverChecksPasswords(adminUrl: string): Promise<boolean> {
  const admin = new URL(adminUrl);
  return onConnection(withLogin(adminUrl, decodeURIComponent(admin.username), 'not-the-password'), 'select 1').then(() => false, () => true);
}
