import { dashboardPaths, type UserType } from '@emind/domain';

/** Only same-origin app paths: never '//host' or 'https://…' (open redirect). */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** Where a freshly authenticated user goes: the remembered origin, else their dashboard. */
export function postLoginTarget(role: UserType, search: string): string {
  return safeRedirect(new URLSearchParams(search).get('redirect')) ?? dashboardPaths[role];
}
