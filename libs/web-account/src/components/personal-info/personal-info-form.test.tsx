import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@emind/web-session';
import { profileFixture, stubApi } from '../../testing/fake-api.ts';
import { renderPage } from '@emind/web-ui/testing';
import { ProfilePage } from '../profile/profile-page.tsx';

const PROFILE_PATH = '/profiles/client-profiles/me/';

async function openProfile() {
  renderPage(<ProfilePage role="client" />);
  expect(screen.getByText('Cargando tu perfil...')).toBeTruthy();
  return (await screen.findByLabelText('Nombres')) as HTMLInputElement;
}

describe('Información Personal', () => {
  it('is read-only until Editar, and Cancelar restores the loaded values', async () => {
    const calls = stubApi(profileFixture());
    const user = userEvent.setup();
    const firstName = await openProfile();
    expect(firstName.disabled).toBe(true);
    expect((screen.getByLabelText('Correo electrónico') as HTMLInputElement).readOnly).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Editar' }));
    expect(firstName.disabled).toBe(false);
    await user.clear(firstName);
    await user.type(firstName, 'Otra');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));

    expect(firstName.value).toBe('Ana');
    expect(firstName.disabled).toBe(true);
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('formats RUT and phone, clears the comuna on a region change, saves and shows Guardado', async () => {
    const calls = stubApi(profileFixture(), (call) =>
      call.method === 'PATCH' && call.path === PROFILE_PATH
        ? { status: 200, body: profileFixture({ ...(call.body as object), first_name: 'Ana María' }) }
        : undefined,
    );
    const user = userEvent.setup();
    const firstName = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Editar' }));

    await user.clear(firstName);
    await user.type(firstName, 'Ana María');
    const rut = screen.getByLabelText('RUT') as HTMLInputElement;
    await user.type(rut, '12.345.678-5x');
    expect(rut.value).toBe('12.345.678-5');
    expect(screen.getByText('Ingresa tu RUT sin puntos y con guion')).toBeTruthy();

    const phone = screen.getByLabelText('Teléfono') as HTMLInputElement;
    expect(phone.value).toBe('+56 9 ');
    await user.type(phone, '12a345678');
    expect(phone.value).toBe('+56 9 1234 5678');

    const comuna = screen.getByLabelText('Comuna') as HTMLSelectElement;
    expect(comuna.disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText('Región'), 'Región Metropolitana de Santiago');
    expect(comuna.disabled).toBe(false);
    await user.selectOptions(comuna, 'Providencia');
    await user.selectOptions(screen.getByLabelText('Región'), 'Valparaíso');
    expect(comuna.value).toBe('');
    await user.selectOptions(comuna, 'Viña del Mar');
    await user.selectOptions(screen.getByLabelText('Género'), 'FEMALE');

    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));

    expect(await screen.findByText('Guardado')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      first_name: 'Ana María', last_name: 'Pérez', rut: '12.345.678-5', gender: 'FEMALE',
      phone: '+56 9 1234 5678', region: 'Valparaíso', city: 'Viña del Mar',
    });
    expect(screen.getByRole('button', { name: 'Editar' })).toBeTruthy();
    expect(useSessionStore.getState().user?.first_name).toBe('Ana María');
  });

  it('rejects an invalid RUT before calling the server', async () => {
    const calls = stubApi(profileFixture());
    const user = userEvent.setup();
    await openProfile();
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    await user.type(screen.getByLabelText('RUT'), '123456784');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('El RUT ingresado no es válido')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('shows the save error and the server field messages under their fields', async () => {
    stubApi(profileFixture(), (call) =>
      call.method === 'PATCH' ? { status: 400, body: { phone: ['El teléfono debe tener el formato +56 9 XXXX XXXX'] } } : undefined,
    );
    const user = userEvent.setup();
    await openProfile();
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    await user.type(screen.getByLabelText('Teléfono'), '12345678');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('Error al guardar los cambios. Por favor, inténtalo de nuevo.')).toBeTruthy();
    expect(screen.getByText('El teléfono debe tener el formato +56 9 XXXX XXXX')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Guardar Cambios' })).toBeTruthy();
  });

  it('refuses a photo over 5MB without uploading it', async () => {
    const calls = stubApi(profileFixture());
    const user = userEvent.setup();
    await openProfile();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Seleccionar foto de perfil'), big);
    await waitFor(() => expect(screen.getAllByText('La imagen es demasiado grande. El tamaño máximo es 5MB.').length).toBeGreaterThan(0));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('uploads a photo and shows the upload error the server words', async () => {
    const calls = stubApi(profileFixture(), (call) =>
      call.method === 'POST' ? { status: 415, body: { detail: 'Formato de imagen no permitido. Usa JPG, PNG o WebP.' } } : undefined,
    );
    const user = userEvent.setup();
    await openProfile();
    await user.upload(screen.getByLabelText('Seleccionar foto de perfil'), new File(['x'], 'a.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getAllByText('Formato de imagen no permitido. Usa JPG, PNG o WebP.').length).toBeGreaterThan(0));
    const upload = calls.find((c) => c.method === 'POST');
    expect(upload?.path).toBe(`${PROFILE_PATH}upload_image/`);
    expect(upload?.body).toBeInstanceOf(FormData);
  });
});
