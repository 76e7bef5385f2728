import type { DataExport } from '@emind/contracts';
import { privacyMessages, privacyRequestStatusLabels } from '@emind/domain';
import { HttpError, notFound, type OpenedFile } from '@emind/server-kit';
import { findAccountById } from '../../accounts/users.repository.ts';
import type { IdentityContext } from '../../context.ts';
import type { DataRequestRow } from '../../db/schema.ts';
import { findOwnRequest, listOwnRequests, pendingOrNewRequest } from './requests.repository.ts';

const DAY_MS = 86_400_000;
export const EXPORT_NOT_READY = 'Tu exportación aún está en preparación. Te avisaremos por correo cuando esté lista.';
const iso = (value: Date | null): string | null => (value ? new Date(value).toISOString() : null);

export function toDataExport(row: DataRequestRow): DataExport {
  return {
    id: row.id,
    status: row.status,
    status_display: privacyRequestStatusLabels[row.status],
    requested_at: new Date(row.requested_at).toISOString(),
    ready_at: iso(row.ready_at),
    expires_at: iso(row.expires_at),
    download_url: row.status === 'ready' ? `/api/privacy/exports/${row.id}/download/` : null,
  };
}

/** A new export request, or the one already being prepared. Its legal deadline is the erasure's (the law's 30 days). */
export async function requestExport(ctx: IdentityContext, userId: number): Promise<DataExport> {
  const account = await findAccountById(ctx.db, userId);
  if (!account) throw notFound();
  const now = ctx.now();
  const row = await pendingOrNewRequest(ctx.db, {
    userId,
    userType: account.user_type,
    kind: 'export',
    requestedAt: now,
    dueAt: new Date(now.getTime() + ctx.config.erasureDays * DAY_MS),
    email: account.email,
    firstName: account.first_name,
    lastName: account.last_name,
  });
  return toDataExport(row);
}

export async function ownExports(ctx: IdentityContext, userId: number): Promise<DataExport[]> {
  return (await listOwnRequests(ctx.db, userId, 'export')).map(toDataExport);
}

export async function ownExport(ctx: IdentityContext, userId: number, id: number): Promise<DataExport> {
  const row = await findOwnRequest(ctx.db, userId, 'export', id);
  if (!row) throw notFound(privacyMessages.exportNotFound);
  return toDataExport(row);
}

export interface ExportFile {
  opened: OpenedFile;
  filename: string;
}

/** The ZIP, for its owner only, while it is downloadable. */
export async function exportFile(ctx: IdentityContext, userId: number, id: number): Promise<ExportFile> {
  const row = await findOwnRequest(ctx.db, userId, 'export', id);
  if (!row) throw notFound(privacyMessages.exportNotFound);
  const expired = row.status === 'expired' || (row.expires_at !== null && new Date(row.expires_at) <= ctx.now());
  if (expired) throw new HttpError(410, { detail: privacyMessages.exportExpired });
  if (row.status !== 'ready' || !row.file_key) throw new HttpError(409, { detail: EXPORT_NOT_READY });
  const opened = await ctx.storage.open(row.file_key).catch((error: unknown) => {
    // the expiry job removed it between the read of the row and the read of the file
    if ((error as { code?: string }).code === 'ENOENT') throw new HttpError(410, { detail: privacyMessages.exportExpired });
    throw error;
  });
  const date = new Date(row.ready_at ?? row.requested_at).toLocaleDateString('sv-SE', { timeZone: 'America/Santiago' });
  return { opened, filename: `e-mind-datos-${date}.zip` };
}
