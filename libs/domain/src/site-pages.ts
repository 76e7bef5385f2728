import { dashboardPaths } from './roles.ts';

/**
 * Every page address the shell and the public area draw (react-router patterns: `:name` is one segment, a final `*`
 * anything below). Each dashboard's own subpaths are its remote's business. The gateway answers any other address
 * with 404 (the public area's 'Página no encontrada'); the shell's and mf-public's tests keep this list and their
 * `paths` in step.
 */
export const sitePagePatterns: readonly string[] = [
  '/', '/quienes-somos', '/contacto', '/preguntas-frecuentes', '/terminos-y-condiciones', '/terminos', '/privacidad',
  '/especialistas', '/especialistas/:id', '/especialistas/:id/agendar', '/verificar', '/verificar/:code', '/pago/:id',
  '/login', '/registro', '/recuperar-password', '/reset-password', '/reset-password/:token', '/aceptar-condiciones', '/sesion/:id',
  '/psicologo', '/admin',
  ...Object.values(dashboardPaths).map((path) => `${path}/*`),
];

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

function matches(pattern: string, pathname: string): boolean {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(pathname);
  if (wanted.at(-1) === '*') return wanted.slice(0, -1).every((part, index) => part === given[index]);
  return wanted.length === given.length && wanted.every((part, index) => part.startsWith(':') || part === given[index]);
}

/** Whether a pathname (no query) is one of the site's pages; a trailing slash does not matter, as in the routers. */
export function isSitePage(pathname: string): boolean {
  return sitePagePatterns.some((pattern) => matches(pattern, pathname));
}

/** The route patterns (`path` fields, at any depth) of an app's typed route map that are not among the site's pages. */
export function routesMissingFromSitePages(routeMap: object): string[] {
  return Object.values(routeMap).flatMap((entry: unknown): string[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const own = 'path' in entry && typeof entry.path === 'string' ? [entry.path] : [];
    const missing = own.filter((pattern) => !isSitePage(pattern.replace(/:\w+/g, 'x').replace(/\*$/, '')));
    return [...missing, ...routesMissingFromSitePages(entry)];
  });
}
