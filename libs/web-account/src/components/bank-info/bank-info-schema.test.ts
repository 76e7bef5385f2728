import { describe, expect, it } from 'vitest';
import { bankInfoBody } from '@emind/contracts';
import { bankInfoSchema, toBankInfoPatch, type BankInfoValues } from './bank-info-schema.ts';

const filled = {
  bank_name: 'BANCO_BCI', bank_account_type: 'VISTA', bank_account_number: '123456', bank_account_owner: 'Ana Pérez',
  bank_account_owner_rut: '12.345.678-5', bank_account_owner_email: 'ana@example.cl', confirm_owner: true,
};

const numberErrors = (bank_account_number: string) =>
  bankInfoSchema.safeParse({ ...filled, bank_account_number }).error?.issues.map((issue) => issue.message) ?? [];

describe('bank form schema', () => {
  it("checks the account number by the server's rule: 4 to 20 digits", () => {
    expect(numberErrors('1234')).toEqual([]);
    expect(numberErrors('12345678901234567890')).toEqual([]);
    expect(numberErrors('123')).toEqual(['El número de cuenta debe tener solo dígitos (entre 4 y 20)']);
    expect(numberErrors('123456789012345678901')).toEqual(['El número de cuenta debe tener solo dígitos (entre 4 y 20)']);
  });

  it('keeps its own words for a missing number and for letters', () => {
    expect(numberErrors('')[0]).toBe('Este campo es obligatorio');
    expect(numberErrors('12a4')).toEqual(['Ingresa solo números']);
  });

  it('accepts a body the route accepts', () => {
    expect(bankInfoSchema.safeParse(filled).success).toBe(true);
    expect(bankInfoBody.safeParse(toBankInfoPatch(filled)).success).toBe(true);
  });

  it("refuses the rest of what the route refuses, in the form's words", () => {
    const cases: [Partial<BankInfoValues>, string][] = [
      [{ bank_name: 'BANCO_INEXISTENTE' }, 'Banco no válido'],
      [{ bank_account_type: 'OTRA' }, 'Tipo de cuenta no válido'],
      [{ bank_account_owner: 'a'.repeat(151) }, 'Máximo 150 caracteres'],
      [{ bank_account_owner_rut: '12.345.678-9' }, 'El RUT ingresado no es válido'],
      [{ bank_account_owner_email: 'ana@example.c' }, 'Introduce un correo electrónico válido'],
    ];
    for (const [patch, message] of cases) {
      const values = { ...filled, ...patch };
      expect(bankInfoBody.safeParse(toBankInfoPatch(values)).success).toBe(false);
      expect(bankInfoSchema.safeParse(values).error?.issues.map((issue) => issue.message)).toEqual([message]);
    }
  });
});
