/** A profile's bank account columns when it has none: a patient's, and anyone's after an erasure. */
export const noBankAccount = {
  bank_name: null,
  bank_account_type: null,
  bank_account_number: null,
  bank_account_owner: null,
  bank_account_owner_rut: null,
  bank_account_owner_email: null,
} as const;
