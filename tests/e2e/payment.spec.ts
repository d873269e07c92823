import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { CAREER_CATALOGUE } from '../../src/shared/content/careers/catalogue';
import { PROFILES } from '../../src/shared/content/profiles';
import { PORTRAIT_PART } from '../../src/shared/content/personal/report-phrases';
import {
  bearer,
  completeAsStaffViaApi,
  expectAccessible,
  loginViaUi,
  registerStaffViaApi,
  registerViaApi,
  withServerDatabase,
  openOwnResultViaUi,
  shareResultViaApi,
} from './support';

const run = promisify(execFile);

/** A valid CPF (check digits) and a mobile number, typed as a person would. */
const CPF = '529.982.247-25';
const PHONE = '(11) 98765-4321';

const CARDS = { approved: '4000 0000 0000 0010', refused: '4000 0000 0000 0028', pending: '4000 0000 0000 0036' } as const;

/** A user with a completed, unpaid attempt, logged in and looking at /results. */
async function openFreeResult(page: Page, request: Parameters<typeof registerViaApi>[0], name = 'Beatriz Costa Lima') {
  const account = await registerStaffViaApi(request, name);
  const attemptId = await completeAsStaffViaApi(request, account.token);
  await page.goto('/login');
  await loginViaUi(page, account.email);
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Seu Resultado' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Seu resultado' })).toBeVisible();
  return { ...account, attemptId };
}

/** The same on a phone, where the navigation is folded into a menu: straight to /results. */
async function openFreeResultOnPhone(page: Page, request: Parameters<typeof registerViaApi>[0], name: string) {
  const account = await registerStaffViaApi(request, name);
  const attemptId = await completeAsStaffViaApi(request, account.token);
  await openOwnResultViaUi(page, account.email);
  return { ...account, attemptId };
}

/** The attempt's orders, read from the journey server's database. */
const ordersOf = (attemptId: string) =>
  withServerDatabase((db) => db.prepare('select id, method, status from orders where attempt_id = ? order by created_at').all(attemptId)) as Array<{
    id: string;
    method: string;
    status: string;
  }>;

/** "Expira em 09:57" -> 597 */
function secondsLeft(timer: string | null): number {
  const match = /(\d\d):(\d\d)/.exec(timer ?? '');
  if (!match) throw new Error(`no countdown in "${timer}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Opens the modal; an account without an age band answers it first (18 to 20: no guardian), unless `answerAge` is false. */
async function openPaymentModal(page: Page, answerAge = true) {
  await page.getByRole('button', { name: 'Desbloquear relatório completo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Desbloquear relatório completo' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('R$ 29,90');
  // The age step shows at once (it reads the session's user) when the account has no band yet.
  const ageBand = dialog.getByRole('group', { name: 'Faixa etária' });
  if (answerAge && (await ageBand.isVisible())) {
    await ageBand.getByRole('radio', { name: '18 a 20 anos' }).check();
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await expect(ageBand).toHaveCount(0);
  }
  return dialog;
}

async function fillPayer(dialog: ReturnType<Page['getByRole']>) {
  await dialog.getByLabel('CPF').fill(CPF);
  await dialog.getByLabel('Telefone').fill(PHONE);
}

async function payByCard(dialog: ReturnType<Page['getByRole']>, number: string) {
  await dialog.getByRole('radio', { name: /Cartão de crédito/ }).click();
  await fillPayer(dialog);
  await dialog.getByLabel('Número do cartão').fill(number);
  await dialog.getByLabel('Nome impresso no cartão').fill('Beatriz C Lima');
  await dialog.getByLabel('Validade (MM/AA)').fill(`12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`);
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByLabel('CEP').fill('01310-100');
  await dialog.getByLabel('Rua').fill('Avenida Paulista');
  await dialog.getByLabel('Número', { exact: true }).fill('1000');
  await dialog.getByLabel('Bairro').fill('Bela Vista');
  await dialog.getByLabel('Cidade').fill('São Paulo');
  await dialog.getByLabel('UF').fill('sp');
  await dialog.getByRole('button', { name: 'Pagar com cartão' }).click();
}

/** After a confirmed payment: the success message, then /results in the PAID state. */
async function expectUnlocked(page: Page) {
  await expect(page.getByText('Pagamento confirmado!')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 10_000 });
  await expect(page).toHaveURL(/\/results$/);
  await expect(page.getByRole('heading', { name: 'Análise completa' })).toBeVisible();
  await expect(page.getByText('Completo', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Desbloquear relatório completo' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Currículo' })).toBeVisible();
}

test.describe('premium', () => {
  test('a free result unlocked with a sandbox PIX shows the paid view, and the PDF downloads with the careers and the 9 profiles', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const { token, attemptId } = await openFreeResult(page, request);

    // FREE: locked download, unlock button, no paid sections.
    await expect(page.getByRole('heading', { name: 'Análise completa' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Baixar Relatório' }).click();
    await expect(page.getByText('PDF não disponível no momento.')).toBeVisible();

    const dialog = await openPaymentModal(page);
    await expectAccessible(page);
    await dialog.getByLabel('CPF').fill('111.111.111-11');
    await expect(dialog.getByText('CPF inválido')).toBeVisible();
    await fillPayer(dialog);
    await dialog.getByLabel('Telefone').blur();
    await dialog.getByRole('button', { name: 'Gerar código PIX' }).click();

    await expect(dialog.getByRole('img', { name: 'QR Code do PIX para pagamento' })).toBeVisible();
    await expect(dialog.getByLabel('PIX copia e cola')).toHaveValue(/^000201.*6304[0-9A-F]{4}$/);
    await expect(dialog.getByRole('timer')).toContainText(/Expira em (09|10):\d\d/);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await dialog.getByRole('button', { name: 'Copiar código PIX' }).click();
    await expect(dialog.getByRole('button', { name: 'Código copiado!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await dialog.getByLabel('PIX copia e cola').inputValue());

    // The paying bank, played by the sandbox; the modal notices by polling or by the button's answer.
    await dialog.getByRole('button', { name: 'Simular pagamento (sandbox)' }).click();
    await expectUnlocked(page);

    await page.getByRole('button', { name: 'Análise completa' }).click();
    // One in-depth part per profile in front: one for a clear result, two or three for a perfil misto (the staff fill draws either).
    await expect(page.getByText(PORTRAIT_PART.famousNote).first()).toBeVisible();

    // CPF and phone typed in the modal were saved to the profile.
    const me = (await (await request.get('/api/auth/me', { headers: bearer(token) })).json()).data.user;
    expect(me).toMatchObject({ document: '52998224725', phone: '11987654321', canAccessCurriculum: true });

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar Relatório' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^relatorio-rumo-.+\.pdf$/);
    const file = testInfo.outputPath('relatorio.pdf');
    await download.saveAs(file);
    const { stdout: text } = await run('pdftotext', ['-layout', file, '-']);
    expect(text).toContain('Beatriz');
    for (const profile of PROFILES) expect(text, profile.name).toContain(profile.name);
    // The person's 12 careers come first, and the catalogue's other careers follow (names may wrap at a line's end).
    const owned = (await (await request.get(`/api/result/${attemptId}`, { headers: bearer(token) })).json()).data.result;
    const mine: string[] = owned.careers.careers.map((career: { name: string }) => career.name);
    expect(mine).toHaveLength(12);
    expect(mine.filter((career) => text.includes(career)).length).toBeGreaterThanOrEqual(10);
    const found = CAREER_CATALOGUE.filter((career) => text.includes(career.name));
    expect(found.length).toBeGreaterThanOrEqual(50);

    // When the server cannot generate it, its (Portuguese) message is shown.
    await page.route('**/api/report/*/pdf', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Não foi possível gerar o PDF. Tente novamente.' }),
      }),
    );
    await page.getByRole('button', { name: 'Baixar Relatório' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível gerar o PDF. Tente novamente.' })).toBeVisible();
    await page.unroute('**/api/report/*/pdf');

    // The paid user reaches /curriculum from the navigation (spec §2: canAccessCurriculum).
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Currículo' }).click();
    await expect(page).toHaveURL(/\/curriculum$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Currículo' })).toBeVisible();
    await expectAccessible(page);

    // Once shared, the public link of the same attempt shows the free view only.
    await shareResultViaApi(request, token, attemptId);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`/report/${attemptId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Resultado de Beatriz' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Análise completa' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Baixar Relatório' })).toHaveCount(0);
  });

  test('a blocked clipboard: the PIX panel says the code was not copied, never "Código copiado!"', async ({ page, request }) => {
    await openFreeResult(page, request, 'Sofia Prado Nunes');
    const dialog = await openPaymentModal(page);
    await fillPayer(dialog);
    await dialog.getByRole('button', { name: 'Gerar código PIX' }).click();
    await expect(dialog.getByLabel('PIX copia e cola')).toHaveValue(/^000201/);
    // Both ways of copying refuse, as on a browser that blocks the clipboard.
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('blocked')) }, configurable: true });
      document.execCommand = () => false;
    });
    await dialog.getByRole('button', { name: 'Copiar código PIX' }).click();
    await expect(dialog.getByText('Não foi possível copiar. Selecione o código acima e copie manualmente.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Copiar código PIX' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Código copiado!' })).toHaveCount(0);
  });

  test('an expired PIX code says so and a new one can be generated', async ({ page, request }) => {
    await page.clock.install();
    const { attemptId } = await openFreeResult(page, request, 'Gustavo Lima Barros');
    const dialog = await openPaymentModal(page);
    await fillPayer(dialog);
    await dialog.getByRole('button', { name: 'Gerar código PIX' }).click();
    const code = dialog.getByLabel('PIX copia e cola');
    await expect(code).toHaveValue(/^000201/);
    const first = await code.inputValue();

    await page.clock.fastForward('10:05');
    await expect(dialog.getByRole('alert')).toHaveText(/QR Code expirado|O tempo para pagamento expirou/);
    await expect(code).toHaveCount(0);
    // Only the browser's clock jumped; the server, which keeps the pending code, must see the ten minutes pass too.
    const past = new Date(Date.now() - 1_000).toISOString();
    withServerDatabase((db) => {
      db.prepare("update orders set pix_expires_at = ? where attempt_id = ? and method = 'pix'").run(past, attemptId);
      db.prepare('update sandbox_orders set pix_expires_at = ? where code in (select id from orders where attempt_id = ?)').run(past, attemptId);
    });
    await dialog.getByRole('button', { name: 'Gerar Novo PIX' }).click();
    await expect(code).toHaveValue(/^000201/);
    expect(await code.inputValue()).not.toBe(first);
    await expect(dialog.getByRole('timer')).toContainText(/Expira em (09|10):\d\d/);
    expect(ordersOf(attemptId).map((o) => o.method)).toEqual(['pix', 'pix']);
  });

  test('a PIX code valid for 20 minutes counts down and is polled for 20 minutes, not a fixed 10', async ({ page, request }) => {
    await page.clock.install();
    // The server's PIX_EXPIRES_IN_SECONDS stays 600 here: the create-order answer is given a longer expiresIn on its way to the page.
    await page.route('**/api/payment/create-order', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.pix.expiresIn = 1_200;
      await route.fulfill({ response, json: body });
    });
    await openFreeResult(page, request, 'Helena Prado Ramos');
    const dialog = await openPaymentModal(page);
    await fillPayer(dialog);
    await dialog.getByRole('button', { name: 'Gerar código PIX' }).click();
    await expect(dialog.getByLabel('PIX copia e cola')).toHaveValue(/^000201/);
    await expect(dialog.getByRole('timer')).toContainText(/Expira em (19|20):\d\d/);

    await page.clock.fastForward('10:05');
    await expect(dialog.getByRole('timer')).toContainText(/Expira em 09:\d\d/);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(dialog.getByRole('status').filter({ hasText: 'Aguardando pagamento...' })).toBeVisible();

    await page.clock.fastForward('10:00');
    await expect(dialog.getByRole('alert')).toHaveText(/QR Code expirado|O tempo para pagamento expirou/);
    await expect(dialog.getByRole('button', { name: 'Gerar Novo PIX' })).toBeVisible();
  });

  test('the approved test card unlocks the report', async ({ page, request }) => {
    await openFreeResult(page, request, 'Carlos Eduardo Souza');
    const dialog = await openPaymentModal(page);
    await payByCard(dialog, CARDS.approved);
    await expectUnlocked(page);
  });

  test('the refused test card shows the denial and leaves the report locked', async ({ page, request }) => {
    await openFreeResult(page, request, 'Daniela Ferreira Gomes');
    const dialog = await openPaymentModal(page);
    await payByCard(dialog, CARDS.refused);
    const denial = dialog.getByText('Pagamento negado. Verifique os dados do cartão e tente novamente.');
    await expect(denial).toBeVisible();
    // At 1280 px too, the denial is where the eyes are after the tap.
    await expect(denial).toBeInViewport();
    await expect(dialog.getByRole('alert')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Desbloquear relatório completo' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Análise completa' })).toHaveCount(0);
  });

  test('the pending test card is processed, polled, then approved', async ({ page, request }) => {
    test.setTimeout(90_000);
    await openFreeResult(page, request, 'Eduardo Martins Pinto');
    const dialog = await openPaymentModal(page);
    await payByCard(dialog, CARDS.pending);
    await expect(dialog.getByText('Processando o pagamento com a operadora do cartão...')).toBeVisible();
    await expect(page.getByText('Pagamento confirmado!')).toBeVisible({ timeout: 20_000 });
    await expectUnlocked(page);
  });

  test('a card payment still pending after 60 s of polling every 2 s ends with the timeout message', async ({ page, request }) => {
    await page.clock.install();
    await openFreeResult(page, request, 'Gustavo Lima Teixeira');
    // The gateway keeps the order pending for as long as the browser asks.
    const polls: number[] = [];
    await page.route('**/api/payment/order/*', async (route) => {
      polls.push(Date.now());
      const response = await route.fetch();
      const json = await response.json();
      json.data.order.status = 'PENDING';
      await route.fulfill({ response, json });
    });
    const dialog = await openPaymentModal(page);
    await payByCard(dialog, CARDS.pending);
    await expect(dialog.getByText('Processando o pagamento com a operadora do cartão...')).toBeVisible();

    // It polls every 2 s (the clock runs at its normal pace here)...
    await expect.poll(() => polls.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    const gaps = polls.slice(1).map((at, i) => at - polls[i]!);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(1_900);
    const timeout = dialog.getByText('Tempo limite excedido. Por favor, tente novamente.');
    await expect(timeout).toHaveCount(0);
    // ...and gives up once 60 s have passed since it started.
    await page.clock.fastForward(60_000);
    await expect(timeout).toBeVisible();
    const afterLimit = polls.length;
    await page.clock.fastForward(10_000);
    // A poll would be sent by a timer that fastForward ran, before this round trip starts: the route sees it first.
    await page.evaluate(async () => (await fetch('/api/health')).status);
    expect(polls.length).toBe(afterLimit);
    await expect(page.getByRole('heading', { name: 'Análise completa' })).toHaveCount(0);
  });

  test('card and address problems are explained before anything is charged', async ({ page, request }) => {
    const { token, attemptId } = await openFreeResult(page, request, 'Fernanda Alves Rocha');
    const dialog = await openPaymentModal(page);
    await dialog.getByRole('radio', { name: /Cartão de crédito/ }).click();
    await fillPayer(dialog);
    await dialog.getByRole('button', { name: 'Pagar com cartão' }).click();
    await expect(dialog.getByText('Por favor, preencha todos os campos do cartão')).toBeVisible();
    // At 1280 px as on a phone, the first field to fix is focused and on screen, with its own message.
    await expect(dialog.getByLabel('Número do cartão')).toBeFocused();
    await expect(dialog.getByText('Por favor, preencha o número do cartão')).toBeInViewport();

    await dialog.getByLabel('Número do cartão').fill('4000000000000010');
    await expect(dialog.getByLabel('Número do cartão')).toHaveValue('4000 0000 0000 0010');
    await dialog.getByLabel('Nome impresso no cartão').fill('Fernanda A Rocha');
    await dialog.getByLabel('Validade (MM/AA)').fill('0120');
    await expect(dialog.getByLabel('Validade (MM/AA)')).toHaveValue('01/20');
    await dialog.getByLabel('CVV').fill('123');
    await dialog.getByRole('button', { name: 'Pagar com cartão' }).click();
    await expect(dialog.getByText('Cartão expirado')).toBeVisible();

    await dialog.getByLabel('Validade (MM/AA)').fill('12/40');
    await dialog.getByRole('button', { name: 'Pagar com cartão' }).click();
    await expect(dialog.getByText('Por favor, preencha todos os campos do endereço de cobrança')).toBeVisible();

    const status = (await (await request.get(`/api/payment/report-status/${attemptId}`, { headers: bearer(token) })).json()).data;
    expect(status.reportStatus).toBe('FREE');
  });
});

test.describe('payment modal on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a tap on "Pagar com cartão" brings the first problem into view, beside its field, with focus on it', async ({ page, request }) => {
    const { attemptId } = await openFreeResultOnPhone(page, request, 'Helena Prado Duarte');
    const dialog = await openPaymentModal(page);
    await dialog.getByRole('radio', { name: /Cartão de crédito/ }).click();
    const pay = dialog.getByRole('button', { name: 'Pagar com cartão' });

    // CPF and phone hints are short and light, so nobody takes them for values already filled in.
    const cpf = dialog.getByLabel('CPF');
    const phone = dialog.getByLabel('Telefone');
    await expect(cpf).toHaveAttribute('placeholder', '11 dígitos');
    await expect(phone).toHaveAttribute('placeholder', 'Com DDD');
    const [hint, text] = await cpf.evaluate((input) => [getComputedStyle(input, '::placeholder').color, getComputedStyle(input).color]);
    const lightness = (color: string) => Number(/^oklch\(([\d.]+)/.exec(color)?.[1]);
    expect(lightness(hint!), hint).toBeGreaterThanOrEqual(0.7);
    expect(lightness(text!), text).toBeLessThanOrEqual(0.3);

    // A wrong phone, at the top of the form, while the tap happened at its bottom.
    await cpf.fill(CPF);
    await phone.fill('(11) 9876');
    await pay.click();
    const phoneMessage = 'Telefone inválido. Use o formato (11) 98765-4321 ou (11) 3333-4444';
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAccessibleDescription(phoneMessage);
    await expect(dialog.getByText(phoneMessage)).toBeInViewport();

    // Empty card fields: each says so beside itself; the spec's line sums them up near the button, as an alert.
    await phone.fill(PHONE);
    await pay.click();
    const number = dialog.getByLabel('Número do cartão');
    await expect(number).toBeFocused();
    await expect(number).toHaveAccessibleDescription('Por favor, preencha o número do cartão');
    await expect(dialog.getByText('Por favor, preencha o número do cartão')).toBeInViewport();
    await expect(dialog.getByLabel('CVV')).toHaveAccessibleDescription('Por favor, preencha o CVV');
    await expect(dialog.getByRole('alert')).toHaveText('Por favor, preencha todos os campos do cartão');
    await expectAccessible(page);

    // An expired card and a short CEP: the expiry comes first.
    await number.fill(CARDS.approved);
    await dialog.getByLabel('Nome impresso no cartão').fill('Helena P Duarte');
    const expiry = dialog.getByLabel('Validade (MM/AA)');
    await expiry.fill('01/20');
    await dialog.getByLabel('CVV').fill('123');
    const zip = dialog.getByLabel('CEP');
    await zip.fill('01310');
    await dialog.getByLabel('Rua').fill('Avenida Paulista');
    await dialog.getByLabel('Número', { exact: true }).fill('1000');
    await dialog.getByLabel('Bairro').fill('Bela Vista');
    await dialog.getByLabel('Cidade').fill('São Paulo');
    await dialog.getByLabel('UF').fill('SP');
    await pay.click();
    await expect(expiry).toBeFocused();
    await expect(expiry).toHaveAccessibleDescription('Cartão expirado');
    await expect(dialog.getByText('Cartão expirado')).toBeInViewport();
    await expect(zip).toHaveAccessibleDescription('CEP inválido');
    await expect(dialog.getByRole('alert')).toHaveCount(0); // nothing is empty: no summary

    await expiry.fill(`12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`);
    await expect(expiry).not.toHaveAttribute('aria-invalid');
    await pay.click();
    await expect(zip).toBeFocused();
    await expect(dialog.getByText('CEP inválido')).toBeInViewport();
    expect(ordersOf(attemptId)).toEqual([]);
  });

  test("the refused test card's denial comes into view near the button, focused and announced", async ({ page, request }) => {
    const { attemptId } = await openFreeResultOnPhone(page, request, 'Jonas Ribeiro Matos');
    const dialog = await openPaymentModal(page);
    await payByCard(dialog, CARDS.refused);
    const denial = dialog.getByRole('alert');
    await expect(denial).toHaveText('Pagamento negado. Verifique os dados do cartão e tente novamente.');
    await expect(denial).toBeFocused();
    await expect(denial).toBeInViewport();
    await expectAccessible(page);
    expect(ordersOf(attemptId)).toEqual([expect.objectContaining({ method: 'credit_card', status: 'FAILED' })]);
  });

  test('the modal says "Modo de teste", asks the age band first, and for 14 or 15 a guardian, who gets the receipt and a note', async ({ page, request }) => {
    const { token, attemptId } = await openFreeResultOnPhone(page, request, 'Lara Mendes Tavares');
    const dialog = await openPaymentModal(page, false);
    await expect(dialog.getByRole('status').filter({ hasText: 'Modo de teste' })).toBeVisible();
    const ageBand = dialog.getByRole('group', { name: 'Faixa etária' });
    await expect(ageBand).toBeVisible();
    await expect(dialog.getByText('O Rumo é para quem tem 14 anos ou mais.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Gerar código PIX' })).toHaveCount(0);
    await expectAccessible(page);

    // Nothing chosen: the band is asked for.
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await expect(dialog.getByText('Informe sua faixa etária para continuar.')).toBeVisible();

    // 14 or 15: the guardian's name and e-mail, checked like an account's.
    await ageBand.getByRole('radio', { name: '14 ou 15 anos' }).check();
    const guardianName = dialog.getByLabel('Nome do responsável');
    const guardianEmail = dialog.getByLabel('E-mail do responsável');
    await expect(guardianName).toBeVisible();
    await guardianName.scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await expect(dialog.getByText('Informe o nome do seu responsável.')).toBeVisible();
    await guardianName.fill('Marta Mendes Tavares');
    await guardianEmail.fill('marta@');
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await expect(dialog.getByText('Por favor, digite um email válido')).toBeVisible();
    const guardian = `marta.${Date.now()}@example.org`;
    await guardianEmail.fill(guardian);
    await dialog.getByRole('button', { name: 'Continuar' }).click();

    // Then the PIX, as for anyone; the band is now the account's.
    await fillPayer(dialog);
    await dialog.getByRole('button', { name: 'Gerar código PIX' }).click();
    await dialog.getByRole('button', { name: 'Simular pagamento (sandbox)' }).click();
    // On a phone the navigation is folded, so only the page itself is checked.
    await expect(page.getByText('Pagamento confirmado!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Análise completa' })).toBeVisible({ timeout: 10_000 });
    const me = (await (await request.get('/api/auth/me', { headers: bearer(token) })).json()).data.user;
    expect(me.ageBand).toBe('14-15');
    const mail = withServerDatabase((db) => db.prepare('select kind, subject from outbox_emails where to_address = ?').all(guardian)) as Array<{
      kind: string;
      subject: string;
    }>;
    expect(mail).toEqual([{ kind: 'payment-guardian-receipt', subject: 'Aviso ao responsável: compra no Rumo' }]);
    expect(ordersOf(attemptId)).toEqual([expect.objectContaining({ method: 'pix', status: 'PAID' })]);
  });

  test('closing and reopening the modal brings back the same PIX code, still counting down, and polling resumes', async ({ page, request }) => {
    await page.clock.install();
    const { token, attemptId } = await openFreeResultOnPhone(page, request, 'Igor Nunes Batista');
    let dialog = await openPaymentModal(page);
    await fillPayer(dialog);
    await dialog.getByRole('button', { name: 'Gerar código PIX' }).click();
    const code = dialog.getByLabel('PIX copia e cola');
    await expect(code).toHaveValue(/^000201/);
    const first = await code.inputValue();
    const firstLeft = secondsLeft(await dialog.getByRole('timer').textContent());

    // Ten seconds pass: on the browser's clock, and for the server, which keeps the pending code (its expiry comes closer).
    await page.clock.runFor(10_000);
    const sooner = (iso: string) => new Date(new Date(iso).getTime() - 10_000).toISOString();
    withServerDatabase((db) => {
      const order = db.prepare("select id, pix_expires_at from orders where attempt_id = ? and method = 'pix'").get(attemptId) as {
        id: string;
        pix_expires_at: string;
      };
      db.prepare('update orders set pix_expires_at = ? where id = ?').run(sooner(order.pix_expires_at), order.id);
      const sandbox = db.prepare('select pix_expires_at from sandbox_orders where code = ?').get(order.id) as { pix_expires_at: string } | undefined;
      if (sandbox) db.prepare('update sandbox_orders set pix_expires_at = ? where code = ?').run(sooner(sandbox.pix_expires_at), order.id);
    });
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    dialog = await openPaymentModal(page);
    await expect(dialog.getByLabel('PIX copia e cola')).toHaveValue(first);
    await expect(dialog.getByRole('button', { name: 'Gerar código PIX' })).toHaveCount(0);
    const reopenedLeft = secondsLeft(await dialog.getByRole('timer').textContent());
    // Still counting from the code's true expiry (10 s later), not restarted; whole seconds on both reads allow 1 s of rounding.
    expect(reopenedLeft).toBeLessThanOrEqual(firstLeft - 9);
    expect(reopenedLeft).toBeGreaterThan(firstLeft - 30);
    const orders = ordersOf(attemptId);
    expect(orders).toEqual([expect.objectContaining({ method: 'pix', status: 'PENDING' })]);
    await expectAccessible(page);

    // The bank pays (the sandbox, through the API): the reopened modal finds out by polling.
    const paid = await request.post(`/api/payment/sandbox/orders/${orders[0]!.id}/pay`, { headers: bearer(token) });
    expect(paid.status()).toBe(200);
    await expect(page.getByText('Pagamento confirmado!')).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/results$/);
    await expect(page.getByRole('heading', { name: 'Análise completa' })).toBeVisible();
  });
});
