function findBox(content: Buffer, start: number, end: number, type: string): { start: number; end: number } | null {
  let offset = start;
  while (offset + 8 <= end) {
    let size = content.readUInt32BE(offset);
    const boxType = content.toString('latin1', offset + 4, offset + 8);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > end) return null;
      size = Number(content.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < header) return null;
    if (boxType === type) return { start: offset + header, end: Math.min(offset + size, end) };
    offset += size;
  }
  return null;
}

export function mp4Duration(content: Buffer): number | null {
  const moov = findBox(content, 0, content.length, 'moov');
  if (!moov) return null;
  const mvhd = findBox(content, moov.start, moov.end, 'mvhd');
  if (!mvhd) return null;
  const version = content[mvhd.start];
  if (version === 1) {
    if (mvhd.start + 32 > mvhd.end) return null;
    const timescale = content.readUInt32BE(mvhd.start + 20);
    const duration = Number(content.readBigUInt64BE(mvhd.start + 24));
    return timescale > 0 ? duration / timescale : null;
  }
  if (mvhd.start + 20 > mvhd.end) return null;
  const timescale = content.readUInt32BE(mvhd.start + 12);
  const duration = content.readUInt32BE(mvhd.start + 16);
  if (timescale === 0 || duration === 0xffffffff) return null;
  return duration / timescale;
}

/** EBML variable-length integer at `offset`: its value (marker bit removed) and length. */
function readVint(content: Buffer, offset: number): { value: number; length: number } | null {
  const first = content[offset];
  if (first === undefined || first === 0) return null;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (length > 8 || offset + length > content.length) return null;
  let value = first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + (content[offset + i] ?? 0);
  return { value, length };
}

const DURATION_ID = [0x44, 0x89];
const TIMECODE_SCALE_ID = [0x2a, 0xd7, 0xb1];

export function matroskaDuration(content: Buffer): number | null {
  // The Info element sits near the start of the file; scanning the first megabyte finds it without a full parser.
  const limit = Math.min(content.length, 1024 * 1024);
  let duration: number | null = null;
  let scale = 1_000_000;
  for (let i = 0; i + 3 < limit; i++) {
    if (duration === null && content[i] === DURATION_ID[0] && content[i + 1] === DURATION_ID[1]) {
      const size = readVint(content, i + 2);
      if (size && (size.value === 4 || size.value === 8)) {
        const at = i + 2 + size.length;
        if (at + size.value <= content.length) duration = size.value === 4 ? content.readFloatBE(at) : content.readDoubleBE(at);
      }
    }
    if (content[i] === TIMECODE_SCALE_ID[0] && content[i + 1] === TIMECODE_SCALE_ID[1] && content[i + 2] === TIMECODE_SCALE_ID[2]) {
      const size = readVint(content, i + 3);
      if (size && size.value >= 1 && size.value <= 8) {
        const at = i + 3 + size.length;
        let value = 0;
        for (let k = 0; k < size.value; k++) value = value * 256 + (content[at + k] ?? 0);
        if (value > 0) scale = value;
      }
    }
  }
  if (duration === null || !Number.isFinite(duration) || duration <= 0) return null;
  return (duration * scale) / 1e9;
}
