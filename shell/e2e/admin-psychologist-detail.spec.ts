import { expect, test, type Page } from '@playwright/test';
import { demo, loginAs, uniqueEmail } from './support/shell-session.ts';
import { completeOnboardingViaApi, registerPsychologist } from './support/psychologist-onboarding.ts';

const documentRow = (page: Page, label: string | RegExp) => page.getByRole('listitem', { name: label });
const header = (page: Page) => page.getByRole('heading', { level: 1 }).locator('xpath=ancestor::div[contains(@class,"chakra-card__body")]');

test('the admin reviews documents, changes the verification status and approves the price', async ({ page }) => {
  const psychologist = await registerPsychologist(page.request, { email: uniqueEmail('revision'), firstName: 'Renata', lastName: 'Revisión' });
  await completeOnboardingViaApi(page.request, psychologist, { specialties: ['Psicoanálisis'], interventions: ['Ansiedad'], price: 12000 });

  await loginAs(page, demo.admin);
  await page.goto(`/admin/dashboard/psychologists/${psychologist.profileId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Renata Revisión' })).toBeVisible();
  await expect(header(page)).toContainText('Documentos entregados');
  await expect(header(page).getByRole('button')).toHaveText(['Verificar', 'Rechazar']);
  await expect(page.getByText('09:00 – 17:00').first()).toBeVisible();

  // Documents: a rejection needs a reason; approve hides 'Aprobar', reject hides 'Rechazar'.
  const certificate = documentRow(page, /Registro Nacional de Prestadores/);
  await expect(certificate).toContainText('Pendiente de revisión');
  await certificate.getByRole('button', { name: 'Rechazar' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Rechazar documento' }).click();
  await expect(dialog.getByText('Por favor, ingrese un motivo de rechazo')).toBeVisible();
  await dialog.getByLabel(/Motivo de rechazo/).fill('El certificado no es legible');
  await dialog.getByRole('button', { name: 'Rechazar documento' }).click();
  await expect(certificate).toContainText('Rechazado');
  await expect(certificate).toContainText('Motivo de rechazo: El certificado no es legible');
  await expect(certificate.getByRole('button', { name: 'Rechazar' })).toHaveCount(0);

  const downloadEvent = page.waitForEvent('download');
  await certificate.getByRole('button', { name: 'Descargar' }).click();
  expect((await downloadEvent).suggestedFilename()).toMatch(/\.pdf$/);

  for (const label of [/Registro Nacional de Prestadores/, 'Cédula de identidad', /especialidad/, 'Video de presentación']) {
    const row = documentRow(page, label);
    await row.getByRole('button', { name: 'Aprobar' }).click();
    await expect(row).toContainText('Aprobado');
    await expect(row.getByRole('button', { name: 'Aprobar' })).toHaveCount(0);
  }

  // Status actions, each confirmed.
  await header(page).getByRole('button', { name: 'Rechazar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Rechazar' }).click();
  await expect(header(page)).toContainText('Rechazado');
  await expect(header(page).getByRole('button')).toHaveText(['Verificar', 'Reactivar verificación']);
  await header(page).getByRole('button', { name: 'Reactivar verificación' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reactivar verificación' }).click();
  await expect(header(page)).toContainText('Verificación en proceso');
  await header(page).getByRole('button', { name: 'Verificar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Verificar' }).click();
  await expect(header(page)).toContainText('Verificado');
  await expect(header(page).getByRole('button')).toHaveText(['Reactivar verificación']);

  // Price: validation, then the suggestion becomes the approved price.
  const prices = page.getByRole('region', { name: 'Gestión de precios' });
  await expect(prices).toContainText('$12.000');
  await expect(prices).toContainText('Sin precio aprobado');
  await prices.getByRole('button', { name: 'Guardar precio' }).click();
  await expect(prices.getByText('Por favor, ingrese un precio válido')).toBeVisible();
  await prices.getByLabel('Precio aprobado por sesión (CLP)').fill('-3000');
  await prices.getByRole('button', { name: 'Guardar precio' }).click();
  await expect(prices.getByText('El precio no puede ser negativo')).toBeVisible();
  await prices.getByRole('button', { name: 'Usar este precio' }).click();
  await expect(prices.getByLabel('Precio aprobado por sesión (CLP)')).toHaveValue('12.000');
  await prices.getByRole('button', { name: 'Guardar precio' }).click();
  await expect(prices.getByText('Sin precio aprobado')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Gestión de precios' }).getByLabel('Precio aprobado por sesión (CLP)')).toHaveValue('12.000');
});
