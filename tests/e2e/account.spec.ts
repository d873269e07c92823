import { expect, test, type Page } from '@playwright/test';
import { PASSWORD_SUCCESS_VISIBLE_MS, ACCOUNT_SUCCESS_VISIBLE_MS } from '../../src/web/config/timings';
import { DEFAULT_PASSWORD, expectAccessible, loginViaUi, registerViaApi } from './support';

/** Stops the page's clock (installed before the page loaded): from here on, its time moves only by clock.runFor. */
const pauseClock = (page: Page) => page.clock.pauseAt(Date.now() + 1_000);

test.describe('account page (/profile)', () => {
  test.beforeEach(async ({ page, request }) => {
    await page.clock.install();
    const { email } = await registerViaApi(request, 'Carlos Andrade');
    await page.goto('/login');
    await loginViaUi(page, email);
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('shows the account and edits it, with the spec messages', async ({ page }) => {
    await expect(page.getByText('Ativa')).toBeVisible();
    await expect(page.getByText('Chegou hoje')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Editar perfil' }).click();
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByRole('alert')).toHaveText('Nenhuma alteração foi feita');

    await page.getByLabel('Nome completo').fill('Carlos');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('Por favor, digite seu nome completo (nome e sobrenome)')).toBeVisible();

    await page.getByLabel('CPF').fill('11111111111');
    await page.getByLabel('Nome completo').fill('Carlos Andrade Lima');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('CPF inválido')).toBeVisible();

    await page.getByLabel('CPF').fill('52998224725');
    await expect(page.getByLabel('CPF')).toHaveValue('529.982.247-25');
    await page.getByLabel('Telefone').fill('11987654321');
    await expect(page.getByLabel('Telefone')).toHaveValue('(11) 98765-4321');
    await pauseClock(page);
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    const success = page.getByText('Perfil atualizado com sucesso!');
    await expect(success).toBeVisible();
    await expect(page.getByText('Carlos Andrade Lima')).toBeVisible();
    await expect(page.getByText('529.982.247-25')).toBeVisible();
    // Visible for 3 s, then gone.
    await page.clock.runFor(ACCOUNT_SUCCESS_VISIBLE_MS - 1);
    await expect(success).toBeVisible();
    await page.clock.runFor(1);
    await expect(success).toBeHidden();
    await page.clock.resume();

    await page.reload();
    await expect(page.getByText('Carlos Andrade Lima')).toBeVisible();
  });

  test('changes the password, with validation and the 5 s success message', async ({ page }) => {
    await page.getByRole('button', { name: 'Trocar senha' }).click();
    const form = page.getByRole('form', { name: 'Trocar senha' });
    await form.getByRole('button', { name: 'Trocar senha' }).click();
    // Beside each field (the contract's message), the first one focused.
    await expect(form.getByText('Todos os campos são obrigatórios')).toHaveCount(3);
    await expect(form.getByLabel('Senha atual', { exact: true })).toBeFocused();

    await form.getByLabel('Senha atual', { exact: true }).fill(DEFAULT_PASSWORD);
    await form.getByLabel('Nova senha', { exact: true }).fill('novasenha1');
    await form.getByLabel('Confirmar nova senha', { exact: true }).fill('outrasenha');
    await form.getByRole('button', { name: 'Trocar senha' }).click();
    await expect(form.getByText('A nova senha e a confirmação não coincidem')).toBeVisible();

    await form.getByLabel('Nova senha', { exact: true }).fill(DEFAULT_PASSWORD);
    await form.getByLabel('Confirmar nova senha', { exact: true }).fill(DEFAULT_PASSWORD);
    await form.getByRole('button', { name: 'Trocar senha' }).click();
    await expect(form.getByText('A nova senha deve ser diferente da senha atual')).toBeVisible();

    await form.getByLabel('Senha atual', { exact: true }).fill('errada123');
    await form.getByLabel('Nova senha', { exact: true }).fill('novasenha1');
    await form.getByLabel('Confirmar nova senha', { exact: true }).fill('novasenha1');
    await form.getByRole('button', { name: 'Trocar senha' }).click();
    await expect(form.getByRole('alert')).toHaveText('A senha atual está incorreta');

    await form.getByLabel('Senha atual', { exact: true }).fill(DEFAULT_PASSWORD);
    await pauseClock(page);
    await form.getByRole('button', { name: 'Trocar senha' }).click();
    const success = page.getByText('Senha alterada com sucesso!');
    await expect(success).toBeVisible();
    // Visible for 5 s, then gone.
    await page.clock.runFor(PASSWORD_SUCCESS_VISIBLE_MS - 1);
    await expect(success).toBeVisible();
    await page.clock.runFor(1);
    await expect(success).toBeHidden();
  });
});
