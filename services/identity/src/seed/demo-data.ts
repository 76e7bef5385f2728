import type { LegalDocument } from '@emind/domain';
import { noBankAccount } from '../profiles/no-bank-account.ts';

/** Demo accounts for the embedded mode; every one logs in with DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'Demo1234!';

export const demoAccounts = [
  {
    email: 'admin@e-mind.cl',
    user_type: 'admin',
    first_name: 'Francisca',
    last_name: 'Morales Rojas',
    profile: {
      rut: '15.432.876-9',
      gender: 'FEMALE',
      phone: '+56 9 5123 4567',
      region: 'Región Metropolitana de Santiago',
      city: 'Providencia',
      professional_title: null,
      bank_name: 'BANCO_DE_CHILE',
      bank_account_type: 'CORRIENTE',
      bank_account_number: '001234567801',
      bank_account_owner: 'E-Mind SpA',
      bank_account_owner_rut: '77.123.456-9',
      bank_account_owner_email: 'pagos@e-mind.cl',
    },
  },
  {
    email: 'paciente@e-mind.cl',
    user_type: 'client',
    first_name: 'Camila',
    last_name: 'González Muñoz',
    profile: {
      rut: '19.876.543-0',
      gender: 'FEMALE',
      phone: '+56 9 8765 4321',
      region: 'Valparaíso',
      city: 'Viña del Mar',
      professional_title: null,
      ...noBankAccount,
    },
  },
  {
    email: 'psicologo@e-mind.cl',
    user_type: 'psychologist',
    first_name: 'Matías',
    last_name: 'Fuentes Soto',
    profile: {
      rut: '16.789.012-1',
      gender: 'MALE',
      phone: '+56 9 6234 5678',
      region: 'Región Metropolitana de Santiago',
      city: 'Ñuñoa',
      professional_title: 'Psicólogo',
      bank_name: 'BANCO_ESTADO',
      bank_account_type: 'RUT',
      bank_account_number: '16789012',
      bank_account_owner: 'Matías Fuentes Soto',
      bank_account_owner_rut: '16.789.012-1',
      bank_account_owner_email: 'psicologo@e-mind.cl',
    },
  },
  {
    email: 'renovar.terminos@e-mind.cl',
    user_type: 'client',
    first_name: 'Rocío',
    last_name: 'Navarro Pérez',
    profile: {
      rut: '20.345.678-6',
      gender: 'FEMALE',
      phone: '+56 9 7345 1290',
      region: 'Región del Biobío',
      city: 'Concepción',
      professional_title: null,
      ...noBankAccount,
    },
  },
  {
    // Only past history (booking's demo seed gives them one completed session, nothing upcoming): the erasure journey.
    email: 'historial.paciente@e-mind.cl',
    user_type: 'client',
    first_name: 'Felipe',
    last_name: 'Araya Vega',
    profile: {
      rut: '18.234.567-9',
      gender: 'MALE',
      phone: '+56 9 6478 2315',
      region: 'Coquimbo',
      city: 'La Serena',
      professional_title: null,
      ...noBankAccount,
    },
  },
] as const;

/**
 * Demo accounts that accepted an older version of a legal document, so the next login asks them to accept the
 * version in force (the end-to-end test of a version bump logs in with it).
 */
export const outdatedDemoConsents: Record<string, Partial<Record<LegalDocument, string>>> = {
  'renovar.terminos@e-mind.cl': { terms: '2025-06-01' },
};
