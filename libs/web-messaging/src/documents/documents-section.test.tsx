import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Conversation, SharedDocument } from '@emind/contracts';
import { documentsMessages } from '@emind/domain';
import { readFetchCall } from '@emind/web-api/testing';
import { UiProvider } from '@emind/web-ui';
import { DocumentsSection } from './documents-section.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const document = (over: Partial<SharedDocument> = {}): SharedDocument => ({
  id: 5, title: 'Acuerdo terapéutico', with_name: 'Tomás Muñoz', with_profile_id: 3, requires_signature: true, size_bytes: 1200,
  sha256: 'a'.repeat(64), shared_at: '2026-11-25T14:00:00Z', signature: null, ...over,
});

const conversation: Conversation = {
  id: 7, with_name: 'Sofía Núñez', with_profile_id: 11, closed: false, answering_hours: null, last_message: null, unread: 0,
};

type Answer = { status: number; body: unknown };

function stubApi(documents: SharedDocument[], answers: { sign?: Answer[]; share?: Answer } = {}) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const signs = [...(answers.sign ?? [])];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = await readFetchCall(input, init);
    calls.push({ method: call.method, path: call.path, body: call.body });
    const json = ({ status, body }: Answer) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (call.path === '/documents/' && call.method === 'GET') return json({ status: 200, body: documents });
    if (call.path === '/documents/' && call.method === 'POST') return json(answers.share ?? { status: 201, body: document() });
    if (call.path.endsWith('/sign/')) return json(signs.shift() ?? { status: 500, body: {} });
    if (call.path === '/messages/conversations/') return json({ status: 200, body: [conversation] });
    return json({ status: 404, body: { detail: 'No encontrado' } });
  });
  return calls;
}

function draw(role: 'client' | 'psychologist') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}><UiProvider><DocumentsSection role={role} /></UiProvider></QueryClientProvider>);
}

describe('Documentos', { timeout: 30_000 }, () => {
  it("shows the patient each document's status, and signs with the full name and password, the refusal under its field", async () => {
    const calls = stubApi(
      [document(), document({ id: 6, title: 'Registro de pensamientos', requires_signature: false }),
        document({ id: 4, title: 'Consentimiento', signature: { full_name: 'Sofía Núñez', signed_at: '2026-11-20T15:00:00Z', document_sha256: 'b'.repeat(64) } })],
      { sign: [{ status: 400, body: { code: 'invalid', password: [documentsMessages.wrongPassword] } }, { status: 200, body: document() }] },
    );
    draw('client');
    const pending = await screen.findByRole('listitem', { name: 'Acuerdo terapéutico' });
    expect(within(pending).getByText('Pendiente de firma')).toBeTruthy();
    const worksheet = screen.getByRole('listitem', { name: 'Registro de pensamientos' });
    expect(within(worksheet).getByText('No requiere firma')).toBeTruthy();
    expect(within(worksheet).queryByRole('button', { name: 'Firmar' })).toBeNull();
    const signed = screen.getByRole('listitem', { name: 'Consentimiento' });
    expect(within(signed).getByText('Firmado el 20 de noviembre de 2026')).toBeTruthy();
    expect(within(signed).getByRole('button', { name: 'Descargar copia firmada' })).toBeTruthy();

    const user = userEvent.setup();
    await user.click(within(pending).getByRole('button', { name: 'Firmar' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Firmar' }));
    expect(await within(dialog).findByText(documentsMessages.fullNameRequired)).toBeTruthy();
    expect(calls.filter((call) => call.path.endsWith('/sign/'))).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Tu nombre completo/), 'Sofía Núñez');
    await user.type(within(dialog).getByLabelText(/Tu contraseña/), 'equivocada');
    await user.click(within(dialog).getByRole('button', { name: 'Firmar' }));
    expect(await within(dialog).findByText(documentsMessages.wrongPassword)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Tu contraseña/), 'Clave1234!');
    await user.click(within(dialog).getByRole('button', { name: 'Firmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.path === '/documents/5/sign/').map((call) => call.body)).toEqual([
      { full_name: 'Sofía Núñez', password: 'equivocada' }, { full_name: 'Sofía Núñez', password: 'Clave1234!' },
    ]);
  });

  it("the psychologist's form asks for each field, offers their patients, and shows the service's refusal of the file", async () => {
    const calls = stubApi([], { share: { status: 415, body: { code: 'unsupported_file', detail: documentsMessages.fileNotPdf } } });
    draw('psychologist');
    expect(await screen.findByText('Aún no has compartido documentos.')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Compartir un documento' });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Compartir documento' }));
    for (const text of [documentsMessages.patientRequired, documentsMessages.titleRequired, documentsMessages.fileRequired]) {
      expect(await within(form).findByText(text)).toBeTruthy();
    }
    await waitFor(() => expect(within(form).getByRole('option', { name: 'Sofía Núñez' })).toBeTruthy());
    await user.selectOptions(within(form).getByLabelText(/Paciente/), 'Sofía Núñez');
    await user.type(within(form).getByLabelText(/Título/), 'Acuerdo');
    await user.upload(within(form).getByLabelText(/Documento \(PDF/), new File(['%PDF-1.4'], 'acuerdo.pdf', { type: 'application/pdf' }));
    await user.click(within(form).getByRole('button', { name: 'Compartir documento' }));
    expect(await within(form).findByText(documentsMessages.fileNotPdf)).toBeTruthy();
    expect(calls.filter((call) => call.path === '/documents/' && call.method === 'POST')).toHaveLength(1);
  });
});
