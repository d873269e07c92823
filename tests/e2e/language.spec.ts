import { expect, test, type Page } from '@playwright/test';
import { completeViaApi, loginViaUi, payViaApi, registerViaApi, shareResultViaApi, startViaApi, bearer } from './support';

/**
 * Issue 10: English must not reach users. Every screen of the journeys is
 * walked at 360 px, as a visitor, a logged-in user with a test in progress, a
 * FREE result and a PAID result (every folded section opened), with the
 * payment modal's PIX and card panels, and the not-found pages; none may show
 * the words FREE, PAID, Failed, Error or undefined (the wire values and the
 * client's English fallbacks of spec §8), nor NaN or "[object Object]".
 */
test.use({ viewport: { width: 360, height: 740 } });

const ENGLISH = /\b(FREE|PAID|Failed|Error|undefined|NaN)\b|\[object Object\]/;

async function expectNoEnglish(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Carregando', { exact: false })).toHaveCount(0);
  const text = await page.locator('body').innerText();
  expect(text.match(ENGLISH)?.[0] ?? null, `${where}: English on screen`).toBeNull();
  expect(text.trim().length, `${where}: blank screen`).toBeGreaterThan(40);
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await expectNoEnglish(page, path);
}

/** Opens every folded section of the result page, so their text is on screen too. */
async function openAllSections(page: Page) {
  const folded = page.locator('section button[aria-expanded="false"]');
  while ((await folded.count()) > 0) await folded.first().click();
}

test.describe('no English on any screen', () => {
  test('public pages and not-found pages, as a visitor', async ({ page, request }) => {
    for (const path of [
      '/',
      '/old',
      '/how-it-works',
      '/faq',
      '/contact',
      '/terms',
      '/privacy',
      '/login',
      '/register',
      '/forgot-password',
      '/assessment',
      '/assessment-intro',
      '/nao-existe',
    ]) {
      await visit(page, path);
    }
    // The FAQ's answers, opened.
    await page.goto('/faq');
    const closed = page.locator('main button[data-state="closed"][aria-expanded="false"]');
    while ((await closed.count()) > 0) await closed.first().click();
    await expectNoEnglish(page, '/faq opened');

    const account = await registerViaApi(request, 'Visitante Silva');
    const attemptId = await completeViaApi(request, account.token);
    await shareResultViaApi(request, account.token, attemptId);
    await visit(page, `/report/${attemptId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Resultado de Visitante' })).toBeVisible();
    await visit(page, '/report/00000000-0000-4000-8000-000000000000');
    // A protected page sends a visitor to the login, which must read well too.
    await visit(page, '/profile');
    await expect(page).toHaveURL(/\/login/);
    // A wrong password shows the server's message.
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Senha', { exact: true }).fill('senha-errada');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoEnglish(page, 'login error');
  });

  test('a test in progress, the profile and the empty result', async ({ page, request }) => {
    const account = await registerViaApi(request, 'Carla Mendes Rocha');
    await page.goto('/login');
    await loginViaUi(page, account.email);
    await expect(page).toHaveURL(/\/profile$/);
    await expectNoEnglish(page, '/profile');
    await page.getByRole('button', { name: 'Editar perfil' }).click();
    await expectNoEnglish(page, '/profile editing');
    await visit(page, '/history');

    const { attemptId } = await startViaApi(request, account.token);
    await request.post('/api/quiz/answer', { headers: bearer(account.token), data: { attemptId, questionOrder: 1, value: 4 } });
    await visit(page, '/assessment');
    await expect(page.getByRole('link', { name: /Continuar teste/ })).toBeVisible();
    await visit(page, '/quiz');
    await expect(page.getByText(/Pergunta \d+ de 100/)).toBeVisible();
  });

  test('a FREE result with the payment modal, then the PAID result with every section open', async ({ page, request }) => {
    test.setTimeout(120_000);
    const account = await registerViaApi(request, 'Rafael Souza Lima');
    const attemptId = await completeViaApi(request, account.token);
    await page.goto('/login');
    await loginViaUi(page, account.email);
    await expect(page).toHaveURL(/\/profile$/);

    await visit(page, '/results');
    await page.getByRole('button', { name: 'Baixar Relatório' }).click();
    await expectNoEnglish(page, 'FREE download notice');
    await visit(page, '/assessment');

    await page.goto('/results');
    await page.getByRole('button', { name: 'Desbloquear relatório completo' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Desbloquear relatório completo' });
    await expect(dialog).toBeVisible();
    await expectNoEnglish(page, 'payment modal (age band)');
    await dialog.getByRole('group', { name: 'Faixa etária' }).getByRole('radio', { name: '18 a 20 anos' }).check();
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await expectNoEnglish(page, 'payment modal (PIX)');
    await dialog.getByRole('radio', { name: /Cartão de crédito/ }).click();
    await dialog.getByRole('button', { name: 'Pagar com cartão' }).click();
    await expectNoEnglish(page, 'payment modal (card, with field messages)');
    await page.keyboard.press('Escape');

    await payViaApi(request, account.token, attemptId);
    await visit(page, '/results');
    await openAllSections(page);
    await expectNoEnglish(page, 'PAID result, all sections open');
    await visit(page, `/report/${attemptId}`);
    await visit(page, '/history');
  });
});
