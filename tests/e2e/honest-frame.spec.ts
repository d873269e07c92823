import { expect, test, type Page } from '@playwright/test';
import { DIFFICULTIES_HELP_LINE, SELF_KNOWLEDGE_FRAME } from '../../src/shared/content/honest-frame';
import { completeViaApi, expectAccessible, loginViaUi, payViaApi, registerViaApi, shareResultViaApi } from './support';

/** Issue 12: what the test is not, on every screen that presents it, and the help line under the difficulties. */
test.use({ viewport: { width: 360, height: 740 } });

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await loginViaUi(page, email);
  await expect(page).toHaveURL(/\/profile$/);
}

/** The frame line on screen; `within` when it opens a longer paragraph (the Terms, the FAQ). */
async function expectFrame(page: Page, { within = false } = {}) {
  const frame = page.getByText(SELF_KNOWLEDGE_FRAME, { exact: !within });
  await expect(frame).toBeVisible();
  // Scrolled to again if the page's own scroll to the top on load lands after the first scroll.
  await expect(async () => {
    await frame.scrollIntoViewIfNeeded();
    await expect(frame).toBeInViewport({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

test.describe('the self-knowledge frame at 360 px', () => {
  test('on the test intro (/assessment), before anyone starts', async ({ page }) => {
    await page.goto('/assessment');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectFrame(page);
    await expectAccessible(page);
  });

  test('on the free result (/results and /history) and on the shared page (/report/{id})', async ({ page, browser, request }) => {
    const account = await registerViaApi(request, 'Lara Moura Pinto');
    const attemptId = await completeViaApi(request, account.token);
    await logIn(page, account.email);

    await page.goto('/results');
    await expect(page.getByRole('heading', { level: 1, name: 'Seu resultado' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Desbloquear relatório completo' })).toBeVisible();
    await expectFrame(page);
    await expectAccessible(page);

    await page.goto('/history');
    await expect(page.getByRole('heading', { level: 1, name: 'Seu resultado' })).toBeVisible();
    await expectFrame(page);

    await shareResultViaApi(request, account.token, attemptId);
    const visitor = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const shared = await visitor.newPage();
    await shared.goto(`/report/${attemptId}`);
    await expect(shared.getByRole('heading', { level: 1, name: 'Resultado de Lara' })).toBeVisible();
    await expectFrame(shared);
    await expectAccessible(shared);
    await visitor.close();
  });

  test('on How it works, the FAQ and the Terms, in the same words', async ({ page }) => {
    await page.goto('/how-it-works');
    await expectFrame(page);
    await page.goto('/terms');
    await expectFrame(page, { within: true });
    await page.goto('/faq');
    await page.getByRole('button', { name: 'O teste é um diagnóstico psicológico?' }).click();
    await expectFrame(page, { within: true });
    await expectAccessible(page);
  });
});

test('PAID result at 360 px: the difficulties end with the CVV help line', async ({ page, request }) => {
  const account = await registerViaApi(request, 'Caio Nunes Rocha');
  const attemptId = await completeViaApi(request, account.token);
  await payViaApi(request, account.token, attemptId);
  await logIn(page, account.email);

  await page.goto('/results');
  await expect(page.getByRole('heading', { level: 1, name: 'Seu resultado' })).toBeVisible();
  await expectFrame(page);
  await page.getByRole('button', { name: 'Análise completa' }).click();
  // Level 4: within "Análise completa" (h2), each profile in front has its own part (h3).
  const difficulties = page.getByRole('heading', { level: 4, name: 'Pontos de atenção' }).locator('xpath=following-sibling::ul[1]/li');
  const helpLine = difficulties.last();
  await helpLine.scrollIntoViewIfNeeded();
  await expect(helpLine).toHaveText(DIFFICULTIES_HELP_LINE);
  await expect(helpLine).toBeInViewport();
  expect(await difficulties.count()).toBeGreaterThan(1);
  await expect(page.getByText(/CVV/)).toHaveCount(1);
  await expectAccessible(page);
});
