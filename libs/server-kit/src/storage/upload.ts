import { Readable } from 'node:stream';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from '../errors.ts';
import type { Storage, StorageArea, StoredFile } from './types.ts';
import { ByteLimit } from './byte-limit.ts';

export interface UploadRule {
  maxBytes: number;
  /** Allowed MIME types detected from the content. */
  types: readonly string[];
  tooLarge: string;
  wrongType: string;
}

export interface CheckedUpload {
  mime: string;
  extension: string;
}

/** file-type reads at most this much of a file to name its type. */
const SAMPLE_BYTES = 4100;

/** Type by magic bytes, never by the name or the declared content type. */
export async function checkType(head: Buffer, rule: UploadRule): Promise<CheckedUpload> {
  const detected = await fileTypeFromBuffer(head);
  if (!detected || !rule.types.includes(detected.mime)) throw new HttpError(415, { detail: rule.wrongType });
  return { mime: detected.mime, extension: detected.ext };
}

export interface UploadPlan {
  /** The form field holding the file. */
  fileField: string;
  /** What applies while the fields that choose the rule are unknown: the route's largest limit and all its types. */
  anyRule: UploadRule;
  /**
   * The rule the fields received so far choose, null while they choose none; may refuse a bad field.
   * Asked when the file starts and again, `complete`, once every part has been read.
   */
  ruleOf(fields: Readonly<Record<string, string>>, complete: boolean): UploadRule | null;
  /** Where a file of this (detected) type is kept. */
  target(mime: string): { area: StorageArea; folder: string };
  /** Sees each chunk as it passes (how a video's duration is read without holding the video). */
  inspect?(chunk: Buffer): void;
}

export interface ReceivedUpload {
  /** Null when the form had no (or an empty) file in the plan's field. */
  file: StoredFile | null;
  fileName: string;
  fields: Record<string, string>;
}

/** The first `bytes` bytes (or the whole stream when shorter), read without ending the stream. */
function readHead(stream: Readable, bytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (error?: Error): void => {
      stream.off('readable', onReadable).off('end', onEnd).off('error', finish);
      if (error) reject(error);
      else resolve(Buffer.concat(chunks));
    };
    const onReadable = (): void => {
      let chunk: Buffer | null;
      while (size < bytes && (chunk = stream.read() as Buffer | null) !== null) {
        chunks.push(chunk);
        size += chunk.length;
      }
      if (size >= bytes) finish();
    };
    const onEnd = (): void => finish();
    stream.on('readable', onReadable).once('end', onEnd).once('error', finish);
  });
}

async function* headThenRest(head: Buffer, rest: Readable, inspect: UploadPlan['inspect']): AsyncGenerator<Buffer> {
  inspect?.(head);
  yield head;
  for await (const chunk of rest) {
    inspect?.(chunk as Buffer);
    yield chunk as Buffer;
  }
}

/** Streams one file part through `limit` into storage, typed by its first bytes; null for an empty file. */
async function storeFilePart(storage: Storage, source: Readable, limit: ByteLimit, rule: UploadRule, plan: UploadPlan): Promise<StoredFile | null> {
  // The part is drained, never destroyed, on a refusal: the multipart parser must go on reading the request.
  const drain = (): void => {
    source.unpipe(limit);
    source.resume();
  };
  // A form cut short destroys the part, perhaps before this runs: the limit must fail then rather than wait for an end.
  const cutShort = (): Error => source.errored ?? new Error('unexpected end of multipart data');
  if (source.destroyed && !source.readableEnded) throw cutShort();
  source.once('error', (error: Error) => limit.destroy(error));
  source.once('close', () => {
    if (!source.readableEnded) limit.destroy(cutShort());
  });
  source.pipe(limit);
  try {
    const head = await readHead(limit, SAMPLE_BYTES);
    if (head.length === 0) {
      drain();
      return null;
    }
    const { mime, extension } = await checkType(head, rule).catch(async (error: unknown) => {
      // Size before type, as the limit promises: a file both too large and of the wrong type is refused as too large.
      for await (const chunk of limit) void chunk;
      throw error;
    });
    const { area, folder } = plan.target(mime);
    return await storage.save(area, folder, Readable.from(headThenRest(head, limit, plan.inspect)), extension, mime);
  } catch (error) {
    limit.destroy();
    drain();
    throw limit.refusal ?? error;
  }
}

const tooLarge = (rule: UploadRule): HttpError => new HttpError(413, { detail: rule.tooLarge });

/**
 * Reads a multipart form whose fields and file may come in any order, streaming the file into storage as it
 * arrives: under the route's largest limit while the fields that choose the rule are unknown, under the chosen
 * rule as soon as they are known (refused at once if already past it). Nothing refused stays stored.
 */
export async function receiveUpload(request: FastifyRequest, storage: Storage, plan: UploadPlan): Promise<ReceivedUpload> {
  const fields: Record<string, string> = {};
  let file: StoredFile | null = null;
  let fileName = '';
  let limit: ByteLimit | null = null;
  let rule = plan.anyRule;
  try {
    // The parser's own cap sits one byte past ours, so our limit (with its message) is the one that answers.
    for await (const part of request.parts({ limits: { fileSize: plan.anyRule.maxBytes + 1, files: 1 } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== plan.fileField || limit) {
        part.file.resume();
        continue;
      }
      try {
        rule = plan.ruleOf(fields, false) ?? plan.anyRule;
      } catch (error) {
        part.file.resume();
        throw error;
      }
      limit = new ByteLimit(rule);
      file = await storeFilePart(storage, part.file, limit, rule, plan);
      fileName = part.filename;
    }
    const chosen = plan.ruleOf(fields, true);
    if (file && limit && chosen && chosen !== rule) {
      rule = chosen;
      limit.tighten(chosen);
      if (!chosen.types.includes(file.mime)) throw new HttpError(415, { detail: chosen.wrongType });
    }
    return { file, fileName, fields };
  } catch (error) {
    if (file) await storage.remove(file.key);
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(rule);
    throw error;
  }
}
