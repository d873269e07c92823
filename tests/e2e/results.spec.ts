import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { getProfile } from '../../src/shared/content/profiles';
import { PORTRAIT_PART, describeClarity, describeTie } from '../../src/shared/content/personal/report-phrases';
import { TIE_SHEET, tieAnswerSheet } from '../../src/shared/scoring/tie-sheet.fixture';
import { backdateAttempt, bearer, expectAccessible, payViaApi, registerViaApi, startViaApi, openOwnResultViaUi } from './support';

/** The result page on a phone (issue 10: 24 screens of bullets at 360 px). */
test.use({ viewport: { width: 360, height: 740 } });

const VIEWPORT_HEIGHT = 740;

/** A completed attempt answered with the tie sheet: second place is a 75.0% tie that rule 2 gives to Investigador. */
async function completeTieSheet(request: APIRequestContext, token: string): Promise<string> {
  const { attemptId } = await startViaApi(request, token);
  backdateAttempt(attemptId);
  const answers = Object.entries(tieAnswerSheet()).map(([id, value]) => ({ questionOrder: Number(id), value }));
  const saved = await request.post('/api/assessment/progress/save', { headers: bearer(token), data: { progress: { answers } } });
  expect(saved.status(), await saved.text()).toBe(200);
  const done = await request.post('/api/quiz/complete', { headers: bearer(token), data: { attemptId } });
  expect(done.status(), await done.text()).toBe(200);
  return attemptId;
}

async function openOwnResult(page: Page, request: APIRequestContext, name: string, { paid }: { paid: boolean }) {
  const account = await registerViaApi(request, name);
  const attemptId = await completeTieSheet(request, account.token);
  if (paid) await payViaApi(request, account.token, attemptId);
  await openOwnResultViaUi(page, account.email);
  return { ...account, attemptId };
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element has no box');
  return found;
}

/** The heading sits in the viewport, below the sticky header and contents bar (not hidden under them). */
async function expectScrolledTo(page: Page, heading: Locator) {
  const toc = page.getByRole('navigation', { name: 'Seções do resultado' });
  const header = page.getByRole('banner');
  await expect(heading).toBeInViewport();
  // The bar is stuck right under the site header, and the section's heading right under the bar.
  await expect.poll(async () => Math.abs((await box(toc)).y - ((await box(header)).y + (await box(header)).height))).toBeLessThanOrEqual(1);
  await expect.poll(async () => (await box(heading)).y - ((await box(toc)).y + (await box(toc)).height)).toBeGreaterThanOrEqual(0);
  await expect.poll(async () => (await box(heading)).y).toBeLessThan(VIEWPORT_HEIGHT / 2);
}

test.describe('result page at 360 px', () => {
  test('PAID: a sticky table of contents whose links open and scroll to each section; the 9-profile chart on top, in the ranking order', async ({
    page,
    request,
  }) => {
    await openOwnResult(page, request, 'Paula Ranking Souza', { paid: true });
    const toc = page.getByRole('navigation', { name: 'Seções do resultado' });
    await expect(toc).toBeVisible();

    // The chart comes first among the sections, in the engine's order: the tie at 75.0% goes to Investigador (rule 2).
    const chart = page.locator('#perfis');
    const rows = chart.getByRole('listitem');
    await expect(rows).toHaveCount(9);
    for (const [index, id] of TIE_SHEET.ranking.entries()) await expect(rows.nth(index)).toContainText(getProfile(id).name);
    // 93.2%, 75.0% and 75.0% are within the test's error of one another: a perfil misto, no single winner.
    for (const index of [0, 1, 2]) await expect(rows.nth(index)).toContainText('misto');
    await expect(rows.nth(3)).not.toContainText('misto');
    await expect(chart.getByText('principal', { exact: true })).toHaveCount(0);
    const secondary = getProfile(TIE_SHEET.secondary).name;
    await expect(page.getByRole('heading', { name: 'Seu segundo perfil mais forte' })).toHaveCount(0);
    const firstSection = page.locator('main section[id]').first();
    await expect(firstSection).toHaveAttribute('id', 'perfis');

    // 'Ver detalhes do perfil' (spec §2's 'Ver Resultado', named for what it does) unfolds the profile section and takes the keyboard focus there.
    await expect(page.locator('#detalhes').getByRole('button')).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', { name: 'Ver detalhes do perfil' }).click();
    await expect(page.locator('#detalhes').getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#detalhes').getByRole('button')).toBeFocused();
    await expectScrolledTo(page, page.getByRole('heading', { name: /^Sobre o perfil/ }));
    await page.locator('#detalhes').getByRole('button').click();

    // Folded, the page is a few screens long instead of 24 (the person's own answers and the pick of a mix stay open: issue 25).
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height / VIEWPORT_HEIGHT, `${height} px`).toBeLessThan(11);
    await expectAccessible(page);

    const targets: Array<[string, string, RegExp]> = [
      ['Suas respostas', 'respostas', /^O que pesou nas suas respostas$/],
      ['Combinação', 'combinacao', /^Como os seus perfis se combinam$/],
      ['Análise', 'analise', /^Análise completa$/],
      ['Os 9 em detalhe', 'nove-perfis', /^Os 9 perfis em detalhe$/],
      ['Carreiras', 'carreiras', /^Carreiras para você$/],
      ['Plano', 'plano', /^Seu plano de desenvolvimento$/],
      ['Seus 9 perfis', 'perfis', /^Seus 9 perfis$/],
      ['Relatório', 'relatorio', /^Seu relatório$/],
      ['Seu perfil', 'detalhes', /^Sobre o perfil/],
    ];
    for (const [label, id, heading] of targets) {
      await toc.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expectScrolledTo(page, page.getByRole('heading', { name: heading }));
      await expect(toc).toBeInViewport();
      const toggle = page.locator(`#${id}`).getByRole('button', { expanded: true });
      if (!['respostas', 'perfis', 'relatorio'].includes(id)) await expect(toggle).toBeVisible();
    }
    // The open sections show their content; the 9-profile analysis follows the same ranking, with the one level rule.
    const nine = page.locator('#nove-perfis').getByRole('listitem');
    await expect(nine.nth(1)).toContainText(secondary);
    // Levels compare the nine with one another: 68.2% sits near this person's own average.
    await expect(nine.nth(3)).toContainText('68,2% · compatibilidade média');
    // Each profile of the mix has its part: the person's portrait of it (issue 27) and the famous people's disclaimer.
    await expect(page.getByText(PORTRAIT_PART.intro(null))).toHaveCount(3);
    await expect(page.getByText(PORTRAIT_PART.famousNote)).toHaveCount(3);
    await expect(page.getByText(PORTRAIT_PART.famousNote).first()).toBeVisible();
    await expectAccessible(page);

    // A section folds and unfolds from its heading, with the keyboard.
    const planToggle = page.locator('#plano').getByRole('button', { name: 'Seu plano de desenvolvimento' });
    await planToggle.focus();
    await page.keyboard.press('Enter');
    await expect(planToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Montado a partir das suas respostas: próximos passos para 30, 60 e 90 dias.')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(planToggle).toHaveAttribute('aria-expanded', 'true');

    // The contents bar works from the keyboard too.
    await page.locator('#carreiras').getByRole('button', { name: 'Carreiras para você' }).click();
    await expect(page.locator('#carreiras').getByRole('button', { name: 'Carreiras para você' })).toHaveAttribute('aria-expanded', 'false');
    await toc.getByRole('link', { name: 'Carreiras' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#carreiras$/);
    await expect(page.locator('#carreiras').getByRole('button', { name: 'Carreiras para você' })).toHaveAttribute('aria-expanded', 'true');
    await expectScrolledTo(page, page.getByRole('heading', { name: 'Carreiras para você' }));

    // The report card speaks Portuguese: no wire value.
    const card = page.locator('#relatorio').locator('..');
    await expect(card.getByText('Completo', { exact: true })).toBeVisible();
    await expect(page.getByText('PAID', { exact: true })).toHaveCount(0);

    // A link to a section opens it on arrival (a fresh page load, not a jump inside this one).
    await page.goto('/profile');
    await page.goto('/results#plano');
    await expect(page.locator('#plano').getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#analise').getByRole('button')).toHaveAttribute('aria-expanded', 'false');
    await expectScrolledTo(page, page.getByRole('heading', { name: 'Seu plano de desenvolvimento' }));
  });

  test('a mixed result shows its top profiles together, in the ranking order, with the reason; no single main profile', async ({ page, request }) => {
    await openOwnResult(page, request, 'Tiago Misto Prado', { paid: false });
    const mixed = page.getByRole('region', { name: 'Perfil misto' });
    await expect(mixed).toBeVisible();
    const cards = mixed.getByRole('listitem');
    await expect(cards).toHaveCount(3);
    for (const [index, id] of TIE_SHEET.ranking.slice(0, 3).entries()) await expect(cards.nth(index)).toContainText(getProfile(id).name);
    await expect(cards.nth(0)).toContainText('93,2%');
    await expect(cards.nth(1)).toContainText('75,0%');
    // The owner reads how clear the result is, and that the tie at 75,0% decides nothing (issue 25).
    await expect(mixed).toContainText(describeClarity('divided', ['Entusiasta', 'Investigador', 'Prestativo'], 3));
    await expect(mixed).toContainText(describeTie(['Investigador', 'Prestativo'], '75,0%'));
    for (const [index, id] of TIE_SHEET.ranking.slice(0, 3).entries()) await expect(cards.nth(index)).toContainText(getProfile(id).description);
    await expect(page.getByText('Seu perfil principal', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Seu segundo perfil mais forte' })).toHaveCount(0);
    // Still a result: the unlock is offered.
    await expect(page.getByRole('button', { name: 'Desbloquear relatório completo' })).toBeVisible();
    await expect(mixed).toBeInViewport({ ratio: 0.3 });
    // Sharing names the mix too, never one of its profiles alone (the links appear once the owner shares the result).
    await page.getByRole('switch', { name: 'Compartilhar meu resultado' }).click();
    const whatsapp = decodeURIComponent((await page.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')) ?? '');
    expect(whatsapp).toContain('Descobri meu perfil no Rumo: um perfil misto, Entusiasta, Investigador e Prestativo! Veja o resultado:');
    expect(whatsapp).not.toContain('sou Entusiasta');
    await expectAccessible(page);
  });

  test('PAID: a PDF that cannot be generated shows the Portuguese message beside the button', async ({ page, request }) => {
    await openOwnResult(page, request, 'Rita Falha Moraes', { paid: true });
    // A 5xx without a message (a proxy, say): the web's own default.
    await page.route('**/api/report/*/pdf', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }));
    const button = page.getByRole('button', { name: 'Baixar Relatório' });
    await button.click();
    const alert = page.getByRole('alert').filter({ hasText: 'Não foi possível gerar o PDF. Tente novamente.' });
    await expect(alert).toBeInViewport();
    expect((await box(alert)).y - ((await box(button)).y + (await box(button)).height)).toBeLessThan(24);
    await expect(page.getByText('Failed to generate PDF')).toHaveCount(0);
    await expectAccessible(page);
  });

  test("FREE: 'Baixar Relatório' explains beside the button and leads to the unlock; the status reads 'Gratuito'", async ({ page, request }) => {
    await openOwnResult(page, request, 'Sofia Livre Castro', { paid: false });
    await expect(page.getByRole('navigation', { name: 'Seções do resultado' })).toHaveCount(0);
    await expect(page.getByText('Gratuito', { exact: true })).toBeVisible();
    await expect(page.getByText('FREE', { exact: true })).toHaveCount(0);
    // The free profile content is open on a FREE result, and the owner's careers have their own section.
    await expect(page.getByRole('heading', { name: 'O que move esse perfil' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Carreiras para você' }).getByRole('article')).toHaveCount(4);

    const button = page.getByRole('button', { name: 'Baixar Relatório' });
    await button.click();
    const notice = page.getByRole('status').filter({ hasText: 'PDF não disponível no momento.' });
    await expect(notice).toBeInViewport({ ratio: 1 });
    // Right under the button, not at the end of the button group.
    const gap = (await box(notice)).y - ((await box(button)).y + (await box(button)).height);
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThan(24);
    await expectAccessible(page);

    await notice.getByRole('button', { name: 'Desbloquear agora' }).click();
    const dialog = page.getByRole('dialog', { name: 'Desbloquear relatório completo' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('R$ 29,90');
    await expectAccessible(page);
  });
});
