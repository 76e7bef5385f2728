import type { Readable } from 'node:stream';
import { ConfigError } from './config.ts';
import { LocalStorage } from './storage/local-storage.ts';
import { S3Storage } from './storage/s3-storage.ts';
import { parseS3Url } from './storage/s3-url.ts';

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

/** Bytes `start` to `end` inclusive, as in an HTTP Range header; no end means to the end of the file. */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface OpenedFile {
  body: Readable;
  /** Size of the whole file. */
  size: number;
  /** The bytes `body` holds: the whole file, or the range asked for. */
  start: number;
  end: number;
}

export interface Storage {
  /** Streams `content` into a new file; if the stream fails (a limit, a hang-up) nothing is left stored. */
  save(area: StorageArea, folder: string, content: Readable | Buffer, extension: string, mime: string): Promise<StoredFile>;
  /** The file as a stream; a missing file rejects with a `StoredFileMissing` (code ENOENT). */
  open(key: string, range?: ByteRange): Promise<OpenedFile>;
  read(key: string): Promise<Buffer>;
  /** A new file in `area`/`folder` with the content of `key` (copied inside the store, not through this process). */
  copy(key: string, area: StorageArea, folder: string, mime: string): Promise<StoredFile>;
  remove(key: string): Promise<void>;
  /** Key for a public URL produced by `save`, null when the URL is not ours. */
  keyFromUrl(url: string): string | null;
}

/** The local disk under the data directory (default), or the bucket `EMIND_STORAGE_URL` names. */
export function createStorage(storageUrl: string | undefined, dataDir: string): Storage {
  if (!storageUrl) return new LocalStorage(dataDir);
  return new S3Storage(parseS3Url(storageUrl));
}

/** Reads `EMIND_STORAGE_URL` once, at start; a bad value stops the start with a message naming it. */
export function storageFromEnv(dataDir: string, env: NodeJS.ProcessEnv = process.env): Storage {
  const url = env.EMIND_STORAGE_URL?.trim();
  try {
    return createStorage(url || undefined, dataDir);
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  EMIND_STORAGE_URL: ${(error as Error).message} (value: ${JSON.stringify(url)})`);
  }
}

export { LocalStorage, mediaDirFor } from './storage/local-storage.ts';
export { S3Storage } from './storage/s3-storage.ts';
export { parseS3Url, type S3Location } from './storage/s3-url.ts';
export { mimeOfKey, StoredFileMissing, storageOwnerOf, storageOwners } from './storage/keys.ts';
export { ByteLimit } from './storage/byte-limit.ts';
export { checkType, receiveUpload, type CheckedUpload, type ReceivedUpload, type UploadPlan, type UploadRule } from './storage/upload.ts';
export { sendOpenedFile, sendStoredFile, type SendFileOptions } from './storage/send-file.ts';
