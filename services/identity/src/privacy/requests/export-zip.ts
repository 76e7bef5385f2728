import { Readable } from 'node:stream';
import { privacyServices, type ExportPart, type OpenedFile, type PrivacyService, type Storage } from '@emind/server-kit';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { summaryHtml } from './summary-html.ts';

export const EXPORT_FORMAT = 'e-mind/datos v1';
/** Every participant of the manifest, in its order: each one's part is a key of the JSON and a folder of files. */
export const exportServices = privacyServices;
export type ExportService = PrivacyService;
type Parts = Record<ExportService, ExportPart>;

/** A name a part gave its file, kept only if it stays inside the ZIP's folder tree. */
const safeName = (name: string): boolean =>
  name.length > 0 && name.length <= 255 && !name.startsWith('/') && !name.includes('\\') && name.split('/').every((s) => s !== '' && s !== '.' && s !== '..');

async function openIfPresent(storage: Storage, key: string): Promise<OpenedFile | null> {
  try {
    return await storage.open(key);
  } catch (error) {
    // A file removed since the part was written (an upload replaced meanwhile) leaves the rest of the export intact.
    if ((error as { code?: string }).code === 'ENOENT') return null;
    throw error;
  }
}

/** The ZIP's bytes as fflate hands them out; the generator empties it after each push so nothing piles up. */
class ZipOutput {
  readonly zip: Zip;
  private chunks: Uint8Array[] = [];
  private failure: Error | null = null;

  constructor() {
    this.zip = new Zip((error, chunk) => {
      if (error) this.failure = error;
      else this.chunks.push(chunk);
    });
  }

  take(): Uint8Array[] {
    if (this.failure) throw this.failure;
    const taken = this.chunks;
    this.chunks = [];
    return taken;
  }
}

function textEntry(output: ZipOutput, name: string, text: string, mtime: Date): void {
  const entry = new ZipDeflate(name, { level: 6 });
  entry.mtime = mtime;
  output.zip.add(entry);
  entry.push(strToU8(text), true);
}

/**
 * The ZIP's bytes, produced only as fast as they are read: each stored file is streamed in chunk by chunk (stored as
 * is: photos, PDFs and videos are compressed already), so a 100 MB video never sits in memory whole. datos.json and
 * resumen.html come last, deflated, once it is known which files made it in.
 */
async function* zipChunks(storage: Storage, parts: Parts, generatedAt: Date): AsyncGenerator<Uint8Array> {
  const output = new ZipOutput();
  const included = Object.fromEntries(exportServices.map((service) => [service, [] as string[]])) as Record<ExportService, string[]>;
  for (const service of exportServices) {
    for (const file of parts[service].files) {
      if (!safeName(file.name) || file.name === 'datos.json' || file.name === 'resumen.html') continue;
      const opened = await openIfPresent(storage, file.key);
      if (!opened) continue;
      const entry = new ZipPassThrough(file.name);
      entry.mtime = generatedAt;
      output.zip.add(entry);
      for await (const chunk of opened.body as AsyncIterable<Uint8Array>) {
        entry.push(chunk);
        yield* output.take();
      }
      entry.push(new Uint8Array(0), true);
      included[service].push(file.name);
    }
  }
  const json = {
    formato: EXPORT_FORMAT,
    generado: generatedAt.toISOString(),
    ...Object.fromEntries(exportServices.map((service) => [service, parts[service].data])),
  };
  textEntry(output, 'datos.json', `${JSON.stringify(json, null, 2)}\n`, generatedAt);
  const summary = summaryHtml(exportServices.map((service) => ({ service, data: parts[service].data, files: included[service] })), generatedAt);
  textEntry(output, 'resumen.html', summary, generatedAt);
  output.zip.end();
  yield* output.take();
}

/** datos.json (each service's data as it wrote it), resumen.html, and every part's files at the names they gave. */
export function exportZipStream(storage: Storage, parts: Parts, generatedAt: Date): Readable {
  return Readable.from(zipChunks(storage, parts, generatedAt), { objectMode: false });
}
