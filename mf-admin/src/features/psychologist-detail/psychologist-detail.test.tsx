import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VerificationStatus } from '@emind/domain';
import { renderAdmin, stubAdminApi, type Answer } from '../../testing/admin-api.tsx';
import { documentFixture, psychologistFixture } from '../../testing/fixtures.ts';
import type { PsychologistDetail } from '@emind/contracts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DETAIL = 'GET /profiles/admin/psychologists/42/';
const baseRoutes = (detail: PsychologistDetail, prices: { suggested?: number; approved?: number } = {}): Record<string, Answer> => ({
  [DETAIL]: { status: 200, body: detail },
  'GET /pricing/suggested-prices/psychologist/42/': prices.suggested === undefined ? { status: 404, body: { detail: 'No encontrado' } } : { status: 200, body: { price: prices.suggested } },
  'GET /pricing/psychologist-prices/psychologist/42/': prices.approved === undefined ? { status: 404, body: { detail: 'No encontrado' } } : { status: 200, body: { price: prices.approved } },
  'GET /schedules/psychologist/42/': { status: 200, body: { schedule_config: { monday: { enabled: true, timeBlocks: [{ startTime: '09:00', endTime: '13:30' }] } } } },
});

async function openDetail(status: VerificationStatus, extra: Record<string, Answer | ((c: { body: unknown }) => Answer)> = {}, prices = {}) {
  const detail = psychologistFixture(status);
  const calls = stubAdminApi({ ...baseRoutes(detail, prices), ...extra });
  renderAdmin('/admin/dashboard/psychologists/42');
  await screen.findByRole('heading', { level: 1, name: 'Valentina Rojas' });
  return { calls, user: userEvent.setup() };
}

const actionNames = () => within(screen.getByRole('heading', { level: 1 }).closest('.chakra-card__body') as HTMLElement)
  .getAllByRole('button').map((b) => b.textContent);

describe('admin psychologist detail: status actions', () => {
  it.each([
    ['PENDING', ['Verificar', 'Rechazar']],
    ['DOCUMENTS_SUBMITTED', ['Verificar', 'Rechazar']],
    ['VERIFICATION_IN_PROGRESS', ['Verificar', 'Rechazar']],
    ['VERIFIED', ['Reactivar verificación']],
    ['REJECTED', ['Verificar', 'Reactivar verificación']],
  ] as const)('offers the spec actions from %s', async (status, expected) => {
    await openDetail(status);
    expect(actionNames()).toEqual(expected);
  });

  it('asks for confirmation before sending the new status', async () => {
    const { calls, user } = await openDetail('VERIFIED', {
      'PATCH /profiles/admin/psychologists/42/toggle-status/': { status: 200, body: psychologistFixture('VERIFICATION_IN_PROGRESS') },
    });
    await user.click(screen.getByRole('button', { name: 'Reactivar verificación' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Verificación en proceso/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Reactivar verificación' }));
    await waitFor(() => expect(actionNames()).toEqual(['Verificar', 'Rechazar']));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ verification_status: 'VERIFICATION_IN_PROGRESS' });
  });
});

describe('admin psychologist detail: verifying with documents not all approved', () => {
  it('warns, naming each document not approved, and verifies only after "Verificar de todas formas"', async () => {
    const { calls, user } = await openDetail('DOCUMENTS_SUBMITTED', {
      'PATCH /profiles/admin/psychologists/42/toggle-status/': { status: 200, body: psychologistFixture('VERIFIED') },
    });
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('No todos sus documentos están aprobados')).toBeTruthy();
    const listed = within(dialog).getAllByRole('listitem').map((item) => item.textContent);
    expect(listed).toEqual([
      'Certificado de inscripción en el Registro Nacional de Prestadores: Pendiente de revisión',
      'Cédula de identidad: No subido',
      'Título profesional o certificado de especialidad: No subido',
      'Video de presentación: No subido',
    ]);
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Verificar de todas formas' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ verification_status: 'VERIFIED' }));
  });

  it('asks plainly when every required document is approved', async () => {
    const approved = (['registration_certificate', 'professional_id', 'specialty_document', 'presentation_video'] as const)
      .map((document_type, index) => documentFixture({ id: 200 + index, document_type, verification_status: 'approved' }));
    stubAdminApi(baseRoutes(psychologistFixture('DOCUMENTS_SUBMITTED', { verification_documents: approved })));
    renderAdmin('/admin/dashboard/psychologists/42');
    await screen.findByRole('heading', { level: 1, name: 'Valentina Rojas' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Verificar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).queryByText('No todos sus documentos están aprobados')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Verificar' })).toBeTruthy();
  });
});

describe('admin psychologist detail: approved price', () => {
  const priceInput = () => screen.getByLabelText('Precio aprobado por sesión (CLP)') as HTMLInputElement;

  it('keeps digits with dots, rejects empty and negative prices, and says when there is no suggestion', async () => {
    const { calls, user } = await openDetail('DOCUMENTS_SUBMITTED');
    await screen.findByText('Sin sugerencia');
    await user.click(screen.getByRole('button', { name: 'Guardar precio' }));
    expect(await screen.findByText('Por favor, ingrese un precio válido')).toBeTruthy();
    await user.type(priceInput(), '-25a000');
    expect(priceInput().value).toBe('-25.000');
    await user.click(screen.getByRole('button', { name: 'Guardar precio' }));
    expect(await screen.findByText('El precio no puede ser negativo')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Usar este precio' }));
    expect(await screen.findByText('No hay precio sugerido para usar')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('copies the suggestion and saves it as the approved price', async () => {
    let approved: unknown = null;
    const { calls, user } = await openDetail('DOCUMENTS_SUBMITTED', {
      'POST /pricing/psychologist-prices/set_psychologist_price/42/': (c) => {
        approved = c.body;
        return { status: 200, body: c.body };
      },
      'GET /pricing/psychologist-prices/psychologist/42/': () => (approved ? { status: 200, body: approved } : { status: 404, body: { detail: 'No' } }),
    }, { suggested: 30000 });
    await screen.findByText('$30.000');
    await user.click(screen.getByRole('button', { name: 'Usar este precio' }));
    expect(priceInput().value).toBe('30.000');
    await user.click(screen.getByRole('button', { name: 'Guardar precio' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ price: 30000 }));
    expect(await screen.findAllByText('$30.000')).toHaveLength(2);
  });
});

describe('admin psychologist detail: documents', () => {
  it('hides approve on an approved document and reject on a rejected one; shows missing types', async () => {
    const detail = psychologistFixture('DOCUMENTS_SUBMITTED', {
      verification_documents: [
        documentFixture({ id: 1, document_type: 'registration_certificate', verification_status: 'approved' }),
        documentFixture({ id: 2, document_type: 'professional_id', verification_status: 'rejected', rejection_reason: 'Ilegible' }),
        documentFixture({ id: 3, document_type: 'specialty_document', verification_status: 'approved' }),
      ],
    });
    stubAdminApi(baseRoutes(detail));
    renderAdmin('/admin/dashboard/psychologists/42');
    const approved = await screen.findByRole('listitem', { name: /Registro Nacional de Prestadores/ });
    expect(within(approved).getByText('Aprobado')).toBeTruthy();
    expect(within(approved).queryByRole('button', { name: 'Aprobar' })).toBeNull();
    expect(within(approved).getByRole('button', { name: 'Rechazar' })).toBeTruthy();
    const rejected = screen.getByRole('listitem', { name: 'Cédula de identidad' });
    expect(within(rejected).getByText('Motivo de rechazo: Ilegible')).toBeTruthy();
    expect(within(rejected).queryByRole('button', { name: 'Rechazar' })).toBeNull();
    expect(within(rejected).getByRole('button', { name: 'Aprobar' })).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: /especialidad/ })).getByText('Aprobado')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Video de presentación' })).getByText('No subido')).toBeTruthy();
  });

  it('requires a non-blank reason to reject, then sends it', async () => {
    const { calls, user } = await openDetail('DOCUMENTS_SUBMITTED', {
      'PATCH /profiles/admin/psychologists/documents/100/status/': (c) => ({ status: 200, body: { ...documentFixture(), ...(c.body as object) } }),
    });
    const row = screen.getByRole('listitem', { name: /Registro Nacional de Prestadores/ });
    await user.click(within(row).getByRole('button', { name: 'Rechazar' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(/Motivo de rechazo/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar documento' }));
    expect(await within(dialog).findByText('Por favor, ingrese un motivo de rechazo')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await user.type(within(dialog).getByLabelText(/Motivo de rechazo/), 'Documento vencido');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar documento' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ verification_status: 'rejected', rejection_reason: 'Documento vencido' }));
  });

  it('previews a PDF in the page and an image inline, fetched through the authorised route', async () => {
    const detail = psychologistFixture('DOCUMENTS_SUBMITTED', {
      verification_documents: [documentFixture(), documentFixture({ id: 101, document_type: 'professional_id', file_name: 'cedula.jpg' })],
    });
    const calls = stubAdminApi({
      ...baseRoutes(detail),
      'GET /profiles/psychologist-profiles/me/documents/download/100/': { status: 200, body: '%PDF' },
      'GET /profiles/psychologist-profiles/me/documents/download/101/': { status: 200, body: 'jpeg' },
    });
    renderAdmin('/admin/dashboard/psychologists/42');
    const user = userEvent.setup();
    const pdfRow = await screen.findByRole('listitem', { name: /Registro Nacional de Prestadores/ });
    await user.click(within(pdfRow).getByRole('button', { name: 'Ver documento' }));
    const frame = await within(pdfRow).findByTitle('Vista previa: Certificado de inscripción en el Registro Nacional de Prestadores');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toMatch(/^blob:/);
    const idRow = screen.getByRole('listitem', { name: 'Cédula de identidad' });
    await user.click(within(idRow).getByRole('button', { name: 'Ver documento' }));
    expect((await within(idRow).findByRole('img', { name: 'Vista previa: Cédula de identidad' })).getAttribute('src')).toMatch(/^blob:/);
    expect(calls.filter((c) => c.path.includes('/documents/download/')).map((c) => c.path)).toEqual([
      '/profiles/psychologist-profiles/me/documents/download/100/', '/profiles/psychologist-profiles/me/documents/download/101/',
    ]);
    await user.click(within(pdfRow).getByRole('button', { name: 'Ocultar vista previa' }));
    expect(within(pdfRow).queryByTitle(/Vista previa/)).toBeNull();
  });

  it('approves with the server spelling', async () => {
    const { calls, user } = await openDetail('DOCUMENTS_SUBMITTED', {
      'PATCH /profiles/admin/psychologists/documents/100/status/': (c) => ({ status: 200, body: { ...documentFixture(), ...(c.body as object) } }),
    });
    await user.click(screen.getByRole('button', { name: 'Aprobar' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ verification_status: 'approved' }));
  });
});

describe('admin psychologist detail: loading states', () => {
  it('refuses a non-numeric id without calling the server', async () => {
    const calls = stubAdminApi({});
    renderAdmin('/admin/dashboard/psychologists/abc');
    expect(await screen.findByText('ID de psicólogo no válido')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a la lista' }).getAttribute('href')).toBe('/admin/dashboard/psychologists');
    expect(calls.filter((c) => c.path.includes('admin/psychologists'))).toEqual([]);
  });

  it('shows not-found for a 404 and the spec message for a 403', async () => {
    stubAdminApi({});
    renderAdmin('/admin/dashboard/psychologists/7');
    expect(await screen.findByText('Psicólogo no encontrado')).toBeTruthy();
    cleanup();
    stubAdminApi({ 'GET /profiles/admin/psychologists/7/': { status: 403, body: { detail: 'Prohibido' } } });
    renderAdmin('/admin/dashboard/psychologists/7');
    expect(await screen.findByText('No tienes permisos para acceder a este recurso')).toBeTruthy();
    cleanup();
    stubAdminApi({ 'GET /profiles/admin/psychologists/7/': { status: 500, body: { detail: 'Fallo interno' } } });
    renderAdmin('/admin/dashboard/psychologists/7');
    expect(await screen.findByText('Error 500: Fallo interno', {}, { timeout: 5000 })).toBeTruthy();
  });

  it("shows the schedule on Chile's 24-hour clock and its own error", async () => {
    await openDetail('VERIFIED');
    expect(await screen.findByText('09:00 – 13:30')).toBeTruthy();
    cleanup();
    stubAdminApi({ ...baseRoutes(psychologistFixture()), 'GET /schedules/psychologist/42/': { status: 403, body: { detail: 'x' } } });
    renderAdmin('/admin/dashboard/psychologists/42');
    expect(await screen.findByText('No se pudo cargar el horario del especialista')).toBeTruthy();
  });
});
