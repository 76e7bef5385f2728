import { describe, expect, it } from 'vitest';
import { appointmentStatuses } from './appointments.ts';
import { meetingLinkOf } from './meeting-link.ts';

describe('the meeting link', () => {
  it.each(appointmentStatuses.map((status) => [status, status === 'CONFIRMED' ? 'https://meet.example/emind-room' : null] as const))(
    'of a %s session with a room is %s',
    (status, link) => {
      expect(meetingLinkOf({ status, meeting_room: 'emind-room' }, 'https://meet.example')).toBe(link);
    },
  );

  it('is absent while the session has no room', () => {
    expect(meetingLinkOf({ status: 'CONFIRMED', meeting_room: null }, 'https://meet.example')).toBeNull();
  });
});
