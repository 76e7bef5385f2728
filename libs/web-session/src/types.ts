import type { Gender, UserType } from '@emind/domain';

export interface SessionUser {
  id: number;
  user_type: UserType;
  profile_id: number;
  first_name: string;
  last_name: string;
  email: string;
  username: string;
  phone_number: string | null;
  professional_title: string | null;
  /** Absent in a session stored before it was sent: treated as unknown. */
  gender?: Gender | null;
}

export interface SessionTokens {
  access: string;
  refresh: string;
}
