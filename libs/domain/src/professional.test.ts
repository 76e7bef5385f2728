import { describe, expect, it } from 'vitest';
import { professionalTitleFor, psychologistTitleFor, titledPsychologistName, welcomeFor } from './professional.ts';

describe('a psychologist named by gender', () => {
  it.each([
    ['FEMALE', 'Psicóloga Valentina Rojas'],
    ['MALE', 'Psicólogo Valentina Rojas'],
    ['OTHER', 'Valentina Rojas'],
    ['PREFER_NOT_TO_SAY', 'Valentina Rojas'],
    [null, 'Valentina Rojas'],
  ])('%s → %s', (gender, named) => {
    expect(titledPsychologistName(' Valentina Rojas ', gender)).toBe(named);
  });

  it('an unknown name is still someone: the title, or a neutral word', () => {
    expect(titledPsychologistName('', 'FEMALE')).toBe('Psicóloga');
    expect(titledPsychologistName('  ', null)).toBe('Profesional');
  });

  it('agrees with the profile title derived from the same gender', () => {
    for (const gender of ['FEMALE', 'MALE', 'OTHER', null]) {
      const short = psychologistTitleFor(gender);
      expect(professionalTitleFor(gender).startsWith(short ?? 'Profesional')).toBe(true);
    }
  });
});

describe('the greeting follows gender, neutral when unknown', () => {
  it.each([
    ['FEMALE', 'Bienvenida, Valentina'],
    ['MALE', 'Bienvenido, Valentina'],
    ['OTHER', 'Hola, Valentina'],
    [null, 'Hola, Valentina'],
  ])('%s → %s', (gender, greeting) => {
    expect(welcomeFor('Valentina', gender)).toBe(greeting);
  });

  it('without a first name', () => {
    expect(welcomeFor('', 'FEMALE')).toBe('Bienvenida');
    expect(welcomeFor('', null)).toBe('Hola');
  });
});
