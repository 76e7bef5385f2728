/** The patient area's routes: `path` is relative to the area's mount point, `getHref()` is absolute. */
const area = '/dashboard';

export const paths = {
  home: { path: '', getHref: () => area },
  profile: { path: 'profile', getHref: () => `${area}/profile` },
  // MESSAGES_SEGMENT of @emind/domain, written out: importing it would bring the domain's messaging texts into the home's first download.
  messages: { path: 'mensajes', getHref: () => `${area}/mensajes` },
  /** 'Enviar mensaje': 'Mensajes' opening (or starting) the conversation with this profile id (libs/web-messaging WITH_PARAM). */
  conversationWith: { getHref: (profileId: number) => `${area}/mensajes?con=${profileId}` },
  appointments: { path: 'appointments', getHref: () => `${area}/appointments` },
  reviews: { path: 'reviews', getHref: () => `${area}/reviews` },
  intake: { path: 'ficha-de-ingreso', getHref: () => `${area}/ficha-de-ingreso` },
  // The reminder mail links here (services/measures measure-mails.ts); `?asignacion=` opens one questionnaire.
  questionnaires: { path: 'cuestionarios', getHref: () => `${area}/cuestionarios` },
  certificates: { path: 'reembolsos', getHref: () => `${area}/reembolsos` },
  specialists: { getHref: () => '/especialistas' },
  /** A psychologist's booking (mf-public): the profile with the booking modal open. */
  booking: { getHref: (psychologistId: number) => `/especialistas/${psychologistId}/agendar` },
  /** A card payment's page (mf-public): its result, or 'Reintentar pago' while the hold lasts. */
  cardPayment: { getHref: (appointmentId: number) => `/pago/${appointmentId}` },
} as const;
