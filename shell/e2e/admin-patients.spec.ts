import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, demo, loginAs, submitLogin, uniqueEmail, uniqueLetters } from './support/shell-session.ts';

test('the admin searches patients and deactivates then reactivates one, who meanwhile cannot log in', async ({ page, browser }) => {
  const email = uniqueEmail('inactiva');
  // A surname of its own, so a search finds only this test's patient whatever else runs beside it.
  const surname = `Inactiva${uniqueLetters()}`;
  const name = `Ximena ${surname}`;
  const registered = await page.request.post('/api/auth/register/', {
    data: { email, username: email, password: DEMO_PASSWORD, password2: DEMO_PASSWORD, user_type: 'client', first_name: 'Ximena', last_name: surname },
  });
  expect(registered.status()).toBe(201);

  await loginAs(page, demo.admin);
  await page.getByRole('navigation', { name: 'Administrador' }).getByRole('link', { name: 'Pacientes' }).click();
  await expect(page).toHaveURL('/admin/dashboard/pacients');
  for (const column of ['Paciente', 'Contacto', 'Última cita', 'Próxima cita', 'Total']) {
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await expect(page.getByText(/^\d+ paciente\(s\) de \d+ total$/)).toBeVisible();
  await expect(page.getByText('Camila').first()).toBeVisible();

  await page.getByLabel('Buscar paciente').fill(`XIMENA ${surname.slice(0, 13).toLowerCase()}`);
  await expect(page.getByText(/^1 paciente\(s\) de \d+ total$/)).toBeVisible();
  await page.getByLabel('Buscar paciente').fill('no-existe-nadie');
  await expect(page.getByText('No se encontraron pacientes para "no-existe-nadie"')).toBeVisible();
  await page.getByRole('button', { name: 'Limpiar filtros' }).click();
  await page.getByLabel('Buscar paciente').fill(email);
  await expect(page.getByTestId('patient-row')).toHaveCount(1);

  await page.getByRole('button', { name: `Desactivar a ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Desactivar' }).click();
  await expect(page.getByRole('button', { name: `Activar a ${name}` })).toBeVisible();
  await expect(page.getByTestId('patient-row')).toContainText('Inactivo');

  const visitor = await browser.newContext();
  const other = await visitor.newPage();
  await other.goto('/login');
  await submitLogin(other, email, DEMO_PASSWORD);
  await expect(other.getByText('Tu cuenta está inactiva. Por favor, contacta al equipo de e-mind para reactivarla.').first()).toBeVisible();
  await expect(other).toHaveURL(/\/login/);

  // The toast lives 4 s; watched from inside the page before the click, a loaded machine cannot miss it between polls.
  const refreshToast = page.getByText('Actualizando lista de pacientes...').waitFor();
  await page.getByRole('button', { name: 'Actualizar' }).click();
  await refreshToast;
  await page.getByRole('button', { name: `Activar a ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Activar' }).click();
  await expect(page.getByRole('button', { name: `Desactivar a ${name}` })).toBeVisible();

  await other.goto('/login');
  await submitLogin(other, email, DEMO_PASSWORD);
  await expect(other).toHaveURL('/dashboard');
  await visitor.close();
});
