import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from './errors.ts';

/** `media` is served publicly at /media/; `private` only through authorised download routes. */
export type StorageArea = 'media' | 'private';

export interface StoredFile {
  /** Stable reference to keep in the database, e.g. `media/profiles/3f…a1.webp`. */
  key: string;
  /** Public URL path for `media` files, null for private ones. */
  url: string | null;
  mime: string;
  size: number;
}

export interface Storage {
  save(area: StorageArea, folder: string, content: Buffer, extension: string, mime: string): Promise<StoredFile>;
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
  /** Key for a public URL produced by `save`, null when the URL is not ours. */
  keyFromUrl(url: string): string | null;
}

export interface UploadRule {
  maxBytes: number;
  /** Allowed MIME types detected from the content. */
  types: readonly string[];
  tooLarge: string;
  wrongType: string;
}

export interface CheckedUpload {
  mime: string;
  extension: string;
}

/** Type by magic bytes, never by the name or the declared content type. */
export async function checkUpload(content: Buffer, rule: UploadRule): Promise<CheckedUpload> {
  if (content.length > rule.maxBytes) throw new HttpError(413, { detail: rule.tooLarge });
  const detected = await fileTypeFromBuffer(content);
  if (!detected || !rule.types.includes(detected.mime)) throw new HttpError(415, { detail: rule.wrongType });
  return { mime: detected.mime, extension: detected.ext };
}

const SAFE_SEGMENT = /^[a-z0-9][a-z0-9_-]*$/;

export class LocalStorage implements Storage {
  private readonly root: string;

  constructor(dataDir: string) {
    this.root = path.resolve(dataDir);
  }

  async save(area: StorageArea, folder: string, content: Buffer, extension: string, mime: string): Promise<StoredFile> {
    if (!SAFE_SEGMENT.test(folder) || !SAFE_SEGMENT.test(extension)) throw new Error('unsafe storage path');
    const name = `${randomBytes(16).toString('hex')}.${extension}`;
    const key = `${area}/${folder}/${name}`;
    await mkdir(path.join(this.root, area, folder), { recursive: true });
    await writeFile(this.pathOf(key), content, { flag: 'wx' });
    return { key, url: area === 'media' ? `/${key}` : null, mime, size: content.length };
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  keyFromUrl(url: string): string | null {
    const match = /^\/(media\/[a-z0-9_-]+\/[a-f0-9]+\.[a-z0-9]+)$/.exec(url);
    return match?.[1] ?? null;
  }

  mediaDir(): string {
    return path.join(this.root, 'media');
  }

  private pathOf(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(this.root + path.sep)) throw new Error('storage key escapes the root');
    return full;
  }
}

export const mediaDirFor = (dataDir: string): string => path.join(path.resolve(dataDir), 'media');
