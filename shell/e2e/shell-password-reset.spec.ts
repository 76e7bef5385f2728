import { expect, test } from '@playwright/test';
import { latestResetLink, registerViaApi, submitLogin, uniqueEmail } from './support/shell-session.ts';

test('forgot password → mail → new password → login with it', async ({ page, request }) => {
  const email = uniqueEmail('olvido');
  await registerViaApi(request, email, 'Antigua#2024');

  await page.goto('/recuperar-password');
  await expect(page.getByRole('link', { name: 'Volver a iniciar sesión' })).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar instrucciones' }).click();
  await expect(page.getByText('Correo enviado')).toBeVisible();
  await expect(page.getByText('Te hemos enviado un correo con instrucciones para restablecer tu contraseña.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'intenta nuevamente' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver a iniciar sesión' })).toBeVisible();

  await expect.poll(() => latestResetLink(email), { timeout: 15_000 }).not.toBeNull();
  const link = new URL((await latestResetLink(email)) ?? '');
  await page.goto(link.pathname);
  await expect(page.getByText(email)).toBeVisible();

  const password = page.getByLabel('Nueva contraseña');
  await password.fill('corta');
  await page.getByLabel('Confirmar contraseña').fill('otra');
  await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
  await expect(page.getByText('La contraseña debe tener al menos 8 caracteres')).toBeVisible();
  await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();

  await password.fill('sinmayusculas');
  await expect(page.getByText('Te recomendamos usar una contraseña más segura')).toBeVisible();
  await page.getByLabel('Confirmar contraseña').fill('sinmayusculas');
  await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
  await expect(page.getByText(/La contraseña debe incluir al menos una letra mayúscula/)).toBeVisible();

  await password.fill('Nueva#2025x');
  await expect(page.getByText('Te recomendamos usar una contraseña más segura')).toBeHidden();
  await page.getByLabel('Confirmar contraseña').fill('Nueva#2025x');
  await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
  await expect(page.getByText('¡Tu contraseña ha sido restablecida con éxito!')).toBeVisible();

  await page.getByRole('link', { name: 'Iniciar sesión' }).last().click();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, email, 'Nueva#2025x');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.evaluate(() => localStorage.clear());
  await page.goto(link.pathname);
  await expect(page.getByText('Enlace no válido')).toBeVisible();
});

test('an invented reset link shows "Enlace no válido" with a way to ask for a new one', async ({ page }) => {
  await page.goto('/reset-password/no-existe-este-token');
  await expect(page.getByText('Verificando enlace...').or(page.getByText('Enlace no válido'))).toBeVisible();
  await expect(page.getByText('Enlace no válido')).toBeVisible();
  await expect(page.getByText('El enlace ha expirado o no es válido')).toBeVisible();
  await page.getByRole('link', { name: 'Solicitar un nuevo enlace' }).click();
  await expect(page).toHaveURL(/\/recuperar-password$/);
});
