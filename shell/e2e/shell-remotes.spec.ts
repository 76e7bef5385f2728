import { expect, test } from '@playwright/test';

test('a remote that fails to load shows "Reintentar", the navbar keeps working, and the retry recovers', async ({ page }) => {
  await page.route('**/mf/public/remoteEntry.js', (route) => route.abort('failed'));
  await page.goto('/');
  const retry = page.getByRole('button', { name: 'Reintentar' });
  await expect(retry).toBeVisible();
  await expect(page.getByText('No pudimos cargar esta sección')).toBeVisible();

  await page.getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();

  await page.getByRole('link', { name: 'Inicio', exact: true }).click();
  await expect(retry).toBeVisible();
  await page.unroute('**/mf/public/remoteEntry.js');
  await retry.click();
  await expect(retry).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('below 1024 px the navbar collapses into a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/login');
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeHidden();
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('link', { name: 'Comenzar' }).click();
  await expect(page).toHaveURL(/\/registro$/);
});
