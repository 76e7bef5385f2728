import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiLogin, auth, registerPatient, type ApiSession } from './support/appointments.ts';
import { loginAs } from './support/shell-session.ts';

// Psychologists no other spec books with, so their first days stay free whatever runs beside this file.
const MOUSE_PSYCHOLOGIST = 'antonia.castro@e-mind.cl';
const KEYBOARD_PSYCHOLOGIST = 'cristobal.alarcon@e-mind.cl';

const bookingModal = (page: Page) => page.getByRole('dialog', { name: /^Agendar consulta con / });
const dayGrid = (modal: Locator) => modal.getByRole('group', { name: /^Días de / });
const slotGrid = (modal: Locator) => modal.getByRole('group', { name: 'Horarios disponibles' });

async function openFromProfile(page: Page, psychologist: ApiSession): Promise<Locator> {
  await page.goto(`/especialistas/${psychologist.profileId}`);
  await page.getByRole('link', { name: 'Agendar Consulta' }).click();
  const modal = bookingModal(page);
  await expect(slotGrid(modal)).toBeVisible();
  return modal;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

/** Height of the modal's body left empty under its content (0 when the content fills or scrolls it). */
function emptyBodyHeight(modal: Locator): Promise<number> {
  return modal.evaluate((dialog) => {
    const body = dialog.querySelector<HTMLElement>('.chakra-dialog__body');
    const content = body?.firstElementChild;
    if (!body || !content) throw new Error('no dialog body');
    const style = getComputedStyle(body);
    const inner = body.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    return Math.max(0, inner - content.getBoundingClientRect().height);
  });
}

/** Presses `key` (Tab unless told) until `target` has the focus; fails if it never gets it. */
async function pressUntilFocused(page: Page, target: Locator, key = 'Tab', presses = 40): Promise<void> {
  for (let press = 0; press < presses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

async function bookedSlots(page: Page, patient: ApiSession): Promise<{ date: string; start_time: string }[]> {
  const list = (await (await page.request.get('/api/appointments/client-appointments/', { headers: auth(patient) })).json()) as { date: string; start_time: string }[];
  return list.map(({ date, start_time }) => ({ date, start_time: start_time.slice(0, 5) }));
}

test('with a mouse at desktop width the slots sit beside the calendar, the modal is as tall as its content, and the booking is made', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const psychologist = await apiLogin(page.request, MOUSE_PSYCHOLOGIST);
  const patient = await registerPatient(page.request);
  await loginAs(page, patient.email);
  const modal = await openFromProfile(page, psychologist);

  // Another free day than the one chosen at opening: this month's, else the next month's.
  const freeDays = dayGrid(modal).locator('button:not([disabled])[aria-pressed="false"]');
  if ((await freeDays.count()) === 0) await modal.getByRole('button', { name: 'Mes siguiente' }).click();
  const date = (await freeDays.first().getAttribute('data-date')) ?? '';
  const otherDay = dayGrid(modal).locator(`[data-date="${date}"]`);
  await otherDay.click();
  await expect(otherDay).toHaveAttribute('aria-pressed', 'true');
  const slot = slotGrid(modal).getByRole('button').first();
  const start = ((await slot.textContent()) ?? '').slice(0, 5);
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');

  const [calendar, slots, dialog] = [await box(dayGrid(modal)), await box(slotGrid(modal)), await box(modal)];
  expect(slots.x).toBeGreaterThanOrEqual(calendar.x + calendar.width); // beside it, to the right
  expect(slots.y).toBeLessThan(calendar.y + calendar.height); // at the same height, not under it
  expect(await emptyBodyHeight(modal)).toBeLessThan(16);
  expect(dialog.height).toBeLessThan(900 - 100); // margins above and below: not a full-screen sheet
  await page.screenshot({ path: 'docs/screenshots/booking-modal.png' });

  await modal.getByRole('button', { name: 'Continuar' }).click();
  const payment = page.getByRole('dialog', { name: 'Método de pago' });
  await payment.getByRole('radio', { name: /Transferencia bancaria/ }).click();
  await payment.getByRole('button', { name: 'Confirmar y Pagar' }).click();
  await expect(page.getByRole('dialog', { name: 'Información de Pago' }).getByTestId('payment-reference')).toHaveText(/^EM-\d{6}$/);
  expect(await bookedSlots(page, patient)).toContainEqual({ date, start_time: start });
});

test('at 390 px the slots sit under the calendar and the modal has no empty area', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const psychologist = await apiLogin(page.request, MOUSE_PSYCHOLOGIST);
  const patient = await registerPatient(page.request);
  await loginAs(page, patient.email);
  const modal = await openFromProfile(page, psychologist);
  await slotGrid(modal).getByRole('button').first().click();

  const [calendar, slots] = [await box(dayGrid(modal)), await box(slotGrid(modal))];
  expect(slots.y).toBeGreaterThanOrEqual(calendar.y + calendar.height);
  expect(Math.abs(slots.x - calendar.x)).toBeLessThan(2);
  expect(slots.width).toBeGreaterThan(calendar.width - 2); // the full width, not a column
  expect(await emptyBodyHeight(modal)).toBeLessThan(16);
  await page.screenshot({ path: 'docs/screenshots/booking-modal-phone.png' });
});

test('with the keyboard alone a patient opens the modal, picks a day and a slot, pays by transfer and reaches Mis Citas', async ({ page }) => {
  const psychologist = await apiLogin(page.request, KEYBOARD_PSYCHOLOGIST);
  const patient = await registerPatient(page.request);
  await loginAs(page, patient.email);
  await page.goto(`/especialistas/${psychologist.profileId}`);
  await pressUntilFocused(page, page.getByRole('link', { name: 'Agendar Consulta' }));
  await page.keyboard.press('Enter');

  const modal = bookingModal(page);
  await expect(slotGrid(modal)).toBeVisible();
  // The day grid is a single tab stop: the chosen day; the arrows move among the free days.
  const tabStop = dayGrid(modal).locator('[tabindex="0"]');
  await expect(tabStop).toHaveAttribute('aria-pressed', 'true');
  const opened = await tabStop.getAttribute('data-date');
  await pressUntilFocused(page, tabStop);
  await page.keyboard.press('ArrowRight');
  const next = dayGrid(modal).locator('button:focus');
  if ((await next.getAttribute('data-date')) === opened) {
    // No later free day this month: on to the next month, whose first free day is the grid's tab stop.
    await pressUntilFocused(page, modal.getByRole('button', { name: 'Mes siguiente' }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await pressUntilFocused(page, tabStop);
  }
  await expect(next).toHaveAttribute('aria-pressed', 'false');
  const date = (await next.getAttribute('data-date')) ?? '';
  await page.keyboard.press('Enter');
  await expect(dayGrid(modal).locator(`[data-date="${date}"]`)).toHaveAttribute('aria-pressed', 'true');

  await page.keyboard.press('Tab');
  const slot = slotGrid(modal).getByRole('button').first();
  await expect(slot).toBeFocused();
  const start = ((await slot.textContent()) ?? '').slice(0, 5);
  await page.keyboard.press('Space');
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await pressUntilFocused(page, modal.getByRole('button', { name: 'Continuar' }));
  await page.keyboard.press('Enter');

  const payment = page.getByRole('dialog', { name: 'Método de pago' });
  // The step opens on the first method that can be chosen (the card, through Webpay); the transfer is the next tab stop.
  await expect(payment.getByRole('radio', { name: /Tarjeta/ })).toBeFocused();
  const transfer = payment.getByRole('radio', { name: /Transferencia bancaria/ });
  await pressUntilFocused(page, transfer);
  await page.keyboard.press('Space');
  await expect(transfer).toHaveAttribute('aria-checked', 'true');
  await pressUntilFocused(page, payment.getByRole('button', { name: 'Confirmar y Pagar' }));
  await page.keyboard.press('Enter');

  const info = page.getByRole('dialog', { name: 'Información de Pago' });
  await expect(info.getByTestId('payment-reference')).toHaveText(/^EM-\d{6}$/);
  await pressUntilFocused(page, info.getByRole('link', { name: 'Ir a Mis Citas' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboard/appointments');
  await expect(page.getByRole('article').first()).toContainText('Pendiente de pago');
  expect(await bookedSlots(page, patient)).toContainEqual({ date, start_time: start });
});
