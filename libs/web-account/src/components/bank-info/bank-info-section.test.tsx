import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { profileFixture, stubApi } from '../../testing/fake-api.ts';
import { renderPage } from '@emind/web-ui/testing';
import { ProfilePage } from '../profile/profile-page.tsx';
import { isBankInfoComplete } from './bank-info-complete.ts';

const BANK_PATH = '/profiles/psychologist-profiles/me/update_bank_info/';

async function openBankTab(role: 'client' | 'psychologist' | 'admin' = 'psychologist') {
  const user = userEvent.setup();
  renderPage(<ProfilePage role={role} />);
  await user.click(await screen.findByRole('tab', { name: 'Datos Bancarios' }));
  return user;
}

describe('Datos Bancarios', () => {
  it('shows the read-only view, the role text and the incomplete notice', async () => {
    stubApi(profileFixture({ bank_name: 'BANCO_ESTADO', bank_account_number: '123456' }));
    await openBankTab('client');
    expect(await screen.findByText('Usaremos esta cuenta para realizar reembolsos cuando corresponda.')).toBeTruthy();
    expect(screen.getByText('Banco Estado')).toBeTruthy();
    expect(screen.getByText(/Tu información bancaria está incompleta/)).toBeTruthy();
  });

  it('opens on the first submit, requires the ownership checkbox and saves on the next submit', async () => {
    const calls = stubApi(profileFixture(), (call) =>
      call.method === 'PATCH' && call.path === BANK_PATH
        ? { status: 200, body: { ...(call.body as object), bank_name_display: 'Banco BCI', bank_account_type_display: 'Cuenta Vista' } }
        : undefined,
    );
    const user = await openBankTab();
    expect(await screen.findByText('Esta es la cuenta donde recibirás los pagos de tus sesiones.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Editar información bancaria' }));

    await user.selectOptions(screen.getByLabelText('Banco'), 'BANCO_BCI');
    await user.selectOptions(screen.getByLabelText('Tipo de cuenta'), 'VISTA');
    const number = screen.getByLabelText('Número de cuenta') as HTMLInputElement;
    await user.type(number, '12-34a56');
    expect(number.value).toBe('123456');
    await user.type(screen.getByLabelText('Titular de la cuenta'), 'Ana Pérez');
    const ownerRut = screen.getByLabelText('RUT del titular') as HTMLInputElement;
    await user.type(ownerRut, '7654321k');
    expect(ownerRut.value).toBe('7.654.321-K');
    await user.clear(ownerRut);
    await user.type(ownerRut, '123456785');
    const email = screen.getByLabelText('Correo del titular') as HTMLInputElement;
    expect(email.type).toBe('email');
    await user.type(email, 'ana@example.cl');

    await user.click(screen.getByRole('button', { name: 'Guardar información bancaria' }));
    expect(await screen.findByText('Debes aceptar que la cuenta bancaria está a tu nombre')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: 'Confirmo que la cuenta bancaria está a mi nombre' }));
    await user.click(screen.getByRole('button', { name: 'Guardar información bancaria' }));

    expect(await screen.findByText('Información bancaria actualizada correctamente')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      bank_name: 'BANCO_BCI', bank_account_type: 'VISTA', bank_account_number: '123456',
      bank_account_owner: 'Ana Pérez', bank_account_owner_rut: '12.345.678-5', bank_account_owner_email: 'ana@example.cl',
    });
    expect(await screen.findByText('Banco BCI')).toBeTruthy();
    expect(screen.queryByText(/Tu información bancaria está incompleta/)).toBeNull();
  });

  it('reports a failed save with the spec message and the server field errors', async () => {
    stubApi(
      profileFixture({
        bank_name: 'BANCO_BCI', bank_account_type: 'VISTA', bank_account_number: '123456', bank_account_owner: 'Ana',
        bank_account_owner_rut: '12.345.678-5', bank_account_owner_email: 'ana@example.cl',
      }),
      (call) => (call.method === 'PATCH' ? { status: 400, body: { bank_account_number: ['Número de cuenta no válido'] } } : undefined),
    );
    const user = await openBankTab('admin');
    expect(screen.getByText('Esta cuenta se utiliza para las transacciones administrativas de la plataforma.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Editar información bancaria' }));
    await user.click(screen.getByRole('checkbox', { name: 'Confirmo que la cuenta bancaria está a mi nombre' }));
    await user.click(screen.getByRole('button', { name: 'Guardar información bancaria' }));
    expect(await screen.findByText('Número de cuenta no válido')).toBeTruthy();
    expect(screen.getAllByText('Error al guardar la información bancaria').length).toBeGreaterThan(0);
  });

  it('counts as complete only with number, owner, owner RUT and bank', () => {
    const full = profileFixture({ bank_name: 'BANCO_BCI', bank_account_number: '1', bank_account_owner: 'A', bank_account_owner_rut: '1-9' });
    expect(isBankInfoComplete(full)).toBe(true);
    expect(isBankInfoComplete({ ...full, bank_account_owner_rut: null })).toBe(false);
    expect(isBankInfoComplete({ ...full, bank_name: null })).toBe(false);
  });
});
