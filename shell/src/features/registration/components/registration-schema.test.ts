import { describe, expect, it } from 'vitest';
import { registerBody } from '@emind/contracts';
import { PHONE_PREFIX } from '@emind/domain';
import { registrationPayload } from '../api/register.ts';
import { registrationSchema, type RegistrationValues } from './registration-schema.ts';

const filled: RegistrationValues = {
  first_name: 'Ana', last_name: 'Pérez', email: 'ana@example.cl', phone: '+56 9 1234 5678', password: 'Clave#2025', password2: 'Clave#2025', terms: true,
};

const formMessages = (patch: Partial<RegistrationValues>) =>
  registrationSchema.safeParse({ ...filled, ...patch }).error?.issues.map((issue) => issue.message) ?? [];
const routeAccepts = (patch: Partial<RegistrationValues>) =>
  registerBody.safeParse(registrationPayload({ ...filled, ...patch, userType: 'client' })).success;

describe('registration form schema', () => {
  it('accepts what the route accepts, without a phone too', () => {
    for (const patch of [{}, { phone: PHONE_PREFIX }, { phone: '' }]) {
      expect(routeAccepts(patch)).toBe(true);
      expect(formMessages(patch)).toEqual([]);
    }
  });

  it("refuses what the route refuses, in the form's words", () => {
    const cases: [Partial<RegistrationValues>, string][] = [
      [{ first_name: ' ' }, 'Los nombres son obligatorios'],
      [{ first_name: 'a'.repeat(101) }, 'Máximo 100 caracteres'],
      [{ last_name: 'a'.repeat(101) }, 'Máximo 100 caracteres'],
      [{ email: 'ana@example.c' }, 'Por favor, ingresa un correo electrónico válido'],
      [{ email: 'ana..perez@example.cl' }, 'Por favor, ingresa un correo electrónico válido'],
      [{ password: 'Clave2025', password2: 'Clave2025' }, 'La contraseña debe incluir al menos un símbolo especial'],
      [{ password2: 'Clave#2026' }, 'Las contraseñas no coinciden'],
    ];
    for (const [patch, message] of cases) {
      expect(routeAccepts(patch)).toBe(false);
      expect(formMessages(patch)).toEqual([message]);
    }
  });

  it('asks for the last name, which the route would take empty, and for the terms', () => {
    expect(routeAccepts({ last_name: '' })).toBe(true);
    expect(formMessages({ last_name: '' })).toEqual(['Los apellidos son obligatorios']);
    expect(formMessages({ terms: false })).toEqual(['Debes aceptar los términos y condiciones']);
  });
});
