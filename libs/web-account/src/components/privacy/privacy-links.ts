import { dashboardPaths, type LegalDocument, type UserType } from '@emind/domain';

/** The public pages (mf-public) where each document is published. */
export const legalDocumentHref: Record<LegalDocument, string> = {
  terms: '/terminos',
  privacy: '/privacidad',
};

/** Where a person cancels the sessions that stop an erasure: 'Mis Citas' or 'Mi Agenda'. */
export const sessionsPage: Partial<Record<UserType, { href: string; label: string }>> = {
  client: { href: `${dashboardPaths.client}/appointments`, label: 'Ir a Mis Citas' },
  psychologist: { href: `${dashboardPaths.psychologist}/schedule`, label: 'Ir a Mi Agenda' },
};

/** The login page's notice after an erasure (the shell reads the same parameter). */
export const ACCOUNT_DELETED_HREF = '/login?cuenta=eliminada';
