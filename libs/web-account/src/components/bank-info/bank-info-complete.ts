import type { BankInfo } from '@emind/contracts';

/**
 * Spec 3 §5: complete only with account number, owner, owner RUT and bank. Apart from the form's schema: the
 * dashboard homes ask this, and must not download the validation library with it.
 */
export function isBankInfoComplete(bank: BankInfo): boolean {
  return Boolean(bank.bank_account_number && bank.bank_account_owner && bank.bank_account_owner_rut && bank.bank_name);
}
