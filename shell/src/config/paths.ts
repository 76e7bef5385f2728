import { dashboardPaths, type UserType } from '@emind/domain';

/** Every route the shell links to; screens never spell a URL by hand. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  specialists: { path: '/especialistas', getHref: () => '/especialistas' },
  about: { path: '/quienes-somos', getHref: () => '/quienes-somos' },
  contact: { path: '/contacto', getHref: () => '/contacto' },
  faq: { path: '/preguntas-frecuentes', getHref: () => '/preguntas-frecuentes' },
  terms: { path: '/terminos-y-condiciones', getHref: () => '/terminos-y-condiciones' },
  acceptTerms: {
    path: '/aceptar-condiciones',
    getHref: (redirect?: string) => (redirect ? `/aceptar-condiciones?${new URLSearchParams({ redirect }).toString()}` : '/aceptar-condiciones'),
  },
  auth: {
    login: {
      path: '/login',
      getHref: (options: { redirect?: string; expired?: boolean } = {}) => {
        const query = new URLSearchParams();
        if (options.expired) query.set('expired', 'true');
        if (options.redirect) query.set('redirect', options.redirect);
        const search = query.toString();
        return search ? `/login?${search}` : '/login';
      },
    },
    register: { path: '/registro', getHref: () => '/registro' },
    forgotPassword: { path: '/recuperar-password', getHref: () => '/recuperar-password' },
    resetPassword: { path: '/reset-password/:token', getHref: (token: string) => `/reset-password/${token}` },
  },
  sessionRoom: { path: '/sesion/:id' },
  dashboard: {
    client: { path: `${dashboardPaths.client}/*` },
    psychologist: { path: `${dashboardPaths.psychologist}/*` },
    admin: { path: `${dashboardPaths.admin}/*` },
    getHref: (role: UserType) => dashboardPaths[role],
    profile: { getHref: (role: UserType) => `${dashboardPaths[role]}/profile` },
  },
} as const;
