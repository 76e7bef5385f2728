import type { Page, Route } from '@playwright/test';

// What a page moved while it loaded, and requests held back to choose the order its data arrive in.

export interface FrameWatch {
  frameShown: boolean;
  shift: number;
  /** The shifts that moved something outside the bar (the page's own content); the bar has tests of its own. */
  pageShift: number;
  moved: string[];
}

/**
 * Records, from before the page's own scripts, whether the signed-in home's frame was ever shown and every layout
 * shift, with what moved (element and rectangles), so a failure names the element.
 */
export async function watchFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: FrameWatch = { frameShown: false, shift: 0, pageShift: 0, moved: [] };
    Object.assign(window, { frameWatch: seen });
    new MutationObserver(() => {
      const frame = document.getElementById('prerender');
      if (frame?.dataset['role'] && !frame.hidden) seen.frameShown = true;
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['hidden'] });
    const rect = (box: DOMRectReadOnly) => `${box.x},${box.y} ${box.width}×${box.height}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[]) {
        seen.shift += entry.value;
        const inBar = (node: Node | undefined) => node instanceof Element && node.closest('header') !== null;
        if (!(entry.sources ?? []).every((source) => inBar(source.node))) seen.pageShift += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node instanceof Element ? `${source.node.tagName.toLowerCase()}.${source.node.className} "${source.node.textContent?.slice(0, 40) ?? ''}"` : String(source.node?.nodeName);
          seen.moved.push(`${node}: ${rect(source.previousRect)} → ${rect(source.currentRect)}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const watched = (page: Page) => page.evaluate(() => (window as unknown as { frameWatch: FrameWatch }).frameWatch);

/** Holds the requests matching `url` until the returned release is called. */
export async function hold(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route: Route) => {
    await held;
    await route.fallback();
  });
  return release;
}
