/** The admin area's routes: `path` is relative to the area's mount point, `getHref()` is absolute. */
const area = '/admin/dashboard';

export const paths = {
  home: { path: '', getHref: () => area },
  profile: { path: 'profile', getHref: () => `${area}/profile` },
  payments: { path: 'payments', getHref: () => `${area}/payments` },
  payouts: { path: 'pagos-psicologos', getHref: () => `${area}/pagos-psicologos` },
  psychologists: {
    path: 'psychologists',
    getHref: (query?: { status?: string }) => `${area}/psychologists${query?.status ? `?status=${query.status}` : ''}`,
  },
  psychologist: { path: 'psychologists/:id', getHref: (id: number | string) => `${area}/psychologists/${id}` },
  // The spec spells this route 'pacients'.
  patients: { path: 'pacients', getHref: () => `${area}/pacients` },
  reviews: { path: 'reviews', getHref: () => `${area}/reviews` },
  dataRequests: { path: 'solicitudes-datos', getHref: () => `${area}/solicitudes-datos` },
  billing: { path: 'facturacion', getHref: () => `${area}/facturacion` },
  accessLog: { path: 'registro-accesos', getHref: () => `${area}/registro-accesos` },
} as const;
