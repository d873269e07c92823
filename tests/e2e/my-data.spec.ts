import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEFAULT_PASSWORD, bearer, completeViaApi, expectAccessible, loginViaUi, registerViaApi, shareResultViaApi } from './support';

/** LGPD self-service on a phone: CPF and phone removal, the export, and the account deletion. */
test.describe('meus dados, at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('removes CPF and phone, exports the data, deletes the account and cannot log in again', async ({ page, request }) => {
    const account = await registerViaApi(request, 'Joana Prado Reis');
    const attemptId = await completeViaApi(request, account.token);
    // A shared result, so its link is up until the account goes.
    await shareResultViaApi(request, account.token, attemptId);
    expect((await request.get(`/report/${attemptId}`)).status()).toBe(200);
    const filled = await request.put('/api/auth/me', { headers: bearer(account.token), data: { document: '52998224725', phone: '11987654321' } });
    expect(filled.status()).toBe(200);

    await page.goto('/login');
    await loginViaUi(page, account.email);
    await expect(page).toHaveURL(/\/profile$/);

    // Correction: each optional field has its own "Remover".
    await expect(page.getByText('529.982.247-25')).toBeVisible();
    await page.getByRole('button', { name: 'Remover CPF' }).click();
    await expect(page.getByText('CPF removido.')).toBeVisible();
    await expect(page.getByText('529.982.247-25')).toBeHidden();
    await page.getByRole('button', { name: 'Remover Telefone' }).click();
    await expect(page.getByText('Telefone removido.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Remover/ })).toHaveCount(0);

    // Export: the file is meus-dados-rumo.json and holds the e-mail and the attempt.
    await expect(page.getByRole('heading', { name: 'Meus dados' })).toBeVisible();
    await expectAccessible(page);
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar meus dados' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('meus-dados-rumo.json');
    const exported = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
    expect(exported.data.account.email).toBe(account.email);
    expect(exported.data.account.document).toBeNull();
    expect(exported.data.attempts.map((a: { id: string }) => a.id)).toEqual([attemptId]);

    // Deletion: the warning lists what goes and what stays; a wrong password deletes nothing.
    await page.getByRole('button', { name: 'Excluir minha conta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir minha conta' });
    await expect(dialog.getByText('O que será apagado:')).toBeVisible();
    await expect(dialog.getByText('O que fica guardado:')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel('Sua senha', { exact: true }).fill('senha-errada');
    await dialog.getByRole('button', { name: 'Excluir minha conta' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Senha incorreta. Sua conta não foi excluída.');
    await dialog.getByLabel('Sua senha', { exact: true }).fill(DEFAULT_PASSWORD);
    await dialog.getByRole('button', { name: 'Excluir minha conta' }).click();

    // Signed out, with the confirmation.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Sua conta e seus dados foram excluídos.')).toBeVisible();
    // This device forgets the session too (right after the navigation, with the features' local data).
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => /token|user/i.test(key)))).toEqual([]);
    await expectAccessible(page);

    // The shared result's link is gone, and the password opens nothing.
    expect((await request.get(`/report/${attemptId}`)).status()).toBe(404);
    await loginViaUi(page, account.email);
    await expect(page.getByRole('alert')).toHaveText('Email ou senha incorretos');
  });
});
