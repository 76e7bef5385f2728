export { MessagesPage } from './messages-page.tsx';
export { MessagesScreen } from './messages-screen.tsx';
export { ConversationView } from './conversation-view.tsx';
export { readDraft, writeDraft } from './draft.ts';
export { getUnreadCount, MESSAGES_READ_EVENT, unreadLabel, useUnreadCount } from './unread-count.ts';
export { DocumentsSection } from './documents/documents-section.tsx';
