// What the browser benchmarks (bundle-size, lighthouse) share: the pages each role lands on, and signing in.
import type { Page } from '@playwright/test';

export const origin = process.argv[2] ?? 'http://127.0.0.1:8000';

export const chromiumFlags = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface FirstPage {
  label: string;
  path: string;
  /** Demo account to sign in with first; none for a visitor. */
  email?: string;
}

async function firstProfilePath(): Promise<string> {
  const directory = (await (await fetch(`${origin}/api/profiles/public/psychologists/?page_size=1`)).json()) as { results: { id: number }[] };
  const id = directory.results[0]?.id;
  if (id === undefined) throw new Error('the directory is empty: seed the demo data first');
  return `/especialistas/${id}`;
}

/** The public pages, then the home of each signed-in area (demo accounts). */
export async function firstPages(): Promise<FirstPage[]> {
  return [
    { label: 'visitor on /', path: '/' },
    { label: 'visitor on /especialistas', path: '/especialistas' },
    { label: 'visitor on a profile', path: await firstProfilePath() },
    { label: 'patient on /dashboard', path: '/dashboard', email: 'paciente@e-mind.cl' },
    { label: 'psychologist on /psicologo/dashboard', path: '/psicologo/dashboard', email: 'valentina.rojas@e-mind.cl' },
    { label: 'admin on /admin/dashboard', path: '/admin/dashboard', email: 'admin@e-mind.cl' },
  ];
}

/** Signs in through the login screen, as a person would; the session stays in the page's origin storage. */
export async function logIn(page: Page, email: string): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('Demo1234!');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
