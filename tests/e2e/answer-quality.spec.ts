import { expect, test, type APIRequestContext } from '@playwright/test';
import { RETAKES_PER_DAY } from '../../src/shared/constants/quiz';
import { QUESTION_SET } from '../../src/shared/content/questions';
import { SHARING_MESSAGES } from '../../src/shared/contracts/quiz.contract';
import { backdateAttempt, bearer, expectAccessible, loginViaUi, registerViaApi, startViaApi } from './support';

/** Issue 12: a sheet answered without reading gets no profile, no unlock, and a retake now. On a phone. */
test.use({ viewport: { width: 360, height: 740 } });

/** Every question answered "Neutro" through the API, over 15 minutes: a straight line, not a rush. */
async function straightLineViaApi(request: APIRequestContext, token: string): Promise<string> {
  const { attemptId } = await startViaApi(request, token);
  backdateAttempt(attemptId);
  const answers = QUESTION_SET.order.map((questionOrder) => ({ questionOrder, value: 3 }));
  const saved = await request.post('/api/assessment/progress/save', { headers: bearer(token), data: { progress: { answers } } });
  expect(saved.status(), await saved.text()).toBe(200);
  return attemptId;
}

test('a straight-lined sheet reaches "Resultado inconclusivo": the reasons, no unlock, and a retake that starts a new attempt', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { email, token } = await registerViaApi(request, 'Caio Reto Nunes');
  const attemptId = await straightLineViaApi(request, token);
  await page.goto('/login');
  await loginViaUi(page, email);
  await expect(page).toHaveURL(/\/profile$/);

  await page.goto('/quiz');
  await expect(page.getByRole('heading', { name: 'Parabéns! Você respondeu todas as perguntas.' })).toBeVisible();
  await page.getByRole('button', { name: 'Finalizar', exact: true }).click();
  await expect(page).toHaveURL(/\/pre-result$/);
  await expect(page).toHaveURL(/\/results$/, { timeout: 15_000 });

  await expect(page.getByRole('heading', { level: 1, name: 'Resultado inconclusivo' })).toBeVisible();
  const reasons = page.getByRole('list').filter({ hasText: 'frases seguidas' }).getByRole('listitem');
  await expect(reasons).toHaveText([
    'Na frase de atenção, que pedia para marcar “Discordo”, você marcou “Neutro”.',
    'Você deu a mesma resposta (“Neutro”) em 100 frases seguidas.',
    'Você marcou “Neutro” em 100% das frases.',
    'Suas respostas ficaram quase todas no mesmo ponto da escala, então elas quase não diferenciam um perfil do outro.',
  ]);
  // No profile, nothing to unlock, download or share.
  await expect(page.getByText(/^\d{1,3},\d%$/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Desbloquear relatório completo' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Baixar Relatório' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);
  const retake = page.getByRole('link', { name: 'Refazer o teste agora' });
  await retake.scrollIntoViewIfNeeded();
  await expect(retake).toBeInViewport();
  await expectAccessible(page);

  // An inconclusive result cannot be shared (issue 26), so its link shows no result.
  const refused = await request.put(`/api/result/${attemptId}/sharing`, { headers: bearer(token), data: { shared: true } });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe(SHARING_MESSAGES.inconclusive);
  await expect(page.getByRole('switch', { name: 'Compartilhar meu resultado' })).toHaveCount(0);
  const visitor = await page.context().browser()!.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/report/${attemptId}`);
  await expect(visitorPage.getByRole('heading', { name: 'Resultado não encontrado' })).toBeVisible();
  await visitor.close();

  // The retake starts a new attempt at once: no "once a year" modal.
  await retake.click();
  await expect(page).toHaveURL(/\/quiz$/);
  await expect(page.getByText('Pergunta 1 de 100', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const progress = await request.get('/api/assessment/progress', { headers: bearer(token) });
  const { data } = (await progress.json()) as { data: { progress: { attemptId: string; answers: unknown[] } | null } };
  expect(data.progress?.attemptId).toBeTruthy();
  expect(data.progress?.attemptId).not.toBe(attemptId);
  expect(data.progress?.answers).toEqual([]);
  await expectAccessible(page);
});

test(`past ${RETAKES_PER_DAY} retakes in a day, "Refazer o teste agora" says when the next one opens`, async ({ page, request }) => {
  test.setTimeout(90_000);
  const { email, token } = await registerViaApi(request, 'Rita Pressa Lima');
  // The first attempt and its retakes of the day, all straight-lined.
  for (let i = 0; i <= RETAKES_PER_DAY; i++) {
    const attemptId = await straightLineViaApi(request, token);
    const done = await request.post('/api/quiz/complete', { headers: bearer(token), data: { attemptId } });
    expect(done.status(), await done.text()).toBe(200);
  }
  await page.goto('/login');
  await loginViaUi(page, email);
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/results');
  await expect(page.getByRole('heading', { level: 1, name: 'Resultado inconclusivo' })).toBeVisible();
  await expect(page.getByText(`até ${RETAKES_PER_DAY} vezes em 24 horas`)).toBeVisible();

  await page.getByRole('link', { name: 'Refazer o teste agora' }).click();
  await expect(page).toHaveURL(/\/quiz$/);
  await expect(page.getByRole('alert')).toHaveText(/^Você já refez o teste 3 vezes em 24 horas\. Faça uma pausa: você poderá tentar de novo em 24 horas\.$/);
  await expect(page.getByRole('link', { name: 'Voltar' })).toBeInViewport();
  await expectAccessible(page);
});
