import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Conversation, Message, MessagePage, MessagingSettings } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

/** Every query of the messages screens starts with this key: a live 'changed' event refreshes them all. */
export const MESSAGING_KEY = 'messaging';

export const getConversations = (): Promise<Conversation[]> => apiRequest<Conversation[]>('/messaging/conversations/');

export function getMessagePage(id: number, before?: number): Promise<MessagePage> {
  return apiRequest<MessagePage>(`/messaging/conversations/${id}/messages/${before ? `?before=${before}` : ''}`);
}

export const sendMessage = (id: number, body: string): Promise<Message> =>
  apiRequest<Message>(`/messaging/conversations/${id}/messages/`, { method: 'POST', body: { body } });

export const markConversationRead = (id: number): Promise<{ unread: number }> =>
  apiRequest<{ unread: number }>(`/messaging/conversations/${id}/read/`, { method: 'POST' });

export const closeConversation = (id: number): Promise<null> => apiRequest<null>(`/messaging/conversations/${id}/close/`, { method: 'POST' });

export const getMessagingSettings = (): Promise<MessagingSettings> => apiRequest<MessagingSettings>('/messaging/settings/');

export const saveMessagingSettings = (answeringHours: string): Promise<MessagingSettings> =>
  apiRequest<MessagingSettings>('/messaging/settings/', { method: 'PATCH', body: { answering_hours: answeringHours } });

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

export function useSendMessage(id: number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (body: string) => sendMessage(id, body), onSuccess: () => client.invalidateQueries({ queryKey: [MESSAGING_KEY] }) });
}

export function useCloseConversation(id: number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => closeConversation(id), onSuccess: () => client.invalidateQueries({ queryKey: [MESSAGING_KEY] }) });
}
