import { useEffect, type RefObject } from 'react';
import { useMatchMedia } from '@emind/web-ui/static';

/** Spec 1 §9: every 2.5 s by 120 px, with three or more reviews and a window at least 640 px wide. */
export const AUTO_SCROLL_INTERVAL_MS = 2500;
export const AUTO_SCROLL_STEP_PX = 120;
export const AUTO_SCROLL_MIN_ITEMS = 3;
export const AUTO_SCROLL_MIN_WIDTH_PX = 640;

/**
 * Scrolls `ref` sideways by a step at each interval, back to the start after the end. It stays still while
 * `paused` (hover, focus), on narrow windows, with fewer items, and when the user prefers reduced motion.
 */
export function useAutoScroll(ref: RefObject<HTMLElement | null>, itemCount: number, paused: boolean): boolean {
  const wide = useMatchMedia(`(min-width: ${AUTO_SCROLL_MIN_WIDTH_PX}px)`);
  const reducedMotion = useMatchMedia('(prefers-reduced-motion: reduce)');
  const enabled = itemCount >= AUTO_SCROLL_MIN_ITEMS && wide && !reducedMotion;
  const running = enabled && !paused;

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => {
      const element = ref.current;
      if (!element) return;
      const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
      element.scrollLeft = atEnd ? 0 : element.scrollLeft + AUTO_SCROLL_STEP_PX;
    }, AUTO_SCROLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [running, ref]);

  return enabled;
}
