import { expect, test, type Page } from '@playwright/test';
import { confirmAndSaveBankForm, fillBankForm } from './support/bank-data.ts';
import { demo, loginAs } from './support/shell-session.ts';

/** A valid 1×1 PNG, so the server's content check accepts it. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const areas = [
  { role: 'client', email: demo.client, home: '/dashboard', rut: '12345678-5', phone: '11112222', region: 'Región de Los Lagos', comuna: 'Puerto Montt' },
  { role: 'psychologist', email: demo.psychologist, home: '/psicologo/dashboard', rut: '11111111-1', phone: '33334444', region: 'Valparaíso', comuna: 'Quilpué' },
  { role: 'admin', email: demo.admin, home: '/admin/dashboard', rut: '22222222-2', phone: '55556666', region: 'Región de Ñuble', comuna: 'Chillán' },
] as const;

async function openProfile(page: Page, home: string): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Perfil', exact: true }).first().click();
  await expect(page).toHaveURL(`${home}/profile`);
  await expect(page.getByRole('heading', { name: 'Mi Perfil' })).toBeVisible();
  await expect(page.getByLabel('Nombres')).toBeDisabled();
}

for (const area of areas) {
  test.describe(`Mi Perfil (${area.role})`, () => {
    test('edits personal info, which persists after a reload', async ({ page }) => {
      await loginAs(page, area.email);
      await expect(page).toHaveURL(area.home);
      await openProfile(page, area.home);

      await page.getByRole('button', { name: 'Editar', exact: true }).click();
      const rut = page.getByLabel('RUT', { exact: true });
      await rut.fill('');
      await rut.pressSequentially(area.rut.replace('-', ''));
      await expect(rut).toHaveValue(area.rut.replace(/\B(?=(\d{3})+(?!\d))/g, '.'));
      const phone = page.getByLabel('Teléfono');
      await phone.fill('');
      await expect(phone).toHaveValue('+56 9 ');
      await phone.pressSequentially(area.phone);
      await expect(phone).toHaveValue(`+56 9 ${area.phone.slice(0, 4)} ${area.phone.slice(4)}`);
      await page.getByLabel('Región').selectOption(area.region);
      await expect(page.getByLabel('Comuna')).toHaveValue('');
      await page.getByLabel('Comuna').selectOption(area.comuna);
      await page.getByRole('button', { name: 'Guardar Cambios' }).click();

      await expect(page.getByText('Guardado', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Editar', exact: true })).toBeVisible();
      await expect(page.getByText('Guardado', { exact: true })).toBeHidden({ timeout: 5_000 });

      await page.reload();
      await expect(page.getByLabel('RUT', { exact: true })).toHaveValue(area.rut.replace(/\B(?=(\d{3})+(?!\d))/g, '.'));
      await expect(page.getByLabel('Teléfono')).toHaveValue(`+56 9 ${area.phone.slice(0, 4)} ${area.phone.slice(4)}`);
      await expect(page.getByLabel('Región')).toHaveValue(area.region);
      await expect(page.getByLabel('Comuna')).toHaveValue(area.comuna);
    });

    test('uploads a photo and deletes it', async ({ page }) => {
      await loginAs(page, area.email);
      await openProfile(page, area.home);
      await expect(page.getByLabel('Sin foto de perfil')).toBeVisible();
      await page.getByLabel('Seleccionar foto de perfil').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: TINY_PNG });
      await expect(page.getByRole('img', { name: 'Foto de perfil' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Cambiar foto' })).toBeVisible();

      await page.getByRole('button', { name: 'Eliminar foto' }).click();
      await expect(page.getByLabel('Sin foto de perfil')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Subir foto' })).toBeVisible();
    });

    test('saves bank data once the ownership box is ticked', async ({ page }) => {
      await loginAs(page, area.email);
      await openProfile(page, area.home);
      await fillBankForm(page, 'Titular Prueba');
      await page.getByRole('button', { name: 'Guardar información bancaria' }).click();
      await expect(page.getByText('Debes aceptar que la cuenta bancaria está a tu nombre')).toBeVisible();
      await confirmAndSaveBankForm(page);
      await expect(page.getByText('Banco Santander')).toBeVisible();
      await page.reload();
      await page.getByRole('tab', { name: 'Datos Bancarios' }).click();
      await expect(page.getByText('Banco Santander')).toBeVisible();
      await expect(page.getByText('98765432')).toBeVisible();
      await expect(page.getByText('Titular Prueba')).toBeVisible();
    });
  });
}
