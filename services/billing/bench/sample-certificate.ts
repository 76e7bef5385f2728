import type { CertificateFacts } from '../src/pdf/certificate-pdf.ts';

/** The sample certificate's code, people and verification address, shared by the benchmark and the rendered samples. */
export const sampleCertificate: Omit<CertificateFacts, 'from' | 'to' | 'sessions' | 'total'> = {
  code: 'K7QX-4MZ9-PT2D-HV8C-N3WR',
  issuedAt: new Date('2026-11-27T15:00:00Z'),
  psychologist: { name: 'Tomás Muñoz Peña', rut: '12.345.678-5', registrationNumber: '123456' },
  patient: { name: 'Sofía Núñez Ávila', rut: '9.876.543-3' },
  verifyUrl: 'https://e-mind.cl/verificar/K7QX-4MZ9-PT2D-HV8C-N3WR',
};
