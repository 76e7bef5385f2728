import type { AccountRole } from '../types.ts';

/** `/profiles/client-profiles/me/` and its siblings; `action` is a sub-route such as `upload_image`. */
export function profilePath(role: AccountRole, action?: string): string {
  const base = `/profiles/${role}-profiles/me/`;
  return action ? `${base}${action}/` : base;
}
