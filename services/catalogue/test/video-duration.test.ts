import { demoMp4 } from '@emind/demo-data';
import { describe, expect, it } from 'vitest';
import { VideoDurationProbe, videoDurationSeconds } from '../src/documents/video-duration-probe.ts';

/** EBML element: id bytes, a 1-byte size vint, payload. */
const element = (id: number[], payload: Buffer): Buffer => Buffer.concat([Buffer.from(id), Buffer.from([0x80 | payload.length]), payload]);

function webm(durationTicks: number, timecodeScale?: number): Buffer {
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE(durationTicks);
  const info = Buffer.concat([
    ...(timecodeScale ? [element([0x2a, 0xd7, 0xb1], Buffer.from([(timecodeScale >> 16) & 0xff, (timecodeScale >> 8) & 0xff, timecodeScale & 0xff]))] : []),
    element([0x44, 0x89], duration),
  ]);
  const header = element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], Buffer.from('webm')));
  return Buffer.concat([header, Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), element([0x15, 0x49, 0xa9, 0x66], info)]);
}

describe('videoDurationSeconds', () => {
  it('reads the MP4/QuickTime movie header', () => {
    expect(videoDurationSeconds(demoMp4(90), 'video/mp4')).toBeCloseTo(90);
    expect(videoDurationSeconds(demoMp4(121.5), 'video/quicktime')).toBeCloseTo(121.5);
  });

  it('reads the WebM duration with its timecode scale', () => {
    expect(videoDurationSeconds(webm(95_000), 'video/webm')).toBeCloseTo(95);
    expect(videoDurationSeconds(webm(150_000), 'video/webm')).toBeCloseTo(150);
    expect(videoDurationSeconds(webm(1_500, 100_000), 'video/webm')).toBeCloseTo(0.15);
  });

  it('answers null when the container states nothing', () => {
    expect(videoDurationSeconds(Buffer.from('ftypisom no boxes here'), 'video/mp4')).toBeNull();
    expect(videoDurationSeconds(Buffer.alloc(64), 'video/webm')).toBeNull();
  });
});

describe('VideoDurationProbe', () => {
  /** Feeds `content` in chunks of `size` bytes, as an upload streams in. */
  const streamed = (content: Buffer, size: number, mime: string): number | null => {
    const probe = new VideoDurationProbe();
    for (let at = 0; at < content.length; at += size) probe.push(content.subarray(at, at + size));
    return probe.seconds(mime);
  };
  const mdat = (bytes: number): Buffer => Buffer.concat([Buffer.from([0, 0, 0, 0]), Buffer.from('mdat'), Buffer.alloc(bytes - 8, 7)]);
  const withSize = (box: Buffer): Buffer => {
    box.writeUInt32BE(box.length, 0);
    return box;
  };

  it('finds the movie header in any chunking, also after the media data', () => {
    const mp4 = demoMp4(130);
    const ftyp = mp4.subarray(0, mp4.readUInt32BE(0));
    const moov = mp4.subarray(ftyp.length);
    const moovLast = Buffer.concat([ftyp, withSize(mdat(300_000)), moov]);
    for (const size of [1, 7, 64 * 1024]) {
      expect(streamed(mp4, size, 'video/mp4')).toBeCloseTo(130);
      expect(streamed(moovLast, size, 'video/mp4')).toBeCloseTo(130);
    }
  });

  it('reads a WebM duration from its first megabyte in chunks', () => {
    expect(streamed(webm(95_000), 3, 'video/webm')).toBeCloseTo(95);
  });
});
