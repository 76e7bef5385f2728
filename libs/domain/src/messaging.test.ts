import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES, IDEMPOTENCY_KEY_PATTERN, MESSAGE_MAX_CHARS, attachmentSizeLabel, messagingMessages, unreadMessagesLabel } from './messaging.ts';

describe('messaging texts', () => {
  it('states the written-out limit that MESSAGE_MAX_CHARS is', () => {
    expect(messagingMessages.tooLong).toContain(MESSAGE_MAX_CHARS.toLocaleString('es-CL'));
  });

  it('counts unread messages in Spanish', () => {
    expect(unreadMessagesLabel(0)).toBe('No tienes mensajes sin leer');
    expect(unreadMessagesLabel(1)).toBe('1 mensaje sin leer');
    expect(unreadMessagesLabel(3)).toBe('3 mensajes sin leer');
  });

  it('states the attachment limit ATTACHMENT_MAX_BYTES is', () => {
    expect(messagingMessages.fileTooLarge).toContain(`${ATTACHMENT_MAX_BYTES / (1024 * 1024)} MB`);
  });

  it("labels an attachment's size with a decimal comma", () => {
    expect(attachmentSizeLabel(200)).toBe('1 KB');
    expect(attachmentSizeLabel(850 * 1024)).toBe('850 KB');
    expect(attachmentSizeLabel(1.54 * 1024 * 1024)).toBe('1,5 MB');
    expect(attachmentSizeLabel(ATTACHMENT_MAX_BYTES)).toBe('10 MB');
  });

  it('takes a UUID as an idempotency key and refuses what a header should not carry', () => {
    expect(IDEMPOTENCY_KEY_PATTERN.test('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true);
    expect(IDEMPOTENCY_KEY_PATTERN.test('corta')).toBe(false);
    expect(IDEMPOTENCY_KEY_PATTERN.test('con espacio y ñ 123')).toBe(false);
  });
});
