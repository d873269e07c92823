import { expect, test } from '@playwright/test';
import { confirmationLinkFor, DEFAULT_PASSWORD, expectAccessible, loginViaUi, registerViaApi, uniqueEmail } from './support';

/** Issue 14: confirming the e-mail with the link that was really delivered, on a phone. */
test.use({ viewport: { width: 360, height: 740 } });

test.describe('e-mail confirmation', () => {
  test('register, see the banner on /profile, resend, open the link from the e-mail: confirmed, and the banner is gone', async ({ page }) => {
    const email = uniqueEmail('confirma');
    await page.goto('/register');
    await page.getByLabel('Nome completo').fill('Helena Duarte');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(DEFAULT_PASSWORD);
    await page.getByLabel('Confirmar senha', { exact: true }).fill(DEFAULT_PASSWORD);
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page).toHaveURL(/\/quiz$/);

    await page.goto('/profile');
    const banner = page.getByRole('region', { name: 'Confirme seu e-mail' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(email);
    await expectAccessible(page);

    // Asking again mails a second link; either works.
    await banner.getByRole('button', { name: 'Reenviar e-mail' }).click();
    await expect(banner.getByRole('status')).toHaveText(`Enviamos um novo link de confirmação para ${email}.`);
    // The long address wraps: nothing sticks out of a 360 px screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(banner.getByRole('status')).toBeInViewport({ ratio: 1 });

    const link = await confirmationLinkFor(email);
    expect(new URL(link).pathname).toBe('/confirm-email');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirmar e-mail' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'E-mail confirmado!' })).toContainText(email);
    // The token leaves the address bar once used.
    await expect(page).toHaveURL(/\/confirm-email$/);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Ir para o meu perfil' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Olá, Helena!');
    await expect(page.getByRole('region', { name: 'Confirme seu e-mail' })).toHaveCount(0);
    await expectAccessible(page);

    // The same link a second time: it was used; the page says the address is confirmed anyway.
    await page.goto(link);
    await expect(page.getByRole('status').filter({ hasText: 'Seu e-mail já está confirmado.' })).toContainText('Este link de confirmação já foi usado.');
  });

  test('a link opened signed out asks to sign in first, then confirms; a broken link says why in Portuguese', async ({ page, request }) => {
    const { email } = await registerViaApi(request, 'Caio Nogueira');
    await page.goto('/confirm-email');
    await expect(page.getByRole('alert')).toContainText('Link de confirmação incompleto.');

    // Issue 26 (F02): whoever reads the mailbox is not the account's holder; only the signed-in account confirms.
    await page.goto(await confirmationLinkFor(email));
    await expect(page.getByRole('status').filter({ hasText: 'Entre para confirmar' })).toContainText('Entre na sua conta para confirmar o e-mail.');
    await expectAccessible(page);
    await page.getByRole('main').getByRole('link', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await loginViaUi(page, email);
    await expect(page.getByRole('status').filter({ hasText: 'E-mail confirmado!' })).toContainText(email);
    await expect(page).toHaveURL(/\/confirm-email$/);
    await expectAccessible(page);

    // Signed in with the address confirmed, a broken link says why beside "already confirmed".
    await page.goto('/confirm-email?token=link-quebrado');
    await expect(page.getByRole('status').filter({ hasText: 'Seu e-mail já está confirmado.' })).toContainText('Link de confirmação inválido.');
    await expect(page.getByRole('main').getByRole('link', { name: 'Ir para o meu perfil' })).toBeVisible();
  });
});
