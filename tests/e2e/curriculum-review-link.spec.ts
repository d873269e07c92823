import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { bearer, completeViaApi, expectAccessible, loginViaUi, payViaApi, registerViaApi, expectNoHorizontalScroll } from './support';

const run = promisify(execFile);

/** Issue 29 item 5 (decision 0186): a private link for review, tried as a new user would on a phone. */
test.use({ viewport: { width: 360, height: 740 } });

test('a paying user shares a review link, it opens signed out with the document only, the owner sees the count and revokes it', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const name = 'Lia Revisão Souza';
  const account = await registerViaApi(request, name);
  const attemptId = await completeViaApi(request, account.token);
  await payViaApi(request, account.token, attemptId);
  const saved = await request.put('/api/curriculum', {
    headers: bearer(account.token),
    data: { type: 'FORMAL', fullName: name, email: account.email, phone: '(11) 98765-4321', objective: 'Primeiro emprego como assistente administrativa.' },
  });
  expect(saved.status()).toBe(200);

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/login');
  await loginViaUi(page, account.email);
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/curriculum');
  const panel = page.getByRole('region', { name: 'Pedir uma revisão' });
  await expect(panel).toBeVisible();
  // Who can see it and for how long, in plain words, before anything is shared.
  await expect(panel).toContainText('Qualquer pessoa com o link vê o currículo inteiro, com seu telefone, e-mail e endereço, por 7 dias');
  await expect(panel.getByText('Nenhum link ativo.')).toBeVisible();

  await panel.getByRole('button', { name: 'Criar link de revisão' }).click();
  const address = panel.getByLabel('Link para enviar');
  await expect(address).toHaveValue(/\/revisao\/[A-Za-z0-9_-]{43}$/);
  const url = await address.inputValue();
  await panel.getByRole('button', { name: 'Copiar link' }).click();
  await expect(panel.getByRole('button', { name: 'Link copiado!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect(panel.getByTestId('review-link')).toContainText('Ainda não foi aberto');
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  // Someone else, signed out, on their own phone.
  const reader = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'pt-BR' });
  const readerPage = await reader.newPage();
  const opened = await readerPage.goto(url);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()['cache-control']).toBe('no-store');
  await expect(readerPage.getByRole('heading', { level: 1, name: 'Currículo para revisão' })).toBeVisible();
  expect(await readerPage.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  // The document only: nothing of the owner's account on the page.
  await expect(readerPage.locator('body')).not.toContainText(name);
  await expect(readerPage.locator('body')).not.toContainText(account.email);
  const open = readerPage.getByRole('link', { name: 'Abrir PDF' });
  await expect(open).toBeVisible();
  await expectNoHorizontalScroll(readerPage);
  await expectAccessible(readerPage);
  // The PDF behind "Abrir PDF", fetched as that reader's browser would: the resume as it is now.
  const pdfHref = (await open.getAttribute('href'))!;
  const pdf = await reader.request.get(pdfHref);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const file = testInfo.outputPath('revisao.pdf');
  await writeFile(file, await pdf.body());
  expect((await run('pdftotext', [file, '-'])).stdout.replace(/\s+/g, ' ')).toContain(name);

  // The owner sees the opening counted.
  await panel.getByRole('button', { name: 'Atualizar' }).click();
  await expect(panel.getByTestId('review-link')).toContainText('Aberto 1 vez');

  // Revoked: at once, and the reader's page now says the link is dead.
  await panel.getByRole('button', { name: /^Cancelar o link/ }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Link cancelado' })).toBeVisible();
  await expect(panel.getByText('Nenhum link ativo.')).toBeVisible();
  const dead = await readerPage.reload();
  expect(dead?.status()).toBe(404);
  await expect(readerPage.getByRole('heading', { level: 1, name: 'Este link não vale mais' })).toBeVisible();
  await expect(readerPage.getByRole('link', { name: 'Abrir PDF' })).toHaveCount(0);
  expect((await reader.request.get(pdfHref)).status()).toBe(404);
  await expectAccessible(readerPage);
  await reader.close();
});

test('the review panel says when the links cannot load, and stops at the live-link limit with a clear message', async ({ page, request }) => {
  const account = await registerViaApi(request, 'Caio Limite Rocha');
  const attemptId = await completeViaApi(request, account.token);
  await payViaApi(request, account.token, attemptId);
  const saved = await request.put('/api/curriculum', { headers: bearer(account.token), data: { type: 'FORMAL', fullName: 'Caio Limite Rocha' } });
  expect(saved.status()).toBe(200);

  await page.goto('/login');
  await loginViaUi(page, account.email);
  await expect(page).toHaveURL(/\/profile$/);
  // The list does not load: an error with a way to try again, and no link can be made meanwhile.
  await page.route('**/api/curriculum/review-links', (route) => (route.request().method() === 'GET' ? route.abort('internetdisconnected') : route.fallback()));
  await page.goto('/curriculum');
  const panel = page.getByRole('region', { name: 'Pedir uma revisão' });
  await expect(panel.getByRole('alert')).toContainText('Não foi possível carregar seus links de revisão.', { timeout: 20_000 });
  await expect(panel.getByRole('button', { name: 'Criar link de revisão' })).toBeDisabled();
  await expectAccessible(page);
  await page.unroute('**/api/curriculum/review-links');
  await panel.getByRole('button', { name: 'Tentar de novo' }).click();
  await expect(panel.getByText('Nenhum link ativo.')).toBeVisible();

  for (let made = 1; made <= 3; made++) {
    await panel.getByRole('button', { name: 'Criar link de revisão' }).click();
    await expect(panel.getByTestId('review-link')).toHaveCount(made);
  }
  await expect(panel.getByRole('button', { name: 'Criar link de revisão' })).toBeDisabled();
  await expect(panel).toContainText('Você já tem 3 links ativos. Cancele um para criar outro.');
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
});
