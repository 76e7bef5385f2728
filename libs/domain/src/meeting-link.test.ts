import { describe, expect, it } from 'vitest';
import { appointmentStatuses } from './appointments.ts';
import { meetingLinkOf, meetingRoomLink, type MeetingLinkSettings } from './meeting-link.ts';

const internal: MeetingLinkSettings = { video: 'internal', publicOrigin: 'https://e-mind.cl', meetingBaseUrl: 'https://meet.example' };
const external: MeetingLinkSettings = { ...internal, video: 'external' };

describe('the meeting link', () => {
  it.each(appointmentStatuses.map((status) => [status, status === 'CONFIRMED' ? 'https://e-mind.cl/sesion/42' : null] as const))(
    'of a %s session is %s: our own room by default',
    (status, link) => {
      expect(meetingLinkOf({ id: 42, status, meeting_room: 'emind-room' }, internal)).toBe(link);
    },
  );

  it.each(appointmentStatuses.map((status) => [status, status === 'CONFIRMED' ? 'https://meet.example/emind-room' : null] as const))(
    'of a %s session with EMIND_VIDEO=external is %s',
    (status, link) => {
      expect(meetingLinkOf({ id: 42, status, meeting_room: 'emind-room' }, external)).toBe(link);
    },
  );

  it('is our room even before an outside room was drawn; the outside link needs one', () => {
    expect(meetingLinkOf({ id: 7, status: 'CONFIRMED', meeting_room: null }, internal)).toBe('https://e-mind.cl/sesion/7');
    expect(meetingLinkOf({ id: 7, status: 'CONFIRMED', meeting_room: null }, external)).toBeNull();
  });

  it('for a calendar invitation, names the room whatever the status', () => {
    expect(meetingRoomLink({ id: 9, meeting_room: 'emind-room' }, internal)).toBe('https://e-mind.cl/sesion/9');
  });
});
