/** The psychologist area's routes: `path` is relative to the area's mount point, `getHref()` is absolute. */
const area = '/psicologo/dashboard';

export const paths = {
  home: { path: '', getHref: () => area },
  profile: { path: 'profile', getHref: () => `${area}/profile` },
  // MESSAGES_SEGMENT of @emind/domain, written out: importing it would bring the domain's messaging texts into the home's first download.
  messages: { path: 'mensajes', getHref: () => `${area}/mensajes` },
  /** 'Enviar mensaje': 'Mensajes' opening (or starting) the conversation with this profile id (libs/web-messaging WITH_PARAM). */
  conversationWith: { getHref: (profileId: number) => `${area}/mensajes?con=${profileId}` },
  schedule: { path: 'schedule', getHref: () => `${area}/schedule` },
  patients: { path: 'patients', getHref: () => `${area}/patients` },
  patient: { path: 'patients/:id', getHref: (id: number) => `${area}/patients/${id}` },
  payments: { path: 'payments', getHref: () => `${area}/payments` },
  reviews: { path: 'reviews', getHref: () => `${area}/reviews` },
  // The boleta reminder mail links to the pending list (services/billing).
  boletas: { path: 'boletas', getHref: () => `${area}/boletas` },
  income: { path: 'ingresos', getHref: () => `${area}/ingresos` },
} as const;
