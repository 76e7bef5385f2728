/** Secure messages between a patient and their psychologist (issue 41): the rules both the service and the screens use. */

/** The longest message, in characters. */
export const MESSAGE_MAX_CHARS = 4000;
/** Messages in one page, newest first; older pages come with `before`. */
export const MESSAGE_PAGE_SIZE = 30;
export const MESSAGE_PAGE_MAX = 100;
/** The psychologist's answering hours, a free line of text shown to the patient. */
export const ANSWERING_HOURS_MAX_CHARS = 200;

export const messagingMessages = {
  empty: 'Escribe un mensaje.',
  // Written out, not formatted: a call at module level would keep this module in every bundle importing the domain.
  tooLong: 'El mensaje puede tener hasta 4.000 caracteres.',
  hoursTooLong: `El horario puede tener hasta ${ANSWERING_HOURS_MAX_CHARS} caracteres.`,
  notFound: 'Conversación no encontrada.',
  closed: 'Esta conversación está cerrada: ya no se pueden enviar mensajes.',
  badBefore: 'El parámetro before debe ser el id de un mensaje.',
  badLimit: `El parámetro limit debe ser un número entre 1 y ${MESSAGE_PAGE_MAX}.`,
} as const;

/** Said always on the patient's side: messages are not an emergency line. */
export const messagesNotUrgent =
  'Los mensajes no se leen a toda hora. Si estás en crisis o necesitas ayuda ahora, no esperes una respuesta aquí:';

/** The mail that tells, never shows: no content, only who wrote. */
export const newMessageMailSubject = (senderName: string): string => `Tienes un mensaje nuevo de ${senderName}`;

export const unreadMessagesLabel = (count: number): string => (count === 1 ? '1 mensaje sin leer' : `${count} mensajes sin leer`);

/** The browser event the messages screens dispatch when a conversation is read, so every unread badge asks again. */
export const MESSAGES_READ_EVENT = 'emind:messages-read';

/** 'Mensajes' of a role's area: `/dashboard/mensajes` or `/psicologo/dashboard/mensajes` (the mail links here too). */
export const MESSAGES_SEGMENT = 'mensajes';
