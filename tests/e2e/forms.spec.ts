import { expect, test } from '@playwright/test';
import { DEFAULT_PASSWORD, expectAccessible, loginViaUi, registerViaApi, uniqueEmail } from './support';

/**
 * The one form path (issue 28), on a phone: the forms check what the server checks, with its messages; a text over
 * its limit is refused with a message naming the limit and never cut; a message goes away as its field is fixed;
 * a confirmation is in view.
 */
test.use({ viewport: { width: 360, height: 740 } });

test.describe('forms at 360 px', () => {
  test('sign-up: a 300-character name is refused for its length, kept whole, and the message goes as the name is fixed', async ({ page }) => {
    await page.goto('/register');
    const name = page.getByLabel('Nome completo');
    await name.fill('a'.repeat(300));
    await page.getByLabel('Email').fill(uniqueEmail('longo'));
    await page.getByLabel('Senha', { exact: true }).fill(DEFAULT_PASSWORD);
    await page.getByLabel('Confirmar senha', { exact: true }).fill(DEFAULT_PASSWORD);
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('O nome pode ter no máximo 120 caracteres')).toBeVisible();
    await expect(page.getByText('Por favor, digite seu nome completo (nome e sobrenome)')).toHaveCount(0);
    await expect(name).toHaveValue('a'.repeat(300));
    await expect(name).toBeFocused();
    await expect(page).toHaveURL(/\/register$/);
    await expectAccessible(page);

    await name.fill('Joana Pereira');
    await expect(page.getByText('O nome pode ter no máximo 120 caracteres')).toHaveCount(0);
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('login and forgot password check the e-mail by the one rule of sign-up', async ({ page }) => {
    let calls = 0;
    await page.route('**/api/auth/**', (route) => {
      calls += 1;
      return route.continue();
    });
    await page.goto('/login');
    await page.getByLabel('Email').fill('ana@exemplo');
    await page.getByLabel('Senha', { exact: true }).fill(DEFAULT_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Por favor, digite um email válido')).toBeVisible();

    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('ana@exemplo');
    await page.getByRole('button', { name: 'Enviar senha temporária' }).click();
    await expect(page.getByText('Por favor, digite um email válido')).toBeVisible();
    expect(calls).toBe(0);

    await page.getByLabel('Email').fill(uniqueEmail('esqueci'));
    await page.getByRole('button', { name: 'Enviar senha temporária' }).click();
    const success = page.getByRole('status').filter({ hasText: 'Pedido recebido!' });
    await expect(success).toBeInViewport();
    // Written from FORGOT_PASSWORD_REDIRECT_MS.
    await expect(page.getByText('Você será levado para a tela de login em 5 segundos.')).toBeVisible();
  });

  test('profile: a name over its limit is refused with the limit, not cut and saved', async ({ page, request }) => {
    const { email } = await registerViaApi(request, 'Carlos Andrade');
    await page.goto('/login');
    await loginViaUi(page, email);
    await expect(page).toHaveURL(/\/profile$/);
    await page.getByRole('button', { name: 'Editar perfil' }).click();
    const form = page.getByRole('form', { name: 'Editar perfil' });
    const long = `Carlos ${'a'.repeat(200)}`;
    await form.getByLabel('Nome completo').fill(long);
    await form.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(form.getByText('O nome pode ter no máximo 120 caracteres')).toBeVisible();
    await expect(form.getByLabel('Nome completo')).toHaveValue(long);
    await expect(page.getByText('Perfil atualizado com sucesso!')).toHaveCount(0);

    await form.getByLabel('Nome completo').fill('Carlos Andrade Lima');
    await expect(form.getByText('O nome pode ter no máximo 120 caracteres')).toHaveCount(0);
    await form.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Perfil atualizado com sucesso!' })).toBeInViewport();
  });

  test('contact: a 5,330-character message is refused with the limit, never cut; the confirmation is in view', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Nome', { exact: true }).fill('Ana Souza');
    await page.getByLabel('Email', { exact: true }).fill('ana.souza@exemplo.com.br');
    await page.getByLabel('Assunto', { exact: true }).fill('Uma mensagem longa');
    const message = page.getByLabel('Mensagem', { exact: true });
    await message.fill('M'.repeat(5_330));
    await expect(message).toHaveValue('M'.repeat(5_330));
    await expect(page.getByText('5330/5000 caracteres')).toBeVisible();
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByText('A mensagem pode ter no máximo 5000 caracteres')).toBeVisible();
    await expect(message).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Mensagem enviada com sucesso!' })).toHaveCount(0);

    await message.fill('Olá! Queria saber se o PDF do relatório funciona no celular.');
    await expect(page.getByText('A mensagem pode ter no máximo 5000 caracteres')).toHaveCount(0);
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    const banner = page.getByRole('status').filter({ hasText: 'Mensagem enviada com sucesso!' });
    await expect(banner).toBeInViewport();
    await expect(banner).toBeFocused();
    await expectAccessible(page);
  });
});
