import { describe, expect, it } from 'vitest';
import { CHAT_MAX_LENGTH, encodeChatLine, parseChatLine } from './chat-message.ts';

const now = new Date('2026-06-01T13:05:00Z');

describe('chat lines', () => {
  it('round-trips a message', () => {
    const encoded = encodeChatLine('  Hola, ¿me escuchas?  ', now);
    expect(parseChatLine(encoded)).toEqual({ text: 'Hola, ¿me escuchas?', sentAt: '2026-06-01T13:05:00.000Z' });
  });

  it('sends nothing for a blank message', () => {
    expect(encodeChatLine('   ', now)).toBeNull();
  });

  it('cuts a long message', () => {
    expect(parseChatLine(encodeChatLine('a'.repeat(CHAT_MAX_LENGTH + 50), now))?.text).toHaveLength(CHAT_MAX_LENGTH);
  });

  it.each([
    null,
    new ArrayBuffer(2),
    'hola',
    '{"text":42,"sentAt":"2026-06-01T13:05:00Z"}',
    '{"text":"hola","sentAt":"ayer"}',
    '{"text":"   ","sentAt":"2026-06-01T13:05:00Z"}',
  ])('ignores %o', (data) => {
    expect(parseChatLine(data)).toBeNull();
  });
});
