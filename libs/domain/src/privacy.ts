/**
 * Data rights (Ley 21.719, Ley 20.584): the legal documents a person accepts, what an access-log entry names,
 * and the requests a person can make about their data.
 */

export const legalDocuments = ['terms', 'privacy'] as const;
export type LegalDocument = (typeof legalDocuments)[number];

export const legalDocumentLabels: Record<LegalDocument, string> = {
  terms: 'Términos y Condiciones',
  privacy: 'Política de Privacidad',
};

/** The version in force of each document; a person who accepted an older one is asked again at the next login. */
export const currentLegalVersions: Record<LegalDocument, string> = {
  terms: '2026-12-01',
  privacy: '2026-12-01',
};

/** Mail a person may turn off; service mail (bookings, payments, password reset) cannot be. */
export const optionalMailKinds = ['reminders', 'waitlist'] as const;
export type OptionalMailKind = (typeof optionalMailKinds)[number];

export const optionalMailLabels: Record<OptionalMailKind, string> = {
  reminders: 'Recordatorios de sesiones',
  waitlist: 'Avisos de lista de espera',
};

/**
 * What someone else read about a person: every access-log entry names one of these. The first ones are reads of one
 * record (one entry per read); the `accessListReads` are lists and dashboards, coalesced (one entry per reader, person
 * and kind in each window, see server-kit's `recordListAccess`).
 */
export const accessListReads = [
  'agenda',
  'patient_list',
  'payment_verification',
  'time_off_list',
  'review_list',
  'psychologist_list',
  'document_list',
  'data_requests',
  'calendar_feed',
  'measures_summary',
  'billing_list',
  'messages',
  'shared_documents',
] as const;
export type AccessListRead = (typeof accessListReads)[number];

export const accessResources = [
  'appointment',
  'patient_detail',
  'clinical_notes',
  'payment_proof',
  'patient_record',
  'verification_document',
  'bank_data',
  'review',
  'psychologist_record',
  'session_attendance',
  'measures',
  'intake',
  'boleta',
  'message_attachment',
  'shared_document',
  ...accessListReads,
] as const;
export type AccessResource = (typeof accessResources)[number];

/** The admin's audit view names each kind of read. */
export const accessResourceLabels: Record<AccessResource, string> = {
  appointment: 'Detalle de una cita',
  patient_detail: 'Ficha de paciente',
  clinical_notes: 'Notas clínicas',
  payment_proof: 'Comprobante de pago',
  patient_record: 'Registro de paciente (administración)',
  verification_document: 'Documento de verificación',
  bank_data: 'Datos bancarios',
  review: 'Reseña (moderación)',
  psychologist_record: 'Ficha de psicólogo (administración)',
  session_attendance: 'Asistencia a una sesión por video',
  measures: 'Cuestionarios y puntajes (PHQ-9, GAD-7)',
  intake: 'Ficha de ingreso',
  agenda: 'Agenda de citas del psicólogo',
  patient_list: 'Lista de pacientes',
  payment_verification: 'Verificación de pagos (administración)',
  time_off_list: 'Citas afectadas por una ausencia',
  review_list: 'Lista de reseñas',
  psychologist_list: 'Lista de psicólogos (administración)',
  document_list: 'Lista de documentos de verificación',
  data_requests: 'Solicitudes de datos (administración)',
  calendar_feed: 'Calendario sincronizado del psicólogo',
  measures_summary: 'Últimos puntajes de cuestionarios (agenda del psicólogo)',
  boleta: 'Boleta de una sesión',
  message_attachment: 'Archivo adjunto a un mensaje',
  billing_list: 'Boletas pendientes e ingresos del mes',
  messages: 'Mensajes con un paciente',
  shared_documents: 'Documentos compartidos con un paciente',
  shared_document: 'Documento compartido con un paciente (PDF)',
};

/** 'Quién ha visto mis datos' says what was seen to the person it is about: "<nombre> vio <this>". */
export const accessResourceSeenByOthers: Record<AccessResource, string> = {
  appointment: 'el detalle de una de tus citas',
  patient_detail: 'tu ficha de paciente',
  clinical_notes: 'tus notas clínicas',
  payment_proof: 'un comprobante de pago tuyo',
  patient_record: 'tu registro de paciente',
  verification_document: 'un documento de verificación tuyo',
  bank_data: 'tus datos bancarios',
  review: 'una reseña tuya',
  psychologist_record: 'tu ficha de psicólogo',
  session_attendance: 'cuándo entraste y saliste de una sesión por video',
  measures: 'tus cuestionarios y puntajes',
  intake: 'tu ficha de ingreso',
  agenda: 'tu agenda de citas',
  patient_list: 'tus datos en una lista de pacientes',
  payment_verification: 'tus pagos por verificar',
  time_off_list: 'tus citas afectadas por una ausencia',
  review_list: 'tus reseñas en una lista',
  psychologist_list: 'tus datos en la lista de psicólogos',
  document_list: 'la lista de tus documentos de verificación',
  data_requests: 'tus solicitudes de datos',
  calendar_feed: 'tus sesiones en su calendario sincronizado',
  measures_summary: 'tus últimos puntajes de cuestionarios en su agenda',
  boleta: 'la boleta de una de tus sesiones',
  message_attachment: 'un archivo que le enviaste en un mensaje',
  billing_list: 'tus sesiones pagadas en sus boletas pendientes o ingresos del mes',
  messages: 'tus mensajes con él o ella',
  shared_documents: 'la lista de documentos que te compartió',
  shared_document: 'un documento que te compartió',
};

export const privacyRequestKinds = ['export', 'erasure'] as const;
export type PrivacyRequestKind = (typeof privacyRequestKinds)[number];

/** pending: services are writing their parts; ready: export downloadable; done: erasure finished; expired: export deleted. */
export const privacyRequestStatuses = ['pending', 'ready', 'done', 'expired'] as const;
export type PrivacyRequestStatus = (typeof privacyRequestStatuses)[number];

export const privacyRequestStatusLabels: Record<PrivacyRequestStatus, string> = {
  pending: 'En preparación',
  ready: 'Lista para descargar',
  done: 'Completada',
  expired: 'Expirada',
};

/** How long a prepared export may be downloaded. */
export const EXPORT_DOWNLOAD_DAYS = 7;

/** The name shown for an erased account wherever its past sessions or reviews still appear. */
export const ERASED_PATIENT_NAME = 'Paciente eliminado';
export const ERASED_PSYCHOLOGIST_NAME = 'Psicólogo eliminado';
export const ANONYMOUS_REVIEWER_NAME = 'Paciente anónimo';

export const privacyMessages = {
  wrongPassword: 'La contraseña no es correcta.',
  upcomingSessions: 'No puedes eliminar tu cuenta mientras tengas sesiones pagadas o confirmadas por realizar. Cancélalas primero desde Mis Citas.',
  exportPending: 'Ya tienes una exportación en preparación.',
  exportNotFound: 'No encontramos esa exportación.',
  exportExpired: 'Esta exportación ya expiró. Solicita una nueva.',
  consentRequired: 'Debes aceptar la versión vigente de los documentos para continuar.',
} as const;
