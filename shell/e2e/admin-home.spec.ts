import { expect, test } from '@playwright/test';
import { demo, loginAs } from './support/shell-session.ts';

test('the admin home shows the counts, the quick actions and the verification queue', async ({ page }) => {
  await loginAs(page, demo.admin);
  await expect(page).toHaveURL('/admin/dashboard');
  await expect(page.getByRole('navigation', { name: 'Administrador' }).getByRole('link')).toHaveText(['Inicio', 'Perfil', 'Pacientes', 'Psicólogos', 'Pagos', 'Pagos a psicólogos', 'Facturación', 'Valoraciones', 'Solicitudes de datos', 'Registro de accesos']);

  for (const key of ['total', 'verified', 'pending', 'rejected', 'clients']) {
    await expect(page.getByTestId(`stat-${key}`)).toContainText(/\d/);
  }
  await expect(page.getByTestId('stat-verified')).toContainText(/\d+% del total/);
  await expect(page.getByRole('link', { name: 'Verificar psicólogos' })).toHaveAttribute('href', '/admin/dashboard/psychologists');
  await expect(page.getByRole('link', { name: 'Ver todos los usuarios' })).toHaveAttribute('href', '/admin/dashboard/pacients');

  const review = page.getByRole('link', { name: /^Revisar a / });
  await expect(review.first()).toBeVisible();
  expect(await review.count()).toBeLessThanOrEqual(3);

  await page.getByRole('button', { name: 'Información del sistema' }).click();
  await expect(page.getByText(/URL base de la API: .*\/api/)).toBeVisible();
  await page.getByRole('button', { name: 'Actualizar datos' }).click();
  await expect(page.getByTestId('stat-total')).toBeVisible();

  const name = (await review.first().getAttribute('aria-label'))!.replace('Revisar a ', '');
  await review.first().click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/psychologists\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: 'Ver todos los psicólogos pendientes →' }).click();
  await expect(page).toHaveURL('/admin/dashboard/psychologists?status=pending');
  await expect(page.getByLabel('Estado')).toHaveValue('pending');
});
