import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CalendarLink, CalendarLinkStatus } from '@emind/contracts';
import { readFetchCall } from '@emind/web-api/testing';
import { UiProvider } from '@emind/web-ui';
import { CalendarSyncButton } from './calendar-sync-button.tsx';
import type { CalendarSyncRole } from './subscribe-help.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const URL_1 = `http://localhost:8000/api/calendar/${'a'.repeat(43)}.ics`;
const LINK: CalendarLink = { url: URL_1, webcal_url: URL_1.replace('http://', 'webcal://'), created_at: '2026-11-25T14:00:00Z' };

/** A fake booking service: GET answers `status` (or fails), POST answers a new link. */
function stubCalendarApi(server: { status: () => CalendarLinkStatus | 'fail' }) {
  const posts: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = await readFetchCall(input, init);
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (call.path !== '/calendar/link/') return json(404, { detail: 'No encontrado' });
    if (call.method === 'POST') {
      posts.push(call.path);
      return json(201, LINK);
    }
    const status = server.status();
    return status === 'fail' ? json(500, { detail: 'Error' }) : json(200, status);
  });
  return posts;
}

async function openDialog(role: CalendarSyncRole = 'client') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  render(<QueryClientProvider client={queryClient}><UiProvider><CalendarSyncButton role={role} /></UiProvider></QueryClientProvider>);
  await user.click(screen.getByRole('button', { name: 'Sincronizar con mi calendario' }));
  return { user, dialog: await screen.findByRole('dialog') };
}

describe('Sincronizar con mi calendario', { timeout: 30_000 }, () => {
  it('explains the subscription, generates a link once and shows it with Copiar and a webcal:// link', async () => {
    const posts = stubCalendarApi({ status: () => ({ exists: false, created_at: null }) });
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByText(/Google Calendar:/)).toBeTruthy();
    expect(within(dialog).getByText(/Apple Calendar:/)).toBeTruthy();
    expect(within(dialog).getByText(/Outlook:/)).toBeTruthy();
    expect(within(dialog).queryByText(/inicial de su apellido/)).toBeNull();

    await user.click(await within(dialog).findByRole('button', { name: 'Generar enlace' }));
    const address = (await within(dialog).findByLabelText('Enlace de suscripción')) as HTMLInputElement;
    expect(address.value).toBe(URL_1);
    expect(posts).toHaveLength(1);
    expect(within(dialog).getByRole('link', { name: 'Abrir en mi calendario (webcal://)' }).getAttribute('href')).toBe(LINK.webcal_url);
    await user.click(within(dialog).getByRole('button', { name: 'Copiar' }));
    // user-event puts its own clipboard in place: read it back.
    expect(await navigator.clipboard.readText()).toBe(URL_1);
    expect(await within(dialog).findByText('Enlace copiado.')).toBeTruthy();
  });

  it('never shows an existing link again, and warns that a new one revokes it', async () => {
    const posts = stubCalendarApi({ status: () => ({ exists: true, created_at: '2026-11-20T15:30:00Z' }) });
    const { user, dialog } = await openDialog('psychologist');
    expect(within(dialog).getByText(/inicial de su apellido/)).toBeTruthy();
    expect(await within(dialog).findByText(/Ya generaste un enlace el 20 de noviembre de 2026 a las 12:30/)).toBeTruthy();
    expect(within(dialog).queryByLabelText('Enlace de suscripción')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Generar nuevo enlace' }));
    expect(within(dialog).getByText(/El enlace anterior dejará de funcionar/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(posts).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Generar nuevo enlace' }));
    await user.click(within(dialog).getByRole('button', { name: 'Sí, generar nuevo enlace' }));
    expect(((await within(dialog).findByLabelText('Enlace de suscripción')) as HTMLInputElement).value).toBe(URL_1);
    expect(posts).toHaveLength(1);
  });

  it('shows an error with Reintentar when the link cannot be read', async () => {
    let fail = true;
    stubCalendarApi({ status: () => (fail ? 'fail' : { exists: false, created_at: null }) });
    const { user, dialog } = await openDialog();
    expect(await within(dialog).findByText('No pudimos cargar tu enlace de calendario.')).toBeTruthy();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Generar enlace' })).toBeTruthy());
  });
});
