/** A chat line as sent over the data channel; nothing of it is stored anywhere. */
export interface ChatLine {
  text: string;
  sentAt: string;
}

export const CHAT_MAX_LENGTH = 2_000;

export function encodeChatLine(text: string, now: Date): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return JSON.stringify({ text: trimmed.slice(0, CHAT_MAX_LENGTH), sentAt: now.toISOString() });
}

/** The other side's message, or null for anything that is not one (it is shown as text, never as markup). */
export function parseChatLine(data: unknown): ChatLine | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    if (!value || typeof value !== 'object') return null;
    const { text, sentAt } = value as Record<string, unknown>;
    if (typeof text !== 'string' || typeof sentAt !== 'string' || Number.isNaN(Date.parse(sentAt))) return null;
    const trimmed = text.trim();
    return trimmed ? { text: trimmed.slice(0, CHAT_MAX_LENGTH), sentAt } : null;
  } catch {
    return null;
  }
}
