import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicReview } from '@emind/contracts';
import { readFetchCall } from '@emind/web-api/testing';
import { jsonResponse, stubFetchAsVisitor } from '../../../testing/directory-fixtures';
import { renderPage } from '@emind/web-ui/testing';
import { AUTO_SCROLL_INTERVAL_MS } from '../hooks/use-auto-scroll';
import { ProfileReviews } from './profile-reviews';

const fetchMock = stubFetchAsVisitor();
const originalMatchMedia = window.matchMedia;

const review = (id: number, overrides: Partial<PublicReview> = {}): PublicReview => ({
  id, rating: 5, comment: `Comentario ${id}`, patient_name: 'Camila S.', appointment_date: '2026-05-01', created_at: '2026-05-02T15:00:00Z', ...overrides,
});

/** The window the media queries see: its width and whether the user prefers reduced motion. */
function setMedia({ width = 1024, reducedMotion = false }: { width?: number; reducedMotion?: boolean } = {}) {
  const matches = (query: string): boolean => {
    const minWidth = query.match(/min-width:\s*(\d+)px/);
    if (minWidth) return width >= Number(minWidth[1]);
    return query.includes('prefers-reduced-motion: reduce') ? reducedMotion : false;
  };
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ media: query, matches: matches(query), addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {} }),
  });
}

function answer(response: Response) {
  fetchMock.mockImplementation(async (input, init) => ((await readFetchCall(input, init)).path === '/comments/public/psychologist/7/reviews/' ? response.clone() : jsonResponse(404, {})));
}

/** The track, with a layout happy-dom does not compute: 4 cards of 256 px in a 600 px window. */
async function track(): Promise<HTMLElement> {
  const element = await screen.findByTestId('reviews-track');
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: 600 });
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: 1060 });
  return element;
}

const tick = (times = 1) => act(() => vi.advanceTimersByTime(AUTO_SCROLL_INTERVAL_MS * times));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  setMedia();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: originalMatchMedia });
});

describe('profile reviews carousel', () => {
  it('shows each approved review with its stars, the comment as text and the patient as first name and initial', async () => {
    answer(jsonResponse(200, { results: [review(1, { comment: '<img src=x onerror=alert(1)>', rating: 4 })] }));
    renderPage(<ProfileReviews id="7" />);
    const card = await screen.findByRole('article', { name: 'Reseña de Camila S.' });
    expect(within(card).getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByRole('img', { name: '4 de 5 estrellas' })).toBeTruthy();
    expect(within(card).getByText('2 de mayo de 2026')).toBeTruthy();
  });

  it('scrolls 120 px every 2.5 s with three or more reviews, back to the start after the end', async () => {
    answer(jsonResponse(200, { results: [review(1), review(2), review(3), review(4)] }));
    renderPage(<ProfileReviews id="7" />);
    const element = await track();
    expect(element.getAttribute('data-auto-scroll')).toBe('on');
    expect(element.scrollLeft).toBe(0);
    tick();
    expect(element.scrollLeft).toBe(120);
    tick(3);
    expect(element.scrollLeft).toBe(480);
    tick();
    expect(element.scrollLeft).toBe(0);
  });

  it('pauses while hovered and while focused, then goes on', async () => {
    answer(jsonResponse(200, { results: [review(1), review(2), review(3)] }));
    renderPage(<ProfileReviews id="7" />);
    const element = await track();
    tick();
    fireEvent.mouseEnter(element);
    tick(4);
    expect(element.scrollLeft).toBe(120);
    fireEvent.mouseLeave(element);
    tick();
    expect(element.scrollLeft).toBe(240);

    fireEvent.focus(element);
    tick(2);
    expect(element.scrollLeft).toBe(240);
    fireEvent.blur(element, { relatedTarget: null });
    tick();
    expect(element.scrollLeft).toBe(360);
  });

  it('stays still with fewer than three reviews, under 640 px, or when the user prefers reduced motion', async () => {
    const still = async (results: PublicReview[], media: Parameters<typeof setMedia>[0]) => {
      setMedia(media);
      answer(jsonResponse(200, { results }));
      renderPage(<ProfileReviews id="7" />);
      const element = await track();
      tick(3);
      expect(element.getAttribute('data-auto-scroll')).toBe('off');
      expect(element.scrollLeft).toBe(0);
      cleanup();
    };
    await still([review(1), review(2)], {});
    await still([review(1), review(2), review(3)], { width: 639 });
    await still([review(1), review(2), review(3)], { reducedMotion: true });
  });

  it('shows the empty and the error states', async () => {
    answer(jsonResponse(200, { results: [] }));
    renderPage(<ProfileReviews id="7" />);
    expect(await screen.findByText('No hay reseñas disponibles aún.')).toBeTruthy();
    cleanup();
    answer(jsonResponse(500, { detail: 'x' }));
    renderPage(<ProfileReviews id="7" />);
    expect(await screen.findByText('No se pudieron cargar las reseñas')).toBeTruthy();
  });
});
