import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { asUserType, dashboardPaths } from '@emind/domain';
import { storageKeys } from '@emind/web-session/storage-keys';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { readableMail } from './mail-text.ts';

export const DEMO_PASSWORD = 'Demo1234!';
export const demo = {
  admin: 'admin@e-mind.cl',
  client: 'paciente@e-mind.cl',
  psychologist: 'psicologo@e-mind.cl',
} as const;

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.cl`;
}

/** Six random lowercase letters, for a name no other test or earlier run has registered (a search then finds only it). */
export function uniqueLetters(): string {
  return Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

/** Fills the shell's login form (the page must already be on /login). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).last().click();
}

/** What `POST /api/auth/login/` answers. */
export interface ApiSignIn {
  access: string;
  refresh: string;
  user: { user_type: string; profile_id: number };
}

/** Signs in through the API (setup for a journey, not the login form). */
export async function apiSignIn(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<ApiSignIn> {
  const response = await request.post('/api/auth/login/', { data: { email, password } });
  expect(response.status(), `login of ${email}`).toBe(200);
  return (await response.json()) as ApiSignIn;
}

/**
 * What the login form leaves in localStorage (the spec's keys), written before the app's code runs on the page's next
 * load, once: `planted` names this sign-in, so a later logout in the same tab is not undone by the next navigation.
 * It runs in the page, so the keys come as an argument.
 */
function plantSession({ session, planted, keys }: { session: ApiSignIn; planted: string; keys: typeof storageKeys }): void {
  try {
    if (sessionStorage.getItem(planted)) return;
    sessionStorage.setItem(planted, 'yes');
  } catch {
    return; // a frame without storage (about:blank)
  }
  localStorage.setItem(keys.access, session.access);
  localStorage.setItem(keys.accessMirror, session.access);
  localStorage.setItem(keys.refresh, session.refresh);
  localStorage.setItem(keys.user, JSON.stringify(session.user));
  localStorage.setItem(keys.profileId, String(session.user.profile_id));
}

export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const session = await apiSignIn(page.request, email, password);
  await page.addInitScript(plantSession, { session, planted: `e2e-signed-in-${Date.now()}-${Math.random()}`, keys: storageKeys });
  const role = asUserType(session.user.user_type);
  if (!role) throw new Error(`login of ${email}: unknown user_type ${session.user.user_type}`);
  // Where the login form sends a user who came to it directly.
  await page.goto(dashboardPaths[role]);
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

/** Fills and sends the shell's registration form (the page must be on /registro), as a person would. */
export async function registerThroughForm(
  page: Page,
  account: { as: 'Paciente' | 'Psicólogo'; firstName: string; lastName: string; email: string; password: string; phoneDigits?: string },
): Promise<void> {
  await page.getByRole('button', { name: `Registrarme como ${account.as}` }).click();
  await page.getByLabel('Nombres').fill(account.firstName);
  await page.getByLabel('Apellidos').fill(account.lastName);
  await page.getByLabel('Correo electrónico').fill(account.email);
  if (account.phoneDigits) await page.getByLabel('Teléfono').pressSequentially(account.phoneDigits);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByLabel('Confirmar contraseña').fill(account.password);
  await page.getByRole('button', { name: 'términos y condiciones' }).click();
  await page.getByRole('dialog', { name: 'Términos y condiciones' }).getByRole('button', { name: 'Acepto los términos' }).click();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
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

/** The reset link in the newest mail of the e2e outbox addressed to `email`. */
export async function latestResetLink(email: string): Promise<string | null> {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  const mails = await Promise.all(
    names.map(async (name) => ({ path: join(outbox, name), mtime: (await stat(join(outbox, name))).mtimeMs })),
  );
  mails.sort((a, b) => b.mtime - a.mtime);
  for (const mail of mails) {
    const text = readableMail(await readFile(mail.path, 'utf8'));
    if (!text.includes(email)) continue;
    // With the '?redirect=' it may carry (where the person was going before they forgot their password).
    const match = /https?:\/\/[^\s"'<>]+\/reset-password\/[A-Za-z0-9_\-.~%]+(?:\?redirect=[A-Za-z0-9_\-.~%]+)?/.exec(text);
    if (match) return match[0];
  }
  return null;
}
