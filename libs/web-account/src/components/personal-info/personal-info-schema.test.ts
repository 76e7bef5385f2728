import { describe, expect, it } from 'vitest';
import { profilePatchBody } from '@emind/contracts';
import { personalInfoSchema, toPersonalInfoPatch, type PersonalInfoValues } from './personal-info-schema.ts';

const filled: PersonalInfoValues = {
  first_name: 'Ana', last_name: 'Pérez', rut: '12.345.678-5', gender: 'FEMALE', phone: '+56 9 1234 5678', region: 'Metropolitana', city: 'Santiago',
};

const formErrors = (patch: Partial<PersonalInfoValues>) =>
  personalInfoSchema.safeParse({ ...filled, ...patch }).error?.issues.map((issue) => issue.message) ?? [];
const serverRefuses = (patch: Partial<PersonalInfoValues>) => !profilePatchBody.safeParse(toPersonalInfoPatch({ ...filled, ...patch })).success;

describe('personal info form schema', () => {
  it('accepts what the route accepts, empty optional fields included', () => {
    for (const values of [{}, { rut: '', gender: '', phone: '+56 9 ', region: '', city: '' }] as const) {
      expect(formErrors(values)).toEqual([]);
      expect(serverRefuses(values)).toBe(false);
    }
  });

  it("refuses what the route refuses, in the form's words", () => {
    const cases: [Partial<PersonalInfoValues>, string][] = [
      [{ first_name: '  ' }, 'Este campo es obligatorio'],
      [{ first_name: 'a'.repeat(101) }, 'Máximo 100 caracteres'],
      [{ last_name: 'a'.repeat(101) }, 'Máximo 100 caracteres'],
      [{ rut: '12.345.678-9' }, 'El RUT ingresado no es válido'],
      [{ phone: '+56 9 1234 567' }, 'El teléfono debe tener el formato +56 9 XXXX XXXX'],
    ];
    for (const [values, message] of cases) {
      expect(serverRefuses(values)).toBe(true);
      expect(formErrors(values)[0]).toContain(message);
    }
  });

  it('asks for the last name, which the route would take empty', () => {
    expect(serverRefuses({ last_name: '' })).toBe(false);
    expect(formErrors({ last_name: '' })).toEqual(['Este campo es obligatorio']);
  });
});
