/** A message being written survives a reload: kept in this browser per conversation, dropped once sent. */
const draftKey = (conversation: number): string => `emind.message-draft.${conversation}`;

export function readDraft(conversation: number, storage: Storage = window.localStorage): string {
  try {
    return storage.getItem(draftKey(conversation)) ?? '';
  } catch {
    return '';
  }
}

export function writeDraft(conversation: number, text: string, storage: Storage = window.localStorage): void {
  try {
    if (text) storage.setItem(draftKey(conversation), text);
    else storage.removeItem(draftKey(conversation));
  } catch {
    // A full or refused storage only loses the draft's survival, never the text on screen.
  }
}
