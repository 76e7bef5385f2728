import { describe, expect, it } from 'vitest';
import { isSitePage, routesMissingFromSitePages } from './site-pages.ts';

describe('isSitePage', () => {
  it.each(['/', '/especialistas', '/especialistas/12/', '/especialistas/12/agendar', '/verificar/ABC-123', '/reset-password/tok', '/dashboard', '/dashboard/appointments/4', '/psicologo/dashboard/profile', '/admin/dashboard'])(
    '%s is a page',
    (pathname) => expect(isSitePage(pathname)).toBe(true),
  );

  it.each(['/esta-pagina-no-existe', '/especialistas/12/otra', '/dashboardx', '/admin/otra', '/sesion', '/quienes-somos/mas'])(
    '%s is not',
    (pathname) => expect(isSitePage(pathname)).toBe(false),
  );
});

describe('routesMissingFromSitePages', () => {
  it('names the route patterns of a route map, at any depth, that are not site pages', () => {
    const routeMap = { home: { path: '/' }, nested: { profile: { path: '/especialistas/:id' }, extra: { path: '/nueva/:id' } }, login: { getHref: () => '/login' } };
    expect(routesMissingFromSitePages(routeMap)).toEqual(['/nueva/:id']);
  });
});
