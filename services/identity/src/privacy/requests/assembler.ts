import { dashboardPaths, EXPORT_DOWNLOAD_DAYS } from '@emind/domain';
import { enqueueMail } from '@emind/server-kit';
import type { IdentityContext } from '../../context.ts';
import type { DataRequestRow } from '../../db/schema.ts';
import { closeExportsOf, completeOpenRequests, expireExports, exportParts, lockOpenRequest, markErasureDone, markExportReady } from './assembler.repository.ts';
import { exportZipStream } from './export-zip.ts';

const DAY_MS = 86_400_000;

/** What the jobs use of the service's context: tests and cross-service tests build it from a database and a folder. */
export type PrivacyJobContext = Pick<IdentityContext, 'db' | 'storage' | 'config' | 'now'>;

function readyMail(ctx: PrivacyJobContext, row: DataRequestRow, expiresAt: Date) {
  const until = expiresAt.toLocaleDateString('es-CL', { timeZone: 'America/Santiago', dateStyle: 'long' });
  const link = `${ctx.config.publicOrigin}${dashboardPaths[row.user_type]}/profile`;
  return {
    to: row.email,
    subject: 'Tus datos de e-mind están listos',
    text: [
      `Hola ${row.first_name},`,
      '',
      'Ya preparamos la copia de tus datos que solicitaste.',
      `Puedes descargarla desde Mi Perfil, en la pestaña "Privacidad y datos", hasta el ${until}:`,
      '',
      link,
      '',
      'Por tu seguridad, la descarga solo funciona con tu sesión iniciada.',
      'Si no solicitaste esta copia, cambia tu contraseña y escríbenos.',
    ].join('\n'),
  };
}

async function closeExport(ctx: PrivacyJobContext, request: DataRequestRow, now: Date): Promise<boolean> {
  const zip = exportZipStream(ctx.storage, await exportParts(ctx.db, request.id), now);
  const saved = await ctx.storage.save('private', 'exports', zip, 'zip', 'application/zip');
  const expiresAt = new Date(now.getTime() + EXPORT_DOWNLOAD_DAYS * DAY_MS);
  const closed = await ctx.db.transaction().execute(async (trx) => {
    const row = await lockOpenRequest(trx, request.id);
    if (!row) return false;
    await markExportReady(trx, row.id, saved.key, now, expiresAt);
    await enqueueMail(trx, 'identity', readyMail(ctx, row, expiresAt));
    return true;
  });
  // another instance closed it meanwhile: its file is the one kept
  if (!closed) await ctx.storage.remove(saved.key);
  return closed;
}

async function closeErasure(ctx: PrivacyJobContext, request: DataRequestRow, now: Date): Promise<boolean> {
  const files = await ctx.db.transaction().execute(async (trx) => {
    const row = await lockOpenRequest(trx, request.id);
    if (!row) return null;
    await markErasureDone(trx, row.id, now);
    return closeExportsOf(trx, row.user_id, now);
  });
  for (const key of files ?? []) await ctx.storage.remove(key);
  return files !== null;
}

/**
 * Closes the open requests whose four parts (identity's and the other services' published ones) are written: an
 * export becomes the ZIP its owner is mailed about, an erasure is done. Returns how many it closed.
 */
export async function assemblePrivacyRequests(ctx: PrivacyJobContext, now: Date = ctx.now()): Promise<number> {
  let closed = 0;
  for (const request of await completeOpenRequests(ctx.db)) {
    const done = request.kind === 'export' ? await closeExport(ctx, request, now) : await closeErasure(ctx, request, now);
    if (done) closed += 1;
  }
  return closed;
}

/** Deletes exports past their download window (EXPORT_DOWNLOAD_DAYS). Returns how many it expired. */
export async function expirePrivacyExports(ctx: PrivacyJobContext, now: Date = ctx.now()): Promise<number> {
  const keys = await expireExports(ctx.db, now);
  for (const key of keys) await ctx.storage.remove(key);
  return keys.length;
}
