import { describe, expect, it } from 'vitest';
import type { VerificationDocument } from '@emind/contracts';
import { verificationChecklist, type VerificationFacts } from './verification-checklist.ts';

const document = (document_type: VerificationDocument['document_type'], verification_status: VerificationDocument['verification_status'], id = 1): VerificationDocument => ({
  id, document_type, verification_status, rejection_reason: null, description: '', file_name: 'f.pdf', file_url: '', uploaded_at: `2026-11-0${id}T10:00:00Z`,
});

const nothing: VerificationFacts = {
  professional: { health_register_number: '', university: '', specialties: [] },
  documents: [],
  schedule: {},
  hasPrice: false,
};

const everything: VerificationFacts = {
  professional: { health_register_number: '123456', university: 'Universidad de Chile', specialties: ['Terapia Gestalt'] },
  documents: [
    document('registration_certificate', 'approved'),
    document('professional_id', 'pending'),
    document('specialty_document', 'approved'),
    document('presentation_video', 'pending'),
  ],
  schedule: { monday: { enabled: true, timeBlocks: [{ startTime: '09:00', endTime: '13:00' }] } },
  hasPrice: true,
};

const states = (facts: VerificationFacts) => Object.fromEntries(verificationChecklist(facts).map((item) => [item.key, item.done]));

describe('verification checklist', () => {
  it('lists the professional data, the schedule, the price and the four documents, all missing for a new psychologist', () => {
    const items = verificationChecklist(nothing);
    expect(items.map((item) => [item.label, item.done, item.tab])).toEqual([
      ['Información Profesional', false, 'professional'],
      ['Horarios de Atención', false, 'schedule-pricing'],
      ['Precio sugerido', false, 'schedule-pricing'],
      ['Certificado de inscripción en el Registro Nacional de Prestadores', false, 'documents'],
      ['Cédula de identidad', false, 'documents'],
      ['Título profesional o certificado de especialidad', false, 'documents'],
      ['Video de presentación', false, 'documents'],
    ]);
    expect(items[0]?.detail).toBe('Falta: número de registro de salud, universidad, especialidades o enfoques.');
    expect(items[1]?.detail).toBe('Debes configurar al menos un día de atención con horarios.');
    expect(items[2]?.detail).toBe('Sugiere un precio para comenzar el proceso de aprobación');
    expect(items[3]?.detail).toBe('No subido');
  });

  it('marks everything done once each part is there, whether a document is pending review or approved', () => {
    expect(Object.values(states(everything))).toEqual([true, true, true, true, true, true, true]);
  });

  it('names only the professional fields still empty; blanks count as empty', () => {
    const [professional] = verificationChecklist({ ...everything, professional: { health_register_number: '  ', university: 'UDP', specialties: ['Terapia Gestalt'] } });
    expect(professional).toMatchObject({ done: false, detail: 'Falta: número de registro de salud.' });
  });

  it('counts a rejected document as missing until a newer upload replaces it', () => {
    const rejected = [...everything.documents.slice(0, 3), document('presentation_video', 'rejected', 2)];
    const rejectedItem = verificationChecklist({ ...everything, documents: rejected }).find((item) => item.key === 'presentation_video');
    expect(rejectedItem).toMatchObject({ done: false, detail: 'Rechazado' });
    const replaced = [...rejected, document('presentation_video', 'pending', 3)];
    expect(states({ ...everything, documents: replaced }).presentation_video).toBe(true);
  });

  it('needs a day with blocks for the schedule', () => {
    expect(states({ ...everything, schedule: { monday: { enabled: true, timeBlocks: [] } } }).schedule).toBe(false);
  });
});
