import { ConfigError } from './config.ts';
import { LocalStorage } from './storage/local-storage.ts';
import { S3Storage } from './storage/s3-storage.ts';
import { parseS3Url } from './storage/s3-url.ts';
import type { Storage } from './storage/types.ts';

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

export type { ByteRange, OpenedFile, Storage, StorageArea, StoredFile } from './storage/types.ts';
export { LocalStorage, mediaDirFor } from './storage/local-storage.ts';
export { S3Storage } from './storage/s3-storage.ts';
export { parseS3Url, type S3Location } from './storage/s3-url.ts';
export { mimeOfKey, StoredFileMissing, storageOwnerOf, storageOwners } from './storage/keys.ts';
export { ByteLimit } from './storage/byte-limit.ts';
export { checkType, receiveUpload, type CheckedUpload, type ReceivedUpload, type UploadPlan, type UploadRule } from './storage/upload.ts';
export { sendOpenedFile, sendStoredFile, type SendFileOptions } from './storage/send-file.ts';
