import type { UserType } from '@emind/domain';

/** The three account kinds; each has its own `/profiles/{role}-profiles/me/` resource. */
export type AccountRole = UserType;
