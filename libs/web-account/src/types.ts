import type { Gender, UserType } from '@emind/domain';

/** The three account kinds; each has its own `/profiles/{role}-profiles/me/` resource. */
export type AccountRole = UserType;

export interface BankInfo {
  bank_name: string | null;
  bank_account_type: string | null;
  bank_account_number: string | null;
  bank_account_owner: string | null;
  bank_account_owner_rut: string | null;
  bank_account_owner_email: string | null;
  bank_account_type_display: string | null;
  bank_name_display: string | null;
}

/** GET /profiles/{role}-profiles/me/ (docs/api-contract.md). */
export interface AccountProfile extends BankInfo {
  id: number;
  user: { id: number; first_name: string; last_name: string; email: string };
  first_name: string;
  last_name: string;
  email: string;
  rut: string | null;
  gender: Gender | null;
  phone: string | null;
  region: string | null;
  city: string | null;
  profile_image: string | null;
  professional_title: string | null;
}

export interface PersonalInfoPatch {
  first_name: string;
  last_name: string;
  rut: string | null;
  gender: Gender | null;
  phone: string | null;
  region: string | null;
  city: string | null;
}

export type BankInfoPatch = Record<
  'bank_name' | 'bank_account_type' | 'bank_account_number' | 'bank_account_owner' | 'bank_account_owner_rut' | 'bank_account_owner_email',
  string
>;
