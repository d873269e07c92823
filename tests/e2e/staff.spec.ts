import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { STAFF_MESSAGES } from '../../src/shared/contracts/staff.contract';
import {
  bearer,
  completeViaApi,
  expectAccessible,
  giveAgeBandViaApi,
  loginViaUi,
  registerStaffViaApi,
  registerViaApi,
  uniqueEmail,
  withServerDatabase,
} from './support';

const CPF = '529.982.247-25';
const PHONE = '(11) 98765-4321';
const APPROVED_CARD = '4000000000000010';

const SECTIONS = ['Pedidos', 'Mensagens de contato', 'Educadores', 'Funil', 'Saúde do teste', 'Usuários'] as const;

/** Signs in through the login screen and opens the console (which the server answers with 404, like any unknown path). */
async function openConsole(page: Page, email: string) {
  await page.goto('/login');
  await loginViaUi(page, email);
  await expect(page).toHaveURL(/\/profile$/);
  expect((await page.goto('/equipe'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Equipe' })).toBeVisible();
}

/** The page never scrolls sideways: long ids and e-mails wrap, wide tables scroll inside their own box. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** Opens a section's tab and waits for its data (or its empty state). */
async function openSection(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  const panel = page.getByRole('tabpanel', { name });
  await expect(panel.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(panel.getByText('Carregando...')).toHaveCount(0);
  return panel;
}

/**
 * A regular user's result paid twice: a PIX code created first, then an
 * approved card (which unlocks the report), then the old PIX code paid anyway.
 * The server records the second payment as a 'double-payment' review. Answers the PIX order's id.
 */
async function doublePaymentViaApi(request: APIRequestContext): Promise<{ email: string; pixOrderId: string }> {
  const account = await registerViaApi(request, 'Paulo Reembolso Teste');
  const attemptId = await completeViaApi(request, account.token);
  const payer = { attemptId, document: CPF, phone: PHONE };
  await giveAgeBandViaApi(request, account.token);

  const pix = await request.post('/api/payment/create-order', { headers: bearer(account.token), data: { ...payer, paymentMethod: 'pix' } });
  expect(pix.status(), await pix.text()).toBe(200);
  const pixOrderId = (await pix.json()).data.orderId as string;

  // The browser's call to the card-token endpoint the payment config names (the sandbox's own in the journeys).
  const config = (await (await request.get('/api/payment/config')).json()).data as { tokenUrl: string; publicKey: string };
  const tokenized = await request.post(`${config.tokenUrl}?appId=${encodeURIComponent(config.publicKey)}`, {
    data: { type: 'card', card: { number: APPROVED_CARD, holder_name: 'PAULO R TESTE', exp_month: 12, exp_year: new Date().getUTCFullYear() + 5, cvv: '123' } },
  });
  expect(tokenized.status(), await tokenized.text()).toBe(200);
  const card = await request.post('/api/payment/create-order', {
    headers: bearer(account.token),
    data: {
      ...payer,
      paymentMethod: 'credit_card',
      countryCode: '55',
      cardToken: (await tokenized.json()).id as string,
      cardInstallments: 1,
      billingAddress: {
        street: 'Avenida Paulista',
        number: '1000',
        neighborhood: 'Bela Vista',
        zip_code: '01310-100',
        city: 'São Paulo',
        state: 'SP',
        country: 'BR',
      },
    },
  });
  expect(card.status(), await card.text()).toBe(200);
  expect((await card.json()).data.status).toBe('PAID');

  // The old code is paid too: the money moved, and a person must refund it.
  const paid = await request.post(`/api/payment/sandbox/orders/${pixOrderId}/pay`, { headers: bearer(account.token) });
  expect((await paid.json()).data.status).toBe('PAID');
  return { email: account.email, pixOrderId };
}

test.describe('staff console, at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a staff member opens /equipe: the sections as tabs, keyboard usable, accessible and without sideways scroll', async ({ page, request }) => {
    const staff = await registerStaffViaApi(request);
    await openConsole(page, staff.email);

    const tabs = page.getByRole('tablist', { name: 'Seções do console' }).getByRole('tab');
    await expect(tabs).toHaveText([...SECTIONS]);
    // The audit log is for ADMIN only.
    await expect(page.getByRole('tab', { name: 'Auditoria' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Pedidos' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Pedidos' }).getByRole('heading', { name: 'Reembolsos a fazer' })).toBeVisible();
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);

    // Arrow keys move between the tabs and open them.
    await page.getByRole('tab', { name: 'Pedidos' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Mensagens de contato' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Mensagens de contato' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Usuários' })).toHaveAttribute('aria-selected', 'true');

    for (const name of SECTIONS) {
      await openSection(page, name);
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
    }

    // Users: an unknown e-mail, then the staff member's own account (its deletion is refused with the server's message).
    const users = await openSection(page, 'Usuários');
    await users.getByLabel('E-mail do usuário').fill('ninguem.aqui@exemplo.com.br');
    await users.getByRole('button', { name: 'Buscar' }).click();
    await expect(users.getByText('Nenhum usuário com este e-mail.')).toBeVisible();
    await users.getByLabel('E-mail do usuário').fill(staff.email);
    await users.getByRole('button', { name: 'Buscar' }).click();
    await expect(users.getByRole('heading', { level: 3, name: 'Equipe Rumo Teste' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await users.getByRole('button', { name: 'Excluir conta (LGPD)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir conta (LGPD)' });
    await expect(dialog.getByText('Esta ação não pode ser desfeita.')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Excluir conta', exact: true }).click();
    // Refused: one's own account (and a staff account) is never deleted from the console.
    await expect(dialog.getByRole('alert')).toBeVisible();
    expect([STAFF_MESSAGES.cannotDeleteSelf, STAFF_MESSAGES.cannotDeleteStaff]).toContain(await dialog.getByRole('alert').textContent());
  });

  test('marks a refund done: the double payment leaves the to-do list as done, and stays done after a reload', async ({ page, request }) => {
    const { email, pixOrderId } = await doublePaymentViaApi(request);
    const staff = await registerStaffViaApi(request);
    await openConsole(page, staff.email);

    const refunds = page.getByRole('region', { name: 'Reembolsos a fazer' });
    const review = refunds.getByRole('listitem').filter({ hasText: pixOrderId });
    await expect(review).toContainText('Segundo pagamento de um resultado já pago');
    await expect(review).toContainText(email);
    await expect(review).toContainText('R$ 29,90');
    await expectNoSidewaysScroll(page);
    await review.getByRole('button', { name: 'Marcar reembolso feito' }).click();

    await expect(refunds.getByRole('status').filter({ hasText: STAFF_MESSAGES.reviewResolved })).toBeVisible();
    await expect(review).toContainText('Reembolso feito em');
    await expect(review.getByRole('button', { name: 'Marcar reembolso feito' })).toHaveCount(0);
    await expectAccessible(page);

    await page.reload();
    await expect(review).toContainText('Reembolso feito em');
    await expect(review.getByRole('button', { name: 'Marcar reembolso feito' })).toHaveCount(0);
  });

  test('marks a contact message answered: it shows as answered, and is listed under "Respondidas"', async ({ page, request }) => {
    const subject = `Dúvida sobre o relatório ${Date.now()}`;
    const sender = uniqueEmail('carla');
    const sent = await request.post('/api/contact', {
      data: { name: 'Carla Mensagem', email: sender, subject, message: 'Olá!\nPaguei e não recebi o recibo.\nObrigada.' },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const staff = await registerStaffViaApi(request);
    await openConsole(page, staff.email);

    const inbox = await openSection(page, 'Mensagens de contato');
    await inbox.getByRole('radio', { name: 'Não respondidas', exact: true }).check();
    const message = inbox.getByRole('listitem').filter({ hasText: subject });
    await expect(message).toContainText('Paguei e não recebi o recibo.');
    await expect(message.getByRole('link', { name: sender })).toHaveAttribute('href', `mailto:${sender}`);
    await message.getByRole('button', { name: 'Marcar como respondida' }).click();
    await expect(inbox.getByRole('status').filter({ hasText: STAFF_MESSAGES.messageAnswered })).toBeVisible();
    await expect(message).toContainText(`Respondida em`);
    await expect(message).toContainText(`por ${staff.email}`);
    await expectAccessible(page);

    await inbox.getByRole('radio', { name: 'Respondidas', exact: true }).check();
    await expect(message).toContainText('Respondida em');
    await expect(message.getByRole('button', { name: 'Marcar como respondida' })).toHaveCount(0);
    await inbox.getByRole('radio', { name: 'Não respondidas', exact: true }).check();
    await expect(inbox.getByText('Carregando...')).toHaveCount(0);
    await expect(message).toHaveCount(0);
  });

  test('an ADMIN also sees the audit log, with what staff did', async ({ page, request }) => {
    const admin = await registerStaffViaApi(request, 'Admin Rumo Teste');
    withServerDatabase((db) => db.prepare('update users set role = ? where email_normalized = ?').run('ADMIN', admin.email.toLowerCase()));
    await openConsole(page, admin.email);
    await expect(page.getByRole('tab', { name: 'Auditoria' })).toBeVisible();

    // A lookup of one person's data is in the log, with who made it.
    const users = await openSection(page, 'Usuários');
    await users.getByLabel('E-mail do usuário').fill(admin.email);
    await users.getByRole('button', { name: 'Buscar' }).click();
    await expect(users.getByRole('heading', { level: 3, name: 'Admin Rumo Teste' })).toBeVisible();
    const audit = await openSection(page, 'Auditoria');
    await expect(audit.getByRole('listitem').filter({ hasText: 'Consultou usuário' }).filter({ hasText: admin.email }).first()).toBeVisible();
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
  });

  test('anyone else gets "not found" at /equipe, from the page and from the API', async ({ page, request }) => {
    // Anonymous.
    expect((await page.goto('/equipe'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();

    // A regular user, signed in.
    const account = await registerViaApi(request, 'Renata Comum Silva');
    expect((await request.get('/api/staff/orders', { headers: bearer(account.token) })).status()).toBe(404);
    await page.goto('/login');
    await loginViaUi(page, account.email);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('link', { name: 'Equipe' })).toHaveCount(0);
    expect((await page.goto('/equipe'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Equipe' })).toHaveCount(0);
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expectAccessible(page);
  });
});
