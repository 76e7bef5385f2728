// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { profileFixture, renderPage, stubApi } from '@emind/web-account/testing';
import { MESSAGES_READ_EVENT } from '@emind/domain';
import { Navbar } from './navbar.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const UNREAD = '/messages/unread-count/';

describe("the bar's count of unread messages", () => {
  it("links a patient's count to their 'Mensajes' and asks again when a conversation is read", async () => {
    let unread = 3;
    stubApi(profileFixture(), (call) => (call.path === UNREAD ? { status: 200, body: { unread } } : undefined), 'client');
    renderPage(<Navbar />);
    const [link] = await screen.findAllByRole('link', { name: '3 mensajes sin leer' });
    expect(link?.getAttribute('href')).toBe('/dashboard/mensajes');

    unread = 0;
    act(() => {
      window.dispatchEvent(new Event(MESSAGES_READ_EVENT));
    });
    await waitFor(() => expect(screen.queryAllByRole('link', { name: /mensajes? sin leer/ })).toEqual([]));
  });

  it("links a psychologist's to theirs, and asks nothing for an admin", async () => {
    stubApi(profileFixture(), (call) => (call.path === UNREAD ? { status: 200, body: { unread: 1 } } : undefined), 'psychologist');
    renderPage(<Navbar />);
    const [link] = await screen.findAllByRole('link', { name: '1 mensaje sin leer' });
    expect(link?.getAttribute('href')).toBe('/psicologo/dashboard/mensajes');
    cleanup();

    const calls = stubApi(profileFixture(), () => undefined, 'admin');
    renderPage(<Navbar />);
    await screen.findAllByRole('link', { name: 'Mi Panel' });
    expect(calls.filter((call) => call.path === UNREAD)).toEqual([]);
  });
});
