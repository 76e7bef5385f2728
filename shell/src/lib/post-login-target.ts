import { dashboardPaths, redirectOf, type UserType } from '@emind/domain';

/** Where a freshly authenticated user goes: the remembered same-site path (`?redirect=`), else their dashboard. */
export function postLoginTarget(role: UserType, search: string): string {
  return redirectOf(search) ?? dashboardPaths[role];
}
