import { dashboardPaths, REDIRECT_PARAM, safeRedirect, type UserType } from '@emind/domain';

/** Where a freshly authenticated user goes: the remembered same-site path (`?redirect=`), else their dashboard. */
export function postLoginTarget(role: UserType, search: string): string {
  return safeRedirect(new URLSearchParams(search).get(REDIRECT_PARAM)) ?? dashboardPaths[role];
}
