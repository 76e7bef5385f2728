import type { DashboardNavItem } from '@emind/web-account';
import { paths } from './paths.ts';

/** Only pages that exist are linked. */
export const navigation: readonly DashboardNavItem[] = [
  { label: 'Inicio', href: paths.home.getHref(), end: true },
  { label: 'Mensajes', href: paths.messages.getHref() },
  { label: 'Perfil', href: paths.profile.getHref() },
  { label: 'Agenda', href: paths.schedule.getHref() },
  { label: 'Pacientes', href: paths.patients.getHref() },
  { label: 'Pagos', href: paths.payments.getHref() },
  { label: 'Boletas', href: paths.boletas.getHref() },
  { label: 'Ingresos', href: paths.income.getHref() },
  { label: 'Valoraciones', href: paths.reviews.getHref() },
];
