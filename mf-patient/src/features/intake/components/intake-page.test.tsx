import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { intakeMessages, ONLINE_CONSENT_VERSION } from '@emind/domain/measures';
import { renderPage } from '@emind/web-account/testing';
import { toast } from '@emind/web-ui';
import { stubMeasuresApi } from '../../../testing/measures-api';
import { IntakePage } from './intake-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.remove();
});

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function fillIntake(user: UserEvent, birthDate: string) {
  await user.type(await screen.findByLabelText('Motivo de consulta'), 'Ansiedad en el trabajo');
  await user.click(within(screen.getByRole('group', { name: '¿Has estado en terapia psicológica antes?' })).getByRole('radio', { name: 'No' }));
  const contact = screen.getByRole('group', { name: 'Contacto de emergencia' });
  await user.type(within(contact).getByLabelText('Nombre'), 'Rosa Pérez');
  await user.type(within(contact).getByLabelText('Relación'), 'Madre');
  await user.type(within(contact).getByLabelText('Teléfono'), '+56 9 8765 4321');
  await user.type(input('Fecha de nacimiento'), birthDate);
  await user.click(screen.getByRole('checkbox', { name: 'He leído y acepto el Consentimiento informado para atención psicológica online' }));
}

describe("patient 'Ficha de ingreso'", () => {
  it('refuses to send without the online consent, then saves, says so and keeps the saved data editable', async () => {
    const { calls, server } = stubMeasuresApi();
    const user = userEvent.setup();
    renderPage(<IntakePage />);
    await user.click(await screen.findByRole('button', { name: 'Guardar ficha' }));
    expect(await screen.findByText(intakeMessages.consentRequired)).toBeTruthy();
    expect(screen.getAllByText('Este campo es obligatorio').length).toBeGreaterThan(0);
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await fillIntake(user, '1990-04-15');
    await user.click(screen.getByRole('button', { name: 'Guardar ficha' }));

    expect(await screen.findByText('Guardamos tu ficha de ingreso')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      reason: 'Ansiedad en el trabajo', previous_therapy: false, medication: '',
      emergency_contact: { name: 'Rosa Pérez', relation: 'Madre', phone: '+56 9 8765 4321' },
      birth_date: '1990-04-15', online_consent: true,
    });
    expect(server.intake?.online_consent_version).toBe(ONLINE_CONSENT_VERSION);
    expect(input('Motivo de consulta').value).toBe('Ansiedad en el trabajo');
    expect(input('Fecha de nacimiento').value).toBe('1990-04-15');
    expect(input('Motivo de consulta').disabled).toBe(false);
    expect(screen.getByText('Última actualización: 27 de noviembre de 2026')).toBeTruthy();
  }, 15_000);

  it("shows the server's reason at the birth date of a person under 18", async () => {
    stubMeasuresApi();
    const user = userEvent.setup();
    renderPage(<IntakePage />);
    await fillIntake(user, '2010-05-01');
    await user.click(screen.getByRole('button', { name: 'Guardar ficha' }));

    const birthDate = input('Fecha de nacimiento');
    await waitFor(() => expect(birthDate.getAttribute('aria-invalid')).toBe('true'));
    // At the field itself: in the same Field as the input, under it.
    expect(within(birthDate.parentElement as HTMLElement).getByText(intakeMessages.underage)).toBeTruthy();
    expect(screen.queryByText('Guardamos tu ficha de ingreso')).toBeNull();
  }, 15_000);

  it('shows the saved intake; the consent stays ticked only for the version in force, and its text is one click away', async () => {
    stubMeasuresApi({
      intake: {
        patient: 7, reason: 'Duelo', previous_therapy: true, medication: 'Sertralina 50 mg',
        emergency_contact: { name: 'Rosa Pérez', relation: 'Madre', phone: '+56 9 8765 4321' }, birth_date: '1985-02-01',
        online_consent_version: '2020-01-01', online_consent_accepted_at: '2020-01-01T12:00:00.000Z', updated_at: '2026-11-01T12:00:00.000Z',
      },
    });
    const user = userEvent.setup();
    renderPage(<IntakePage />);
    expect((await screen.findByLabelText('Motivo de consulta') as HTMLTextAreaElement).value).toBe('Duelo');
    expect((screen.getByRole('radio', { name: 'Sí' }) as HTMLInputElement).checked).toBe(true);
    expect(input('Medicación actual (opcional)').value).toBe('Sertralina 50 mg');
    expect((screen.getByRole('checkbox', { name: /He leído y acepto/ }) as HTMLInputElement).checked).toBe(false);

    await user.click(screen.getByText('Leer el Consentimiento informado para atención psicológica online'));
    expect(screen.getByText(/No es un servicio de urgencia/)).toBeTruthy();
    // The help lines it names are a tap to call on a phone.
    for (const [name, href] of [['4141', 'tel:4141'], ['600 360 7777', 'tel:6003607777'], ['131', 'tel:131']]) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(screen.getByText(`Versión ${ONLINE_CONSENT_VERSION}`)).toBeTruthy();
  });
});
