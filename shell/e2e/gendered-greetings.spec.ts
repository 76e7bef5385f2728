import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/accessibility.ts';
import { apiSignIn, registerViaApi, submitLogin, uniqueEmail } from './support/shell-session.ts';

// Issue 43: greetings and titles follow the gender the person gave in their profile, and are neutral without one.
const PASSWORD = 'Segura#2024';

/** A throwaway account ('Prueba E2E'), with `gender` saved in its profile when given. */
async function account(page: Page, prefix: string, userType: 'client' | 'psychologist', gender?: 'FEMALE'): Promise<string> {
  const email = uniqueEmail(prefix);
  await registerViaApi(page.request, email, PASSWORD, userType);
  if (gender) {
    const { access } = await apiSignIn(page.request, email, PASSWORD);
    const saved = await page.request.patch(`/api/profiles/${userType}-profiles/me/`, { headers: { Authorization: `Bearer ${access}` }, data: { gender } });
    expect(saved.status()).toBe(200);
  }
  return email;
}

async function signInThroughTheForm(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, email, PASSWORD);
}

for (const [width, suffix] of [[1280, ''], [390, '-390']] as const) {
  test(`a patient who gave no gender is welcomed without a gendered word, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInThroughTheForm(page, await account(page, 'sin-genero', 'client'));
    await expect(page.getByText('¡Hola de nuevo, Prueba!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Te damos la bienvenida, Prueba' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.screenshot({ path: `docs/screenshots/saludo-neutro${suffix}.png` });
  });
}

test("a woman is welcomed 'Bienvenida', from the login's toast to the home drawn before the scripts", async ({ page }) => {
  const email = await account(page, 'bienvenida', 'client', 'FEMALE');
  await signInThroughTheForm(page, email);
  await expect(page.getByText('¡Bienvenida de nuevo, Prueba!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenida, Prueba' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.screenshot({ path: 'docs/screenshots/saludo-bienvenida.png' });
  // The gateway's pre-drawn frame words it too, before any module script runs.
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.reload();
  await expect(page.locator('#prerender h1')).toHaveText('Bienvenida, Prueba');
  await page.unroute(/\.js(\?|$)/);
});

test("a woman psychologist's home and menu say 'Psicóloga'", async ({ page }) => {
  await signInThroughTheForm(page, await account(page, 'psicologa', 'psychologist', 'FEMALE'));
  await expect(page.getByText('Panel de Psicóloga')).toBeVisible();
  await page.getByTestId('user-menu-trigger').click();
  await expect(page.getByRole('menu').getByText('Psicóloga', { exact: true })).toBeVisible();
});
