import { expect, test } from '@playwright/test';
import { apiLogin, auth, bookViaApi, freeSlot, outboxMails, registerPatient, setPaymentStatus, uploadProofViaApi } from './support/appointments.ts';
import { DEMO_PASSWORD, demo, loginAs, submitLogin } from './support/shell-session.ts';

const SLOT_TAKEN = 'Este horario ya ha sido reservado. Por favor, seleccione otro horario disponible.';

test('a visitor is sent to login and back to the open modal, books a slot and sees where to pay', async ({ page }) => {
  const psychologist = await apiLogin(page.request, 'diego.contreras@e-mind.cl');
  const patient = await registerPatient(page.request);
  await page.goto(`/especialistas/${psychologist.profileId}`);
  await page.getByRole('link', { name: 'Agendar Consulta' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Fespecialistas%2F${psychologist.profileId}%2Fagendar$`));
  await submitLogin(page, patient.email, DEMO_PASSWORD);

  await expect(page).toHaveURL(`/especialistas/${psychologist.profileId}/agendar`);
  const modal = page.getByRole('dialog', { name: /^Agendar consulta con / });
  await expect(modal.getByText('Selecciona un día y un horario disponible')).toBeVisible();
  await expect(modal.getByRole('button', { pressed: true }).first()).toBeVisible();
  await modal.getByRole('group', { name: 'Horarios disponibles' }).getByRole('button').first().click();
  await modal.getByLabel('Nota para el psicólogo (opcional)').fill('Quisiera trabajar la ansiedad');
  await modal.getByRole('button', { name: 'Continuar' }).click();

  const payment = page.getByRole('dialog', { name: 'Método de pago' });
  await expect(payment.getByRole('button', { name: 'Confirmar y Pagar' })).toBeDisabled();
  await expect(payment.getByRole('radio', { name: /PayPal/ })).toBeDisabled();
  await expect(payment.getByRole('radio', { name: /Tarjeta \(Webpay\)/ })).toBeEnabled();
  await payment.getByRole('radio', { name: /Transferencia bancaria/ }).click();
  await payment.getByRole('button', { name: 'Confirmar y Pagar' }).click();

  const info = page.getByRole('dialog', { name: 'Información de Pago' });
  await expect(info.getByText('Transfiere a la cuenta de e-mind (primera sesión con este profesional)')).toBeVisible();
  await expect(info.getByTestId('payment-account')).toContainText(/Número de cuenta\s*\d+/);
  await expect(info.getByTestId('payment-reference')).toHaveText(/^EM-\d{6}$/);
  await expect(info.getByText(/Paga y sube tu comprobante antes del/)).toBeVisible();
  await info.getByRole('link', { name: 'Ir a Mis Citas' }).click();
  await expect(page).toHaveURL('/dashboard/appointments');
  await expect(page.getByRole('article').first()).toContainText('Pendiente de pago');
});

test('a slot taken while the modal is open gives the spec message and disappears', async ({ page }) => {
  const psychologist = await apiLogin(page.request, 'francisca.herrera@e-mind.cl');
  const [patient, rival] = [await registerPatient(page.request), await registerPatient(page.request)];
  await loginAs(page, patient.email);
  await page.goto(`/especialistas/${psychologist.profileId}/agendar`);
  const modal = page.getByRole('dialog', { name: /^Agendar consulta con / });
  const first = modal.getByRole('group', { name: 'Horarios disponibles' }).getByRole('button').first();
  const time = (await first.textContent()) ?? '';
  // The rival takes exactly the slot on screen (the API's first free slot can differ once the clock passes a cutoff).
  const date = (await modal.locator('[data-date][aria-pressed="true"]').getAttribute('data-date')) ?? '';
  const [start_time = '', end_time = ''] = time.split(' – ');
  await first.click();
  await modal.getByRole('button', { name: 'Continuar' }).click();
  await bookViaApi(page.request, rival, psychologist.profileId, { date, start_time, end_time });
  const payment = page.getByRole('dialog', { name: 'Método de pago' });
  await payment.getByRole('radio', { name: /Transferencia bancaria/ }).click();
  await payment.getByRole('button', { name: 'Confirmar y Pagar' }).click();

  const again = page.getByRole('dialog', { name: /^Agendar consulta con / });
  await expect(again.getByText(SLOT_TAKEN)).toBeVisible();
  // Taken late in the day, it was that day's last slot: the day is then no longer offered and the modal opens the next one.
  const day = again.locator(`[data-date="${date}"]`);
  if ((await day.count()) > 0 && (await day.isEnabled())) {
    await day.click();
    await expect(again.getByRole('group', { name: 'Horarios disponibles' }).getByRole('button', { name: time })).toHaveCount(0);
  } else {
    expect(await again.locator('[data-date][aria-pressed="true"]').getAttribute('data-date')).not.toBe(date);
  }
});

test('a patient uploads a proof, cancels a session (its slot is free again), joins once confirmed, and the mails go out', async ({ page }) => {
  const psychologist = await apiLogin(page.request, 'tomas.espinoza@e-mind.cl');
  const admin = await apiLogin(page.request, demo.admin);
  const patient = await registerPatient(page.request);
  const paid = await bookViaApi(page.request, patient, psychologist.profileId, await freeSlot(page.request, patient, psychologist.profileId));
  const slot = await freeSlot(page.request, patient, psychologist.profileId);
  const dropped = await bookViaApi(page.request, patient, psychologist.profileId, slot);

  await loginAs(page, patient.email);
  await expect(page.getByTestId('stat-total')).toHaveText('2');
  await expect(page.getByText('Aún no has tenido ninguna sesión')).toBeVisible();
  await page.getByRole('navigation', { name: 'Paciente' }).getByRole('link', { name: 'Citas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mis Citas' })).toBeVisible();

  await page.getByRole('article', { name: `Cita ${paid.code}` }).getByRole('button', { name: 'Ver detalle' }).click();
  const detail = page.getByRole('dialog', { name: `Cita ${paid.code}` });
  await detail.getByRole('button', { name: 'Subir comprobante' }).click();
  await expect(detail.getByText('Debes seleccionar un archivo antes de subir el comprobante.')).toBeVisible();
  await detail.getByLabel('Comprobante de pago').setInputFiles({ name: 'comprobante.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await detail.getByRole('button', { name: 'Subir comprobante' }).click();
  await expect(detail.getByText('Comprobante subido. Lo verificaremos pronto.')).toBeVisible();
  await expect(detail.getByText('Pendiente de verificación').first()).toBeVisible();
  await detail.getByRole('button', { name: 'Cerrar' }).first().click();

  await page.getByRole('article', { name: `Cita ${dropped.code}` }).getByRole('button', { name: 'Ver detalle' }).click();
  await page.getByRole('dialog', { name: `Cita ${dropped.code}` }).getByRole('button', { name: 'Cancelar cita' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancelar cita' });
  await expect(confirm).toContainText('¿Estás seguro de que deseas cancelar esta cita?');
  await confirm.getByRole('button', { name: 'Sí, cancelar' }).click();
  await expect(page.getByRole('dialog', { name: `Cita ${dropped.code}` }).getByText('Cancelada').first()).toBeVisible();
  await page.keyboard.press('Escape');
  // A cancelled session still ahead is in 'Todas', not 'Pasadas' (which holds sessions gone by, issue 43).
  await page.getByRole('tab', { name: /Todas/ }).click();
  await expect(page.getByRole('article', { name: `Cita ${dropped.code}` })).toContainText('Cancelada');
  const days = (await (await page.request.get(`/api/schedules/psychologist/${psychologist.profileId}/available-days/`, { headers: auth(patient) })).json()) as { date: string; slots: { start_time: string }[] }[];
  expect(days.find((day) => day.date === slot.date)?.slots.map((s) => s.start_time)).toContain(slot.start_time);

  await setPaymentStatus(page.request, admin, paid.id, 'PAYMENT_VERIFIED');
  await setPaymentStatus(page.request, admin, paid.id, 'CONFIRMED');
  await page.reload();
  await page.getByRole('article', { name: `Cita ${paid.code}` }).getByRole('button', { name: 'Ver detalle' }).click();
  const confirmed = page.getByRole('dialog', { name: `Cita ${paid.code}` });
  await expect(confirmed.getByText('Confirmada').first()).toBeVisible();
  await expect(confirmed.getByText(/El enlace a la sesión se activa el|Unirse a la sesión/).first()).toBeVisible();
  const download = page.waitForEvent('download');
  await confirmed.getByRole('button', { name: 'Agregar a mi calendario' }).click();
  expect((await download).suggestedFilename()).toBe(`cita-${paid.code}.ics`);

  await expect.poll(async () => {
    const mails = (await outboxMails()).filter((mail) => mail.includes(patient.email));
    // Subjects with accents are MIME-encoded in the .eml files; these words survive the encoding.
    return ['instrucciones de pago', 'Pago verificado', 'confirmada', 'cancelada', 'cita.ics'].every((word) =>
      mails.some((mail) => mail.includes(word)),
    );
  }, { timeout: 15_000 }).toBe(true);
});

test('the admin sees a first-session proof, verifies and confirms it; the patient then has the video link', async ({ page }) => {
  const psychologist = await apiLogin(page.request, 'ignacio.vargas@e-mind.cl');
  const patient = await registerPatient(page.request);
  const booked = await bookViaApi(page.request, patient, psychologist.profileId, await freeSlot(page.request, patient, psychologist.profileId));
  await uploadProofViaApi(page.request, patient, booked.id);

  await loginAs(page, demo.admin);
  await page.getByRole('navigation', { name: 'Administrador' }).getByRole('link', { name: 'Pagos', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verificación de Pagos (Admin)' })).toBeVisible();
  await expect(page.getByText(/^Mostrando \d+ citas de verificación de pagos para todos los psicólogos$/)).toBeVisible();
  const row = page.getByRole('row', { name: `Cita ${booked.code}` });
  await row.getByRole('button', { name: 'Ver detalle' }).click();
  const detail = page.getByRole('dialog', { name: `Pago de la cita ${booked.code}` });
  await expect(detail.getByText('Cuenta de e-mind (primera sesión)')).toBeVisible();
  await detail.getByRole('tab', { name: 'Comprobante' }).click();
  await expect(detail.getByRole('img', { name: `Comprobante de ${booked.code}` })).toBeVisible();
  await page.keyboard.press('Escape');

  await row.getByRole('button', { name: 'Verificar pago' }).click();
  await page.getByRole('alertdialog', { name: 'Verificar pago' }).getByRole('button', { name: 'Verificar pago' }).click();
  await expect(page.getByText('Pago verificado correctamente')).toBeVisible();
  await row.getByRole('button', { name: 'Confirmar cita' }).click();
  await page.getByRole('alertdialog', { name: 'Confirmar cita' }).getByRole('button', { name: 'Confirmar cita' }).click();
  await expect(page.getByText('Pago verificado y cita confirmada correctamente')).toBeVisible();

  const list = (await (await page.request.get('/api/appointments/client-appointments/', { headers: auth(patient) })).json()) as { status: string; meeting_link: string | null }[];
  expect(list.find((appointment) => appointment.status === 'CONFIRMED')?.meeting_link).toMatch(/\/sesion\/\d+$/);
});

test('a psychologist is offered no verification of a first session and verifies a second one, paid to their own account', async ({ page }) => {
  const psychologist = await apiLogin(page.request, 'constanza.pizarro@e-mind.cl');
  const patient = await registerPatient(page.request);
  const first = await bookViaApi(page.request, patient, psychologist.profileId, await freeSlot(page.request, patient, psychologist.profileId));
  const second = await bookViaApi(page.request, patient, psychologist.profileId, await freeSlot(page.request, patient, psychologist.profileId));
  expect(first.is_first_appointment).toBe(true);
  expect(second.is_first_appointment).toBe(false);

  await loginAs(page, 'constanza.pizarro@e-mind.cl');
  await page.goto('/psicologo/dashboard/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis Pagos Pendientes' })).toBeVisible();
  const firstRow = page.getByRole('row', { name: `Cita ${first.code}` });
  await expect(firstRow).toContainText('Requiere validación de admin');
  // Only an admin verifies a first session: no button that could only fail (the API's refusal: appointments-lifecycle.test.ts).
  await expect(firstRow.getByRole('button', { name: 'Ver detalle' })).toBeVisible();
  await expect(firstRow.getByRole('button', { name: 'Verificar pago' })).toHaveCount(0);

  const secondRow = page.getByRole('row', { name: `Cita ${second.code}` });
  await secondRow.getByRole('button', { name: 'Ver detalle' }).click();
  await expect(page.getByRole('dialog', { name: `Pago de la cita ${second.code}` }).getByText('Cuenta del psicólogo')).toBeVisible();
  await page.keyboard.press('Escape');
  await secondRow.getByRole('button', { name: 'Verificar pago' }).click();
  await page.getByRole('alertdialog', { name: 'Verificar pago' }).getByRole('button', { name: 'Verificar pago' }).click();
  await expect(page.getByText('Pago verificado correctamente')).toBeVisible();
  await expect(secondRow).toContainText('Pago verificado');
});
