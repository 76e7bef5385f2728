import type { Readable } from 'node:stream';

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
