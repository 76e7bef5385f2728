import type { DashboardNavItem } from '@emind/web-account';
import { paths } from './paths.ts';

/** Only pages that exist are linked. */
export const navigation: readonly DashboardNavItem[] = [
  { label: 'Inicio', href: paths.home.getHref(), end: true },
  { label: 'Perfil', href: paths.profile.getHref() },
  { label: 'Pacientes', href: paths.patients.getHref() },
  { label: 'Psicólogos', href: paths.psychologists.getHref() },
  { label: 'Pagos', href: paths.payments.getHref() },
  { label: 'Pagos a psicólogos', href: paths.payouts.getHref() },
  { label: 'Facturación', href: paths.billing.getHref() },
  { label: 'Valoraciones', href: paths.reviews.getHref() },
  { label: 'Solicitudes de datos', href: paths.dataRequests.getHref() },
  { label: 'Registro de accesos', href: paths.accessLog.getHref() },
];
