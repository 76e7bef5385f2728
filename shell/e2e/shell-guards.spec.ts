import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, demo, loginAs, submitLogin } from './support/shell-session.ts';

test.describe('route guards', () => {
  test('a logged-out visitor is sent to /login and comes back to the page they asked for', async ({ page }) => {
    await page.goto('/dashboard/appointments?tab=proximas');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fappointments%3Ftab%3Dproximas$/);
    await submitLogin(page, demo.client, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard\/appointments\?tab=proximas$/);
  });

  test('a user of the wrong role is sent to the home page', async ({ page }) => {
    await loginAs(page, demo.client);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/psicologo/dashboard/schedule');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Mi Panel' })).toBeVisible();
  });

  test('public-only pages send an authenticated user to their dashboard, terms excepted', async ({ page }) => {
    await loginAs(page, demo.psychologist);
    for (const path of ['/login', '/registro', '/recuperar-password', '/reset-password/abc']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/psicologo\/dashboard$/);
    }
    await page.goto('/terminos-y-condiciones');
    await expect(page).toHaveURL(/\/terminos-y-condiciones$/);
  });

  test("a patient's dashboard downloads nothing of the psychologist or admin remotes", async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await loginAs(page, demo.client);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.reload();
    await expect(page.getByTestId('dashboard-splash')).toBeHidden();
    await page.waitForLoadState('networkidle');
    expect(requested.some((path) => path.startsWith('/mf/patient/'))).toBe(true);
    expect(requested.filter((path) => path.startsWith('/mf/psychologist/') || path.startsWith('/mf/admin/'))).toEqual([]);
  });
});

test.describe('session keeping', () => {
  test('at startup a stored user without access token is restored from the refresh token (rotated)', async ({ page, request }) => {
    const answer = await request.post('/api/auth/login/', { data: { email: demo.client, password: DEMO_PASSWORD } });
    const session = (await answer.json()) as { refresh: string; user: object };
    await page.goto('/terminos-y-condiciones');
    await page.evaluate(({ refresh, user }) => {
      localStorage.clear();
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('refresh_token', refresh);
    }, session);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    // The restore runs after the page has loaded: wait for it to store the new pair before reading it.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
    const stored = await page.evaluate(() => ({
      access: localStorage.getItem('access_token'),
      token: localStorage.getItem('token'),
      refresh: localStorage.getItem('refresh_token'),
    }));
    expect(stored.access).toBeTruthy();
    expect(stored.token).toBe(stored.access);
    expect(stored.refresh).toBeTruthy();
    expect(stored.refresh).not.toBe(session.refresh);
  });

  test('a dead refresh token logs the user out', async ({ page }) => {
    await page.goto('/terminos-y-condiciones');
    await page.evaluate(() => {
      localStorage.clear();
      localStorage.setItem(
        'user',
        JSON.stringify({ id: 1, user_type: 'client', profile_id: 1, first_name: 'X', last_name: 'Y', email: 'x@y.cl', username: 'x@y.cl', phone_number: null, professional_title: null }),
      );
      localStorage.setItem('refresh_token', 'revoked-or-invented');
    });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });
});

test('/login?expired=true explains that the session expired', async ({ page }) => {
  await page.goto('/login?expired=true');
  await expect(page.getByText('Tu sesión ha expirado. Por favor, inicia sesión nuevamente.')).toBeVisible();
});
