import { verificationStatusLabels, type VerificationStatus } from '@emind/domain';
import type { PsychologistDetail, VerificationDocument } from '@emind/contracts';

export function documentFixture(overrides: Partial<VerificationDocument> = {}): VerificationDocument {
  return {
    id: 100, document_type: 'registration_certificate', verification_status: 'pending', rejection_reason: null,
    description: '', file_name: 'registro.pdf', file_url: '/api/profiles/psychologist-profiles/me/documents/download/100/',
    uploaded_at: '2026-03-02T12:00:00Z', ...overrides,
  };
}

export function psychologistFixture(status: VerificationStatus = 'DOCUMENTS_SUBMITTED', overrides: Partial<PsychologistDetail> = {}): PsychologistDetail {
  return {
    id: 42, user: { id: 9, first_name: 'Valentina', last_name: 'Rojas', email: 'valentina@example.cl' },
    phone: '+56 9 1234 5678', rut: '12.345.678-5', gender: 'FEMALE', region: 'Región Metropolitana de Santiago', city: 'Providencia',
    profile_image: null, created_at: '2026-03-01T12:00:00Z', professional_title: 'Psicóloga Clínica',
    health_register_number: '123456', university: 'Universidad de Chile', graduation_year: 2015,
    experience_description: 'Terapia cognitivo-conductual', specialties: ['Terapia Cognitivo-Conductual'], target_populations: ['Adultos'],
    intervention_areas: ['Ansiedad'], experiences: [], verification_status: status, verification_status_display: verificationStatusLabels[status],
    presentation_video_url: null, bank_name: null, bank_name_display: null, bank_account_type: null, bank_account_type_display: null,
    bank_account_number: null, bank_account_owner: null, bank_account_owner_rut: null, bank_account_owner_email: null,
    verification_documents: [documentFixture()], ...overrides,
  };
}
