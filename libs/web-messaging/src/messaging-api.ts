import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Conversation, Message, MessagePage, MessagingSettings, UnreadCount } from '@emind/contracts';
import { apiBlob, apiRequest, NetworkError, saveBlob } from '@emind/web-api';

/** Every query of the messages screens starts with this key: a live 'changed' event refreshes them all. */
export const MESSAGING_KEY = 'messaging';

export const getConversations = (): Promise<Conversation[]> => apiRequest<Conversation[]>('/messages/conversations/');

/** Finds or opens the conversation with the person of this profile id (404 when never in care together). */
export const openConversationWith = (profileId: number): Promise<Conversation> =>
  apiRequest<Conversation>('/messages/conversations/', { method: 'POST', body: { with: profileId } });

export function getMessagePage(id: number, before?: number): Promise<MessagePage> {
  return apiRequest<MessagePage>(`/messages/conversations/${id}/messages/${before ? `?before=${before}` : ''}`);
}

export interface Outgoing {
  text: string;
  file: File | null;
  /** The same for every try of one send, so a retry after a lost answer is written once (the service's Idempotency-Key). */
  key: string;
}

export function sendMessage(id: number, { text, file, key }: Outgoing): Promise<Message> {
  const headers = { 'Idempotency-Key': key };
  if (!file) return apiRequest<Message>(`/messages/conversations/${id}/messages/`, { method: 'POST', body: { text }, headers });
  const form = new FormData();
  form.append('text', text);
  form.append('file', file);
  return apiRequest<Message>(`/messages/conversations/${id}/messages/`, { method: 'POST', formData: form, headers });
}

/** A key for one send: random, and available on plain http too (randomUUID is not). */
export function newSendKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const markConversationRead = (id: number, upTo: number): Promise<UnreadCount> =>
  apiRequest<UnreadCount>(`/messages/conversations/${id}/read/`, { method: 'POST', body: { up_to: upTo } });

export const closeConversation = (id: number): Promise<Conversation> =>
  apiRequest<Conversation>(`/messages/conversations/${id}/`, { method: 'PATCH', body: { closed: true } });

export const getMessagingSettings = (): Promise<MessagingSettings> => apiRequest<MessagingSettings>('/messages/settings/');

export const saveMessagingSettings = (answeringHours: string): Promise<MessagingSettings> =>
  apiRequest<MessagingSettings>('/messages/settings/', { method: 'PATCH', body: { answering_hours: answeringHours } });

/** Saves a message's file under the name it was sent with (the link needs the session's token, so it is fetched). */
export async function downloadAttachment(url: string, name: string): Promise<void> {
  saveBlob(await apiBlob(url.replace(/^\/api/, '')), name);
}

export const useConversations = () => useQuery({ queryKey: [MESSAGING_KEY, 'conversations'], queryFn: getConversations });

/** Pages newest first; the view shows them oldest at the top. */
export function useMessagePages(id: number) {
  return useInfiniteQuery({
    queryKey: [MESSAGING_KEY, 'messages', id],
    queryFn: ({ pageParam }) => getMessagePage(id, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.has_more ? last.messages.at(-1)?.id : undefined),
  });
}

/** A send lost on the way (no answer) is tried again twice with the same key: the service writes it once. */
export function useSendMessage(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (outgoing: Outgoing) => sendMessage(id, outgoing),
    retry: (failures, error) => error instanceof NetworkError && failures < 2,
    onSuccess: () => client.invalidateQueries({ queryKey: [MESSAGING_KEY] }),
  });
}

export function useCloseConversation(id: number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => closeConversation(id), onSuccess: () => client.invalidateQueries({ queryKey: [MESSAGING_KEY] }) });
}
