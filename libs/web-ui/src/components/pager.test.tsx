import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '../provider.tsx';
import { Pager } from './pager.tsx';

afterEach(cleanup);

const renderPager = (page: number, count: number, onPage = vi.fn()) => {
  render(<UiProvider><Pager page={page} count={count} pageSize={50} onPage={onPage} label="Páginas" /></UiProvider>);
  return onPage;
};

describe('Pager', () => {
  it('is absent when the list fits on one page', () => {
    renderPager(1, 50);
    expect(screen.queryByRole('navigation', { name: 'Páginas' })).toBeNull();
  });

  it('moves one page either way and stops at the ends', async () => {
    const user = userEvent.setup();
    const onPage = renderPager(2, 101);
    expect(screen.getByText('Página 2 de 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
    cleanup();
    renderPager(3, 101);
    expect(screen.getByRole('button', { name: 'Siguiente' }).hasAttribute('disabled')).toBe(true);
  });

  it('still offers a way back from a page past the end (the list shrank meanwhile)', () => {
    renderPager(4, 10);
    expect(screen.getByText('Página 4 de 4')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Anterior' }).hasAttribute('disabled')).toBe(false);
  });
});
