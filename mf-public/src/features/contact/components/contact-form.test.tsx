import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFetchCall } from '@emind/web-api/testing';
import { renderPage } from '@emind/web-ui/testing';
import { ContactForm } from './contact-form';

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function submitButton() {
  return screen.getByRole('button', { name: /Enviar mensaje|Enviando/ }) as HTMLButtonElement;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nombre'), 'Ana Pérez');
  await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.cl');
  await user.type(screen.getByLabelText('Mensaje'), 'Quisiera saber cómo agendar.');
}

describe('ContactForm', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  it('keeps submit disabled while the e-mail is invalid and says why', async () => {
    const user = setup();
    renderPage(<ContactForm />);
    expect(submitButton().disabled).toBe(true);
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@correo');
    await user.tab();
    expect(submitButton().disabled).toBe(true);
    expect(await screen.findByText('Por favor, ingresa un correo electrónico válido')).toBeTruthy();
    await user.type(screen.getByLabelText('Correo electrónico'), '.cl');
    expect(submitButton().disabled).toBe(false);
  });

  it('rejects a name and a message that are too short once trimmed', async () => {
    const user = setup();
    renderPage(<ContactForm />);
    await user.type(screen.getByLabelText('Nombre'), '  a  ');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.cl');
    await user.type(screen.getByLabelText('Mensaje'), '   hola      ');
    expect(screen.getByTestId('message-counter').textContent).toContain('13/5000');
    await user.click(submitButton());
    expect(await screen.findByText('Por favor, ingresa un nombre válido')).toBeTruthy();
    expect(screen.getByText('El mensaje debe tener al menos 10 caracteres')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('disables the inputs while sending, shows the success message for 5 s, then the empty form', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => { answer = resolve; }));
    const user = setup();
    renderPage(<ContactForm />);
    await fillValid(user);
    await user.click(submitButton());

    await waitFor(() => expect((screen.getByLabelText('Nombre') as HTMLInputElement).disabled).toBe(true));
    expect((screen.getByLabelText('Mensaje') as HTMLTextAreaElement).disabled).toBe(true);
    const sent = await readFetchCall(...fetchMock.mock.calls[0]!);
    expect(sent).toMatchObject({ method: 'POST', path: '/contacto/' });
    expect(sent.body).toEqual({ nombre: 'Ana Pérez', correo: 'ana@example.cl', mensaje: 'Quisiera saber cómo agendar.' });

    await act(async () => answer(jsonResponse(201, { detail: 'Mensaje enviado' })));
    expect(await screen.findByText('¡Mensaje enviado con éxito!')).toBeTruthy();
    expect(screen.getByText('Nos pondremos en contacto contigo a la brevedad.')).toBeTruthy();

    await act(async () => { vi.advanceTimersByTime(4900); });
    expect(screen.getByText('¡Mensaje enviado con éxito!')).toBeTruthy();
    await act(async () => { vi.advanceTimersByTime(200); });
    expect(screen.queryByText('¡Mensaje enviado con éxito!')).toBeNull();
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe('');
  });

  it('shows the server detail on failure and keeps the form locked for 3 s', async () => {
    fetchMock.mockResolvedValue(jsonResponse(429, { detail: 'Demasiadas solicitudes. Por favor, intenta nuevamente en unos minutos.' }));
    const user = setup();
    renderPage(<ContactForm />);
    await fillValid(user);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getAllByText('Demasiadas solicitudes. Por favor, intenta nuevamente en unos minutos.').length).toBeGreaterThan(0);
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe('Ana Pérez');
    expect(submitButton().disabled).toBe(true);
    await act(async () => { vi.advanceTimersByTime(2900); });
    expect(submitButton().disabled).toBe(true);
    await act(async () => { vi.advanceTimersByTime(200); });
    expect(submitButton().disabled).toBe(false);
  });

  it('falls back to the generic message when the server is unreachable', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = setup();
    renderPage(<ContactForm />);
    await fillValid(user);
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Hubo un problema al enviar el mensaje');
  });

  it('puts the server field errors under their fields', async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, { correo: ['Por favor, ingresa un correo electrónico válido'] }));
    const user = setup();
    renderPage(<ContactForm />);
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByText('Por favor, ingresa un correo electrónico válido')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Hubo un problema al enviar el mensaje');
  });
});
