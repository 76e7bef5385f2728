import { describe, expect, it } from 'vitest';
import { previewKindOf } from './preview-kind.ts';

describe('how a verification document previews', () => {
  it('by the type the download route serves', () => {
    expect(previewKindOf('application/pdf', 'x.bin')).toBe('pdf');
    expect(previewKindOf('image/jpeg', null)).toBe('image');
    expect(previewKindOf('video/mp4; codecs=avc1', 'v')).toBe('video');
  });

  it('by the file name when the type says nothing', () => {
    expect(previewKindOf('application/octet-stream', 'Registro.PDF')).toBe('pdf');
    expect(previewKindOf('', 'cedula.png')).toBe('image');
  });

  it('never an SVG inline (it can carry script), nor an unknown kind', () => {
    expect(previewKindOf('image/svg+xml', 'a.svg')).toBe('none');
    expect(previewKindOf('application/octet-stream', 'notas.docx')).toBe('none');
    expect(previewKindOf('application/octet-stream', 'sin-extension')).toBe('none');
  });
});
