import type { UserType } from '@emind/domain';

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
}

export interface SessionTokens {
  access: string;
  refresh: string;
}
