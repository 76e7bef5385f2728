import { z } from 'zod';
import { bankInfoBody, type BankInfo, type BankInfoInput } from '@emind/contracts';
import { cleanRut, formatRut } from '@emind/domain';
import { messages, REQUIRED_MESSAGE } from '../../lib/constants.ts';

const required = z.string().trim().min(1, REQUIRED_MESSAGE);
const route = bankInfoBody.shape;

export const bankInfoSchema = z.object({
  bank_name: z.string().min(1, 'Selecciona un banco').pipe(route.bank_name),
  bank_account_type: z.string().min(1, 'Selecciona un tipo de cuenta').pipe(route.bank_account_type),
  // The form's own words for a non-digit, then the server's rule (how many digits) with the server's message.
  bank_account_number: required.regex(/^\d+$/, 'Ingresa solo números').pipe(route.bank_account_number),
  bank_account_owner: required.pipe(route.bank_account_owner),
  // The route's messages for these are the form's ('El RUT ingresado no es válido', 'Introduce un correo electrónico válido').
  bank_account_owner_rut: required.pipe(route.bank_account_owner_rut),
  bank_account_owner_email: required.pipe(route.bank_account_owner_email),
  confirm_owner: z.boolean().refine((v) => v, messages.bankConfirm),
});

export type BankInfoValues = z.infer<typeof bankInfoSchema>;

export const bankInfoFields = [
  'bank_name', 'bank_account_type', 'bank_account_number', 'bank_account_owner', 'bank_account_owner_rut', 'bank_account_owner_email',
] as const;

export function toBankInfoValues(bank: BankInfo): BankInfoValues {
  return {
    bank_name: bank.bank_name ?? '',
    bank_account_type: bank.bank_account_type ?? '',
    bank_account_number: bank.bank_account_number ?? '',
    bank_account_owner: bank.bank_account_owner ?? '',
    bank_account_owner_rut: bank.bank_account_owner_rut ? formatRut(bank.bank_account_owner_rut) : '',
    bank_account_owner_email: bank.bank_account_owner_email ?? '',
    confirm_owner: false,
  };
}

export function toBankInfoPatch(values: BankInfoValues): BankInfoInput {
  return {
    bank_name: values.bank_name,
    bank_account_type: values.bank_account_type,
    bank_account_number: values.bank_account_number,
    bank_account_owner: values.bank_account_owner.trim(),
    bank_account_owner_rut: formatRut(cleanRut(values.bank_account_owner_rut)),
    bank_account_owner_email: values.bank_account_owner_email.trim().toLowerCase(),
  };
}
