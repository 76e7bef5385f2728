import type { PaymentAccount } from '@emind/contracts';
import { bankAccountTypes, banks, labelOf } from '@emind/domain';
import { sql, type Kysely } from 'kysely';
import type { BookingConfig } from '../config.ts';
import type { PublishedRow } from '@emind/server-kit';
import type { BookingDatabase } from '../db/schema.ts';

type Payout = Pick<
  PublishedRow<'identity.payout_accounts'>,
  'bank_name' | 'bank_account_type' | 'bank_account_number' | 'bank_account_owner' | 'bank_account_owner_rut' | 'bank_account_owner_email'
>;

export const bankColumns = [
  'bank_name', 'bank_account_type', 'bank_account_number', 'bank_account_owner', 'bank_account_owner_rut', 'bank_account_owner_email',
] as const;

const blankToNull = (value: string | null | undefined): string | null => (value?.trim() ? value : null);

export function toPaymentAccount(row: Payout | undefined): PaymentAccount {
  return {
    bank_name: blankToNull(row?.bank_name),
    bank_name_display: labelOf(banks, row?.bank_name) ?? blankToNull(row?.bank_name),
    bank_account_type: blankToNull(row?.bank_account_type),
    bank_account_type_display: labelOf(bankAccountTypes, row?.bank_account_type) ?? blankToNull(row?.bank_account_type),
    bank_account_number: blankToNull(row?.bank_account_number),
    bank_account_owner: blankToNull(row?.bank_account_owner),
    bank_account_owner_rut: blankToNull(row?.bank_account_owner_rut),
    bank_account_owner_email: blankToNull(row?.bank_account_owner_email),
  };
}

/** The payout accounts of these psychologists, by profile id. */
export async function psychologistAccounts(db: Kysely<BookingDatabase>, profileIds: number[]): Promise<Map<number, PaymentAccount>> {
  if (profileIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('identity.payout_accounts')
    .select(['profile_id', ...bankColumns])
    .where('profile_id', 'in', profileIds)
    .execute();
  return new Map(rows.map((row) => [row.profile_id, toPaymentAccount(row)]));
}

/**
 * The platform's account (first sessions): the bank data of the admin named by EMIND_PLATFORM_ADMIN_EMAIL,
 * or, when none is named, of the earliest active admin with an account number.
 */
export function platformAccountQuery(db: Kysely<BookingDatabase>, config: BookingConfig) {
  const query = db
    .selectFrom('identity.payout_accounts')
    .select([...bankColumns])
    .where('user_type', '=', 'admin')
    .where('is_active', '=', true);
  return (
    config.platformAdminEmail
      ? query.where(sql<string>`lower(email)`, '=', config.platformAdminEmail)
      : query.where(sql`coalesce(trim(bank_account_number), '')`, '<>', '').orderBy('created_at').orderBy('profile_id')
  ).limit(1);
}

export async function platformAccount(db: Kysely<BookingDatabase>, config: BookingConfig): Promise<PaymentAccount> {
  return toPaymentAccount(await platformAccountQuery(db, config).executeTakeFirst());
}
