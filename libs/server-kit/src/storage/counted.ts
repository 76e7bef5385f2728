import type { Readable } from 'node:stream';

/** The chunks of `content`, adding their length to `counter.bytes` as they pass; a failure of `content` is kept in `failure`. */
export async function* counted(content: Readable | Buffer, counter: { bytes: number }, failure: { error?: unknown } = {}): AsyncGenerator<Buffer> {
  if (Buffer.isBuffer(content)) {
    counter.bytes += content.length;
    yield content;
    return;
  }
  try {
    for await (const chunk of content) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      counter.bytes += bytes.length;
      yield bytes;
    }
  } catch (error) {
    failure.error = error;
    throw error;
  }
}
