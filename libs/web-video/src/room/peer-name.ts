import type { Appointment } from '@emind/contracts';
import { titledPsychologistName, type SessionRoomRole } from '@emind/domain';

type RoomPeople = Pick<Appointment, 'client_name' | 'psychologist_data'>;

/**
 * How the room names the other person: the patient sees 'Psicóloga Valentina Rojas' (the title by gender, the name
 * alone when it is not given), the psychologist the patient's name; neutral words while the appointment is unknown.
 */
export function peerNameOf(role: SessionRoomRole, people: RoomPeople | undefined): string {
  if (role === 'psychologist') return people?.client_name.trim() || 'Tu paciente';
  if (!people) return 'Tu profesional';
  return titledPsychologistName(people.psychologist_data.name, people.psychologist_data.gender);
}
