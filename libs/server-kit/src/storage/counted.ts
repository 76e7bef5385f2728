import type { Readable } from 'node:stream';

/** The chunks of `content`, adding their length to `counter.bytes` as they pass. */
export async function* counted(content: Readable | Buffer, counter: { bytes: number }): AsyncGenerator<Buffer> {
  if (Buffer.isBuffer(content)) {
    counter.bytes += content.length;
    yield content;
    return;
  }
  for await (const chunk of content) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    counter.bytes += bytes.length;
    yield bytes;
  }
}
