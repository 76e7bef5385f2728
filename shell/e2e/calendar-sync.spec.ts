import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import { expectNoAccessibilityViolations } from './support/accessibility.ts';
import { apiLogin, bookViaApi, freeSlot, registerPatient } from './support/appointments.ts';
import { loginAs } from './support/shell-session.ts';

test('a patient generates a calendar link in Mis Citas and the address answers a calendar with their session', async ({ page, context }) => {
  const psychologist = await apiLogin(page.request, 'diego.contreras@e-mind.cl');
  const patient = await registerPatient(page.request);
  const booked = await bookViaApi(page.request, patient, psychologist.profileId, await freeSlot(page.request, patient, psychologist.profileId));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await loginAs(page, patient.email);
  await page.goto('/dashboard/appointments');
  await page.getByRole('button', { name: 'Sincronizar con mi calendario' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sincronizar con mi calendario' });
  await expect(dialog.getByText(/Google Calendar:/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Generar enlace' })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await dialog.getByRole('button', { name: 'Generar enlace' }).click();
  const address = dialog.getByLabel('Enlace de suscripción');
  await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await address.inputValue();
  await expect(dialog.getByRole('link', { name: 'Abrir en mi calendario (webcal://)' })).toHaveAttribute('href', url.replace(/^https?:\/\//, 'webcal://'));
  await dialog.getByRole('button', { name: 'Copiar' }).click();
  await expect(dialog.getByText('Enlace copiado.')).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // A calendar app fetches the address alone: no session, no cookie.
  const feed = await page.request.fetch(url, { headers: { Authorization: '' } });
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(feed.headers()['cache-control']).toBe('private, no-store');
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  expect(calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual(['America/Santiago']);
  const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
  expect(events.map((event) => event.uid)).toEqual([`appointment-${booked.id}@e-mind.cl`]);
  expect(events[0]?.summary).toMatch(/^Sesión de psicoterapia en e-mind con /);

  // A new link revokes this one.
  await dialog.getByRole('button', { name: 'Generar nuevo enlace' }).click();
  await expect(dialog.getByText(/El enlace anterior dejará de funcionar/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Sí, generar nuevo enlace' }).click();
  await expect(address).not.toHaveValue(url);
  expect((await page.request.fetch(url)).status()).toBe(404);
});
