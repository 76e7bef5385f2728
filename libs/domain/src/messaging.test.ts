import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_CHARS, messagingMessages, unreadMessagesLabel } from './messaging.ts';

describe('messaging texts', () => {
  it('states the written-out limit that MESSAGE_MAX_CHARS is', () => {
    expect(messagingMessages.tooLong).toContain(MESSAGE_MAX_CHARS.toLocaleString('es-CL'));
  });

  it('counts unread messages in Spanish', () => {
    expect(unreadMessagesLabel(1)).toBe('1 mensaje sin leer');
    expect(unreadMessagesLabel(3)).toBe('3 mensajes sin leer');
  });
});
