import type { UserType } from '@emind/domain';
import type { ReadOnlyView } from './read-only.ts';

/** A profile's bank account, as identity's `profiles` keeps it and its `payout_accounts` view publishes it. */
export interface BankAccountColumns {
  bank_name: string | null;
  bank_account_type: string | null;
  bank_account_number: string | null;
  bank_account_owner: string | null;
  bank_account_owner_rut: string | null;
  bank_account_owner_email: string | null;
}

/** The views identity publishes (its `profiles` and `users` seen through what each reader needs). */
export interface IdentityViews {
  /** A profile's name, role, picture and place (identity's `20251123T020000-narrow-views`). */
  'identity.profile_directory': ReadOnlyView<{
    profile_id: number;
    user_id: number;
    user_type: UserType;
    first_name: string;
    last_name: string;
    email: string;
    is_active: boolean;
    profile_image: string | null;
    gender: string | null;
    region: string | null;
    city: string | null;
    created_at: Date;
  }>;
  /** A profile's RUT and phone, for the screens and documents that show them. */
  'identity.profile_contacts': ReadOnlyView<{ profile_id: number; rut: string | null; phone: string | null }>;
  /** Where a profile is paid, nothing else of the person. */
  'identity.payout_accounts': ReadOnlyView<{ profile_id: number; user_type: UserType; email: string; is_active: boolean; created_at: Date } & BankAccountColumns>;
  /** Whether an account may still act (a deactivated or erased one may not). */
  'identity.account_access': ReadOnlyView<{
    user_id: number;
    is_active: boolean;
    /** Tokens (and calendar addresses) issued before this are void: a password reset, a deactivation, an erasure. */
    tokens_valid_after: Date | null;
  }>;
  /** The mail a person has not turned off (a missing row: everything on). */
  'identity.optional_mail': ReadOnlyView<{ user_id: number; reminders: boolean; waitlist: boolean }>;
}
