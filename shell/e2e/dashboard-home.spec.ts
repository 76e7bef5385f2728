import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, demo, loginAs, registerViaApi, uniqueEmail } from './support/shell-session.ts';

const GREETING = '(Buenos días|Buenas tardes|Buenas noches)';

const areas = [
  { role: 'client', email: demo.client, home: '/dashboard', nav: 'Paciente', links: ['Inicio', 'Mensajes', 'Citas', 'Reembolsos', 'Cuestionarios', 'Ficha de ingreso', 'Perfil', 'Valoraciones', 'Buscar'], heading: /^Bienvenida, Camila$/ },
  { role: 'psychologist', email: demo.psychologist, home: '/psicologo/dashboard', nav: 'Psicólogo', links: ['Inicio', 'Mensajes', 'Perfil', 'Agenda', 'Pacientes', 'Pagos', 'Boletas', 'Ingresos', 'Valoraciones'], heading: new RegExp(`^${GREETING}, Matías$`) },
  { role: 'admin', email: demo.admin, home: '/admin/dashboard', nav: 'Administrador', links: ['Inicio', 'Perfil', 'Pacientes', 'Psicólogos', 'Pagos', 'Pagos a psicólogos', 'Facturación', 'Valoraciones', 'Solicitudes de datos', 'Registro de accesos'], heading: new RegExp(`^${GREETING}, Francisca$`) },
] as const;

for (const area of areas) {
  test(`${area.role} home greets by name and links only existing pages`, async ({ page }) => {
    await loginAs(page, area.email);
    await expect(page).toHaveURL(area.home);
    await expect(page.getByRole('heading', { level: 1, name: area.heading })).toBeVisible();
    const nav = page.getByRole('navigation', { name: area.nav });
    await expect(nav.getByRole('link')).toHaveText([...area.links]);
    await expect(nav.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: /Mi Perfil/ })).toHaveAttribute('href', `${area.home}/profile`);

    await page.goto(`${area.home}/no-existe`);
    await expect(page).toHaveURL(area.home);
    await expect(page.getByRole('heading', { level: 1, name: area.heading })).toBeVisible();
  });
}

test('the patient greeting follows the generic hours and the navbar name follows a profile save', async ({ page, request }) => {
  const email = uniqueEmail('saludo');
  await registerViaApi(request, email, DEMO_PASSWORD);
  await loginAs(page, email);
  await expect(page.getByText(/^(Buenos días|Buenas tardes|Buenas noches)$/)).toBeVisible();
  await page.goto('/dashboard/profile');
  await page.getByRole('button', { name: 'Editar', exact: true }).click();
  await page.getByLabel('Nombres').fill('Camila Andrea');
  await page.getByLabel('Apellidos').fill('González Muñoz');
  await page.getByLabel('Género').selectOption('FEMALE');
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page.getByText('Guardado', { exact: true })).toBeVisible();
  await page.getByRole('navigation', { name: 'Paciente' }).getByRole('link', { name: 'Inicio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenida, Camila' })).toBeVisible();
  await page.getByTestId('user-menu-trigger').click();
  await expect(page.getByRole('menu').getByText('Camila Andrea González Muñoz')).toBeVisible();
});

test.describe('under 768 px', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the area navigation is compact and the profile tabs become a dropdown', async ({ page }) => {
    await loginAs(page, demo.psychologist);
    const nav = page.getByRole('navigation', { name: 'Psicólogo' });
    await expect(nav.getByRole('link')).toHaveText(['Inicio', 'Mensajes', 'Perfil', 'Agenda', 'Pacientes', 'Pagos', 'Boletas', 'Ingresos', 'Valoraciones']);
    await nav.getByRole('link', { name: 'Perfil' }).click();
    await expect(page.getByRole('tab', { name: 'Datos Bancarios' })).toBeHidden();
    await page.getByLabel('Sección del perfil').selectOption('bank');
    await expect(page.getByRole('button', { name: 'Editar información bancaria' })).toBeVisible();
  });
});
