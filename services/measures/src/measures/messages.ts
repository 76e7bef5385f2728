/** What the measures API answers when it refuses, in the words a person reads. */
export const measuresMessages = {
  notYourPatient: 'Paciente no encontrado entre tus pacientes',
  alreadyAssigned: 'Este cuestionario ya está asignado a este paciente',
  assignmentNotFound: 'Asignación no encontrada',
  notAssignedToYou: 'Este cuestionario no está asignado a ti',
  notDueYet: 'Este cuestionario aún no está disponible para responder',
  alreadyAnswered: 'Ya respondiste este cuestionario para esta fecha',
  flagNotFound: 'Alerta no encontrada o ya revisada',
} as const;
