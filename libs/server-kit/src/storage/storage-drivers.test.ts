import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { randomBytes } from 'node:crypto';
import { CreateBucketCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../errors.ts';
import { createStorage, type Storage } from '../storage.ts';
import { ByteLimit } from './byte-limit.ts';
import { copyDataDirToBucket } from './copy-command.ts';
import { S3Storage } from './s3-storage.ts';
import { parseS3Url } from './s3-url.ts';

const s3Url = process.env.EMIND_STORAGE_URL?.startsWith('s3://') ? process.env.EMIND_STORAGE_URL : undefined;

const dataDir = await mkdtemp(path.join(tmpdir(), 'emind-storage-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const MB = 1024 * 1024;
/** Distinct bytes in every position, so a misplaced part or range shows. */
function pattern(bytes: number): Buffer {
  const content = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i++) content[i] = (i * 7 + (i >> 8)) % 251;
  return content;
}

/** Streams `content` in 64 KiB chunks, as a request body arrives. */
const chunked = (content: Buffer): Readable =>
  Readable.from((function* () {
    for (let at = 0; at < content.length; at += 64 * 1024) yield content.subarray(at, at + 64 * 1024);
  })());

/** A bucket of this test's own beside the configured one, so that what it lists is only what it stored. */
async function ownBucket(url: string): Promise<Storage> {
  const own = new URL(url);
  own.hostname = `emind-storage-test-${randomBytes(4).toString('hex')}`;
  const storage = new S3Storage(parseS3Url(own.toString()));
  await storage.client.send(new CreateBucketCommand({ Bucket: storage.bucket }));
  return storage;
}

const storageSuite = (make: () => Promise<Storage>) => () => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await make();
  });

  it('streams a file larger than one upload part in and back, whole and by range', async () => {
    const content = pattern(12 * MB + 123);
    const saved = await storage.save('private', 'documents', chunked(content), 'pdf', 'application/pdf');
    expect(saved).toMatchObject({ size: content.length, url: null, mime: 'application/pdf' });
    expect(saved.key).toMatch(/^private\/documents\/[a-f0-9]{32}\.pdf$/);
    expect((await storage.read(saved.key)).equals(content)).toBe(true);
    const part = await storage.open(saved.key, { start: 6 * MB, end: 6 * MB + 99 });
    expect({ size: part.size, start: part.start, end: part.end }).toEqual({ size: content.length, start: 6 * MB, end: 6 * MB + 99 });
    expect((await buffer(part.body)).equals(content.subarray(6 * MB, 6 * MB + 100))).toBe(true);
    await storage.remove(saved.key);
    await expect(storage.open(saved.key)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('gives public files a URL it can map back, and copies inside the store', async () => {
    const content = pattern(1000);
    const saved = await storage.save('private', 'videos', content, 'mp4', 'video/mp4');
    const copy = await storage.copy(saved.key, 'media', 'videos', 'video/mp4');
    expect(copy.url).toBe(`/${copy.key}`);
    expect(copy.size).toBe(1000);
    expect(storage.keyFromUrl(copy.url ?? '')).toBe(copy.key);
    expect((await storage.read(copy.key)).equals(content)).toBe(true);
    await expect(storage.copy('private/videos/0000.mp4', 'media', 'videos', 'video/mp4')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('leaves nothing stored when the stream fails midway (a limit passed)', async () => {
    const limit = new ByteLimit({ maxBytes: 7 * MB, tooLarge: 'demasiado grande' });
    const saving = storage.save('private', 'payment-proofs', chunked(pattern(9 * MB)).pipe(limit), 'png', 'image/png');
    await expect(saving).rejects.toEqual(new HttpError(413, { detail: 'demasiado grande' }));
    if (storage instanceof S3Storage) {
      const listed = await storage.client.send(new ListObjectsV2Command({ Bucket: storage.bucket, Prefix: 'booking/' }));
      expect(listed.KeyCount ?? 0).toBe(0);
    }
  });

  it('refuses keys it did not make', async () => {
    await expect(storage.open('../keys/private.pem')).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(storage.open('private/documents/../../keys/x.pem')).rejects.toMatchObject({ code: 'ENOENT' });
    expect(storage.keyFromUrl('/media/../private/documents/a.pdf')).toBeNull();
  });
};

describe('storage on local disk', storageSuite(async () => createStorage(undefined, dataDir)));
describe.skipIf(!s3Url)('storage on S3 (needs EMIND_STORAGE_URL=s3://…)', storageSuite(() => ownBucket(s3Url ?? '')));

describe('ByteLimit', () => {
  it('refuses at once when tightened below what already passed', async () => {
    const limit = new ByteLimit({ maxBytes: 100, tooLarge: 'grande' });
    limit.on('error', () => undefined);
    limit.write(Buffer.alloc(60));
    await new Promise((resolve) => setImmediate(resolve));
    expect(() => limit.tighten({ maxBytes: 50, tooLarge: 'más chico' })).toThrow(new HttpError(413, { detail: 'más chico' }));
  });
});

describe.skipIf(!s3Url)('copying a data directory into the bucket (needs EMIND_STORAGE_URL=s3://…)', () => {
  it('puts each owned file under its service prefix at its key, once, and leaves the rest', async () => {
    const from = await mkdtemp(path.join(tmpdir(), 'emind-copy-'));
    const local = createStorage(undefined, from);
    const photo = await local.save('media', 'profiles', pattern(3000), 'png', 'image/png');
    const proof = await local.save('private', 'payment-proofs', pattern(7 * MB), 'pdf', 'application/pdf');
    await mkdir(path.join(from, 'private', 'notes'), { recursive: true });
    await writeFile(path.join(from, 'private', 'notes', 'readme.txt'), 'not ours');
    const bucket = new S3Storage(parseS3Url(s3Url ?? ''));

    const first = await copyDataDirToBucket(from, bucket);
    expect(first.copied.sort()).toEqual([photo.key, proof.key].sort());
    expect(first.skipped).toEqual(['private/notes/readme.txt']);
    expect((await bucket.read(proof.key)).equals(await local.read(proof.key))).toBe(true);
    expect(bucket.objectKey(photo.key)).toBe(`identity/${photo.key}`);
    expect(bucket.objectKey(proof.key)).toBe(`booking/${proof.key}`);

    const again = await copyDataDirToBucket(from, bucket);
    expect(again.copied).toEqual([]);
    expect(again.present.sort()).toEqual([photo.key, proof.key].sort());
    await rm(from, { recursive: true, force: true });
  });
});
