import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@emind/web-api';
import type { SessionRoom } from '@emind/contracts';
import type { SessionRoomState } from '@emind/domain';
import { closedNoticeOf, leftRoomNotice, refusalNotice } from './closed-notice.ts';

const room = (state: SessionRoomState): SessionRoom => ({
  appointment_id: 7,
  role: 'patient',
  state,
  opens_at: '2026-06-01T12:50:00Z',
  closes_at: '2026-06-01T14:15:00Z',
  starts_at: '2026-06-01T13:00:00Z',
  ends_at: '2026-06-01T14:00:00Z',
});

describe('closedNoticeOf', () => {
  it('lets an open room through', () => {
    expect(closedNoticeOf(room('open'))).toBeNull();
  });

  it('gives the opening time in Chile when it is too early', () => {
    expect(closedNoticeOf(room('early'))?.detail).toBe('Podrás entrar desde el 1 de junio de 2026 a las 08:50 (hora de Chile).');
  });

  it.each([
    ['closed', 'La sala ya cerró'],
    ['ended', 'La sesión finalizó'],
    ['not_confirmed', 'La cita aún no está confirmada'],
  ] as const)('explains a %s room', (state, title) => {
    expect(closedNoticeOf(room(state))?.title).toBe(title);
  });
});

describe('refusalNotice', () => {
  it('tells a stranger the room is not theirs', () => {
    expect(refusalNotice(new ApiError(404, { detail: 'No encontrado.' })).title).toBe('Sala no disponible');
  });

  it('asks to retry when there was no answer', () => {
    expect(refusalNotice(new NetworkError()).title).toBe('No pudimos abrir la sala');
  });
});

describe('leftRoomNotice', () => {
  it("shows the server's reason when the call ended because the appointment or an account did", () => {
    expect(leftRoomNotice('ended', 'La cita ya no está confirmada (se canceló o cambió de estado).')).toEqual({
      title: 'La videollamada terminó', detail: 'La cita ya no está confirmada (se canceló o cambió de estado).',
    });
  });

  it('thanks the person when the psychologist ended it, and points to the other tab when replaced', () => {
    expect(leftRoomNotice('ended', null).title).toBe('La sesión finalizó');
    expect(leftRoomNotice('replaced', null).title).toBe('Abriste esta sesión en otra pestaña');
  });
});

describe('leaving on purpose', () => {
  it("says the camera is off and the room can be entered again, not that the session ended", () => {
    const notice = leftRoomNotice('left', null);
    expect(notice.title).toBe('Saliste de la sesión');
    expect(notice.detail).toContain('Puedes volver a entrar');
  });
});
