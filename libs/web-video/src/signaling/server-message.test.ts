import { describe, expect, it } from 'vitest';
import { parseServerMessage } from './server-message.ts';

describe('parseServerMessage', () => {
  it('reads a welcome', () => {
    expect(parseServerMessage('{"type":"welcome","role":"patient","admitted":false,"peer":"absent"}')).toEqual({
      type: 'welcome', role: 'patient', admitted: false, peer: 'absent',
    });
  });

  it('reads presence, admission, end and errors', () => {
    expect(parseServerMessage('{"type":"peer","peer":"waiting"}')).toEqual({ type: 'peer', peer: 'waiting' });
    expect(parseServerMessage('{"type":"admitted"}')).toEqual({ type: 'admitted' });
    expect(parseServerMessage('{"type":"ended"}')).toEqual({ type: 'ended' });
    expect(parseServerMessage('{"type":"error","message":"No permitido."}')).toEqual({ type: 'error', message: 'No permitido.' });
  });

  it('passes a signal payload through untouched', () => {
    expect(parseServerMessage('{"type":"signal","payload":{"candidate":null}}')).toEqual({ type: 'signal', payload: { candidate: null } });
  });

  it.each([
    'not json',
    '42',
    '{"type":"peer","peer":"dancing"}',
    '{"type":"welcome","role":"admin","admitted":true,"peer":"absent"}',
    '{"type":"signal"}',
    '{"type":"unknown"}',
  ])('ignores %s', (text) => {
    expect(parseServerMessage(text)).toBeNull();
  });
});
