import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { QUESTION_SET } from '../../src/shared/content/questions';
import { attentiveAnswerSheet } from '../../src/shared/scoring/attentive-sheet.fixture';
import {
  backdateAttempt,
  bearer,
  completeAsStaffViaApi,
  DEFAULT_PASSWORD,
  expectAccessible,
  loginViaUi,
  registerStaffViaApi,
  registerViaApi,
  startViaApi,
  uniqueEmail,
} from './support';

/** Journeys of issue 10 around the test's intro and progress, on a phone-sized screen. */

const OPTIONS = ['1: Discordo Totalmente', '2: Discordo', '3: Neutro', '4: Concordo', '5: Concordo Totalmente'] as const;
const PHONE = { width: 360, height: 740 } as const;
/** The answers of an attentive person (a conclusive sheet). */
const SHEET = attentiveAnswerSheet();
/** The value the API helpers (and the journeys) give the question shown at `position` (1-based). */
const valueOf = (position: number) => SHEET.get(QUESTION_SET.order[position - 1]!)!;

async function login(page: Page, email: string) {
  await page.goto('/login');
  await loginViaUi(page, email);
  await expect(page).toHaveURL(/\/profile$/);
}

/** Starts the attempt and answers the first `count` questions shown through the API. */
async function answerViaApi(request: APIRequestContext, token: string, count: number) {
  const { attemptId } = await startViaApi(request, token);
  backdateAttempt(attemptId);
  for (let position = 1; position <= count; position++) {
    const questionOrder = QUESTION_SET.order[position - 1];
    const res = await request.post('/api/quiz/answer', { headers: bearer(token), data: { attemptId, questionOrder, value: valueOf(position) } });
    expect(res.status()).toBe(200);
  }
  return attemptId;
}

async function serverProgress(request: APIRequestContext, token: string) {
  const res = await request.get('/api/assessment/progress', { headers: bearer(token) });
  expect(res.status()).toBe(200);
  return (await res.json()).data as { progress: { currentIndex: number; lastMilestone: number; savedAt: string | null } | null };
}

const counter = (page: Page, n: number) => page.getByText(`Pergunta ${n} de 100`, { exact: true });

/** Requests the page makes to an API path, with their bodies. */
function watch(page: Page, path: string) {
  const seen: Array<{ method: string; body: unknown }> = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push({ method: request.method(), body: request.postDataJSON() as unknown });
  });
  return seen;
}

test.describe('the quiz on a phone', () => {
  test.use({ viewport: PHONE });

  test('all answered: "Revisar respostas", then Finalizar from question 100 (Próxima enabled from 1 to 99)', async ({ page, request }) => {
    test.setTimeout(120_000);
    const { email, token } = await registerViaApi(request, 'Clara Menezes');
    await answerViaApi(request, token, 100);
    await login(page, email);
    await page.goto('/quiz');
    await expect(page.getByRole('heading', { name: 'Parabéns! Você respondeu todas as perguntas.' })).toBeVisible();

    await page.getByRole('button', { name: 'Revisar respostas' }).click();
    await expect(counter(page, 1)).toBeVisible();
    const next = page.getByRole('button', { name: 'Próxima' });
    const finish = page.getByRole('button', { name: 'Finalizar', exact: true });
    await expect(finish).toBeVisible();
    await expectAccessible(page);
    for (let n = 2; n <= 100; n++) {
      await expect(next).toBeEnabled();
      await next.click();
      await expect(counter(page, n)).toBeVisible();
    }
    // The dead end of the issue: question 100, Próxima disabled; Finalizar is there and works.
    await expect(next).toBeDisabled();
    await finish.scrollIntoViewIfNeeded();
    await expect(finish).toBeInViewport();
    await finish.click();
    await expect(page).toHaveURL(/\/pre-result$/);
    await expect(page).toHaveURL(/\/results$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Seu resultado' })).toBeVisible();
  });

  test('reviewing: a changed answer moves on (not back to the panel), "Sair da revisão" returns to it, Finalizar from a middle question', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { email, token } = await registerViaApi(request, 'Davi Nogueira');
    await answerViaApi(request, token, 100);
    await login(page, email);
    await page.goto('/quiz');
    const panel = page.getByRole('heading', { name: 'Parabéns! Você respondeu todas as perguntas.' });
    await page.getByRole('button', { name: 'Revisar respostas' }).click();
    await expect(counter(page, 1)).toBeVisible();
    await page.getByRole('button', { name: 'Sair da revisão' }).click();
    await expect(panel).toBeVisible();
    await expect(panel).toBeFocused();

    await page.getByRole('button', { name: 'Revisar respostas' }).click();
    for (let n = 2; n <= 30; n++) await page.getByRole('button', { name: 'Próxima' }).click();
    await expect(counter(page, 30)).toBeVisible();
    await expect(page.getByRole('radio', { name: OPTIONS[valueOf(30) - 1], exact: true })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('radio', { name: OPTIONS[4], exact: true }).click();
    await expect(counter(page, 31)).toBeVisible();
    await expect(panel).toHaveCount(0);
    await page.getByRole('button', { name: 'Anterior' }).click();
    await expect(page.getByRole('radio', { name: OPTIONS[4], exact: true })).toHaveAttribute('aria-checked', 'true');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Finalizar', exact: true }).click();
    await expect(page).toHaveURL(/\/pre-result$/);
    await expect(page).toHaveURL(/\/results$/, { timeout: 15_000 });
  });

  test('/assessment shows a test in progress without a tap and starts nothing; Continuar opens that question', async ({ page, request }) => {
    const { email, token } = await registerViaApi(request, 'Elisa Barros');
    await answerViaApi(request, token, 12);
    await login(page, email);
    const starts = watch(page, '/api/quiz/start');

    await page.goto('/assessment');
    const resume = page.getByRole('link', { name: 'Continuar teste (pergunta 13 de 100)' });
    await expect(resume).toBeVisible();
    await expect(resume).toBeInViewport();
    await expect(page.getByText('Você já respondeu 12 de 100 perguntas.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Iniciar Teste' })).toHaveCount(0);
    // No result yet: start-test links lead to /assessment-intro.
    await expect(page.getByRole('navigation', { name: 'Rodapé' }).getByRole('link', { name: 'Fazer Teste' })).toHaveAttribute('href', '/assessment-intro');
    await expectAccessible(page);

    await resume.click();
    await expect(page).toHaveURL(/\/quiz$/);
    await expect(counter(page, 13)).toBeVisible();
    expect(starts).toEqual([]);
  });

  test('/assessment shows the test already done (next date, days left, result) without a tap', async ({ page, request }) => {
    const { email, token } = await registerStaffViaApi(request, 'Fabio Tavares');
    await completeAsStaffViaApi(request, token);
    await login(page, email);
    const starts = watch(page, '/api/quiz/start');

    // With a result, start-test links lead to /assessment, which says when the next test opens.
    await page.goto('/');
    const cta = page.getByRole('link', { name: 'Iniciar Teste Agora' }).first();
    await expect(cta).toHaveAttribute('href', '/assessment');
    await cta.click();
    await expect(page).toHaveURL(/\/assessment$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Você já completou o quiz recentemente' })).toBeVisible();
    await expect(page.getByText('O teste pode ser feito apenas uma vez por ano.')).toBeVisible();
    await expect(page.getByText(/Faltam 36[56] dias/)).toBeVisible();
    await expect(page.getByText(/a partir de \d{1,2} de [a-zç]+ de \d{4}/)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Iniciar Teste' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Rodapé' }).getByRole('link', { name: 'Fazer Teste' })).toHaveAttribute('href', '/assessment');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Ver resultado' }).click();
    await expect(page).toHaveURL(/\/results$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Seu resultado' })).toBeVisible();
    expect(starts).toEqual([]);
  });

  test('a visitor sees the plain intro, and start-test links lead to /assessment-intro', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Iniciar Teste Agora' }).first()).toHaveAttribute('href', '/assessment-intro');
    await expect(page.getByRole('link', { name: 'Começar grátis' })).toHaveAttribute('href', '/assessment-intro');
    await expect(page.getByRole('navigation', { name: 'Rodapé' }).getByRole('link', { name: 'Fazer Teste' })).toHaveAttribute('href', '/assessment-intro');
    await page.goto('/assessment-intro');
    await expect(page.getByRole('heading', { level: 1, name: 'Seu teste vocacional' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Iniciar Teste' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Continuar teste/ })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('the position goes to the server at milestones and when leaving (never answers), and another device resumes there', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    const { email, token } = await registerViaApi(request, 'Gustavo Pires');
    await login(page, email);
    const saves = watch(page, '/api/assessment/progress/save');
    await page.goto('/assessment');
    await page.getByRole('button', { name: 'Iniciar Teste' }).click();
    await expect(counter(page, 1)).toBeVisible();
    for (let n = 1; n <= 5; n++) {
      await expect(counter(page, n)).toBeVisible();
      await page.getByRole('radio', { name: OPTIONS[valueOf(n) - 1], exact: true }).click();
    }
    await expect(page.getByRole('status').filter({ hasText: 'Você já respondeu 5 de 100! Continue assim.' })).toBeVisible();
    await expect.poll(() => saves.length).toBe(1);
    expect(saves[0]).toEqual({ method: 'POST', body: { progress: { attemptId: expect.any(String), currentIndex: 5, lastMilestone: 5 } } });
    await expect.poll(async () => (await serverProgress(request, token)).progress).toMatchObject({ currentIndex: 5, lastMilestone: 5 });

    for (let n = 6; n <= 7; n++) {
      await expect(counter(page, n)).toBeVisible();
      await page.getByRole('radio', { name: OPTIONS[valueOf(n) - 1], exact: true }).click();
    }
    await expect(counter(page, 8)).toBeVisible();
    for (let n = 7; n >= 4; n--) {
      await page.getByRole('button', { name: 'Anterior' }).click();
      await expect(counter(page, n)).toBeVisible();
    }
    // Moves stay local until the person leaves the quiz.
    expect(saves).toHaveLength(1);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Perfil' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect.poll(async () => (await serverProgress(request, token)).progress).toMatchObject({ currentIndex: 3, lastMilestone: 5 });
    for (const save of saves) expect(Object.keys((save.body as { progress: object }).progress).sort()).toEqual(['attemptId', 'currentIndex', 'lastMilestone']);

    // Another device: nothing in its storage; the position comes from the server.
    const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'pt-BR', viewport: PHONE });
    const phone = await other.newPage();
    await login(phone, email);
    expect(await phone.evaluate(() => localStorage.getItem('assessmentProgress'))).toBeNull();
    await phone.goto('/assessment');
    await phone.getByRole('link', { name: 'Continuar teste (pergunta 4 de 100)' }).click();
    await expect(counter(phone, 4)).toBeVisible();
    await expect(phone.getByRole('radio', { name: OPTIONS[valueOf(4) - 1], exact: true })).toHaveAttribute('aria-checked', 'true');
    await expectAccessible(phone);
    await other.close();
  });

  test('a failed save counts as saved (no error, kept locally), and reading falls back to the local copy', async ({ page, request }) => {
    test.setTimeout(90_000);
    const { email, token } = await registerViaApi(request, 'Heloisa Campos');
    await login(page, email);
    const down = { status: 503, json: { success: false, message: 'Serviço indisponível. Tente novamente.' } };
    await page.route('**/api/assessment/progress/save', (route) => route.fulfill(down));
    await page.goto('/assessment');
    await page.getByRole('button', { name: 'Iniciar Teste' }).click();
    for (let n = 1; n <= 5; n++) {
      await expect(counter(page, n)).toBeVisible();
      await page.getByRole('radio', { name: OPTIONS[valueOf(n) - 1], exact: true }).click();
    }
    await expect(page.getByRole('status').filter({ hasText: 'Você já respondeu 5 de 100!' })).toBeVisible();
    await page.getByRole('button', { name: 'Anterior' }).click();
    await expect(counter(page, 5)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    const local = async () => JSON.parse((await page.evaluate(() => localStorage.getItem('assessmentProgress'))) ?? 'null') as Record<string, unknown>;
    expect(await local()).toMatchObject({ currentIndex: 4, lastMilestone: 5, unsynced: true });
    expect((await serverProgress(request, token)).progress).toMatchObject({ savedAt: null });

    // The server cannot be read either: the local copy says where to resume.
    await page.route('**/api/assessment/progress', (route) => route.fulfill(down));
    await page.reload();
    await expect(counter(page, 5)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('alert')).toHaveCount(0);

    // Back online: the local copy (never saved) still wins over the server's first open question, then reaches the server on leaving.
    await page.unroute('**/api/assessment/progress');
    await page.unroute('**/api/assessment/progress/save');
    await page.reload();
    await expect(counter(page, 5)).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Perfil' }).click();
    await expect.poll(async () => (await serverProgress(request, token)).progress).toMatchObject({ currentIndex: 4, lastMilestone: 5 });
  });

  test('when the start after registering fails, /assessment says why and keeps the start button', async ({ page }) => {
    await page.route('**/api/quiz/start', (route) =>
      route.fulfill({ status: 503, json: { success: false, message: 'Serviço indisponível. Tente novamente.' } }),
    );
    await page.goto('/register');
    await page.getByLabel('Nome completo').fill('Igor Cardoso Lima');
    await page.getByLabel('Email').fill(uniqueEmail('igor'));
    await page.getByLabel('Senha', { exact: true }).fill(DEFAULT_PASSWORD);
    await page.getByLabel('Confirmar senha', { exact: true }).fill(DEFAULT_PASSWORD);
    await page.getByRole('button', { name: 'Criar conta' }).click();

    await expect(page).toHaveURL(/\/assessment$/, { timeout: 20_000 });
    const why = page.getByRole('alert').filter({ hasText: 'Sua conta foi criada, mas não conseguimos iniciar o teste agora. Tente novamente.' });
    await expect(why).toBeVisible();
    await expect(why).toBeInViewport();
    const startButton = page.getByRole('button', { name: 'Iniciar Teste' });
    await expect(startButton).toBeVisible();
    await expectAccessible(page);

    await page.unroute('**/api/quiz/start');
    await startButton.click();
    await expect(page).toHaveURL(/\/quiz$/);
    await expect(counter(page, 1)).toBeVisible();
  });
});

test.describe('the keys 1 to 5 on a touch phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('no keyboard hint on a touch screen; the keys still answer, and a key press brings the hint', async ({ page, request }) => {
    const { email } = await registerViaApi(request, 'Joana Ribeiro');
    await login(page, email);
    await page.goto('/assessment-intro');
    await expect(page.getByText('Escolha uma das cinco opções.', { exact: true })).toBeVisible();
    await expect(page.getByText(/teclas 1 a 5/)).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Iniciar Teste' }).tap();
    await expect(counter(page, 1)).toBeVisible();
    await expect(page.getByText('O quanto você concorda? Escolha uma opção.', { exact: true })).toBeVisible();
    await expect(page.getByText(/teclas 1 a 5/)).toHaveCount(0);

    await page.keyboard.press('3');
    await expect(counter(page, 2)).toBeVisible();
    await expect(page.getByText('O quanto você concorda? Escolha uma opção ou use as teclas 1 a 5.', { exact: true })).toBeVisible();
  });
});

test.describe('the keys 1 to 5 on a computer', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the keyboard hint shows in the intro and on the quiz screen', async ({ page, request }) => {
    const { email } = await registerViaApi(request, 'Kaio Moreira');
    await login(page, email);
    await page.goto('/assessment-intro');
    await expect(page.getByText('Escolha uma das cinco opções. Você também pode usar as teclas 1 a 5.', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Iniciar Teste' }).click();
    await expect(page.getByText('O quanto você concorda? Escolha uma opção ou use as teclas 1 a 5.', { exact: true })).toBeVisible();
  });
});
