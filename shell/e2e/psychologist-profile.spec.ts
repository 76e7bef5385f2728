import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, loginAs, registerViaApi, uniqueEmail } from './support/shell-session.ts';

const HOME = '/psicologo/dashboard';

/** Tiny files the server's content check accepts: a PDF, a 1×1 PNG and an MP4 that states 3 seconds. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
function tinyMp4(): Buffer {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2')]);
  const mvhdBody = Buffer.alloc(100);
  mvhdBody.writeUInt32BE(1000, 12); // timescale
  mvhdBody.writeUInt32BE(3000, 16); // duration: 3 s
  const mvhd = Buffer.concat([Buffer.from([0, 0, 0, 108]), Buffer.from('mvhd'), mvhdBody]);
  const moov = Buffer.concat([Buffer.alloc(4), Buffer.from('moov'), mvhd]);
  moov.writeUInt32BE(moov.length, 0);
  return Buffer.concat([ftyp, moov]);
}

async function openTab(page: Page, name: string): Promise<void> {
  await page.goto(`${HOME}/profile`);
  await page.getByRole('tab', { name }).click();
}

function group(page: Page, legend: string): Locator {
  return page.getByRole('group', { name: new RegExp(`^${legend}`) });
}

test.describe('psychologist profile journey', () => {
  // Four sections filled, files uploaded and a reload: on 2 cores shared with the other worker it passed 90 s.
  test.setTimeout(180_000);

  test('completes professional info, documents, schedule and price; a reload shows it all', async ({ page, request }) => {
    const email = uniqueEmail('psicologa');
    await registerViaApi(request, email, DEMO_PASSWORD, 'psychologist');
    await loginAs(page, email);
    await expect(page).toHaveURL(HOME);
    await expect(page.getByText('Estado: Pendiente')).toBeVisible();
    await page.getByRole('link', { name: 'Completar verificación' }).click();
    await expect(page).toHaveURL(`${HOME}/profile`);

    // Información Profesional
    await page.getByRole('tab', { name: 'Información Profesional' }).click();
    await expect(page.getByLabel('Título profesional')).toHaveValue('Profesional en Psicología Clínica');
    await page.getByLabel('Número de registro de salud').fill('123456');
    await page.getByPlaceholder('Busca tu universidad').fill('Diego Portales');
    await page.getByRole('option', { name: /Diego Portales/ }).click();
    await page.getByLabel('Año de egreso').fill('2015');
    await page.getByLabel('Descripción de tu experiencia').fill('Atención clínica de adultos.');
    await page.getByRole('button', { name: 'Agregar' }).click();
    const form = page.getByTestId('experience-form');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form.getByRole('alert')).toContainText('Por favor complete los campos obligatorios: Tipo de experiencia, Institución, Rol y Fecha de inicio.');
    await form.getByLabel('Tipo de experiencia').selectOption('WORK');
    await form.getByLabel('Institución').fill('Clínica Santa María');
    await form.getByLabel('Rol', { exact: true }).fill('Psicóloga clínica');
    await form.getByLabel('Fecha de inicio').fill('2016-03-01');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByTestId('experience-item')).toContainText('Presente');

    const specialties = group(page, 'Especialidades o Enfoques');
    const labels = specialties.locator('label');
    for (let i = 0; i < 5; i += 1) await labels.nth(i).click();
    await expect(specialties.getByText('Solo puedes seleccionar hasta 5 opciones.')).toBeVisible();
    await expect(specialties.getByRole('checkbox').nth(5)).toBeDisabled();
    await group(page, 'Poblaciones que Atiende').locator('label').first().click();
    await group(page, 'Áreas de Intervención').getByRole('button', { name: /^Ver más/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Buscar opciones').fill('a');
    await dialog.locator('label').last().click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Guardado' })).toBeVisible();

    // Horarios y Tarifas
    await page.getByRole('tab', { name: 'Horarios y Tarifas' }).click();
    await page.getByRole('button', { name: 'Editar horario' }).click();
    await page.getByTestId('day-monday').getByText('Lunes').click();
    await page.getByTestId('day-wednesday').getByText('Miércoles').click();
    await page.getByLabel('Miércoles bloque 1 fin').selectOption('13:00');
    await page.getByRole('button', { name: 'Guardar horario' }).click();
    await expect(page.getByTestId('schedule-view')).toContainText('09:00 – 13:00');
    await page.getByLabel('Precio sugerido por sesión (CLP)').fill('12000');
    await expect(page.getByLabel('Precio sugerido por sesión (CLP)')).toHaveValue('12.000');
    await page.getByRole('button', { name: 'Sugerir precio' }).click();
    await expect(page.getByText('Tu precio sugerido está pendiente de aprobación')).toBeVisible();
    await expect(page.getByText('Pendiente de aprobación', { exact: true })).toBeVisible();
    await expect(page.getByTestId('earnings-psychologist')).toHaveText('$144.000');

    // Documentos
    await page.getByRole('tab', { name: 'Documentos' }).click();
    await page.getByRole('button', { name: 'Editar documentos' }).click();
    await page.getByLabel(/^Archivo: Certificado/).setInputFiles({ name: 'registro.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByText('registro.pdf listo para subir. Presiona "Guardar cambios" para confirmar.')).toBeVisible();
    await page.getByLabel(/^Archivo: Cédula/).setInputFiles({ name: 'cedula.png', mimeType: 'image/png', buffer: PNG });
    await page.getByLabel(/^Archivo: Título/).setInputFiles({ name: 'titulo.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByLabel('Archivo: Video de presentación').setInputFiles({ name: 'hola.mp4', mimeType: 'video/mp4', buffer: tinyMp4() });
    await expect(page.getByText('Pendiente de guardar')).toHaveCount(4);
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Documentos guardados correctamente')).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Documentos' }).getByText('Pendiente de revisión')).toHaveCount(4);

    // Everything persisted.
    await openTab(page, 'Información Profesional');
    await expect(page.getByLabel('Número de registro de salud')).toHaveValue('123456');
    await expect(page.getByLabel('Universidad')).toHaveValue(/Diego Portales/);
    await expect(page.getByLabel('Año de egreso')).toHaveValue('2015');
    await expect(page.getByTestId('experience-item')).toContainText('Clínica Santa María');
    await expect(group(page, 'Especialidades o Enfoques')).toContainText('(5/5)');
    await expect(group(page, 'Poblaciones que Atiende')).toContainText('(1/5)');
    await expect(group(page, 'Áreas de Intervención')).toContainText('(1/5)');
    await openTab(page, 'Horarios y Tarifas');
    await expect(page.getByTestId('schedule-view')).toContainText('Lunes');
    await expect(page.getByTestId('schedule-view')).toContainText('09:00 – 17:00');
    await expect(page.getByTestId('schedule-view')).toContainText('Miércoles');
    await expect(page.getByTestId('suggested-price')).toHaveText('$12.000');
    await openTab(page, 'Documentos');
    await expect(page.getByRole('tabpanel', { name: 'Documentos' }).getByText('Pendiente de revisión')).toHaveCount(4);
    await expect(page.getByRole('button', { name: 'Editar documentos' })).toHaveCount(0);

    await page.goto(HOME);
    await expect(page.getByText('Estado: Documentos entregados')).toBeVisible();
  });
});
