import type { Appointment } from '@emind/contracts';
import { titledPsychologistName, type SessionRoomRole } from '@emind/domain';

type RoomPeople = Pick<Appointment, 'client_name' | 'psychologist_data'>;

/**
 * How the room names the other person: the patient sees 'Psicóloga Valentina Rojas' (the title by gender, the name
 * alone when it is not given); the psychologist 'Tu paciente' (the room does not read the appointment for them).
 */
export function peerNameOf(role: SessionRoomRole, people: RoomPeople | undefined): string {
  if (role === 'psychologist') return 'Tu paciente';
  if (!people) return 'Tu profesional';
  return titledPsychologistName(people.psychologist_data.name, people.psychologist_data.gender);
}
