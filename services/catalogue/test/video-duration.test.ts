import { demoMp4 } from '@emind/demo-data';
import { describe, expect, it } from 'vitest';
import { videoDurationSeconds } from '../src/documents/video-duration.ts';

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
