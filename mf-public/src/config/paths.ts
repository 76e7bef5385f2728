/** Every URL this remote links to; screens never spell a path by hand. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  about: { path: '/quienes-somos', getHref: () => '/quienes-somos' },
  contact: { path: '/contacto', getHref: () => '/contacto' },
  faq: { path: '/preguntas-frecuentes', getHref: () => '/preguntas-frecuentes' },
  terms: { path: '/terminos-y-condiciones', getHref: () => '/terminos-y-condiciones' },
  termsAlias: { path: '/terminos', getHref: () => '/terminos' },
  privacy: { path: '/privacidad', getHref: () => '/privacidad' },
  specialists: { path: '/especialistas', getHref: () => '/especialistas' },
  register: { path: '/registro', getHref: () => '/registro' },
} as const;
