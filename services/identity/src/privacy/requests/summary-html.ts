import { formatLongDateTime } from '@emind/domain';
import { fieldLabel, readableValue } from './summary-labels.ts';

/**
 * resumen.html: the export read by a person, in Spanish with Chile's dates and times (datos.json keeps the data as
 * programs read it); every value escaped, nothing fetched from outside.
 */

/** Each privacy service's section, by its manifest name (a test fails for a service without one). */
export const sectionTitles: Record<string, string> = {
  identity: 'Cuenta, perfil y consentimientos',
  catalogue: 'Perfil profesional',
  booking: 'Citas, pagos y agenda',
  reviews: 'Reseñas',
  sessions: 'Sesiones por video (asistencia)',
  measures: 'Ficha de ingreso y cuestionarios',
  billing: 'Boletas y certificados de reembolso',
  payments: 'Pagos con tarjeta, reembolsos y pagos a psicólogos',
  messaging: 'Mensajes con tu psicólogo/a o tus pacientes',
};

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A record with `status` and `status_display` shows the display under the status's name, once. */
function readableRecord(record: Record<string, unknown>): Record<string, unknown> {
  const entries = Object.entries(record).filter(([key]) => !(key.endsWith('_display') && key.slice(0, -'_display'.length) in record));
  return Object.fromEntries(entries.map(([key, value]) => [key, record[`${key}_display`] ?? value]));
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (Array.isArray(value)) return value.map(text).join(', ');
  if (isRecord(value)) return Object.entries(readableRecord(value)).map(([key, item]) => `${fieldLabel(key)}: ${text(item)}`).join('; ');
  return typeof value === 'string' ? readableValue(value) : String(value);
}

const cell = (value: unknown): string => escapeHtml(text(value));

function table(records: Record<string, unknown>[]): string {
  const rows = records.map(readableRecord);
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const head = columns.map((column) => `<th scope="col">${escapeHtml(fieldLabel(column))}</th>`).join('');
  const body = rows.map((row) => `<tr>${columns.map((column) => `<td>${cell(row[column])}</td>`).join('')}</tr>`).join('\n');
  return `<table>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table>`;
}

function block(key: string, value: unknown): string {
  const heading = `<h3>${escapeHtml(fieldLabel(key))}</h3>`;
  if (Array.isArray(value)) {
    if (value.length === 0) return `${heading}\n<p>Sin registros.</p>`;
    if (value.every(isRecord)) return `${heading}\n${table(value)}`;
    return `${heading}\n<ul>${value.map((item) => `<li>${cell(item)}</li>`).join('')}</ul>`;
  }
  if (isRecord(value)) {
    const rows = Object.entries(readableRecord(value)).map(([field, item]) => `<tr><th scope="row">${escapeHtml(fieldLabel(field))}</th><td>${cell(item)}</td></tr>`);
    return `${heading}\n<table>\n<tbody>\n${rows.join('\n')}\n</tbody>\n</table>`;
  }
  return `${heading}\n<p>${cell(value)}</p>`;
}

export interface SummarySection {
  service: string;
  data: Record<string, unknown>;
  files: string[];
}

export function summaryHtml(sections: SummarySection[], generatedAt: Date): string {
  const generated = formatLongDateTime(generatedAt);
  const body = sections
    .map((section) => {
      const entries = Object.entries(section.data);
      const blocks = entries.length === 0 ? '<p>No hay datos en esta sección.</p>' : entries.map(([key, value]) => block(key, value)).join('\n');
      const files =
        section.files.length === 0
          ? ''
          : `\n<h3>Archivos incluidos</h3>\n<ul>${section.files.map((name) => `<li>${escapeHtml(name)}</li>`).join('')}</ul>`;
      return `<section>\n<h2>${escapeHtml(sectionTitles[section.service] ?? section.service)}</h2>\n${blocks}${files}\n</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="es-CL">
<head>
<meta charset="utf-8">
<title>Tus datos en e-mind</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1a202c}table{border-collapse:collapse;margin:0 0 1.5rem}th,td{border:1px solid #cbd5e0;padding:.35rem .6rem;text-align:left;vertical-align:top}th{background:#edf2f7}</style>
</head>
<body>
<h1>Tus datos en e-mind</h1>
<p>Copia de los datos que e-mind guarda sobre ti, generada el ${escapeHtml(generated)}. El archivo <code>datos.json</code> contiene lo mismo en un formato legible por máquinas, para llevarlo a otro servicio.</p>
${body}
</body>
</html>
`;
}
