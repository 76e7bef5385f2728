import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handOffPrerender } from './prerender-handoff.ts';

const flushMutations = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('handOffPrerender', () => {
  let root: HTMLElement;

  beforeEach(() => {
    document.body.innerHTML = '<div id="prerender"><h1>Encuentra a tu psicólogo</h1></div><div id="root"></div>';
    root = document.getElementById('root') as HTMLElement;
  });
  afterEach(() => vi.useRealTimers());

  it('keeps the prerendered page while React shows only loaders, and removes it once React draws a main heading', async () => {
    handOffPrerender(root);
    root.innerHTML = '<nav>e-mind</nav><p>Cargando...</p>';
    await flushMutations();
    expect(document.getElementById('prerender')).not.toBeNull();

    root.insertAdjacentHTML('beforeend', '<section><h1>Encuentra a tu psicólogo</h1></section>');
    await flushMutations();
    expect(document.getElementById('prerender')).toBeNull();
  });

  it('hands over to an alert (a section that failed to load) as well', async () => {
    handOffPrerender(root);
    root.innerHTML = '<div role="alert"><h2>No pudimos cargar esta sección</h2></div>';
    await flushMutations();
    expect(document.getElementById('prerender')).toBeNull();
  });

  it('shows the page after the time limit if it never draws either', () => {
    vi.useFakeTimers();
    handOffPrerender(root, 5_000);
    root.innerHTML = '<p>Cargando...</p>';
    vi.advanceTimersByTime(4_999);
    expect(document.getElementById('prerender')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.getElementById('prerender')).toBeNull();
  });

  it('does nothing on a page the gateway did not prerender', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(() => handOffPrerender(document.getElementById('root') as HTMLElement)).not.toThrow();
  });
});
