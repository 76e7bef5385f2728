/** Every URL this remote links to; screens never spell a path by hand. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  about: { path: '/quienes-somos', getHref: () => '/quienes-somos' },
  contact: { path: '/contacto', getHref: () => '/contacto' },
  faq: { path: '/preguntas-frecuentes', getHref: () => '/preguntas-frecuentes' },
  terms: { path: '/terminos-y-condiciones', getHref: () => '/terminos-y-condiciones' },
  termsAlias: { path: '/terminos', getHref: () => '/terminos' },
  privacy: { path: '/privacidad', getHref: () => '/privacidad' },
  specialists: {
    path: '/especialistas',
    getHref: () => '/especialistas',
  },
  specialist: { path: '/especialistas/:id', getHref: (id: number | string) => `/especialistas/${id}` },
  /** Spec 2's booking route: the profile with the booking modal open. */
  booking: { path: '/especialistas/:id/agendar', getHref: (id: number | string) => `/especialistas/${id}/agendar` },
  /** The URL at the foot of every reimbursement certificate (services/billing prints it); without a code, a form asks for one. */
  verificationForm: { path: '/verificar', getHref: () => '/verificar' },
  verification: { path: '/verificar/:code', getHref: (code: string) => `/verificar/${encodeURIComponent(code)}` },
  /** Where Webpay's return lands (services/payments answers Transbank's return with a 303 here). */
  paymentReturn: { path: '/pago/:id', getHref: (id: number | string) => `/pago/${id}` },
  myAppointments: { getHref: () => '/dashboard/appointments' },
  /** The shell's login screen; `redirect` brings the user back after signing in. */
  login: { getHref: (redirect?: string) => (redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login') },
  register: { path: '/registro', getHref: () => '/registro' },
} as const;
