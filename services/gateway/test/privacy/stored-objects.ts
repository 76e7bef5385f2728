import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { parseS3Url, S3Storage } from '@emind/server-kit';

/** One stored object as an outsider could read it without opening it: its key and its metadata. */
export interface StoredObject {
  key: string;
  metadata: string;
}

async function onDisk(dataDir: string): Promise<StoredObject[]> {
  const entries = await readdir(dataDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => ({ key: path.relative(dataDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'), metadata: '' }));
}

async function inBucket(url: string): Promise<StoredObject[]> {
  const bucket = new S3Storage(parseS3Url(url));
  const objects: StoredObject[] = [];
  let token: string | undefined;
  do {
    const page = await bucket.client.send(new ListObjectsV2Command({ Bucket: bucket.bucket, ContinuationToken: token }));
    for (const { Key } of page.Contents ?? []) {
      if (!Key) continue;
      // Test files share the bucket: an object another one deletes between the listing and this read is not stored.
      const head = await bucket.client.send(new HeadObjectCommand({ Bucket: bucket.bucket, Key })).catch((error: unknown) => {
        if (error instanceof Error && error.name === 'NotFound') return null;
        throw error;
      });
      if (!head) continue;
      objects.push({ key: Key, metadata: JSON.stringify({ ...head.Metadata, type: head.ContentType, disposition: head.ContentDisposition }) });
    }
    token = page.NextContinuationToken;
  } while (token);
  return objects;
}

/** Every object the platform stores: the data directory's files, or the bucket's objects when EMIND_STORAGE_URL names one. */
export function storedObjects(dataDir: string): Promise<StoredObject[]> {
  const url = process.env.EMIND_STORAGE_URL?.trim();
  return url ? inBucket(url) : onDisk(dataDir);
}
