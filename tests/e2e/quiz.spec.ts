import { expect, test, type Page } from '@playwright/test';
import { QUESTION_SET } from '../../src/shared/content/questions';
import { attentiveAnswerSheet } from '../../src/shared/scoring/attentive-sheet.fixture';
import {
  backdateAttempt,
  bearer,
  completeAsStaffViaApi,
  completeViaApi,
  DEFAULT_PASSWORD,
  expectAccessible,
  loginViaUi,
  registerStaffViaApi,
  registerViaApi,
  shareResultViaApi,
  uniqueEmail,
} from './support';

const OPTIONS = ['1: Discordo Totalmente', '2: Discordo', '3: Neutro', '4: Concordo', '5: Concordo Totalmente'] as const;
async function login(page: Page, email: string) {
  await page.goto('/login');
  await loginViaUi(page, email);
  await expect(page).toHaveURL(/\/profile$/);
}

/** An attentive person's answers (the answer-quality gate lets them through). */
const SHEET = attentiveAnswerSheet();

/** The id and the attentive answer of the question shown at `position` (1-based). */
const questionAt = (position: number) => {
  const id = QUESTION_SET.order[position - 1]!;
  return { id, value: SHEET.get(id)! };
};
/** The radio's name for the attentive answer to the question at `position`. */
const optionAt = (position: number) => OPTIONS[questionAt(position).value - 1]!;

/** Answers questions `from`..`to` in the UI as an attentive person would, checking the counter before each. */
async function answerInUi(page: Page, from: number, to: number) {
  for (let n = from; n <= to; n++) {
    await expect(page.getByText(`Pergunta ${n} de 100`, { exact: true })).toBeVisible();
    await page.getByRole('radio', { name: optionAt(n), exact: true }).click();
  }
}

async function startFromAssessment(page: Page) {
  await page.goto('/assessment');
  await page.getByRole('button', { name: 'Iniciar Teste' }).click();
  await expect(page).toHaveURL(/\/quiz$/);
  await expect(page.getByText('Pergunta 1 de 100', { exact: true })).toBeVisible();
}

test.describe('quiz and result', () => {
  test('whole journey: register, answer 100 questions, finish, pre-result, result', async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto('/register');
    await page.getByLabel('Nome completo').fill('Lucas Oliveira Santos');
    await page.getByLabel('Email').fill(uniqueEmail('lucas'));
    await page.getByLabel('Senha', { exact: true }).fill(DEFAULT_PASSWORD);
    await page.getByLabel('Confirmar senha', { exact: true }).fill(DEFAULT_PASSWORD);
    await page.getByRole('button', { name: 'Criar conta' }).click();

    await expect(page).toHaveURL(/\/quiz$/);
    await expect(page.getByText('Pergunta 1 de 100', { exact: true })).toBeVisible();
    const progress = page.getByRole('progressbar', { name: 'Progresso do teste' });
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByRole('button', { name: 'Próxima' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Pular para o resultado' })).toHaveCount(0);
    await expectAccessible(page);

    // The chosen answer stays highlighted (checked) while it is sent, then the next question shows.
    await page.getByRole('radio', { name: OPTIONS[3], exact: true }).click();
    await expect(page.getByRole('radio', { name: OPTIONS[3], exact: true })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText('Pergunta 2 de 100', { exact: true })).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '1');

    // Keyboard: the keys 1-5 answer.
    await page.keyboard.press('2');
    await expect(page.getByText('Pergunta 3 de 100', { exact: true })).toBeVisible();

    // Back to question 2: its answer is shown and Next is enabled.
    await page.getByRole('button', { name: 'Anterior' }).click();
    await expect(page.getByText('Pergunta 2 de 100', { exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { name: OPTIONS[1], exact: true })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: 'Próxima' }).click();
    await expect(page.getByText('Pergunta 3 de 100', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Próxima' })).toBeDisabled();

    await answerInUi(page, 3, 5);
    await expect(page.getByRole('status').filter({ hasText: 'Você já respondeu 5 de 100! Continue assim.' })).toBeVisible();

    await answerInUi(page, 6, 100);
    await expect(page.getByRole('heading', { name: 'Parabéns! Você respondeu todas as perguntas.' })).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    await expectAccessible(page);
    // A script answers far faster than anyone reads: let the attempt have lasted 15 minutes.
    backdateAttempt((await page.evaluate(() => localStorage.getItem('quiz-attempt-id')))!);

    await page.getByRole('button', { name: 'Finalizar' }).click();
    await expect(page).toHaveURL(/\/pre-result$/);
    const preResultAt = Date.now();
    expect(await page.evaluate(() => localStorage.getItem('quiz-results'))).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('assessment-answers'))).toBeNull();
    await expect(page.getByText('Analisando suas respostas...')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Preparando seu resultado' })).toBeVisible();

    await expect(page).toHaveURL(/\/results$/, { timeout: 15_000 });
    expect(Date.now() - preResultAt).toBeGreaterThan(7_000);
    await expect(page.getByRole('heading', { level: 1, name: 'Seu resultado' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Seus 9 perfis' })).toBeVisible();
    const hero = page.locator('section[aria-labelledby="perfil-principal"]');
    await expect(hero.getByRole('heading', { level: 2 })).not.toBeEmpty();
    await expect(hero.getByText(/^\d{1,3},\d%$/)).toBeVisible();
    await expect(page.getByText(/Concluído em \d{1,2} de [a-z]{3}\.? de \d{4}/)).toBeVisible();
    await expectAccessible(page);
  });

  test('a reload in the middle resumes at the same question', async ({ page, request }) => {
    const { email, token } = await registerViaApi(request, 'Rafaela Gomes');
    await login(page, email);
    await startFromAssessment(page);
    await answerInUi(page, 1, 7);
    await expect(page.getByText('Pergunta 8 de 100', { exact: true })).toBeVisible();
    expect(Object.keys(JSON.parse((await page.evaluate(() => localStorage.getItem('assessment-answers'))) ?? '{}'))).toHaveLength(7);

    await page.reload();
    await expect(page.getByText('Pergunta 8 de 100', { exact: true })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Progresso do teste' })).toHaveAttribute('aria-valuenow', '7');
    await page.getByRole('button', { name: 'Anterior' }).click();
    await expect(page.getByText('Pergunta 7 de 100', { exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { name: optionAt(7), exact: true })).toHaveAttribute('aria-checked', 'true');

    // The position is the device's, not the server's first unanswered question (8).
    await page.getByRole('button', { name: 'Anterior' }).click();
    await expect(page.getByText('Pergunta 6 de 100', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('assessment-current-index'))).toBe('5');
    await page.reload();
    await expect(page.getByText('Pergunta 6 de 100', { exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { name: optionAt(6), exact: true })).toHaveAttribute('aria-checked', 'true');

    // The server holds the same 7 answers.
    const progress = (await (await request.get('/api/assessment/progress', { headers: bearer(token) })).json()).data.progress;
    expect(progress.answers).toHaveLength(7);
  });

  test('logout leaves nothing of the quiz on the device for the next person', async ({ page, request }) => {
    const { email } = await registerViaApi(request, 'Lucas Andrade');
    await login(page, email);
    await startFromAssessment(page);
    await answerInUi(page, 1, 3);
    await expect(page.getByText('Pergunta 4 de 100', { exact: true })).toBeVisible();
    const quizKeys = [
      'assessment-answers',
      'assessment-questions',
      'assessment-current-index',
      'assessment-started',
      'quiz-attempt-id',
      'quiz-total-questions',
    ];
    const stored = (keys: string[]) => page.evaluate((names) => names.filter((name) => localStorage.getItem(name) !== null), keys);
    expect(await stored(quizKeys)).toEqual(quizKeys);

    await page.getByRole('navigation', { name: 'Principal' }).getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/$/);
    // The session ends once the server has heard of the logout; then nothing is left.
    await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Entrar' })).toBeVisible();
    expect(await stored([...quizKeys, 'quiz-results', 'quiz-pending-answers', 'assessmentProgress', 'authToken', 'currentUser'])).toEqual([]);
  });

  test('a second start after completing (straight to /quiz) shows the already-done modal', async ({ page, request }) => {
    const { email, token } = await registerStaffViaApi(request, 'Paulo Henrique Dias');
    await completeAsStaffViaApi(request, token);
    await login(page, email);
    await page.goto('/quiz');
    const dialog = page.getByRole('dialog', { name: 'Você já completou o quiz recentemente' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('O teste pode ser feito apenas uma vez por ano.')).toBeVisible();
    await expect(dialog.getByText(/Faltam 36[56] dias/)).toBeVisible();
    await expect(dialog.getByText(/a partir de \d{1,2} de [a-zç]+ de \d{4}/)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
    await expectAccessible(page);
    await dialog.getByRole('link', { name: 'Ver resultado' }).click();
    await expect(page).toHaveURL(/\/results$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Seu resultado' })).toBeVisible();
  });

  test('an anonymous visitor sees the free view of a shared result and the take-the-test prompt', async ({ page, request }) => {
    const { token } = await registerViaApi(request, 'Beatriz Costa Lima');
    const attemptId = await completeViaApi(request, token);
    await shareResultViaApi(request, token, attemptId);

    await page.goto(`/report/${attemptId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Resultado de Beatriz' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText('Beatriz Costa');
    await expect(page.locator('section[aria-labelledby="perfil-principal"]').getByText(/^\d{1,3},\d%$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Sobre o perfil/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Carreiras que combinam' })).toBeVisible();
    // Owner-only parts are absent.
    await expect(page.getByRole('heading', { name: 'Seu relatório' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Seus 9 perfis' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Desbloquear relatório completo' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Baixar Relatório' })).toHaveCount(0);
    await expect(page.getByText(attemptId, { exact: true })).toHaveCount(0);
    // Neither when it was done nor how long it took (issue 26).
    await expect(page.getByText(/Concluído em|Tempo de resposta/)).toHaveCount(0);
    // Sharing (the owner's switch and e-mail are not a visitor's), and the prompt to take the test.
    await expect(page.getByRole('switch')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Email' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\?text=.*report%2F${attemptId}`));
    await expect(page.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`http://127.0.0.1:${new URL(page.url()).port}/report/${attemptId}`)}`,
    );
    const prompt = page.getByRole('link', { name: 'Descubra o seu perfil' });
    await expect(prompt).toHaveAttribute('href', '/assessment-intro');
    await expectAccessible(page);
  });

  test('the owner sees the owner view of their shared result; another logged-in user sees the free view', async ({ page, request }) => {
    const owner = await registerStaffViaApi(request, 'Gabriel Rocha Alves');
    const attemptId = await completeAsStaffViaApi(request, owner.token);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await login(page, owner.email);

    await page.goto(`/report/${attemptId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Seu resultado' })).toBeVisible();
    await expect(page.locator('#perfis').getByRole('listitem')).toHaveCount(9);
    await expect(page.getByRole('heading', { name: 'Seu relatório' })).toBeVisible();
    await expect(page.getByText('Gratuito', { exact: true })).toBeVisible();
    await expect(page.getByText('FREE', { exact: true })).toHaveCount(0);
    await expect(page.getByText(attemptId, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Descubra o seu perfil' })).toHaveCount(0);
    // The owner of a FREE report may unlock it from here.
    await expect(page.getByRole('button', { name: 'Desbloquear relatório completo' })).toBeVisible();

    await page.getByRole('button', { name: 'Baixar Relatório' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'PDF não disponível no momento.' })).toBeVisible();

    // The result is private until the owner turns sharing on (issue 26): no link to copy or send before.
    const sharing = page.getByRole('switch', { name: 'Compartilhar meu resultado' });
    await expect(sharing).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('button', { name: 'Copiar link' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Email' })).toHaveCount(0);
    await sharing.click();
    await expect(sharing).toHaveAttribute('aria-checked', 'true');

    await page.getByRole('button', { name: 'Copiar link' }).click();
    await expect(page.getByText('Link copiado!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`/report/${attemptId}`);
    await expect(page.getByText('Link copiado!')).toBeHidden({ timeout: 4_000 });

    await page.getByRole('button', { name: 'Ver código do teste' }).click();
    const dialog = page.getByRole('dialog', { name: 'Código do seu teste' });
    await expect(dialog.getByText(attemptId)).toBeVisible();
    await dialog.getByRole('button', { name: 'Copiar código' }).click();
    await expect(dialog.getByText('Copiado!')).toBeVisible();
    await expectAccessible(page);
    await expect(dialog.getByText('Copiado!')).toBeHidden({ timeout: 4_000 });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Share by e-mail, the owner's alone: validation, success, closes after 2 s.
    await page.getByRole('button', { name: 'Email' }).click();
    const emailDialog = page.getByRole('dialog', { name: 'Compartilhar por email' });
    await emailDialog.getByLabel('Email do destinatário').fill('amiga.exemplo.com');
    await emailDialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(emailDialog.getByText('Por favor, insira um email válido')).toBeVisible();
    await expectAccessible(page);
    await emailDialog.getByLabel('Email do destinatário').fill('amiga@exemplo.com.br');
    await emailDialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(emailDialog.getByText('Relatório compartilhado com sucesso')).toBeVisible();
    await expect(emailDialog).toBeHidden({ timeout: 4_000 });

    // Another logged-in user: the free view, first name only, no prompt to take the test.
    const visitor = await registerViaApi(request, 'Helena Martins');
    await page.getByRole('button', { name: 'Sair' }).click();
    await login(page, visitor.email);
    await page.goto(`/report/${attemptId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Resultado de Gabriel' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Seu relatório' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Baixar Relatório' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Desbloquear relatório completo' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Descubra o seu perfil' })).toHaveCount(0);

    // And their own /results is the empty state.
    await page.goto('/results');
    await expect(page.getByRole('heading', { name: 'Você ainda não possui resultados' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Fazer Meu Teste Agora' })).toHaveAttribute('href', '/assessment-intro');
  });

  test('a logged-out visitor clicking Start gets the login prompt, and comes back after logging in', async ({ page, request }) => {
    const { email } = await registerViaApi(request, 'Marina Teixeira');
    await page.goto('/assessment');
    await expect(page.getByRole('heading', { level: 1, name: 'Seu teste vocacional' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Iniciar Teste' }).click();
    const dialog = page.getByRole('dialog', { name: 'Entre para fazer o teste' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Criar conta' })).toHaveAttribute('href', '/register');
    await expectAccessible(page);
    await dialog.getByRole('link', { name: 'Já tenho conta' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await loginViaUi(page, email);
    await expect(page).toHaveURL(/\/assessment$/);
    await page.getByRole('button', { name: 'Iniciar Teste' }).click();
    await expect(page).toHaveURL(/\/quiz$/);

    // /assessment-intro is the same intro; /results for a visitor invites to the test.
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.goto('/assessment-intro');
    await expect(page.getByRole('heading', { level: 1, name: 'Seu teste vocacional' })).toBeVisible();
    await page.goto('/results');
    await expect(page.getByRole('link', { name: 'Descubra o seu perfil' })).toBeVisible();
    await page.goto('/quiz');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/pre-result');
    await expect(page).toHaveURL(/\/assessment$/);
  });

  test('staff can skip to the result', async ({ page, request }) => {
    test.setTimeout(90_000);
    const { email } = await registerStaffViaApi(request, 'Equipe Rumo Teste');
    await login(page, email);
    await startFromAssessment(page);
    await answerInUi(page, 1, 2);
    await expect(page.getByText('Pergunta 3 de 100', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Pular para o resultado' }).click();
    await expect(page).toHaveURL(/\/pre-result$/);
    await expect(page).toHaveURL(/\/results$/, { timeout: 15_000 });
    // A single main profile or a perfil misto, depending on the random answers drawn.
    const hero = page.locator('section[aria-labelledby="perfil-principal"], section[aria-labelledby="perfil-misto"]');
    await expect(hero.getByText(/^\d{1,3},\d%$/).first()).toBeVisible();
  });

  test('the chosen answer is highlighted for 600 ms before it is sent, and the scale stays locked while it is pending (30 s at most)', async ({
    page,
    request,
  }) => {
    const { email } = await registerViaApi(request, 'Helena Prado');
    await page.clock.install();
    await login(page, email);
    await startFromAssessment(page);

    // Highlight: the answer leaves the browser no sooner than 600 ms after the click.
    let sentAt = 0;
    await page.route('**/api/quiz/answer', async (route) => {
      sentAt = Date.now();
      await route.continue();
    });
    const clickedAt = Date.now();
    await page.getByRole('radio', { name: OPTIONS[4], exact: true }).click();
    await expect(page.getByRole('radiogroup')).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByText('Pergunta 2 de 100', { exact: true })).toBeVisible();
    expect(sentAt - clickedAt).toBeGreaterThanOrEqual(600);
    await page.unroute('**/api/quiz/answer');

    // Lock: the server never answers; the scale stays locked until the 30 s limit, then is released.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/quiz/answer', async (route) => {
      await held;
      await route.abort();
    });
    await page.getByRole('radio', { name: OPTIONS[3], exact: true }).click();
    const scale = page.getByRole('radiogroup');
    await expect(scale).toHaveAttribute('aria-disabled', 'true');
    await page.clock.runFor(29_000);
    await expect(scale).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByText('Pergunta 2 de 100', { exact: true })).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(page.getByText('Pergunta 3 de 100', { exact: true })).toBeVisible();
    await expect(page.getByRole('radiogroup')).not.toHaveAttribute('aria-disabled', 'true');
    // The answer was not lost: it waits in the local queue.
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('quiz-pending-answers'))) ?? '[]')).toHaveLength(1);
    release();
  });

  test('an answer given offline is kept and delivered when back online', async ({ page, request }) => {
    const { email, token } = await registerViaApi(request, 'Otavio Ribeiro');
    await login(page, email);
    await startFromAssessment(page);
    await answerInUi(page, 1, 2);
    await expect(page.getByText('Pergunta 3 de 100', { exact: true })).toBeVisible();

    await page.context().setOffline(true);
    await page.getByRole('radio', { name: OPTIONS[4], exact: true }).click();
    await expect(page.getByText('Pergunta 4 de 100', { exact: true })).toBeVisible();
    const offline = page.getByRole('status').filter({ hasText: 'Sem conexão — suas respostas estão salvas e serão enviadas' });
    await expect(offline).toBeVisible();
    await page.getByRole('radio', { name: OPTIONS[0], exact: true }).click();
    await expect(page.getByText('Pergunta 5 de 100', { exact: true })).toBeVisible();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('quiz-pending-answers'))) ?? '[]')).toHaveLength(2);

    const stored = async () =>
      (
        (await (await request.get('/api/assessment/progress', { headers: bearer(token) })).json()).data.progress.answers as Array<{
          questionOrder: number;
          value: number;
        }>
      )
        .map((a) => `${a.questionOrder}=${a.value}`)
        .sort();
    expect(await stored()).toHaveLength(2);

    await page.context().setOffline(false);
    await expect(offline).toBeHidden({ timeout: 20_000 });
    const expected = [
      `${questionAt(1).id}=${questionAt(1).value}`,
      `${questionAt(2).id}=${questionAt(2).value}`,
      `${questionAt(3).id}=5`,
      `${questionAt(4).id}=1`,
    ];
    await expect.poll(stored).toEqual(expected.sort());
    // The server stores the answers before the page hears back and empties its queue.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('quiz-pending-answers'))).toBeNull();
  });
});
