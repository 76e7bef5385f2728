import { matroskaDuration, mp4Duration } from './video-duration.ts';

const MATROSKA_HEAD_BYTES = 1024 * 1024;
/** A `moov` box past this is not a presentation video's; the duration is then unknown rather than held in memory. */
const MAX_MOOV_BYTES = 16 * 1024 * 1024;

/**
 * Reads a video's stated duration while it streams past, keeping only what the duration is read from: MP4's
 * top-level `moov` box (wherever it sits, often after the media data) and Matroska's first megabyte.
 */
export class VideoDurationProbe {
  private head: Buffer[] = [];
  private headBytes = 0;
  private seen = 0;
  private boxAt = 0;
  private boxEnd: number | null = null;
  private boxIsMoov = false;
  private pending: Buffer[] = [];
  private moov: Buffer | null = null;
  private mp4Done = false;

  push(chunk: Buffer): void {
    if (this.headBytes < MATROSKA_HEAD_BYTES) {
      const part = chunk.subarray(0, MATROSKA_HEAD_BYTES - this.headBytes);
      this.head.push(part);
      this.headBytes += part.length;
    }
    const chunkStart = this.seen;
    this.seen += chunk.length;
    let i = 0;
    while (i < chunk.length && !this.mp4Done) {
      const at = chunkStart + i;
      if (this.boxEnd === null) i += this.readHeader(chunk, i);
      else {
        const take = Math.min(chunk.length - i, this.boxEnd - at);
        if (this.boxIsMoov) this.keep(chunk.subarray(i, i + take));
        i += take;
        if (at + take === this.boxEnd) this.endBox();
      }
    }
  }

  seconds(mime: string): number | null {
    if (mime === 'video/webm' || mime === 'video/x-matroska') return matroskaDuration(Buffer.concat(this.head));
    return this.moov ? mp4Duration(this.moov) : null;
  }

  private keep(bytes: Buffer): void {
    this.pending.push(bytes);
  }

  /** Takes header bytes of the box at `boxAt`; once whole, learns the box's end. Returns the bytes taken. */
  private readHeader(chunk: Buffer, i: number): number {
    const sofar = Buffer.concat(this.pending);
    const need = sofar.length >= 8 && sofar.readUInt32BE(0) === 1 ? 16 : 8;
    const take = Math.min(chunk.length - i, need - sofar.length);
    this.keep(chunk.subarray(i, i + take));
    const header = Buffer.concat(this.pending);
    if (header.length < 8 || (header.length === 8 && header.readUInt32BE(0) === 1)) return take;
    const size32 = header.readUInt32BE(0);
    const size = size32 === 1 ? Number(header.readBigUInt64BE(8)) : size32;
    const type = header.toString('latin1', 4, 8);
    if (size32 === 0 || size < header.length || (type === 'moov' && size > MAX_MOOV_BYTES)) {
      this.mp4Done = true;
      return take;
    }
    this.boxEnd = this.boxAt + size;
    this.boxIsMoov = type === 'moov';
    if (!this.boxIsMoov) this.pending = [];
    if (this.boxEnd === this.boxAt + header.length) this.endBox();
    return take;
  }

  private endBox(): void {
    if (this.boxIsMoov) {
      this.moov = Buffer.concat(this.pending);
      this.mp4Done = true;
    }
    this.pending = [];
    this.boxAt = this.boxEnd ?? this.boxAt;
    this.boxEnd = null;
  }
}

/**
 * The duration a video container states, in seconds, or null when it states none we can read.
 * MP4/QuickTime: `moov/mvhd` (timescale, duration). WebM/Matroska: Segment/Info `Duration` × `TimecodeScale`.
 */
export function videoDurationSeconds(content: Buffer, mime: string): number | null {
  const probe = new VideoDurationProbe();
  probe.push(content);
  return probe.seconds(mime);
}
