import { describe, expect, it } from 'vitest';
import { roleLabelFor, welcomeBackMessage, welcomeHeading } from './welcome.ts';

describe('welcome', () => {
  it.each([
    ['FEMALE', 'Bienvenida, Valentina', '¡Bienvenida de nuevo, Valentina!'],
    ['MALE', 'Bienvenido, Valentina', '¡Bienvenido de nuevo, Valentina!'],
    ['OTHER', 'Te damos la bienvenida, Valentina', '¡Hola de nuevo, Valentina!'],
    ['PREFER_NOT_TO_SAY', 'Te damos la bienvenida, Valentina', '¡Hola de nuevo, Valentina!'],
    [null, 'Te damos la bienvenida, Valentina', '¡Hola de nuevo, Valentina!'],
  ])('follows the gender %s', (gender, heading, toast) => {
    expect(welcomeHeading('Valentina', gender)).toBe(heading);
    expect(welcomeBackMessage('Valentina', gender)).toBe(toast);
  });
});

describe('roleLabelFor', () => {
  it("names a woman psychologist 'Psicóloga', and the role's label when the gender is unknown", () => {
    expect(roleLabelFor('psychologist', 'FEMALE')).toBe('Psicóloga');
    expect(roleLabelFor('psychologist', 'MALE')).toBe('Psicólogo');
    expect(roleLabelFor('psychologist', null)).toBe('Psicólogo');
    expect(roleLabelFor('admin', 'FEMALE')).toBe('Administradora');
    expect(roleLabelFor('client', 'FEMALE')).toBe('Paciente');
  });
});
