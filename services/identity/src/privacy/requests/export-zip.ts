import type { ExportPart, Storage } from '@emind/server-kit';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { summaryHtml } from './summary-html.ts';

export const EXPORT_FORMAT = 'e-mind/datos v1';
export const exportServices = ['identity', 'catalogue', 'booking', 'reviews'] as const;
export type ExportService = (typeof exportServices)[number];

/** A name a part gave its file, kept only if it stays inside the ZIP's folder tree. */
const safeName = (name: string): boolean =>
  name.length > 0 && name.length <= 255 && !name.startsWith('/') && !name.includes('\\') && name.split('/').every((s) => s !== '' && s !== '.' && s !== '..');

async function readIfPresent(storage: Storage, key: string): Promise<Buffer | null> {
  try {
    return await storage.read(key);
  } catch (error) {
    // A file removed since the part was written (an upload replaced meanwhile) leaves the rest of the export intact.
    if ((error as { code?: string }).code === 'ENOENT') return null;
    throw error;
  }
}

/** datos.json (each service's data as it wrote it), resumen.html, and every part's files at the names they gave. */
export async function buildExportZip(storage: Storage, parts: Record<ExportService, ExportPart>, generatedAt: Date): Promise<Buffer> {
  const json = {
    formato: EXPORT_FORMAT,
    generado: generatedAt.toISOString(),
    ...Object.fromEntries(exportServices.map((service) => [service, parts[service].data])),
  };
  const entries: Zippable = {};
  const included: Record<ExportService, string[]> = { identity: [], catalogue: [], booking: [], reviews: [] };
  for (const service of exportServices) {
    for (const file of parts[service].files) {
      if (!safeName(file.name) || file.name === 'datos.json' || file.name === 'resumen.html') continue;
      const content = await readIfPresent(storage, file.key);
      if (!content) continue;
      entries[file.name] = new Uint8Array(content);
      included[service].push(file.name);
    }
  }
  entries['datos.json'] = strToU8(`${JSON.stringify(json, null, 2)}\n`);
  entries['resumen.html'] = strToU8(
    summaryHtml(
      exportServices.map((service) => ({ service, data: parts[service].data, files: included[service] })),
      generatedAt,
    ),
  );
  return Buffer.from(zipSync(entries, { level: 6, mtime: generatedAt }));
}
