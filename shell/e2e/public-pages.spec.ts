import { expect, test } from '@playwright/test';

test.describe('public site', () => {
  test('the landing page is drawn without Chakra; the account screens bring it', async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Terapia online con psicólogos certificados' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const landing = await Promise.all(scripts);
    expect(landing.length).toBeGreaterThan(0);
    expect(landing.filter((code) => code.includes('chakra-')).length).toBe(0);
    await expect(page.locator('style[data-emotion]')).toHaveCount(0);

    await page.getByRole('link', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    expect((await Promise.all(scripts)).some((code) => code.includes('chakra-'))).toBe(true);
    await expect(page.locator('style[data-emotion]').first()).toBeAttached();
  });

  test('a visitor reads the home page and follows its calls to action', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Terapia online con psicólogos certificados' })).toBeVisible();
    for (const highlight of ['Sesiones flexibles', 'Psicólogos certificados', 'Precios accesibles']) {
      await expect(page.getByRole('listitem').filter({ hasText: highlight })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: '¿Cómo funciona?' })).toBeVisible();
    for (const step of ['Encuentra a tu psicólogo', 'Agenda tu sesión', 'Comienza tu terapia online']) {
      await expect(page.getByRole('heading', { name: step })).toBeVisible();
    }
    for (const benefit of ['Registro gratuito para pacientes', 'Agendamiento automatizado 24/7', 'Plataforma segura', 'Datos protegidos']) {
      await expect(page.getByRole('heading', { name: benefit })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Encuentra tu psicólogo' })).toHaveAttribute('href', '/especialistas');

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /contacto@e-mind\.cl/ })).toHaveAttribute('href', 'mailto:contacto@e-mind.cl');
    await expect(footer.getByRole('link', { name: /WhatsApp/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: /Instagram/ })).toBeVisible();

    await page.getByRole('link', { name: 'Regístrate como psicólogo' }).click();
    await expect(page).toHaveURL(/\/registro$/);
  });

  test('the mobile hero is used below 768 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByTestId('hero-mobile')).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByTestId('hero-desktop')).toBeVisible();
  });

  test('a visitor reads about, privacy and terms from the footer', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Quiénes somos' }).click();
    await expect(page).toHaveURL(/\/quienes-somos$/);
    for (const heading of ['Nuestro propósito', 'Misión', 'Visión', 'Empatía', 'Valentía', 'Superación']) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }

    await page.getByRole('contentinfo').getByRole('link', { name: 'Política de privacidad' }).click();
    await expect(page).toHaveURL(/\/privacidad$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible();
    await expect(page.getByText(/Ley N° 19\.628/).first()).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Términos y condiciones' }).click();
    await expect(page).toHaveURL(/\/terminos-y-condiciones$/);
    await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: /^\d\. / })).toHaveCount(9);
  });

  test('/terminos shows the same terms, dated today, with a print button', async ({ page }) => {
    await page.goto('/terminos');
    await expect(page).toHaveURL(/\/terminos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '3. Elegibilidad' })).toBeVisible();
    await expect(page.getByText(/18 años/).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: '8. Ley aplicable' })).toBeVisible();
    const today = new Intl.DateTimeFormat('es-CL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'America/Santiago' })
      .formatToParts(new Date());
    const part = (type: string) => today.find((p) => p.type === type)?.value ?? '';
    await expect(page.getByText(`Última actualización: ${part('day')} de ${part('month')} de ${part('year')}`)).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { printed: boolean }).printed = false;
      window.print = () => { (window as unknown as { printed: boolean }).printed = true; };
    });
    await page.getByRole('button', { name: 'Imprimir términos' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: boolean }).printed)).toBe(true);
  });


  test('the FAQ searches across categories and clears', async ({ page }) => {
    await page.goto('/preguntas-frecuentes');
    for (const tab of ['Sobre e-mind', 'Servicios', 'Precios', 'Proceso']) {
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    }
    await page.getByRole('tab', { name: 'Servicios' }).click();
    await page.getByRole('button', { name: /¿Cuánto dura una sesión\?/ }).click();
    await expect(page.getByText(/50 minutos/)).toBeVisible();

    const search = page.getByPlaceholder('Buscar pregunta...');
    await search.fill('transferencia');
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /¿Cómo pago mis sesiones\?/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Proceso.*¿Cómo agendo una sesión\?/ })).toBeVisible();

    await search.fill('criptomonedas');
    await expect(page.getByText('No se encontraron resultados para "criptomonedas"')).toBeVisible();
    await page.getByRole('button', { name: 'Limpiar búsqueda' }).click();
    await expect(search).toHaveValue('');
    await expect(page.getByRole('tab', { name: 'Precios' })).toBeVisible();
  });
});
