import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, OpenedFile, Storage, StorageArea, StoredFile } from './types.ts';
import { counted } from './counted.ts';
import { extensionOf, folderOf, keyFromUrl, newKey, publicUrl, StoredFileMissing, UnsatisfiableRange } from './keys.ts';

const missingAs = (key: string) => (error: unknown) => {
  if ((error as { code?: string }).code === 'ENOENT') throw new StoredFileMissing(key);
  throw error;
};

/** Files under the data directory: `media/<folder>/…` (public) and `private/<folder>/…`. */
export class LocalStorage implements Storage {
  private readonly root: string;

  constructor(dataDir: string) {
    this.root = path.resolve(dataDir);
  }

  async save(area: StorageArea, folder: string, content: Readable | Buffer, extension: string, mime: string): Promise<StoredFile> {
    const key = newKey(area, folder, extension);
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const counter = { bytes: 0 };
    try {
      await pipeline(Readable.from(counted(content, counter)), createWriteStream(file, { flags: 'wx' }));
    } catch (error) {
      await rm(file, { force: true });
      throw error;
    }
    return { key, url: publicUrl(area, key), mime, size: counter.bytes };
  }

  async open(key: string, range?: ByteRange): Promise<OpenedFile> {
    const file = this.pathOf(key);
    const { size } = await stat(file).catch(missingAs(key));
    const start = range?.start ?? 0;
    if (range && start >= size) throw new UnsatisfiableRange(size);
    const end = Math.min(range?.end ?? size - 1, size - 1);
    return { body: createReadStream(file, { start, end }), size, start, end };
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key)).catch(missingAs(key));
  }

  async copy(key: string, area: StorageArea, folder: string, mime: string): Promise<StoredFile> {
    const copyKey = newKey(area, folder, extensionOf(key));
    const target = this.pathOf(copyKey);
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(this.pathOf(key), target).catch(missingAs(key));
    const { size } = await stat(target);
    return { key: copyKey, url: publicUrl(area, copyKey), mime, size };
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  keyFromUrl(url: string): string | null {
    return keyFromUrl(url);
  }

  private pathOf(key: string): string {
    folderOf(key);
    const full = path.resolve(this.root, key);
    if (!full.startsWith(this.root + path.sep)) throw new Error('storage key escapes the root');
    return full;
  }
}

export const mediaDirFor = (dataDir: string): string => path.join(path.resolve(dataDir), 'media');
