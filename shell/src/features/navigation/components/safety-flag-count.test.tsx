// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { profileFixture, renderPage, stubApi } from '@emind/web-account/testing';
import { announceSafetyFlagsChanged } from '@emind/web-session/safety-flags-changed';
import { Navbar } from './navbar.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const COUNT = '/measures/flags/count/';

describe("the bar's count of unreviewed safety flags", () => {
  it("shows a psychologist's count as a link to their home, and asks again when a flag is marked reviewed", async () => {
    let count = 2;
    stubApi(profileFixture(), (call) => (call.path === COUNT ? { status: 200, body: { count } } : undefined), 'psychologist');
    renderPage(<Navbar />);
    const [link] = await screen.findAllByRole('link', { name: '2 alertas de seguridad sin revisar' });
    expect(link?.getAttribute('href')).toBe('/psicologo/dashboard');

    count = 0;
    act(() => announceSafetyFlagsChanged());
    await waitFor(() => expect(screen.queryAllByRole('link', { name: /alertas? de seguridad sin revisar/ })).toEqual([]));
  });

  it('asks nothing for anyone else', async () => {
    const calls = stubApi(profileFixture(), () => undefined, 'client');
    renderPage(<Navbar />);
    await screen.findAllByRole('link', { name: 'Mi Panel' });
    expect(calls.filter((call) => call.path === COUNT)).toEqual([]);
    expect(screen.queryAllByRole('link', { name: /alertas? de seguridad sin revisar/ })).toEqual([]);
  });
});
