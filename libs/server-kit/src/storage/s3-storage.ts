import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { ByteRange, OpenedFile, Storage, StorageArea, StoredFile } from './types.ts';
import { counted } from './counted.ts';
import { extensionOf, keyFromUrl, newKey, publicUrl, storageOwnerOf, StoredFileMissing, UnsatisfiableRange } from './keys.ts';
import type { S3Location } from './s3-url.ts';

/** lib-storage sends a file in parts of this size, at most two at once: an upload holds ~10 MB in memory, never the file. */
const PART_BYTES = 5 * 1024 * 1024;

const isMissing = (error: unknown): boolean =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

const totalOf = (contentRange: string | undefined, fallback: number): number => Number(/\/(\d+)$/.exec(contentRange ?? '')?.[1] ?? fallback);

/** Any S3-compatible bucket; the same keys as on disk, under the owning service's prefix. */
export class S3Storage implements Storage {
  readonly client: S3Client;
  readonly bucket: string;

  constructor(location: S3Location) {
    this.bucket = location.bucket;
    this.client = new S3Client({
      region: location.region,
      forcePathStyle: location.forcePathStyle,
      ...(location.endpoint ? { endpoint: location.endpoint } : {}),
      // The SDK's default CRC checksums (aws-chunked bodies) are unknown to many S3-compatible servers; S3 itself needs them only where an API requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** The object key of a storage key: the owning service's prefix, then the key. */
  objectKey(key: string): string {
    return `${storageOwnerOf(key)}/${key}`;
  }

  /** Puts `content` at an existing key (a copy of a data directory's file); saving always makes a new key. */
  async putAt(key: string, content: Readable, mime: string): Promise<void> {
    await new Upload({ client: this.client, params: { Bucket: this.bucket, Key: this.objectKey(key), Body: content, ContentType: mime }, partSize: PART_BYTES, queueSize: 2 }).done();
  }

  /** The size of the object at `key`, null when there is none. */
  async sizeIfPresent(key: string): Promise<number | null> {
    return this.sizeOf(key).catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
  }

  async save(area: StorageArea, folder: string, content: Readable | Buffer, extension: string, mime: string): Promise<StoredFile> {
    const key = newKey(area, folder, extension);
    const counter = { bytes: 0 };
    const failure: { error?: unknown } = {};
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.objectKey(key), Body: Readable.from(counted(content, counter, failure)), ContentType: mime },
      partSize: PART_BYTES,
      queueSize: 2,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      await this.remove(key).catch(() => undefined);
      // The stream's own failure (a 413) is the answer, not what aborting the upload may have added to it.
      throw failure.error ?? error;
    }
    return { key, url: publicUrl(area, key), mime, size: counter.bytes };
  }

  async open(key: string, range?: ByteRange): Promise<OpenedFile> {
    const Range = range ? `bytes=${range.start}-${range.end ?? ''}` : undefined;
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key), Range }));
      if (!(answer.Body instanceof Readable)) throw new Error('S3 answered without a body stream');
      const length = answer.ContentLength ?? 0;
      const size = totalOf(answer.ContentRange, length);
      const start = Number(/bytes (\d+)-/.exec(answer.ContentRange ?? '')?.[1] ?? 0);
      return { body: answer.Body, size, start, end: start + length - 1 };
    } catch (error) {
      if (isMissing(error)) throw new StoredFileMissing(key);
      if (error instanceof S3ServiceException && error.name === 'InvalidRange') throw new UnsatisfiableRange(await this.sizeOf(key));
      throw error;
    }
  }

  private async sizeOf(key: string): Promise<number> {
    return (await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }))).ContentLength ?? 0;
  }

  async read(key: string): Promise<Buffer> {
    return buffer((await this.open(key)).body);
  }

  async copy(key: string, area: StorageArea, folder: string, mime: string): Promise<StoredFile> {
    const copyKey = newKey(area, folder, extensionOf(key));
    try {
      await this.client.send(
        new CopyObjectCommand({ Bucket: this.bucket, Key: this.objectKey(copyKey), CopySource: `${this.bucket}/${this.objectKey(key)}`, ContentType: mime, MetadataDirective: 'REPLACE' }),
      );
    } catch (error) {
      if (isMissing(error)) throw new StoredFileMissing(key);
      throw error;
    }
    return { key: copyKey, url: publicUrl(area, copyKey), mime, size: await this.sizeOf(copyKey) };
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  keyFromUrl(url: string): string | null {
    return keyFromUrl(url);
  }
}
