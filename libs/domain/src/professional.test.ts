import { describe, expect, it } from 'vitest';
import { graduationYearError, professionalTitleFor, psychologistTitleFor, titledPsychologistName } from './professional.ts';

describe('a psychologist named by gender', () => {
  it.each([
    ['FEMALE', ' Valentina Rojas ', 'Psicóloga Valentina Rojas'],
    ['MALE', 'Tomás Díaz', 'Psicólogo Tomás Díaz'],
    ['OTHER', 'Valentina Rojas', 'Valentina Rojas'],
    ['PREFER_NOT_TO_SAY', 'Valentina Rojas', 'Valentina Rojas'],
    [null, 'Valentina Rojas', 'Valentina Rojas'],
  ])('%s: %s → %s', (gender, name, named) => {
    expect(titledPsychologistName(name, gender)).toBe(named);
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

describe('graduationYearError', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  it('allows 1950 to the current year and names the range otherwise', () => {
    expect(graduationYearError(1950, now)).toBeNull();
    expect(graduationYearError(2026, now)).toBeNull();
    expect(graduationYearError(1949, now)).toBe('El año de egreso debe estar entre 1950 y 2026');
    expect(graduationYearError(2027, now)).toBe('El año de egreso debe estar entre 1950 y 2026');
  });
});
