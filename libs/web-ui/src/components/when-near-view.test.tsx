import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { WhenNearView } from './when-near-view.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A stand-in IntersectionObserver whose callback the test calls, as the browser does when the block nears the screen. */
function stubObserver() {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; disconnected: boolean }[] = [];
  vi.stubGlobal('IntersectionObserver', class {
    private readonly entry;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, options, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  });
  return observers;
}

const intersecting = (isIntersecting: boolean) => [{ isIntersecting } as IntersectionObserverEntry];

describe('WhenNearView', () => {
  it('holds the placeholder until the block nears the screen, then draws it and stops watching', () => {
    const observers = stubObserver();
    render(<WhenNearView placeholder={<p>reservado</p>}><p>gráfico</p></WhenNearView>);
    expect(screen.getByText('reservado')).toBeTruthy();
    expect(screen.queryByText('gráfico')).toBeNull();
    const [observer] = observers;
    expect(observer?.options?.rootMargin).toBe('200px');

    act(() => observer?.callback(intersecting(false), {} as IntersectionObserver));
    expect(screen.queryByText('gráfico')).toBeNull();
    act(() => observer?.callback(intersecting(true), {} as IntersectionObserver));
    expect(screen.getByText('gráfico')).toBeTruthy();
    expect(screen.queryByText('reservado')).toBeNull();
    expect(observer?.disconnected).toBe(true);
  });

  it('draws at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<WhenNearView placeholder={<p>reservado</p>}><p>gráfico</p></WhenNearView>);
    expect(screen.getByText('gráfico')).toBeTruthy();
  });
});
