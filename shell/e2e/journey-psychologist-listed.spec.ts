import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demo, loginAs, logoutViaMenu, uniqueEmail } from './support/shell-session.ts';
import { completeOnboardingViaApi, type OnboardedPsychologist } from './support/psychologist-onboarding.ts';

test.setTimeout(120_000);

async function registerThroughUi(page: Page, email: string): Promise<OnboardedPsychologist> {
  await page.goto('/registro');
  await page.getByRole('button', { name: 'Registrarme como Psicólogo' }).click();
  await page.getByLabel('Nombres').fill('Aarón');
  await page.getByLabel('Apellidos').fill('Abarca Listado');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Teléfono').pressSequentially('87654321');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirmar contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'términos y condiciones' }).click();
  await page.getByRole('dialog', { name: 'Términos y condiciones' }).getByRole('button', { name: 'Acepto los términos' }).click();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/psicologo\/dashboard$/);
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('access_token') ?? '',
    user: JSON.parse(localStorage.getItem('user') ?? 'null') as { profile_id: number },
  }));
  return { email, token: stored.token, profileId: stored.user.profile_id, name: 'Aarón Abarca Listado' };
}

test('a new psychologist is reviewed by the admin and then listed in the directory with a public profile', async ({ page, browser }) => {
  const psychologist = await registerThroughUi(page, uniqueEmail('listado'));
  // The psychologist's own screens send these same calls; the journey drives them through the API.
  await completeOnboardingViaApi(page.request, psychologist, {
    specialties: ['Psicoanálisis', 'Psicoterapia Psicoanalítica'], interventions: ['Ansiedad', 'Depresión'], price: 14000,
  });
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
  // Sorted by name: 'Aarón Abarca' comes first among the matching specialists.
  await expect(cards.first()).toContainText(psychologist.name);
  await visitor.goto(`/especialistas/${psychologist.profileId}`);
  await expect(visitor.getByRole('heading', { name: psychologist.name }).first()).toBeVisible();
  await expect(visitor.getByText('Debes iniciar sesión para ver la disponibilidad y agendar una consulta.')).toBeVisible();
  await visitor.context().close();
});
