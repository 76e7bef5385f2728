import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the screen a block starts drawing, so it is ready by the time a scroll reaches it. */
const AHEAD = '200px';

/**
 * Draws `children` once they are on screen or about to be, and `placeholder` (at their final height) until then: a
 * costly block further down a page, such as a chart, then does not hold up the page's start on a phone. Where the
 * browser cannot tell (no IntersectionObserver), it draws at once.
 */
export function WhenNearView({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = anchor.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: AHEAD });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={anchor}>{placeholder}</div>;
}
