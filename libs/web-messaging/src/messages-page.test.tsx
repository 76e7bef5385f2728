import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Conversation, Message } from '@emind/contracts';
import { readFetchCall } from '@emind/web-api/testing';
import { UiProvider } from '@emind/web-ui';
import { MessagesPage } from './messages-page.tsx';

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const message = (id: number, mine: boolean, body: string, readAt: string | null = null): Message => ({ id, mine, body, sent_at: '2026-11-25T14:00:00Z', read_at: readAt });

function stubApi(conversation: Conversation, messages: Message[]) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = await readFetchCall(input, init);
    calls.push({ method: call.method, path: call.path, body: call.body });
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (call.path === '/messaging/conversations/') return json(200, [conversation]);
    if (call.path === `/messaging/conversations/${conversation.id}/messages/` && call.method === 'GET') return json(200, { conversation, messages, has_more: false });
    if (call.path === `/messaging/conversations/${conversation.id}/messages/`) return json(201, message(99, true, 'nuevo'));
    if (call.path === '/messaging/settings/') return json(200, { answering_hours: null });
    return json(404, { detail: 'No encontrado' });
  });
  return calls;
}

const conversation = (over: Partial<Conversation> = {}): Conversation => ({
  id: 7, with_name: 'Tomás Muñoz', with_profile_id: 3, closed: false, answering_hours: 'Lunes a viernes, 9 a 18', last_message: null, unread: 0, ...over,
});

function draw(role: 'client' | 'psychologist') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(<QueryClientProvider client={client}><UiProvider><MessagesPage role={role} /></UiProvider></QueryClientProvider>);
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
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === '/messaging/conversations/7/messages/')).toBe(true));
    expect(calls.find((call) => call.method === 'POST' && call.path.endsWith('/messages/'))?.body).toEqual({ body: '¿Podemos mover el jueves?' });
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
});
