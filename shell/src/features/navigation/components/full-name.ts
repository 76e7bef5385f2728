import type { SessionUser } from '@emind/web-session';

export function fullName(user: SessionUser): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.email;
}
