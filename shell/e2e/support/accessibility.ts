import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const MOTION_AT_ITS_END = '*, *::before, *::after { transition: none !important; animation-duration: 0s !important; animation-delay: 0s !important; }';

/** Runs `read` with every transition and animation at its end (transitions jump, animations take no time), then gives motion back. */
async function withMotionAtItsEnd<T>(page: Page, read: () => Promise<T>): Promise<T> {
  const style = await page.addStyleTag({ content: MOTION_AT_ITS_END });
  try {
    return await read();
  } finally {
    await style.evaluate((element) => element.parentNode?.removeChild(element));
  }
}

/** axe over the whole page as it is now: no WCAG 2.1 A/AA violation (the list is printed when there are some). */
export async function expectNoAccessibilityViolations(page: Page): Promise<void> {
  // Contrast belongs to the settled design, and axe reads colours as painted: a toast still fading in, or a button
  // fading back from its disabled look as a refetch ends during the scan, would be measured half-way.
  const { violations } = await withMotionAtItsEnd(page, () => new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze());
  const found = violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    nodes: violation.nodes.slice(0, 5).map((node) => `${node.html.slice(0, 160)} — ${node.failureSummary ?? ''}`),
  }));
  expect(found, `${page.url()}`).toEqual([]);
}
