import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe over the whole page as it is now: no WCAG 2.1 A/AA violation (the list is printed when there are some). */
export async function expectNoAccessibilityViolations(page: Page): Promise<void> {
  // Colours are read as painted: a button fading back from its disabled look after a refetch would be measured
  // half-way. Endless animations (spinners) are not transitions and do not hold this up.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const found = violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    nodes: violation.nodes.slice(0, 5).map((node) => `${node.html.slice(0, 160)} — ${node.failureSummary ?? ''}`),
  }));
  expect(found, `${page.url()}`).toEqual([]);
}
