import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { demoPdf } from '../../libs/demo-data/src/files.ts';
import { apiLogin, bookViaApi, freeSlot, registerPatient, setPaymentStatus } from './support/appointments.ts';
import { expectNoAccessibilityViolations } from './support/accessibility.ts';
import { csvTotal, downloadOf, pdfText, verificationCodeIn } from './support/billing.ts';
import { demo, loginAs } from './support/shell-session.ts';
import { listedPsychologistViaApi } from './support/time-off.ts';

const everyDay = { days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'], startTime: '07:00', endTime: '23:00' };
/** The price listedPsychologistViaApi approves. */
const PRICE = 20000;
const asPrinted = (date: string) => date.split('-').reverse().join('-');
const todayInChile = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date());
const daysBefore = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

test('the psychologist attaches a boleta; a session still ahead gets no certificate; the held ones are certified, in a PDF and a ZIP; the public page confirms the code; the statement CSV has the right totals', async ({ page, browser }) => {
  test.slow(); // four people's screens and four files on a loaded machine
  const psychologist = await listedPsychologistViaApi(page.request, everyDay);
  const patient = await registerPatient(page.request);
  const admin = await apiLogin(page.request, demo.admin);
  // The first session is paid to e-mind (an admin verifies it), the second to the psychologist (who verifies it).
  const firstSlot = await freeSlot(page.request, patient, psychologist.profileId);
  const first = await bookViaApi(page.request, patient, psychologist.profileId, firstSlot);
  const secondSlot = await freeSlot(page.request, patient, psychologist.profileId);
  const second = await bookViaApi(page.request, patient, psychologist.profileId, secondSlot);
  expect([first.is_first_appointment, second.is_first_appointment]).toEqual([true, false]);
  await setPaymentStatus(page.request, admin, first.id, 'PAYMENT_VERIFIED');
  await setPaymentStatus(page.request, psychologist, second.id, 'PAYMENT_VERIFIED');

  // The psychologist: 'Boletas pendientes' lists the second session; a bad folio is refused at its field, then the boleta goes in.
  const practice = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-CL', timezoneId: 'America/Santiago' })).newPage();
  await loginAs(practice, psychologist.email);
  await practice.getByRole('navigation', { name: 'Psicólogo' }).getByRole('link', { name: 'Boletas' }).click();
  const row = practice.getByRole('article', { name: `${second.code} · ${asPrinted(secondSlot.date)} ${secondSlot.start_time}` });
  await expect(row).toBeVisible();
  await expect(practice.getByRole('article', { name: new RegExp(`^${first.code} `) })).toHaveCount(0);
  await row.getByRole('button', { name: 'Adjuntar boleta' }).click();
  const form = row.getByRole('form', { name: 'Adjuntar boleta' });
  await form.getByLabel('Folio').fill('12A');
  await form.getByRole('button', { name: 'Guardar boleta' }).click();
  await expect(form.getByText('El folio debe ser un número de 1 a 10 dígitos')).toBeVisible();
  await expectNoAccessibilityViolations(practice);
  const folio = String(Date.now() % 1_000_000_000);
  await form.getByLabel('Folio').fill(folio);
  await form.getByLabel('Boleta en PDF (opcional)').setInputFiles({ name: `boleta-${folio}.pdf`, mimeType: 'application/pdf', buffer: demoPdf(`Boleta de honorarios ${folio}`) });
  await form.getByRole('button', { name: 'Guardar boleta' }).click();
  await expect(practice.getByText('No tienes boletas pendientes.')).toBeVisible();

  // The admin attaches e-mind's boleta of the first session with the same form.
  const office = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-CL', timezoneId: 'America/Santiago' })).newPage();
  await loginAs(office, demo.admin);
  await office.goto(`/admin/dashboard/facturacion?mes=${firstSlot.date.slice(0, 7)}`);
  await expect(office.getByRole('heading', { level: 1, name: 'Facturación' })).toBeVisible();
  await expect(office.getByTestId('billing-figures')).toBeVisible();
  const platformRow = office.getByRole('article', { name: new RegExp(`^${first.code} `) });
  await platformRow.getByRole('button', { name: 'Adjuntar boleta' }).click();
  await platformRow.getByLabel('Folio').fill(String((Date.now() + 1) % 1_000_000_000));
  await platformRow.getByRole('button', { name: 'Guardar boleta' }).click();
  await expect(platformRow).toHaveCount(0);
  await expectNoAccessibilityViolations(office);
  await office.context().close();

  // The patient: both sessions are paid but still ahead, so no certificate names them yet (issue 38).
  await loginAs(page, patient.email);
  await page.getByRole('navigation', { name: 'Paciente' }).getByRole('link', { name: 'Reembolsos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Certificados para reembolso' })).toBeVisible();
  await expect(page.getByTestId('paid-session')).toHaveCount(2);
  await expect(page.getByText('El certificado estará disponible cuando la sesión se haya realizado.')).toHaveCount(2);
  await expect(page.getByTestId('paid-session').getByRole('button', { name: 'Certificado' })).toHaveCount(0);
  const range = page.getByRole('form', { name: 'Certificado por rango de fechas' });
  await range.getByLabel('Desde').fill('2020-01-01');
  await range.getByLabel('Hasta').fill(secondSlot.date);
  await range.getByRole('button', { name: 'Descargar certificado (PDF)' }).click();
  await expect(range.getByText('El rango no puede superar 12 meses')).toBeVisible();
  await range.getByLabel('Desde').fill(todayInChile());
  await range.getByRole('button', { name: 'Descargar certificado (PDF)' }).click();
  await expect(range.getByRole('alert')).toHaveText('No hay sesiones realizadas y pagadas en el rango indicado');

  // The demo patient's past: the sessions held (Valentina's, Sebastián's) are certified, the no-show (Catalina's) is not.
  const held = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-CL', timezoneId: 'America/Santiago' })).newPage();
  await loginAs(held, demo.client);
  await held.getByRole('navigation', { name: 'Paciente' }).getByRole('link', { name: 'Reembolsos' }).click();
  const heldRange = held.getByRole('form', { name: 'Certificado por rango de fechas' });
  await heldRange.getByLabel('Desde').fill(daysBefore(todayInChile(), 90));
  await heldRange.getByLabel('Hasta').fill(todayInChile());
  await expectNoAccessibilityViolations(held);
  const certificate = await downloadOf(held, heldRange.getByRole('button', { name: 'Descargar certificado (PDF)' }));
  expect(certificate.name).toMatch(/\.pdf$/);
  expect(certificate.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const certificateText = await pdfText(certificate.bytes);
  for (const stated of ['Certificado de atención para reembolso', 'Valentina', 'Sebastián']) expect(certificateText).toContain(stated);
  expect(certificateText).not.toContain('Catalina');
  const code = verificationCodeIn(certificateText);

  const zip = await downloadOf(held, heldRange.getByRole('button', { name: 'Descargar ZIP (certificado y boletas)' }));
  expect(zip.name).toMatch(/\.zip$/);
  const entries = Object.keys(unzipSync(new Uint8Array(zip.bytes)));
  expect(entries.some((entry) => entry.endsWith('.pdf') && !entry.startsWith('boletas/'))).toBe(true);
  await expect(held.getByRole('article', { name: `Certificado ${code}` })).toContainText('Vigente');
  await held.screenshot({ path: 'docs/screenshots/billing-patient-certificates.png', fullPage: true });
  await held.context().close();

  // Anyone with the code: the public page says the certificate is genuine and what it states.
  const visitor = await (await browser.newContext({ locale: 'es-CL', timezoneId: 'America/Santiago' })).newPage();
  await visitor.goto(`/verificar/${code}`);
  await expect(visitor.getByText(/^Certificado auténtico/)).toBeVisible();
  const stated = visitor.getByTestId('verified-certificate');
  await expect(stated).toContainText(code);
  await expect(visitor.getByText(demo.client)).toHaveCount(0);
  await expectNoAccessibilityViolations(visitor);
  await visitor.screenshot({ path: 'docs/screenshots/billing-verification.png', fullPage: true });
  await visitor.goto('/verificar/AAAAA-BBBBB-CCCCC-DDDDD');
  await expect(visitor.getByRole('alert')).toHaveText('El código no corresponde a un certificado emitido por e-mind');
  await visitor.context().close();

  // The psychologist's month: the page's figures, then the CSV with the same totals.
  const month = secondSlot.date.slice(0, 7);
  const sameMonth = firstSlot.date.slice(0, 7) === month;
  await practice.getByRole('navigation', { name: 'Psicólogo' }).getByRole('link', { name: 'Ingresos' }).click();
  await practice.getByLabel('Mes', { exact: true }).fill(month);
  const figures = practice.getByTestId('statement-figures');
  await expect(figures).toContainText('Recibido directamente$20.0001 sesión');
  await expectNoAccessibilityViolations(practice);
  await practice.screenshot({ path: 'docs/screenshots/billing-statement.png', fullPage: true });
  const csv = await downloadOf(practice, practice.getByRole('button', { name: 'Descargar CSV' }));
  expect(csv.name).toBe(`ingresos-${month}.csv`);
  const text = csv.bytes.toString('utf8');
  expect(csvTotal(text, 'Total recibido directamente')).toEqual(['1', String(PRICE)]);
  expect(csvTotal(text, 'Total retenido por e-mind (1.ª sesión)')).toEqual(sameMonth ? ['1', String(PRICE)] : ['0', '0']);
  expect(csvTotal(text, 'Boletas emitidas')).toEqual(['1']);
  expect(csvTotal(text, 'Boletas pendientes')).toEqual(['0']);
  expect(text).toContain(`${second.code}`);
  expect(text).toContain(folio);
  await practice.context().close();
});
