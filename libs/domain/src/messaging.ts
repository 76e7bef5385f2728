/** Secure messages between a patient and their psychologist (issue 41): the rules both the service and the screens use. */

/** The longest message, in characters. */
export const MESSAGE_MAX_CHARS = 4000;
/** Messages in one page, newest first; older pages come with `before`. */
export const MESSAGE_PAGE_SIZE = 30;
export const MESSAGE_PAGE_MAX = 100;
/** The psychologist's answering hours, a free line of text shown to the patient. */
export const ANSWERING_HOURS_MAX_CHARS = 200;
/** An attachment: PDF, JPEG or PNG (checked by content), at most 10 MB. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** The file input's `accept`: what the picker offers (the service checks the content anyway). */
export const ATTACHMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
/** The `Idempotency-Key` a client names a send with, so a retry is written once (letters, digits, '-' and '_'). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export const messagingMessages = {
  empty: 'Escribe un mensaje.',
  // Written out, not formatted: a call at module level would keep this module in every bundle importing the domain.
  tooLong: 'El mensaje puede tener hasta 4.000 caracteres.',
  hoursTooLong: `El horario puede tener hasta ${ANSWERING_HOURS_MAX_CHARS} caracteres.`,
  notFound: 'Conversación no encontrada.',
  closed: 'Esta conversación está cerrada: ya no se pueden enviar mensajes.',
  badBefore: 'El parámetro before debe ser el id de un mensaje.',
  badLimit: `El parámetro limit debe ser un número entre 1 y ${MESSAGE_PAGE_MAX}.`,
  badUpTo: 'up_to debe ser el id de un mensaje.',
  badWith: 'with debe ser el id de perfil de la otra persona.',
  badClosed: 'closed debe ser true o false.',
  notInCare: 'No tienes sesiones con esta persona: no pueden conversar.',
  emptyWithoutFile: 'Escribe un mensaje o adjunta un archivo.',
  fileWrongType: 'El archivo debe ser un PDF, JPEG o PNG.',
  fileNotWhatItsNameSays: 'El contenido del archivo no corresponde a su nombre: debe ser un PDF, JPEG o PNG.',
  fileTooLarge: 'El archivo puede pesar hasta 10 MB.',
  fileEmpty: 'El archivo está vacío.',
  fileMissing: 'Este mensaje no tiene un archivo.',
  badIdempotencyKey: 'La cabecera Idempotency-Key debe tener de 8 a 100 letras, números, guiones o guiones bajos.',
  idempotencyKeyReused: 'Esta Idempotency-Key ya se usó para otro mensaje.',
} as const;

/** Said always on the patient's side: messages are not an emergency line. */
export const messagesNotUrgent =
  'Los mensajes no se leen a toda hora. Si estás en crisis o necesitas ayuda ahora, no esperes una respuesta aquí:';

/** The mail that tells, never shows: no content, only who wrote. */
export const newMessageMailSubject = (senderName: string): string => `Tienes un mensaje nuevo de ${senderName}`;

export const unreadMessagesLabel = (count: number): string =>
  count === 0 ? 'No tienes mensajes sin leer' : count === 1 ? '1 mensaje sin leer' : `${count} mensajes sin leer`;

/** The browser event the messages screens dispatch when a conversation is read, so every unread badge asks again. */
export const MESSAGES_READ_EVENT = 'emind:messages-read';

/** 'Mensajes' of a role's area: `/dashboard/mensajes` or `/psicologo/dashboard/mensajes` (the mail links here too). */
export const MESSAGES_SEGMENT = 'mensajes';

/** An attachment's size as the screens show it, with Chile's decimal comma: '850 KB', '1,5 MB'. */
export function attachmentSizeLabel(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(Math.round((bytes / (1024 * 1024)) * 10) / 10).toString().replace('.', ',')} MB`;
}
