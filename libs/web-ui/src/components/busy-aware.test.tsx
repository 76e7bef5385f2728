import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { UiProvider } from '../provider.tsx';
import { Button, Spinner } from './busy-aware.tsx';

afterEach(cleanup);

describe('Button while loading', () => {
  it('keeps its text label as its accessible name behind the spinner, and says it is busy', () => {
    render(<UiProvider><Button loading>Actualizar</Button></UiProvider>);
    const button = screen.getByRole('button', { name: 'Actualizar' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('is named by its own text once loaded, with no label of its own', () => {
    render(<UiProvider><Button>Actualizar</Button></UiProvider>);
    const button = screen.getByRole('button', { name: 'Actualizar' });
    expect(button.hasAttribute('aria-label')).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it('keeps an explicit label', () => {
    render(<UiProvider><Button loading aria-label="Actualizar la lista">Actualizar</Button></UiProvider>);
    expect(screen.getByRole('button', { name: 'Actualizar la lista' })).toBeTruthy();
  });
});

describe('Spinner', () => {
  it('is a status message when it is labelled', () => {
    render(<UiProvider><Spinner aria-label="Cargando las citas" /></UiProvider>);
    expect(screen.getByRole('status', { name: 'Cargando las citas' })).toBeTruthy();
  });

  it('has no role when it is only decoration', () => {
    const { container } = render(<UiProvider><Spinner /></UiProvider>);
    expect(container.querySelector('[role="status"]')).toBeNull();
  });
});
