import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Conversation, Message } from '@emind/contracts';
import { readFetchCall } from '@emind/web-api/testing';
import { UiProvider } from '@emind/web-ui';
import { MemoryRouter } from 'react-router-dom';
import { MessagesPage } from './messages-page.tsx';

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const message = (id: number, mine: boolean, text: string, readAt: string | null = null, attachment: Message['attachment'] = null): Message =>
  ({ id, mine, text, attachment, sent_at: '2026-11-25T14:00:00Z', read_at: readAt });

/** `failSends`: how many sends are lost on the way (no answer at all) before one is answered. */
function stubApi(conversation: Conversation, messages: Message[], { failSends = 0, others = [] as Conversation[] } = {}) {
  const calls: { method: string; path: string; body: unknown; key: string | null }[] = [];
  let lost = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = await readFetchCall(input, init);
    calls.push({ method: call.method, path: call.path, body: call.body, key: call.headers.get('idempotency-key') });
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    const all = [conversation, ...others];
    if (call.path === '/messages/conversations/' && call.method === 'POST') return json(200, others[0] ?? conversation);
    if (call.path === '/messages/conversations/') return json(200, all);
    const open = all.find((one) => call.path.startsWith(`/messages/conversations/${one.id}/messages/`));
    if (open && call.method === 'GET') return json(200, { conversation: open, messages: open.id === conversation.id ? messages : [], has_more: false });
    if (open && lost < failSends) {
      lost += 1;
      throw new TypeError('Failed to fetch');
    }
    if (open) return json(201, message(99, true, 'nuevo'));
    if (call.path === '/messages/settings/') return json(200, { answering_hours: null });
    return json(404, { detail: 'No encontrado' });
  });
  return calls;
}

const conversation = (over: Partial<Conversation> = {}): Conversation => ({
  id: 7, with_name: 'Tomás Muñoz', with_profile_id: 3, closed: false, answering_hours: 'Lunes a viernes, 9 a 18', last_message: null, unread: 0, ...over,
});

function draw(role: 'client' | 'psychologist', url = '/mensajes') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[url]}>
      <QueryClientProvider client={client}><UiProvider><MessagesPage role={role} /></UiProvider></QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('Mensajes', { timeout: 30_000 }, () => {
  it("tells the patient it is not an emergency line, with the crisis lines to call, the psychologist's hours and 'Visto'", async () => {
    stubApi(conversation(), [message(2, true, 'Gracias', '2026-11-25T15:00:00Z'), message(1, false, 'Hola Sofía')]);
    draw('client');
    expect(screen.getByText(/no se leen a toda hora/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Salud Responde: 600 360 7777/ }).getAttribute('href')).toBe('tel:6003607777');
    expect(screen.getByRole('link', { name: /4141/ }).getAttribute('href')).toBe('tel:4141');
    expect(screen.getByRole('link', { name: /SAMU: 131/ }).getAttribute('href')).toBe('tel:131');
    expect(await screen.findByText('Horario en que responde: Lunes a viernes, 9 a 18')).toBeTruthy();
    expect(await screen.findByText(/Visto/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cerrar conversación' })).toBeNull();
  });

  it('keeps a draft through a reload and sends it', async () => {
    const calls = stubApi(conversation(), []);
    const first = draw('client');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Tu mensaje'), '¿Podemos mover el jueves?');
    first.unmount();
    draw('client');
    const box = await screen.findByLabelText<HTMLTextAreaElement>('Tu mensaje');
    expect(box.value).toBe('¿Podemos mover el jueves?');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === '/messages/conversations/7/messages/')).toBe(true));
    expect(calls.find((call) => call.method === 'POST' && call.path.endsWith('/messages/'))?.body).toEqual({ text: '¿Podemos mover el jueves?' });
    await waitFor(() => expect(box.value).toBe(''));
    expect(window.localStorage.getItem('emind.message-draft.7')).toBeNull();
  });

  it("shows the psychologist 'Cerrar conversación' and their hours form; a closed conversation has no box", async () => {
    stubApi(conversation({ closed: true }), [message(1, false, 'Hola')]);
    draw('psychologist');
    expect(await screen.findByLabelText(/Horario en que respondes/)).toBeTruthy();
    expect(await screen.findByText(/Esta conversación está cerrada/)).toBeTruthy();
    expect(screen.queryByLabelText('Tu mensaje')).toBeNull();
    expect(screen.queryByText(/no se leen a toda hora/)).toBeNull();
  });

  it('tries a send lost on the way again with the same Idempotency-Key, and a new send with a new one', async () => {
    const calls = stubApi(conversation(), [], { failSends: 1 });
    draw('client');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Tu mensaje'), 'hola');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const sends = () => calls.filter((call) => call.method === 'POST' && call.path === '/messages/conversations/7/messages/');
    await waitFor(() => expect(sends()).toHaveLength(2), { timeout: 10_000 });
    expect(sends()[0]?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(sends()[1]?.key).toBe(sends()[0]?.key);
    await user.type(screen.getByLabelText('Tu mensaje'), 'otra');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(sends()).toHaveLength(3));
    expect(sends()[2]?.key).not.toBe(sends()[0]?.key);
  });

  it("shows a message's file with its name and size, and sends a chosen file as a form", async () => {
    const attachment = { name: 'pauta.pdf', size: 1_600_000, mime: 'application/pdf' as const, url: '/api/messages/conversations/7/messages/1/file/' };
    const calls = stubApi(conversation(), [message(1, false, '', null, attachment)]);
    draw('client');
    expect(await screen.findByRole('button', { name: 'Descargar pauta.pdf (1,5 MB)' })).toBeTruthy();
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText(/Adjuntar archivo/), new File(['%PDF-1.4'], 'tarea.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === '/messages/conversations/7/messages/')).toBe(true));
    const sent = calls.find((call) => call.method === 'POST' && call.path === '/messages/conversations/7/messages/');
    expect(sent?.body).toBeInstanceOf(FormData);
    expect((sent?.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it("refuses a file too large before sending, in the service's words", async () => {
    stubApi(conversation(), []);
    draw('client');
    const user = userEvent.setup();
    const big = new File(['x'], 'grande.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(await screen.findByLabelText(/Adjuntar archivo/), big);
    expect(await screen.findByText('El archivo puede pesar hasta 10 MB.')).toBeTruthy();
  });

  it("opens the conversation an 'Enviar mensaje' link names", async () => {
    const calls = stubApi(conversation(), [], { others: [conversation({ id: 8, with_name: 'Ana Pérez', with_profile_id: 12 })] });
    draw('psychologist', '/mensajes?con=12');
    await waitFor(() => expect(calls.find((call) => call.method === 'POST' && call.path === '/messages/conversations/')?.body).toEqual({ with: 12 }));
    expect(await screen.findByRole('heading', { name: 'Ana Pérez' })).toBeTruthy();
  });
});
