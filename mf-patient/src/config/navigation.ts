import type { DashboardNavItem } from '@emind/web-account';
import { paths } from './paths.ts';

/** Only pages that exist are linked. */
export const navigation: readonly DashboardNavItem[] = [
  { label: 'Inicio', href: paths.home.getHref(), end: true },
  { label: 'Mensajes', href: paths.messages.getHref() },
  { label: 'Citas', href: paths.appointments.getHref() },
  { label: 'Reembolsos', href: paths.certificates.getHref() },
  { label: 'Cuestionarios', href: paths.questionnaires.getHref() },
  { label: 'Ficha de ingreso', href: paths.intake.getHref() },
  { label: 'Perfil', href: paths.profile.getHref() },
  { label: 'Valoraciones', href: paths.reviews.getHref() },
  { label: 'Buscar', href: '/especialistas' },
];
