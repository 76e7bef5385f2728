import { Readable } from 'node:stream';
import type { OpenedFile, Storage } from '@emind/server-kit';
import { strToU8, Zip, ZipPassThrough } from 'fflate';

export interface ZipBoleta {
  /** Its name in the ZIP, 'boletas/EM-000123-folio-4711.pdf'. */
  name: string;
  /** Its stored file, or null when only the folio was given. */
  key: string | null;
  /** The line LEEME.txt gives it when its file is not in the ZIP. */
  missingNote: string;
}

async function openIfPresent(storage: Storage, key: string | null): Promise<OpenedFile | null> {
  if (!key) return null;
  try {
    return await storage.open(key);
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The ZIP's bytes, produced as they are read: the certificate, then each boleta streamed from storage chunk by chunk,
 * then LEEME.txt naming the sessions whose boleta has no PDF. Entries are stored, not deflated: PDFs are compressed.
 */
async function* zipChunks(storage: Storage, certificate: { name: string; pdf: Uint8Array }, boletas: readonly ZipBoleta[], mtime: Date): AsyncGenerator<Uint8Array> {
  let ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  function* take(): Generator<Uint8Array> {
    if (failure) throw failure;
    const taken = ready;
    ready = [];
    yield* taken;
  }
  const entry = (name: string): ZipPassThrough => {
    const file = new ZipPassThrough(name);
    file.mtime = mtime;
    zip.add(file);
    return file;
  };

  entry(certificate.name).push(certificate.pdf, true);
  yield* take();
  const missing: string[] = [];
  for (const boleta of boletas) {
    const opened = await openIfPresent(storage, boleta.key);
    if (!opened) {
      missing.push(boleta.missingNote);
      continue;
    }
    const file = entry(boleta.name);
    for await (const chunk of opened.body as AsyncIterable<Uint8Array>) {
      file.push(chunk);
      yield* take();
    }
    file.push(new Uint8Array(0), true);
  }
  if (missing.length > 0) entry('boletas/LEEME.txt').push(strToU8(`Sesiones sin PDF de boleta en este archivo:\r\n${missing.join('\r\n')}\r\n`), true);
  zip.end();
  yield* take();
}

export function certificateZipStream(storage: Storage, certificate: { name: string; pdf: Uint8Array }, boletas: readonly ZipBoleta[], mtime: Date): Readable {
  return Readable.from(zipChunks(storage, certificate, boletas, mtime), { objectMode: false });
}
