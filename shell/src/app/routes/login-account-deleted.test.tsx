// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { ACCOUNT_DELETED_HREF } from '@emind/web-account';
import { renderPage } from '@emind/web-account/testing';
import { LoginRoute } from './login.tsx';

afterEach(cleanup);

describe('login after an erasure', () => {
  it('tells the person their account was deleted', async () => {
    renderPage(<LoginRoute />, { route: ACCOUNT_DELETED_HREF });
    expect(await screen.findByText(/Tu cuenta fue eliminada\./)).toBeTruthy();
  });

  it('shows no notice on a plain login', async () => {
    renderPage(<LoginRoute />, { route: '/login' });
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(screen.queryByText(/Tu cuenta fue eliminada/)).toBeNull();
  });
});
