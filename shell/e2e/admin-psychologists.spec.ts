import { expect, test } from '@playwright/test';
import { demo, loginAs } from './support/shell-session.ts';

test('the admin searches psychologists by name or e-mail and filters them by status', async ({ page }) => {
  await loginAs(page, demo.admin);
  await page.getByRole('navigation', { name: 'Administrador' }).getByRole('link', { name: 'Psicólogos', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Psicólogos' })).toBeVisible();
  await expect(page.getByText(/^\d+ psicólogo\(s\) encontrado\(s\)$/)).toBeVisible();

  await page.getByLabel('Buscar').fill('daniela');
  await expect(page.getByText('1 psicólogo(s) encontrado(s)')).toBeVisible();
  const card = page.getByRole('article', { name: 'Daniela Ramírez Ortiz' });
  await expect(card).toContainText('Documentos entregados');

  await page.getByLabel('Buscar').fill('');
  await page.getByLabel('Estado').selectOption('rejected');
  // Gonzalo is rejected, so he is in the list before and after it filters: wait for the list to hold no other status.
  await expect(page.getByRole('article').filter({ hasNotText: 'Rechazado' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Gonzalo Paredes Molina' })).toBeVisible();

  await page.getByLabel('Estado').selectOption('verified');
  await expect(page.getByRole('article').first()).toContainText('Verificado');
  await expect(page.getByRole('article', { name: 'Gonzalo Paredes Molina' })).toHaveCount(0);

  await page.getByLabel('Estado').selectOption('pending');
  await expect(page.getByRole('article', { name: 'Daniela Ramírez Ortiz' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Gonzalo Paredes Molina' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect(page.getByLabel('Estado')).toHaveValue('all');
  await expect(page.getByRole('article', { name: 'Gonzalo Paredes Molina' })).toBeVisible();
  await page.getByRole('article', { name: 'Gonzalo Paredes Molina' }).getByRole('link', { name: 'Ver detalle' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gonzalo Paredes Molina' })).toBeVisible();
  await page.getByRole('link', { name: '← Volver a la lista de psicólogos' }).click();
  await expect(page).toHaveURL('/admin/dashboard/psychologists');
});

test('a non-numeric or unknown psychologist id shows its own state with a way back', async ({ page }) => {
  await loginAs(page, demo.admin);
  await page.goto('/admin/dashboard/psychologists/abc');
  await expect(page.getByText('ID de psicólogo no válido')).toBeVisible();
  await page.goto('/admin/dashboard/psychologists/999999');
  await expect(page.getByText('Psicólogo no encontrado')).toBeVisible();
  await page.getByRole('link', { name: 'Volver a la lista', exact: true }).click();
  await expect(page).toHaveURL('/admin/dashboard/psychologists');
});
