import { expect, test } from '@playwright/test';
import { DEFAULT_PASSWORD, expectAccessible, loginViaUi, readDeliveredMail, registerViaApi, uniqueEmail, withServerDatabase } from './support';

/** Issue 26: the account flows a new user hit, on a phone. */
test.use({ viewport: { width: 360, height: 740 } });

test.describe('account security', () => {
  test('a temporary-password login: the new-password form in the first screen, without asking the temporary password again', async ({ page, request }) => {
    const account = await registerViaApi(request, 'Tiago Moreira Reis');
    expect((await request.post('/api/auth/forgot-password', { data: { email: account.email } })).status()).toBe(200);
    const mail = await readDeliveredMail(account.email, 'Sua senha temporária do Rumo');
    const temporary = /Sua senha temporária é: (\S+)/.exec(mail.text ?? '')![1]!;

    await page.goto('/login');
    await loginViaUi(page, account.email, temporary);
    await expect(page).toHaveURL(/\/profile$/);
    const form = page.getByRole('form', { name: 'Trocar senha' });
    await expect(page.getByRole('status').filter({ hasText: 'Escolha uma nova senha' })).toBeVisible();
    // Above the fold, whole: the form and its button, without scrolling.
    await expect(form.getByLabel('Nova senha', { exact: true })).toBeInViewport({ ratio: 1 });
    await expect(form.getByRole('button', { name: 'Trocar senha' })).toBeInViewport({ ratio: 1 });
    // The temporary password was just typed: not asked a second time.
    await expect(form.getByLabel('Senha temporária', { exact: true })).toHaveCount(0);
    await expectAccessible(page);

    await form.getByLabel('Nova senha', { exact: true }).fill('minha-senha-nova-1');
    await form.getByLabel('Confirmar nova senha', { exact: true }).fill('minha-senha-nova-1');
    await form.getByRole('button', { name: 'Trocar senha' }).click();
    await expect(page.getByText('Senha alterada com sucesso!')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Escolha uma nova senha' })).toHaveCount(0);
    const login = await request.post('/api/auth/login', { data: { email: account.email, password: 'minha-senha-nova-1' } });
    expect(login.status()).toBe(200);
  });

  test('a common password is refused with the server’s Portuguese message', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Nome completo').fill('Paula Ribeiro Dias');
    await page.getByLabel('Email').fill(uniqueEmail('comum'));
    await page.getByLabel('Senha', { exact: true }).fill('senha123');
    await page.getByLabel('Confirmar senha', { exact: true }).fill('senha123');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Essa senha é muito comum' })).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('changing the e-mail asks for the password, shows it awaiting confirmation and tells the old address', async ({ page, request }) => {
    const account = await registerViaApi(request, 'Marina Lopes Costa');
    await page.goto('/login');
    await loginViaUi(page, account.email);
    await expect(page).toHaveURL(/\/profile$/);
    await page.getByRole('button', { name: 'Editar perfil' }).click();
    const form = page.getByRole('form', { name: 'Editar perfil' });
    await expect(form.getByLabel('Senha atual', { exact: true })).toHaveCount(0);
    const newEmail = uniqueEmail('novo-email');
    await form.getByLabel('Email').fill(newEmail);
    await form.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(form.getByText('Digite sua senha atual para trocar o e-mail.')).toBeVisible();
    await form.getByLabel('Senha atual', { exact: true }).fill('senha-errada-9');
    await form.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(form.getByRole('alert')).toHaveText('A senha atual está incorreta');
    await form.getByLabel('Senha atual', { exact: true }).fill(DEFAULT_PASSWORD);
    await form.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText(`Enviamos um link de confirmação para ${newEmail}.`)).toBeVisible();
    // The account keeps its address; the new one waits.
    await expect(page.getByRole('definition').filter({ hasText: account.email })).toHaveText(account.email);
    await expect(page.getByRole('definition').filter({ hasText: newEmail })).toHaveText(`${newEmail} (aguardando confirmação)`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    const notice = await readDeliveredMail(account.email, 'Pedido de troca do e-mail da sua conta no Rumo');
    expect(notice.text).toContain(newEmail);
  });

  test('after deleting the account, /login says so in Portuguese', async ({ page, request }) => {
    const account = await registerViaApi(request, 'Caio Nunes Prado');
    await page.goto('/login');
    await loginViaUi(page, account.email);
    await expect(page).toHaveURL(/\/profile$/);
    await page.getByRole('button', { name: 'Excluir minha conta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir minha conta' });
    await dialog.getByLabel('Sua senha', { exact: true }).fill(DEFAULT_PASSWORD);
    await dialog.getByRole('button', { name: 'Excluir minha conta' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status').filter({ hasText: 'Sua conta e seus dados foram excluídos.' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a role granted while signed in shows in the console at once, without signing in again', async ({ page, request }) => {
    const account = await registerViaApi(request, 'Equipe Nova Silva');
    await page.goto('/login');
    await loginViaUi(page, account.email);
    await expect(page).toHaveURL(/\/profile$/);
    // As `npm run role -- grant <email> STAFF` does, while the person is signed in.
    withServerDatabase((db) => db.prepare("update users set role = 'STAFF' where email_normalized = ?").run(account.email.toLowerCase()));
    await page.goto('/equipe');
    await expect(page.getByRole('heading', { level: 1, name: 'Equipe' })).toBeVisible();
  });
});
