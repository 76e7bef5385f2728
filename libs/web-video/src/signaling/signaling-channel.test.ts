import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '@emind/web-api';
import type { SessionTicket } from '@emind/contracts';
import { SignalingChannel } from './signaling-channel.ts';

class FakeSocket {
  static readonly OPEN = 1;
  static opened: FakeSocket[] = [];
  readyState = FakeSocket.OPEN;
  sent: string[] = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason?: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.readyState = 3;
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const ticket = (name: string): SessionTicket => ({
  ticket: name,
  ice_servers: [{ urls: ['turn:127.0.0.1:3478?transport=udp'], username: '1:a', credential: 'c' }],
  ice_transport_policy: 'relay',
  role: 'patient',
  opens_at: '2026-06-01T12:50:00Z',
  closes_at: '2026-06-01T14:15:00Z',
});

const lastSocket = () => FakeSocket.opened.at(-1)!;

describe('SignalingChannel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.opened = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens the socket with a fresh ticket and follows the room', async () => {
    const channel = new SignalingChannel('7', vi.fn().mockResolvedValue(ticket('uno')));
    channel.start();
    await vi.waitFor(() => expect(FakeSocket.opened).toHaveLength(1));
    expect(lastSocket().url).toMatch(/\/api\/sessions\/7\/ws\?ticket=uno$/);
    expect(channel.getSnapshot().ice).toEqual({
      iceServers: [{ urls: ['turn:127.0.0.1:3478?transport=udp'], username: '1:a', credential: 'c' }],
      iceTransportPolicy: 'relay',
    });
    lastSocket().receive({ type: 'welcome', role: 'patient', admitted: false, peer: 'absent' });
    expect(channel.getSnapshot()).toMatchObject({ status: 'open', admitted: false, peer: 'absent', connections: 1 });
    lastSocket().receive({ type: 'admitted' });
    lastSocket().receive({ type: 'peer', peer: 'in_call' });
    expect(channel.getSnapshot()).toMatchObject({ admitted: true, peer: 'in_call' });
    expect(channel.send({ type: 'signal', payload: { from: 'a', candidate: null } })).toBe(true);
    expect(lastSocket().sent).toEqual(['{"type":"signal","payload":{"from":"a","candidate":null}}']);
  });

  it('reconnects with a new ticket after a drop, and when the browser is back online at once', async () => {
    const openTicket = vi.fn().mockResolvedValueOnce(ticket('uno')).mockRejectedValueOnce(new NetworkError()).mockResolvedValue(ticket('dos'));
    const channel = new SignalingChannel('7', openTicket);
    channel.start();
    await vi.waitFor(() => expect(FakeSocket.opened).toHaveLength(1));
    lastSocket().drop(1006);
    expect(channel.getSnapshot().status).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(500);
    expect(openTicket).toHaveBeenCalledTimes(2);
    expect(FakeSocket.opened).toHaveLength(1);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(FakeSocket.opened).toHaveLength(2));
    expect(lastSocket().url).toMatch(/ticket=dos$/);
  });

  it('stops for good when the session ends or another tab takes over', async () => {
    const openTicket = vi.fn().mockResolvedValue(ticket('uno'));
    const channel = new SignalingChannel('7', openTicket);
    channel.start();
    await vi.waitFor(() => expect(FakeSocket.opened).toHaveLength(1));
    lastSocket().drop(4409);
    expect(channel.getSnapshot().status).toBe('replaced');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(openTicket).toHaveBeenCalledTimes(1);
  });

  it('stops with the reason when the call ends because the appointment or an account did', async () => {
    const openTicket = vi.fn().mockResolvedValue(ticket('uno'));
    const channel = new SignalingChannel('7', openTicket);
    channel.start();
    await vi.waitFor(() => expect(FakeSocket.opened).toHaveLength(1));
    lastSocket().receive({ type: 'welcome', role: 'patient', admitted: true, peer: 'in_call' });
    lastSocket().drop(4001);
    expect(channel.getSnapshot()).toMatchObject({ status: 'ended', notice: 'La cita ya no está confirmada (se canceló o cambió de estado).' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(openTicket).toHaveBeenCalledTimes(1);
  });

  it('comes back after being cut off for sending too much, saying why', async () => {
    const openTicket = vi.fn().mockResolvedValue(ticket('uno'));
    const channel = new SignalingChannel('7', openTicket);
    channel.start();
    await vi.waitFor(() => expect(FakeSocket.opened).toHaveLength(1));
    lastSocket().drop(4429);
    expect(channel.getSnapshot()).toMatchObject({ status: 'reconnecting', notice: expect.stringContaining('Demasiados mensajes') });
    await vi.advanceTimersByTimeAsync(500);
    await vi.waitFor(() => expect(FakeSocket.opened).toHaveLength(2));
  });

  it('tells an ended session from another refusal of the ticket', async () => {
    const ended = new SignalingChannel('7', vi.fn().mockRejectedValue(new ApiError(409, { code: 'session_ended', detail: 'El psicólogo finalizó esta sesión.' })));
    ended.start();
    await vi.waitFor(() => expect(ended.getSnapshot().status).toBe('ended'));
    const closed = new SignalingChannel('7', vi.fn().mockRejectedValue(new ApiError(409, { code: 'room_not_open', detail: 'La sala de esta sesión ya cerró.' })));
    closed.start();
    await vi.waitFor(() => expect(closed.getSnapshot()).toMatchObject({ status: 'refused', notice: 'La sala de esta sesión ya cerró.' }));
  });
});
