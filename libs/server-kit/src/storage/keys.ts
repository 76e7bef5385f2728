import { randomBytes } from 'node:crypto';
import type { StorageArea } from './types.ts';

const SAFE_SEGMENT = /^[a-z0-9][a-z0-9_-]*$/;
const KEY = /^(media|private)\/([a-z0-9][a-z0-9_-]*)\/[a-f0-9]+\.[a-z0-9]+$/;

/**
 * The service that owns each folder. In a bucket a service's files live under its own prefix
 * (`booking/private/payment-proofs/…`), as its tables live in its own schema.
 */
export const storageOwners: Readonly<Record<string, string>> = {
  profiles: 'identity',
  exports: 'identity',
  documents: 'catalogue',
  videos: 'catalogue',
  'payment-proofs': 'booking',
  boletas: 'billing',
  'message-files': 'messaging',
  'shared-documents': 'messaging',
  'signed-documents': 'messaging',
};

/** A missing file, whatever the driver: callers test `code === 'ENOENT'` as they would for a file on disk. */
export class StoredFileMissing extends Error {
  readonly code = 'ENOENT';
  constructor(key: string) {
    super(`stored file not found: ${key}`);
  }
}

export function newKey(area: StorageArea, folder: string, extension: string): string {
  if (!SAFE_SEGMENT.test(folder) || !SAFE_SEGMENT.test(extension)) throw new Error('unsafe storage path');
  return `${area}/${folder}/${randomBytes(16).toString('hex')}.${extension}`;
}

/** The folder of a key made by `newKey`; anything else is refused, so a key never names a path we did not make. */
export function folderOf(key: string): string {
  const match = KEY.exec(key);
  if (!match?.[2]) throw new StoredFileMissing(key);
  return match[2];
}

export function storageOwnerOf(key: string): string {
  const owner = storageOwners[folderOf(key)];
  if (!owner) throw new Error(`no service owns the storage folder of ${key}`);
  return owner;
}

export const publicUrl = (area: StorageArea, key: string): string | null => (area === 'media' ? `/${key}` : null);

export function keyFromUrl(url: string): string | null {
  const match = /^\/(media\/[a-z0-9_-]+\/[a-f0-9]+\.[a-z0-9]+)$/.exec(url);
  return match?.[1] ?? null;
}

export const extensionOf = (key: string): string => key.split('.').at(-1) ?? 'bin';

const TYPES_BY_EXTENSION: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  zip: 'application/zip',
};

/** The type of a stored file from its key: its extension was set from the detected type when it was saved. */
export const mimeOfKey = (key: string): string => TYPES_BY_EXTENSION[extensionOf(key)] ?? 'application/octet-stream';

/** A range that starts past the end of the file. */
export class UnsatisfiableRange extends Error {
  constructor(readonly size: number) {
    super(`range starts past the end (${size} bytes)`);
  }
}
