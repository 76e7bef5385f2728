import { Route, Routes } from 'react-router-dom';
import { profileFixture, renderPage, stubApi, type RecordedCall } from '@emind/web-account/testing';
import { App } from '../app/app.tsx';

export type Answer = { status: number; body: unknown };
type Routes_ = Record<string, Answer | ((call: RecordedCall) => Answer)>;

/**
 * Signs an admin in and answers `METHOD /path` (query string included when the key has one, else ignored)
 * from `routes`; anything else is a 404. Returns the recorded calls.
 */
export function stubAdminApi(routes: Routes_): RecordedCall[] {
  return stubApi(profileFixture({ first_name: 'Francisca' }), (call) => {
    const withQuery = `${call.method} ${call.path}`;
    const withoutQuery = `${call.method} ${call.path.split('?')[0]}`;
    const route = routes[withQuery] ?? routes[withoutQuery];
    if (!route) return { status: 404, body: { detail: 'No encontrado' } };
    return typeof route === 'function' ? route(call) : route;
  }, 'admin');
}

export function renderAdmin(route: string) {
  return renderPage(<Routes><Route path="/admin/dashboard/*" element={<App />} /></Routes>, { route });
}
