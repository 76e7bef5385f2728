import { expect, type Page } from '@playwright/test';

/** Mi Perfil on its 'Privacidad y datos' tab. */
export async function openPrivacyTab(page: Page, home: string): Promise<void> {
  await page.goto(`${home}/profile`);
  await page.getByRole('tab', { name: 'Privacidad y datos' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Privacidad y datos' })).toBeVisible();
}
