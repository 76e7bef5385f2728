import { appointmentStatusLabels, formatShortDateTime, genders, paymentMethods, roleLabels, verificationStatusLabels } from '@emind/domain';

/** The export's field names as the resumen shows them to the person (datos.json keeps the names programs read). */
const fieldLabels: Record<string, string> = {
  id: 'N.º', code: 'Código', appointment: 'Cita', appointment_code: 'Código de la cita', appointment_date: 'Fecha de la cita',
  appointments: 'Citas', appointments_as_psychologist: 'Citas como psicólogo/a', account: 'Cuenta', profile: 'Perfil',
  professional_profile: 'Perfil profesional', first_name: 'Nombres', last_name: 'Apellidos', email: 'Correo electrónico',
  user_email: 'Correo electrónico', phone: 'Teléfono', rut: 'RUT', gender: 'Género', region: 'Región', city: 'Comuna',
  birth_date: 'Fecha de nacimiento', user_type: 'Tipo de cuenta', role: 'Rol', is_active: 'Cuenta activa',
  created_at: 'Creado el', updated_at: 'Actualizado el', last_login_at: 'Último ingreso', date: 'Fecha', start_time: 'Inicio',
  end_time: 'Término', status: 'Estado', from_status: 'Estado anterior', to_status: 'Estado nuevo', changed_by_role: 'Cambiado por',
  history: 'Historial', note: 'Nota', notes: 'Notas', client_notes: 'Notas del paciente', amount: 'Monto', payment_amount: 'Monto pagado',
  payment_method: 'Medio de pago', payment: 'Pago', payments: 'Pagos', proof_file: 'Comprobante', proof_uploaded_at: 'Comprobante subido el',
  meeting_link: 'Enlace de la sesión', is_first_session: 'Primera sesión', psychologist: 'Psicólogo/a', psychologist_name: 'Psicólogo/a',
  patient: 'Paciente', client: 'Paciente', other_party_name: 'Con', other_first_name: 'Nombres de la otra persona',
  other_last_name: 'Apellidos de la otra persona', professional_title: 'Título profesional', profile_image: 'Foto de perfil',
  bank_name: 'Banco', bank_account_type: 'Tipo de cuenta bancaria', bank_account_number: 'Número de cuenta',
  bank_account_owner: 'Titular de la cuenta', bank_account_owner_rut: 'RUT del titular', bank_account_owner_email: 'Correo del titular',
  consents: 'Consentimientos', accepted_at: 'Aceptado el', accepted_version: 'Versión aceptada', current_version: 'Versión vigente',
  version: 'Versión', versions: 'Versiones', document: 'Documento', documents: 'Documentos', document_type: 'Tipo de documento',
  kind: 'Tipo', label: 'Nombre', optional_mail: 'Correos opcionales', mail_preferences: 'Preferencias de correo',
  login_attempts: 'Intentos de ingreso', password_resets: 'Cambios de contraseña', requested_at: 'Solicitado el', ready_at: 'Listo el',
  expires_at: 'Vence el', data_requests: 'Solicitudes de datos', contact_messages: 'Mensajes de contacto', subject: 'Asunto',
  text: 'Texto', comment: 'Comentario', rating: 'Valoración', reviews: 'Reseñas', reviews_written: 'Reseñas escritas',
  reviews_received: 'Reseñas recibidas', reviews_moderated: 'Reseñas moderadas', published: 'Publicada', reviewed_at: 'Revisada el',
  rejection_reason: 'Motivo del rechazo', reason: 'Motivo', written_at: 'Escrita el', author: 'Autor/a',
  accesses_by_admins: 'Accesos de administradores', accesses_by_others: 'Accesos de otras personas', actor_name: 'Quién',
  actor_role: 'Rol de quien accedió', resource: 'Dato', resource_id: 'N.º del dato', description: 'Descripción',
  schedule: 'Horario', schedule_blocks: 'Bloques de horario', session_dates: 'Fechas de sesión', sessions: 'Sesiones',
  session_attendance: 'Asistencia a sesiones', started_at: 'Comenzó el', ended_at: 'Terminó el', hours_taken: 'Horas',
  intake: 'Ficha de ingreso', emergency_contact: 'Contacto de emergencia', medication: 'Medicamentos', previous_therapy: 'Terapia previa',
  questionnaires_assigned: 'Cuestionarios asignados', questionnaire_answers: 'Respuestas a cuestionarios', instrument: 'Cuestionario',
  answers: 'Respuestas', answered_at: 'Respondido el', assigned_at: 'Asignado el', due_at: 'Plazo', completed_at: 'Completado el',
  score: 'Puntaje', severity: 'Severidad', safety_alert: 'Alerta de seguridad', safety_alerts: 'Alertas de seguridad',
  boletas: 'Boletas', folio: 'Folio', issued_on: 'Emitida el', issued_at: 'Emitido el', certificates: 'Certificados',
  receiver: 'Recibe', refunds: 'Reembolsos', refunded_at: 'Reembolsado el', card_payments: 'Pagos con tarjeta',
  authorization_code: 'Código de autorización', buy_order: 'Orden de compra', payouts: 'Pagos a psicólogos',
  conversations: 'Conversaciones', messages: 'Mensajes', sent_at: 'Enviado el', from_me: 'Enviado por ti', closed_at: 'Cerrada el',
  file_name: 'Archivo', filename: 'Archivo', size: 'Tamaño (bytes)', mime: 'Tipo de archivo', uploaded_at: 'Subido el',
  verification_status: 'Estado de verificación', verification_documents: 'Documentos de verificación', university: 'Universidad',
  graduation_year: 'Año de titulación', health_register_number: 'N.º de Registro Nacional de Prestadores', specialties: 'Especialidades',
  intervention_areas: 'Áreas de intervención', target_populations: 'Poblaciones', experience_description: 'Experiencia',
  suggested_prices: 'Precios propuestos', approved_price: 'Precio aprobado', online_consent_version: 'Versión del consentimiento',
  online_consent_accepted_at: 'Consentimiento aceptado el', online_consent_address: 'Dirección declarada', patient_marks: 'Marcas del paciente',
  refused_as_minor_at: 'Rechazado por edad el', intake_reminder_sent_at: 'Recordatorio de ficha enviado el', years: 'Años',
};

/** Enum values as the screens name them (the same maps), so no 'PENDING_PAYMENT' or 'client' reaches the document. */
const valueLabels: Record<string, string> = {
  ...appointmentStatusLabels,
  ...verificationStatusLabels,
  ...Object.fromEntries(genders.map((gender) => [gender.value, gender.label])),
  ...roleLabels,
  ...Object.fromEntries(paymentMethods.map((method) => [method.id, method.name])),
};

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** A field's name in Spanish; one the list misses still reads as words rather than snake_case. */
export const fieldLabel = (key: string): string => fieldLabels[key] ?? capitalised(key.replace(/_/g, ' '));


/** A value as a person in Chile reads it: dd-mm-aaaa dates, 24-hour Chile times, enum values by their Spanish names. */
export function readableValue(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value))) return formatShortDateTime(value);
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (date) return `${date[3]}-${date[2]}-${date[1]}`;
  return valueLabels[value] ?? value;
}
