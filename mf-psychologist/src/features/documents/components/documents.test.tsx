import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { stubXhrUploads } from '@emind/web-api/testing';
import { openProfileTab, stubPsychologistApi } from '../../../testing/render-profile-tab.tsx';
import type { VerificationDocument } from '@emind/contracts';
import { canEditDocuments, documentMessages, documentState, isReplaceable } from '../lib/document-rules.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LIST = 'GET /profiles/psychologist-profiles/me/documents/';

function doc(id: number, document_type: VerificationDocument['document_type'], verification_status: VerificationDocument['verification_status'], rejection_reason: string | null = null): VerificationDocument {
  return { id, document_type, verification_status, rejection_reason, description: '', file_name: `${document_type}.pdf`, file_url: `/x/${id}`, uploaded_at: '2026-01-01T00:00:00Z' };
}

describe('document rules', () => {
  it('maps states and allows only missing or rejected documents to change', () => {
    expect(documentState(undefined, false)).toBe('missing');
    expect(documentState(doc(1, 'professional_id', 'pending'), false)).toBe('pending');
    expect(documentState(doc(1, 'professional_id', 'approved'), false)).toBe('approved');
    expect(documentState(doc(1, 'professional_id', 'rejected'), false)).toBe('rejected');
    expect(documentState(undefined, true)).toBe('unsaved');
    expect(isReplaceable(doc(1, 'professional_id', 'approved'))).toBe(false);
    expect(isReplaceable(doc(1, 'professional_id', 'pending'))).toBe(false);
    expect(isReplaceable(doc(1, 'professional_id', 'rejected'))).toBe(true);
    const allIn = [doc(1, 'registration_certificate', 'pending'), doc(2, 'professional_id', 'approved'), doc(3, 'specialty_document', 'pending'), doc(4, 'presentation_video', 'approved')];
    expect(canEditDocuments(allIn)).toBe(false);
    expect(canEditDocuments(allIn.slice(1))).toBe(true);
    expect(canEditDocuments([...allIn.slice(1), doc(5, 'registration_certificate', 'rejected')])).toBe(true);
  });
});

describe('Documentos', { timeout: 30_000 }, () => {
  it('lets only missing or rejected documents be chosen, then uploads them with the session token', async () => {
    stubPsychologistApi({
      [LIST]: [doc(1, 'registration_certificate', 'approved'), doc(2, 'professional_id', 'rejected', 'Imagen ilegible'), doc(3, 'specialty_document', 'pending')],
    });
    const sent = stubXhrUploads(({ form }) => ({ status: 201, body: doc(9, String(form.get('document_type')) as VerificationDocument['document_type'], 'pending') }));
    const user = await openProfileTab('Documentos');
    expect(screen.getByText('Tamaño máximo de 5MB por archivo.')).toBeTruthy();
    expect(screen.getByText('La verificación puede tardar hasta 48 horas hábiles.')).toBeTruthy();
    const id = await screen.findByTestId('document-professional_id');
    expect(within(id).getByText('Rechazado')).toBeTruthy();
    expect(within(id).getByText('Motivo de rechazo: Imagen ilegible')).toBeTruthy();
    expect(within(screen.getByTestId('document-registration_certificate')).getByText('Aprobado')).toBeTruthy();
    expect(within(screen.getByTestId('document-specialty_document')).getByText('Pendiente de revisión')).toBeTruthy();
    expect(within(screen.getByTestId('document-presentation_video')).getByText('No subido')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Editar documentos' }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(screen.getByText(documentMessages.nothingToSave)).toBeTruthy();
    expect(within(screen.getByTestId('document-registration_certificate')).getByText(documentMessages.locked)).toBeTruthy();
    expect(within(screen.getByTestId('document-specialty_document')).queryByRole('textbox')).toBeNull();

    const video = screen.getByLabelText('Archivo: Video de presentación') as HTMLInputElement;
    expect(video.accept).toBe('video/*');
    expect((screen.getByLabelText(/^Archivo: Cédula/) as HTMLInputElement).accept).toBe('.pdf,.jpg,.jpeg,.png');
    await user.upload(screen.getByLabelText(/^Archivo: Cédula/), new File(['%PDF-1.4'], 'cedula.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('cedula.pdf listo para subir. Presiona "Guardar cambios" para confirmar.')).toBeTruthy();
    expect(within(id).getByText('Pendiente de guardar')).toBeTruthy();
    await user.upload(video, new File(['video'], 'hola.mp4', { type: 'video/mp4' }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText(documentMessages.saved)).toBeTruthy();
    expect(sent.map((s) => [s.url, s.auth, s.form.get('document_type'), s.form.get('description'), (s.form.get('file') as File).name])).toEqual([
      ['/api/profiles/psychologist-profiles/me/upload-verification-document/', 'Bearer test-token', 'professional_id', '', 'cedula.pdf'],
      ['/api/profiles/psychologist-profiles/me/upload-verification-document/', 'Bearer test-token', 'presentation_video', '', 'hola.mp4'],
    ]);
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).toBeNull();
  });

  it('warns when some uploads fail, keeps them chosen, and Cancelar discards', async () => {
    stubPsychologistApi({ [LIST]: [] });
    stubXhrUploads(({ form }) => (form.get('document_type') === 'presentation_video' ? { status: 415, body: { detail: 'Formato no permitido' } } : { status: 201, body: doc(9, 'professional_id', 'pending') }));
    const user = await openProfileTab('Documentos');
    await user.click(await screen.findByRole('button', { name: 'Editar documentos' }));
    await user.upload(screen.getByLabelText(/^Archivo: Cédula/), new File(['x'], 'a.png', { type: 'image/png' }));
    await user.upload(screen.getByLabelText('Archivo: Video de presentación'), new File(['x'], 'b.webm', { type: 'video/webm' }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(documentMessages.partial);
    expect(alert.textContent).toContain('Error al subir Video de presentación');
    expect(within(screen.getByTestId('document-presentation_video')).getByText('Pendiente de guardar')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByText(documentMessages.cancelled)).toBeTruthy();
    expect(within(screen.getByTestId('document-presentation_video')).getByText('No subido')).toBeTruthy();
  });

  it('offers no edit mode once every document is in and not rejected', async () => {
    stubPsychologistApi({
      [LIST]: [doc(1, 'registration_certificate', 'pending'), doc(2, 'professional_id', 'approved'), doc(3, 'specialty_document', 'pending'), doc(4, 'presentation_video', 'pending')],
    });
    await openProfileTab('Documentos');
    expect(await screen.findByText('Todos tus documentos fueron entregados.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Editar documentos' })).toBeNull();
  });

  it('says when the documents cannot be loaded, after its retries', async () => {
    stubPsychologistApi({ [LIST]: () => ({ status: 500, body: {} }) });
    await openProfileTab('Documentos');
    await waitFor(() => expect(screen.getByText(documentMessages.load)).toBeTruthy(), { timeout: 15_000 });
    expect(within(screen.getByTestId('document-professional_id')).getByText('No subido')).toBeTruthy();
  });
});
