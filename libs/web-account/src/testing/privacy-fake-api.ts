import { vi } from 'vitest';
import type { AccessGroup, AccessGroupsPage, Consents, DataExport } from '@emind/contracts';
import type { AccountRole } from '../types.ts';
import { profileFixture, stubApi, type RecordedCall } from './fake-api.ts';

type Answer = { status: number; body: unknown } | undefined;

export function consentsFixture(overrides: Partial<Consents> = {}): Consents {
  return {
    documents: [
      { document: 'terms', label: 'Términos y Condiciones', current_version: '2026-12-01', accepted_version: '2026-12-01', accepted_at: '2026-11-20T13:05:00Z' },
      { document: 'privacy', label: 'Política de Privacidad', current_version: '2026-12-01', accepted_version: '2026-12-01', accepted_at: '2026-11-20T13:05:00Z' },
    ],
    pending: [],
    optional_mail: { reminders: true, waitlist: true },
    ...overrides,
  };
}

export function exportFixture(overrides: Partial<DataExport> = {}): DataExport {
  return {
    id: 4, status: 'pending', status_display: 'En preparación', requested_at: '2026-11-25T12:00:00Z',
    ready_at: null, expires_at: null, download_url: null, ...overrides,
  };
}

export function accessGroupFixture(overrides: Partial<AccessGroup> = {}): AccessGroup {
  return {
    actor_id: 9, actor_name: 'Pedro Soto', actor_role: 'psychologist', actor_role_display: 'Psicólogo Clínico', resource: 'agenda',
    seen_display: 'tu agenda de citas', summary: 'Pedro Soto (Psicólogo Clínico) vio tu agenda de citas', times: 12,
    first_at: '2026-11-03T18:30:00Z', last_at: '2026-11-24T18:30:00Z', ...overrides,
  };
}

export const accessPage = (results: AccessGroup[], overrides: Partial<AccessGroupsPage> = {}): AccessGroupsPage =>
  ({ count: results.length, page: 1, page_size: 50, results, ...overrides });

export interface PrivacyServer {
  consents?: Consents;
  exports?: () => DataExport[];
  accessLog?: (page: number) => AccessGroupsPage;
  /** Answers anything else first (writes, errors). */
  handler?: (call: RecordedCall) => Answer;
}

/** The profile plus the privacy API's GETs, answered from `server`; every call is recorded. */
export function stubPrivacyApi(server: PrivacyServer = {}, role: AccountRole = 'client'): RecordedCall[] {
  return stubApi(profileFixture(), (call) => {
    const own = server.handler?.(call);
    if (own) return own;
    if (call.method !== 'GET') return undefined;
    if (call.path === '/privacy/consents/') return { status: 200, body: server.consents ?? consentsFixture() };
    if (call.path === '/privacy/exports/') return { status: 200, body: server.exports?.() ?? [] };
    const page = /^\/privacy\/access-log\/\?page=(\d+)$/.exec(call.path);
    if (page) return { status: 200, body: server.accessLog?.(Number(page[1])) ?? accessPage([]) };
    return undefined;
  }, role);
}

/** Answers a download with a file and its Content-Disposition name; the rest goes to the stub already in place. */
export function stubDownload(path: string, fileName: string, content = 'PK'): void {
  const previous = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (new URL(url, 'http://localhost').pathname === `/api${path}`) {
      return new Response(content, { headers: { 'Content-Type': 'application/zip', 'Content-Disposition': `attachment; filename="${fileName}"` } });
    }
    return previous(input, init);
  });
}
