import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoMp4, demoPdf } from '../../libs/demo-data/src/files.ts';
import { DEMO_PASSWORD, demo, loginAs, logoutViaMenu, registerThroughForm, uniqueEmail, uniqueLetters } from './support/shell-session.ts';
import { saveBankDataThroughUi } from './support/bank-data.ts';
import type { OnboardedPsychologist } from './support/psychologist-onboarding.ts';

test.setTimeout(120_000);

async function registerThroughUi(page: Page, email: string): Promise<OnboardedPsychologist> {
  // A surname of its own: the admin's list and the directory may hold another run's Aarón Abarca.
  const surname = `Abarca Listado${uniqueLetters()}`;
  await page.goto('/registro');
  await registerThroughForm(page, { as: 'Psicólogo', firstName: 'Aarón', lastName: surname, email, password: DEMO_PASSWORD, phoneDigits: '87654321' });
  await expect(page).toHaveURL(/\/psicologo\/dashboard$/);
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('access_token') ?? '',
    user: JSON.parse(localStorage.getItem('user') ?? 'null') as { profile_id: number },
  }));
  return { email, token: stored.token, profileId: stored.user.profile_id, name: `Aarón ${surname}` };
}

const group = (page: Page, legend: string): Locator => page.getByRole('group', { name: new RegExp(`^${legend}`) });

/** The psychologist's own 'Mi Perfil' tabs (mf-psychologist): professional data, schedule, price, documents, bank data. */
async function completeProfileThroughUi(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Completar verificación' }).click();
  await page.getByRole('tab', { name: 'Información Profesional' }).click();
  await page.getByLabel('Número de registro de salud').fill('654321');
  await page.getByPlaceholder('Busca tu universidad').fill('Universidad de Chile');
  await page.getByRole('option', { name: 'Universidad de Chile', exact: true }).click();
  await page.getByLabel('Año de egreso').fill('2012');
  await page.getByLabel('Descripción de tu experiencia').fill('Psicoterapia psicoanalítica para adultos.');
  await page.getByRole('button', { name: 'Agregar' }).click();
  const experience = page.getByTestId('experience-form');
  await experience.getByLabel('Tipo de experiencia').selectOption('WORK');
  await experience.getByLabel('Institución').fill('CESFAM Providencia');
  await experience.getByLabel('Rol', { exact: true }).fill('Psicólogo clínico');
  await experience.getByLabel('Fecha de inicio').fill('2013-03-01');
  await experience.getByRole('button', { name: 'Guardar' }).click();
  await group(page, 'Especialidades o Enfoques').getByRole('button', { name: /^Ver más/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Buscar opciones').fill('Psicoan');
  await dialog.getByText('Psicoanálisis', { exact: true }).click();
  await dialog.getByText('Psicoterapia Psicoanalítica', { exact: true }).click();
  await page.keyboard.press('Escape');
  await group(page, 'Poblaciones que Atiende').getByText('Adultos (26-40 años)', { exact: true }).click();
  await group(page, 'Áreas de Intervención').getByText('Ansiedad', { exact: true }).click();
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Guardado' })).toBeVisible();

  await page.getByRole('tab', { name: 'Horarios y Tarifas' }).click();
  await page.getByRole('button', { name: 'Editar horario' }).click();
  await page.getByTestId('day-monday').getByText('Lunes').click();
  await page.getByTestId('day-thursday').getByText('Jueves').click();
  await page.getByRole('button', { name: 'Guardar horario' }).click();
  await expect(page.getByTestId('schedule-view')).toContainText('09:00 – 17:00');
  await page.getByLabel('Precio sugerido por sesión (CLP)').fill('14000');
  await page.getByRole('button', { name: 'Sugerir precio' }).click();
  await expect(page.getByText('Tu precio sugerido está pendiente de aprobación')).toBeVisible();

  await page.getByRole('tab', { name: 'Documentos' }).click();
  await page.getByRole('button', { name: 'Editar documentos' }).click();
  await page.getByLabel(/^Archivo: Certificado/).setInputFiles({ name: 'registro.pdf', mimeType: 'application/pdf', buffer: demoPdf('Registro') });
  await page.getByLabel(/^Archivo: Cédula/).setInputFiles({ name: 'cedula.pdf', mimeType: 'application/pdf', buffer: demoPdf('Cedula') });
  await page.getByLabel(/^Archivo: Título/).setInputFiles({ name: 'titulo.pdf', mimeType: 'application/pdf', buffer: demoPdf('Titulo') });
  await page.getByLabel('Archivo: Video de presentación').setInputFiles({ name: 'hola.mp4', mimeType: 'video/mp4', buffer: demoMp4(20) });
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Documentos guardados correctamente')).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Documentos' }).getByText('Pendiente de revisión')).toHaveCount(4);
  // Listed only with bank data: a patient pays later sessions by transfer to the psychologist's own account.
  await saveBankDataThroughUi(page, 'Titular Prueba');
  await page.goto('/psicologo/dashboard');
  await expect(page.getByText('Estado: Documentos entregados')).toBeVisible();
}

test('a new psychologist is reviewed by the admin and then listed in the directory with a public profile', async ({ page, browser }) => {
  const psychologist = await registerThroughUi(page, uniqueEmail('listado'));
  await completeProfileThroughUi(page);
  const status = await page.request.get('/api/profiles/psychologist-profiles/me/verification-status/', { headers: { Authorization: `Bearer ${psychologist.token}` } });
  expect(await status.json()).toMatchObject({ verification_status: 'DOCUMENTS_SUBMITTED' });

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/especialistas/${psychologist.profileId}`);
  await expect(visitor.getByText('Especialista no disponible').first()).toBeVisible();

  await logoutViaMenu(page);
  await loginAs(page, demo.admin);
  await page.getByRole('link', { name: 'Verificar psicólogos' }).click();
  await page.getByLabel('Buscar').fill(psychologist.email);
  await page.getByRole('article', { name: psychologist.name }).getByRole('link', { name: 'Ver detalle' }).click();
  await expect(page.getByRole('heading', { level: 1, name: psychologist.name })).toBeVisible();

  for (const label of [/Registro Nacional de Prestadores/, 'Cédula de identidad', /especialidad/, 'Video de presentación']) {
    const row = page.getByRole('listitem', { name: label });
    await row.getByRole('button', { name: 'Aprobar' }).click();
    await expect(row).toContainText('Aprobado');
  }
  const prices = page.getByRole('region', { name: 'Gestión de precios' });
  await expect(prices).toContainText('$14.000');
  await prices.getByRole('button', { name: 'Usar este precio' }).click();
  await prices.getByRole('button', { name: 'Guardar precio' }).click();
  await expect(prices.getByText('Sin precio aprobado')).toHaveCount(0);
  await page.getByRole('button', { name: 'Verificar', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('button', { name: 'Reactivar verificación' })).toBeVisible();

  await visitor.goto('/especialistas?approach=Psicoan%C3%A1lisis&reason=Ansiedad&ordering=name');
  const cards = visitor.getByTestId('specialist-card');
  const card = cards.filter({ hasText: psychologist.name });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('specialist-price')).toHaveText('$14.000');
  // Sorted by name: an 'Aarón Abarca' (this one, or another run's) comes first among the matching specialists.
  await expect(cards.first()).toContainText('Aarón Abarca Listado');
  await visitor.goto(`/especialistas/${psychologist.profileId}`);
  await expect(visitor.getByRole('heading', { name: psychologist.name }).first()).toBeVisible();
  await expect(visitor.getByText('Para agendar necesitas una cuenta: elige una hora e inicia sesión o regístrate, y volverás aquí.')).toBeVisible();
  await visitor.context().close();
});
