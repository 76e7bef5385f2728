import { describe, expect, it } from 'vitest';
import { peerNameOf } from './peer-name.ts';

const people = (gender: string | null, name = 'Valentina Rojas') => ({
  client_name: 'Camila Soto',
  psychologist_data: { name, profile_image: null, professional_title: null, gender },
});

describe('the room names the other person', () => {
  it('the patient sees the psychologist with the title their gender gives', () => {
    expect(peerNameOf('patient', people('FEMALE'))).toBe('Psicóloga Valentina Rojas');
    expect(peerNameOf('patient', people('MALE', 'Tomás Díaz'))).toBe('Psicólogo Tomás Díaz');
  });

  it('the name alone when the gender is not given, never a masculine default', () => {
    expect(peerNameOf('patient', people(null))).toBe('Valentina Rojas');
    expect(peerNameOf('patient', people('PREFER_NOT_TO_SAY'))).toBe('Valentina Rojas');
    expect(peerNameOf('patient', undefined)).toBe('Tu profesional');
  });

  it('the psychologist sees "Tu paciente"', () => {
    expect(peerNameOf('psychologist', undefined)).toBe('Tu paciente');
  });
});
