import { paths } from '../../../config/paths.ts';

export const publicNavLinks = [
  { label: 'Inicio', href: paths.home.getHref() },
  { label: 'Especialistas', href: paths.specialists.getHref() },
  { label: 'Quiénes somos', href: paths.about.getHref() },
  { label: 'Contacto', href: paths.contact.getHref() },
  { label: 'Preguntas frecuentes', href: paths.faq.getHref() },
] as const;
