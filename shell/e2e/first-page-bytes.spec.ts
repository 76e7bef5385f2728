import { expect, test, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test';
import { demo, loginAs } from './support/shell-session.ts';

/**
 * The JavaScript a browser downloads to show each first page, as sent (compressed): everything the page loads until
 * it is drawn and the network is idle, lazy chunks such as the charts included. Bytes, not times: stable on a shared machine.
 * Budgets from issue 19: each signed-in home at most 250 kB, a public page at most 150 kB.
 */
const KB = 1024;
const firstPages = [
  { label: 'visitor on /', path: '/', budget: 150 * KB, drawn: (page: Page) => page.locator('#root h1') },
  { label: 'visitor on /especialistas', path: '/especialistas', budget: 150 * KB, drawn: (page: Page) => page.getByTestId('specialist-card').first() },
  { label: 'visitor on a profile', path: 'profile', budget: 150 * KB, drawn: (page: Page) => page.getByRole('link', { name: 'Agendar Consulta' }) },
  { label: 'patient home', path: '/dashboard', email: demo.client, budget: 250 * KB, drawn: (page: Page) => page.locator('#root h1') },
  {
    label: 'psychologist home', path: '/psicologo/dashboard', email: demo.psychologist, budget: 250 * KB,
    // The chart is drawn as its card nears the screen: scrolled to, so its chunk counts too.
    drawn: async (page: Page) => {
      await page.getByTestId('weekly-sessions').scrollIntoViewIfNeeded();
      return page.getByRole('img', { name: /^Gráfico de sesiones por semana/ });
    },
  },
  {
    label: 'admin home', path: '/admin/dashboard', email: demo.admin, budget: 250 * KB,
    drawn: (page: Page) => page.getByRole('img', { name: /^Gráfico de reservas por semana/ }),
  },
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
    const recordScript = (finished: Request) => {
      if (finished.resourceType() === 'script') sizes.push(finished.sizes().then((size) => size.responseBodySize));
    };
    page.on('requestfinished', recordScript);
    await page.goto(path);
    // The network alone can fall quiet while a loaded machine is still running one chunk before asking for the next:
    // the page is measured once React has drawn it in place of the first paint, its lazy chart included.
    await expect(await firstPage.drawn(page)).toBeVisible();
    await expect(page.locator('#prerender')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    // A script that finishes after this point would still be asking for its sizes when the context closes, and that
    // question would fail the test ("Target page, context or browser has been closed"): stop listening first, then
    // count every script already seen, a late one included.
    page.off('requestfinished', recordScript);
    const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    console.log(`${firstPage.label}: ${(bytes / KB).toFixed(1)} kB of JS as sent (${sizes.length} files)`);
    expect(sizes.length).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(firstPage.budget);
    await context.close();
  });
}
