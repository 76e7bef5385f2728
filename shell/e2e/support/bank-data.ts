import { expect, type Page } from '@playwright/test';

/** Opens 'Datos Bancarios' in Mi Perfil (already open) for editing and fills every field, typed as a person would. */
export async function fillBankForm(page: Page, owner: string): Promise<void> {
  await page.getByRole('tab', { name: 'Datos Bancarios' }).click();
  await page.getByRole('button', { name: 'Editar información bancaria' }).click();
  await page.getByLabel('Banco', { exact: true }).selectOption('BANCO_SANTANDER');
  await page.getByLabel('Tipo de cuenta').selectOption('VISTA');
  const number = page.getByLabel('Número de cuenta');
  await number.fill('');
  await number.pressSequentially('9876-5432');
  await expect(number).toHaveValue('98765432');
  await page.getByLabel('Titular de la cuenta').fill(owner);
  const ownerRut = page.getByLabel('RUT del titular');
  await ownerRut.fill('');
  await ownerRut.pressSequentially('123456785');
  await expect(ownerRut).toHaveValue('12.345.678-5');
  await page.getByLabel('Correo del titular').fill('titular@example.cl');
}

/** Ticks the ownership box the form asks for and saves. */
export async function confirmAndSaveBankForm(page: Page): Promise<void> {
  await page.getByText('Confirmo que la cuenta bancaria está a mi nombre').click();
  await page.getByRole('button', { name: 'Guardar información bancaria' }).click();
  await expect(page.getByText('Información bancaria actualizada correctamente')).toBeVisible();
}

export async function saveBankDataThroughUi(page: Page, owner: string): Promise<void> {
  await fillBankForm(page, owner);
  await confirmAndSaveBankForm(page);
}
