import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

export const DEMO_PASSWORD = 'Demo1234!';
export const demo = {
  admin: 'admin@e-mind.cl',
  client: 'paciente@e-mind.cl',
  psychologist: 'psicologo@e-mind.cl',
} as const;

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.cl`;
}

/** Fills the shell's login form (the page must already be on /login). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).last().click();
}

export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Closes the open user menu with Escape. The menu listens for the key only once it has taken focus (its open
 * effects run after it is drawn), so an Escape pressed as soon as it shows could be lost and leave it open.
 */
export async function closeMenuWithEscape(page: Page): Promise<void> {
  await page.waitForFunction(() => document.activeElement?.closest('[role="menu"]') != null);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
}

export async function logoutViaMenu(page: Page): Promise<void> {
  // A dashboard home still drawing its lazily loaded chart shifts the layout under an open menu, and a click
  // aimed at 'Cerrar sesión' then lands beside it (seen in CI on a loaded machine): let the page settle first.
  await page.waitForLoadState('networkidle');
  await page.getByTestId('user-menu-trigger').click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Registers through the API (for tests that need a throwaway account). */
export async function registerViaApi(
  request: APIRequestContext,
  email: string,
  password: string,
  userType: 'client' | 'psychologist' = 'client',
): Promise<void> {
  const response = await request.post('/api/auth/register/', {
    data: { email, username: email, password, password2: password, user_type: userType, first_name: 'Prueba', last_name: 'E2E' },
  });
  expect(response.status()).toBe(201);
}

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The reset link in the newest mail of the e2e outbox addressed to `email`. */
export async function latestResetLink(email: string): Promise<string | null> {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  const mails = await Promise.all(
    names.map(async (name) => ({ path: join(outbox, name), mtime: (await stat(join(outbox, name))).mtimeMs })),
  );
  mails.sort((a, b) => b.mtime - a.mtime);
  for (const mail of mails) {
    const text = decodeQuotedPrintable(await readFile(mail.path, 'utf8'));
    if (!text.includes(email)) continue;
    const match = /https?:\/\/[^\s"'<>]+\/reset-password\/[A-Za-z0-9_\-.~%]+/.exec(text);
    if (match) return match[0];
  }
  return null;
}
