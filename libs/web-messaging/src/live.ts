import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { messagingLiveEventSchema, type MessagingTicket } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';
import { MESSAGING_KEY } from './messaging-api.ts';

const RECONNECT_MS = 5000;

/**
 * Listens on the live socket while the messages screen is open: each 'changed' event re-reads the conversations
 * through the API (the socket never carries content). A closed socket is reopened with a new ticket.
 */
export function useMessagingLive(): void {
  const client = useQueryClient();
  useEffect(() => {
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let stopped = false;
    const connect = async () => {
      try {
        const { ticket } = await apiRequest<MessagingTicket>('/messages/ticket/', { method: 'POST' });
        if (stopped) return;
        const origin = window.location.origin.replace(/^http/, 'ws');
        socket = new WebSocket(`${origin}/api/messages/ws?ticket=${encodeURIComponent(ticket)}`);
        socket.onmessage = (event: MessageEvent<string>) => {
          const parsed = messagingLiveEventSchema.safeParse(JSON.parse(event.data));
          if (parsed.success) void client.invalidateQueries({ queryKey: [MESSAGING_KEY] });
        };
        socket.onclose = () => {
          if (!stopped) timer = setTimeout(() => void connect(), RECONNECT_MS);
        };
      } catch {
        if (!stopped) timer = setTimeout(() => void connect(), RECONNECT_MS);
      }
    };
    void connect();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      socket?.close();
    };
  }, [client]);
}
