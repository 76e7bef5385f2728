import { expect, test } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

async function outboxMails(): Promise<string[]> {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const files = await readdir(outbox).catch(() => []);
  return Promise.all(files.filter((f) => f.endsWith('.eml')).map((f) => readFile(join(outbox, f), 'utf8')));
}

test('a visitor sends a contact message and the team receives it', async ({ page }) => {
  const token = `e2e-${Date.now()}`;
  await page.goto('/contacto');
  await expect(page.getByRole('heading', { level: 1, name: 'Conversemos' })).toBeVisible();
  const info = page.getByRole('complementary');
  await expect(info.getByRole('link', { name: 'contacto@e-mind.cl' })).toBeVisible();
  await expect(info.getByText('WhatsApp')).toBeVisible();
  await expect(info.getByText('Instagram')).toBeVisible();

  const submit = page.getByRole('button', { name: 'Enviar mensaje' });
  await page.getByLabel('Nombre').fill('Visitante Prueba');
  await page.getByLabel('Correo electrónico').fill('visitante@correo');
  await expect(submit).toBeDisabled();
  await page.getByLabel('Correo electrónico').fill('visitante@example.cl');
  await page.getByLabel('Mensaje').fill('corto');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('El mensaje debe tener al menos 10 caracteres')).toBeVisible();

  await page.getByLabel('Mensaje').fill(`Hola, quisiera informacion sobre las sesiones. ${token}`);
  await submit.click();
  await expect(page.getByText('¡Mensaje enviado con éxito!')).toBeVisible();
  await expect(page.getByText('Nos pondremos en contacto contigo a la brevedad.')).toBeVisible();

  await expect.poll(async () => (await outboxMails()).some((mail) => mail.includes(token)), { timeout: 15_000 }).toBe(true);

  await expect(page.getByText('¡Mensaje enviado con éxito!')).toBeHidden({ timeout: 7_000 });
  await expect(page.getByLabel('Nombre')).toHaveValue('');
});
