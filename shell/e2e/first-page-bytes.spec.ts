import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { demo, loginAs } from './support/shell-session.ts';

/**
 * The JavaScript a browser downloads to show each first page, as sent (compressed), everything the page loads until
 * the network is idle, lazy chunks such as the charts included. Bytes, not times: stable on a shared machine.
 * Budgets from issue 19: each signed-in home at most 250 kB, a public page at most 150 kB.
 */
const KB = 1024;
const firstPages = [
  { label: 'visitor on /', path: '/', budget: 150 * KB },
  { label: 'visitor on /especialistas', path: '/especialistas', budget: 150 * KB },
  { label: 'visitor on a profile', path: 'profile', budget: 150 * KB },
  { label: 'patient home', path: '/dashboard', email: demo.client, budget: 250 * KB },
  { label: 'psychologist home', path: '/psicologo/dashboard', email: demo.psychologist, budget: 250 * KB },
  { label: 'admin home', path: '/admin/dashboard', email: demo.admin, budget: 250 * KB },
] as const;

/** A context with an empty HTTP cache, signed in as `email` when given (the session lives in localStorage). */
async function freshContext(browser: Browser, email?: string): Promise<BrowserContext> {
  if (!email) return browser.newContext();
  const signIn = await browser.newContext();
  await loginAs(await signIn.newPage(), email);
  const storageState = await signIn.storageState();
  await signIn.close();
  return browser.newContext({ storageState });
}

for (const firstPage of firstPages) {
  test(`${firstPage.label}: the JS it downloads stays within ${firstPage.budget / KB} kB as sent`, async ({ browser, request }) => {
    let path: string = firstPage.path;
    if (path === 'profile') {
      const directory = await (await request.get('/api/profiles/public/psychologists/?page_size=1')).json() as { results: { id: number }[] };
      path = `/especialistas/${directory.results[0]?.id}`;
    }
    const context = await freshContext(browser, 'email' in firstPage ? firstPage.email : undefined);
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (finished) => {
      if (finished.resourceType() === 'script') sizes.push(finished.sizes().then((size) => size.responseBodySize));
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    console.log(`${firstPage.label}: ${(bytes / KB).toFixed(1)} kB of JS as sent (${sizes.length} files)`);
    expect(sizes.length).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(firstPage.budget);
    await context.close();
  });
}
