import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './support/accessibility.ts';
import { latestResetLink, registerThroughForm, registerViaApi, submitLogin, uniqueEmail, uniqueLetters } from './support/shell-session.ts';

// Issue 43, a new patient's first day: the booking they came for survives sign-up, and finding a time is easy.
const PASSWORD = 'Segura#2024';
const NEXT_FREE = /^Próxima hora: (lun|mar|mié|jue|vie|sáb|dom) \d{2}-\d{2}, ([01]\d|2[0-3]):[0-5]\d$/;
const FREE_TIME = /^(lun|mar|mié|jue|vie|sáb|dom) \d{2}-\d{2}, ([01]\d|2[0-3]):[0-5]\d$/;

/** "$12.000" → 12000 */
const pesos = (text: string): number => Number(text.replace(/\D/g, ''));
const plain = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** A visitor opens the first listed psychologist's profile; answers the profile's path and the name. */
async function openFirstProfile(page: Page): Promise<{ profilePath: string; name: string }> {
  await page.goto('/especialistas');
  const card = page.getByTestId('specialist-card').first();
  const name = (await card.getByRole('heading', { level: 2 }).textContent())!.trim();
  await card.getByRole('link', { name: 'Ver perfil' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return { profilePath: new URL(page.url()).pathname, name };
}

const registerAsPatient = (page: Page, email: string): Promise<void> =>
  registerThroughForm(page, { as: 'Paciente', firstName: 'Camila', lastName: `Nueva ${uniqueLetters()}`, email, password: PASSWORD });

test.describe('booking intent survives sign-up', () => {
  test("visitor → profile → Agendar → login → Regístrate → registered → back in that psychologist's booking", async ({ page }) => {
    const { profilePath, name } = await openFirstProfile(page);
    // Before signing in, the visitor already sees when this psychologist is free.
    const freeTimes = page.getByTestId('profile-free-times');
    await expect(freeTimes.getByRole('heading', { name: 'Próximas horas disponibles' })).toBeVisible();
    const times = await freeTimes.getByRole('listitem').allTextContents();
    expect(times.length).toBeGreaterThan(0);
    for (const time of times) expect(time).toMatch(FREE_TIME);

    await page.getByRole('link', { name: 'Agendar Consulta' }).click();
    const redirect = encodeURIComponent(`${profilePath}/agendar`);
    await expect(page).toHaveURL(`/login?redirect=${redirect}`);
    await page.getByRole('link', { name: 'Regístrate' }).click();
    await expect(page).toHaveURL(`/registro?redirect=${redirect}`);
    await registerAsPatient(page, uniqueEmail('agendar'));

    await expect(page).toHaveURL(`${profilePath}/agendar`);
    await expect(page.getByRole('dialog', { name: `Agendar consulta con ${name}` })).toBeVisible();
  });

  test('a free time chosen on the profile is the one the booking opens on, through the login', async ({ page }) => {
    const email = uniqueEmail('hora');
    await registerViaApi(page.request, email, PASSWORD);
    const { profilePath } = await openFirstProfile(page);
    const first = page.getByTestId('profile-free-times').getByRole('link').first();
    const href = (await first.getAttribute('href'))!;
    expect(href).toMatch(new RegExp(`^${profilePath}/agendar\\?fecha=\\d{4}-\\d{2}-\\d{2}&hora=\\d{2}%3A\\d{2}$`));
    await first.click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await submitLogin(page, email, PASSWORD);
    await expect.poll(() => decodeURIComponent(new URL(page.url()).pathname + new URL(page.url()).search)).toBe(decodeURIComponent(href));
    await expect(page.getByRole('dialog', { name: /^Agendar consulta con / })).toBeVisible();
  });

  test('the password reset keeps the booking: the mail link carries it, and the login after it lands there', async ({ page }) => {
    const email = uniqueEmail('olvido');
    await registerViaApi(page.request, email, PASSWORD);
    const { profilePath } = await openFirstProfile(page);
    await page.getByRole('link', { name: 'Agendar Consulta' }).click();
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    const redirect = encodeURIComponent(`${profilePath}/agendar`);
    await expect(page).toHaveURL(`/recuperar-password?redirect=${redirect}`);
    // The screen's form may still be mounting as the URL settles (a lazily loaded route): fill again until it sends.
    await expect(async () => {
      await page.getByLabel('Correo electrónico').fill(email);
      await page.getByRole('button', { name: 'Enviar instrucciones' }).click();
      await expect(page.getByText('Correo enviado')).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });

    let link: string | null = null;
    await expect.poll(async () => (link = await latestResetLink(email)), { timeout: 20_000 }).toContain(`?redirect=${redirect}`);
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    const newPassword = 'Nueva#Clave2025';
    await page.getByLabel('Nueva contraseña').fill(newPassword);
    await page.getByLabel('Confirmar contraseña').fill(newPassword);
    await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
    await page.getByRole('main').getByRole('link', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(`/login?redirect=${redirect}`);
    await submitLogin(page, email, newPassword);
    await expect(page).toHaveURL(`${profilePath}/agendar`);
  });

  for (const width of [1280, 390]) {
    test(`the account screens that carry the booking pass axe at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const redirect = encodeURIComponent('/especialistas/1/agendar');
      for (const screen of ['login', 'registro', 'recuperar-password']) {
        await page.goto(`/${screen}?redirect=${redirect}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoAccessibilityViolations(page);
      }
    });
  }

  for (const unsafe of ['//evil.com', 'https://evil.com/especialistas', 'javascript:alert(1)']) {
    test(`a redirect to elsewhere (${unsafe}) is dropped: the new patient lands on their dashboard`, async ({ page }) => {
      await page.goto(`/login?redirect=${encodeURIComponent(unsafe)}`);
      await expect(page.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/registro');
      await page.goto(`/registro?redirect=${encodeURIComponent(unsafe)}`);
      await registerAsPatient(page, uniqueEmail('seguro'));
      await expect(page).toHaveURL(/\/dashboard/);
    });
  }
});

test.describe('finding a time', () => {
  test('at 1280 px a visitor searches by name without accents, narrows by price and by this week, and sees each next free time', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/especialistas');
    const cards = page.getByTestId('specialist-card');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Filtros/ })).toBeHidden();
    const nextFree = await page.getByTestId('specialist-next-free').allTextContents();
    expect(nextFree.length).toBeGreaterThan(0);
    for (const text of nextFree) expect(text).toMatch(NEXT_FREE);
    await expectNoAccessibilityViolations(page);

    // A name as a person types it: lower case, no accents, last name only.
    const name = (await cards.first().getByRole('heading', { level: 2 }).textContent())!.trim();
    const lastWord = plain(name.split(/\s+/).at(-1)!);
    await page.getByLabel('Buscar por nombre').fill(lastWord);
    await expect(page).toHaveURL(new RegExp(`search=${lastWord}`));
    await expect(cards.filter({ hasText: name })).toBeVisible();
    for (const found of await cards.getByRole('heading', { level: 2 }).allTextContents()) expect(plain(found)).toContain(lastWord);
    await page.getByLabel('Buscar por nombre').fill('');
    await expect(page).not.toHaveURL(/search=/);

    const prices = (await page.getByTestId('specialist-price').allTextContents()).map(pesos).sort((a, b) => a - b);
    const [low, high] = [prices[0]!, prices[Math.floor(prices.length / 2)]!];
    await page.getByLabel('Precio mínimo').fill(low.toLocaleString('es-CL'));
    await page.getByLabel('Precio máximo').fill(String(high));
    await expect.poll(() => {
      const params = new URL(page.url()).searchParams;
      return [params.get('min_price'), params.get('max_price')];
    }).toEqual([String(low), String(high)]);
    await expect.poll(async () => {
      const shown = (await page.getByTestId('specialist-price').allTextContents()).map(pesos);
      return shown.length > 0 && shown.every((price) => price >= low && price <= high);
    }).toBe(true);

    await page.getByLabel('Precio mínimo').fill(String(high + 1));
    await expect(page.getByRole('alert')).toHaveText('El precio mínimo no puede ser mayor que el precio máximo');
    await page.getByLabel('Precio mínimo').fill('');
    await page.getByLabel('Precio máximo').fill('');
    await page.getByLabel('Disponible esta semana').check();
    await expect(page).toHaveURL(/available_this_week=true/);
    await expect(cards.first()).toBeVisible();
    await expect.poll(async () => (await page.getByTestId('specialist-next-free').count()) === (await cards.count())).toBe(true);
    await expectNoAccessibilityViolations(page);
    await page.screenshot({ path: 'docs/screenshots/especialistas-filtros.png' });
  });

  test("at 390 px the filters fold into one 'Filtros' button", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/especialistas');
    await expect(page.getByTestId('specialist-card').first()).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Filtros', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Enfoque terapéutico')).toBeHidden();
    await expect(page.getByLabel('Buscar por nombre')).toBeHidden();
    // The first card starts within the first screen, not under five filters.
    expect((await page.getByTestId('specialist-card').first().boundingBox())!.y).toBeLessThan(844);
    await expectNoAccessibilityViolations(page);
    await page.screenshot({ path: 'docs/screenshots/especialistas-filtros-390.png' });

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The box follows the address (the filter is in the URL): click, then wait for both rather than check()'s instant look.
    await page.getByLabel('Disponible esta semana').click();
    await expect(page).toHaveURL(/available_this_week=true/);
    await expect(page.getByLabel('Disponible esta semana')).toBeChecked();
    await expect(page.getByRole('button', { name: 'Filtros (1)' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.screenshot({ path: 'docs/screenshots/especialistas-filtros-390-abiertos.png' });
  });

  for (const [width, suffix] of [[1280, ''], [390, '-390']] as const) {
    test(`the profile's next free times at ${width} px pass axe`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openFirstProfile(page);
      await expect(page.getByTestId('profile-free-times').getByRole('link').first()).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await page.screenshot({ path: `docs/screenshots/perfil-publico-horas${suffix}.png` });
    });
  }
});

test.describe('an unknown address', () => {
  for (const [width, suffix] of [[1280, ''], [390, '-390']] as const) {
    test(`says 'Página no encontrada' in Spanish with a way home, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const response = await page.goto('/esta-pagina-no-existe');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
      await expect(page).toHaveURL(/\/esta-pagina-no-existe$/);
      await expect(page).toHaveTitle('Página no encontrada | e-mind');
      await expectNoAccessibilityViolations(page);
      await page.screenshot({ path: `docs/screenshots/pagina-no-encontrada${suffix}.png` });
      await page.getByRole('link', { name: 'Ir al inicio', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Terapia online con psicólogos certificados' })).toBeVisible();
    });
  }
});
