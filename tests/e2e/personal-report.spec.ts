import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { QUESTION_SET } from '../../src/shared/content/questions';
import { getProfile } from '../../src/shared/content/profiles';
import { ANSWERS_PART, PERCENTAGE_EXPLAINED, PICK_QUESTION, PROFILE_EVIDENCE_TITLE } from '../../src/shared/content/personal/report-phrases';
import { attentiveAnswerSheet } from '../../src/shared/scoring/attentive-sheet.fixture';
import { scoreAttempt } from '../../src/shared/scoring/attempt';
import { bearer, completeViaApi, expectAccessible, payViaApi, registerViaApi, openOwnResultViaUi } from './support';

/** Issue 25, on a phone: a result about the person who answered. */
test.use({ viewport: { width: 360, height: 800 } });

/** An attentive person's answers whose result is a three-way perfil misto (Desafiador, Leal, Entusiasta). */
const MIXED_SHEET = attentiveAnswerSheet(6);
const MIXED = scoreAttempt(MIXED_SHEET, QUESTION_SET).mixedProfiles.map((id) => getProfile(id));

async function openResult(page: Page, request: APIRequestContext, name: string, { paid }: { paid: boolean }) {
  const account = await registerViaApi(request, name);
  const attemptId = await completeViaApi(request, account.token, MIXED_SHEET);
  if (paid) await payViaApi(request, account.token, attemptId);
  await openOwnResultViaUi(page, account.email);
  return { ...account, attemptId };
}

const mixedCards = (page: Page) => page.locator('section[aria-labelledby="perfil-misto"] li');

test.describe('a result about the person (issue 25), at 360 px', () => {
  test('FREE perfil misto: each profile of the mix is described, one of the person’s own answers is quoted, the percentage is explained', async ({
    page,
    request,
  }) => {
    expect(MIXED).toHaveLength(3);
    await openResult(page, request, 'Renata Livre Souza', { paid: false });

    // Every profile of the mix has its short description (the walk: "leia os três juntos", but only one described).
    await expect(mixedCards(page)).toHaveCount(3);
    for (const [index, profile] of MIXED.entries()) {
      await expect(mixedCards(page).nth(index)).toContainText(profile.name);
      await expect(mixedCards(page).nth(index)).toContainText(profile.description);
    }
    await expect(page.getByText(/^Seu resultado ficou (dividido entre|bem espalhado)/)).toBeVisible();

    // One quoted statement, verbatim from the test, with what the answer given shows; the full report offers more.
    const answers = page.locator('section[aria-labelledby="o-que-pesou"]');
    await expect(answers.getByRole('heading', { name: ANSWERS_PART.title })).toBeVisible();
    await expect(answers.getByRole('listitem')).toHaveCount(1);
    const quoted = (await answers.getByRole('listitem').locator('p').first().innerText()).replace(/^“|”$/g, '');
    expect(QUESTION_SET.statements.map((statement) => statement.text)).toContain(quoted);
    await expect(answers.getByText(/^Você marcou “(Concordo|Discordo)( Totalmente)?”\. (Perfil|Contra o perfil) /)).toBeVisible();
    await expect(answers.getByText(ANSWERS_PART.freeTeaser)).toBeVisible();

    // The percentage explained beside the chart; the honest frame and the Enneagram line.
    await expect(page.locator('#perfis').getByText(PERCENTAGE_EXPLAINED.text)).toBeVisible();
    await expect(page.getByText(/O Eneagrama é um modelo popular para a gente se conhecer melhor/)).toBeVisible();

    // The button says what it does: it opens the details of the first profile.
    await expect(page.getByRole('button', { name: 'Ver Resultado' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Ver detalhes do perfil' }).click();
    await expect(page.getByRole('heading', { name: `Sobre o perfil ${MIXED[0]!.name}` })).toBeInViewport();
    await expect(page.getByText(/perfil (principal|secundário)/i)).toHaveCount(0);
    await expectAccessible(page);
  });

  test('the pick: "Qual destes parece mais com você?" reorders the result, keeps the numbers, survives a reload and can be undone', async ({
    page,
    request,
  }) => {
    const account = await openResult(page, request, 'Tiago Escolha Lima', { paid: false });
    const [first, second] = MIXED as [ReturnType<typeof getProfile>, ReturnType<typeof getProfile>];
    const cardOf = (name: string) => mixedCards(page).filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(`${name}$`) }) });
    const percentageOf = async (name: string) => (await cardOf(name).innerText()).match(/\d+,\d%/)![0];
    const before = await percentageOf(second.name);

    const pick = page.getByRole('radiogroup', { name: PICK_QUESTION.title });
    await expect(pick).toBeVisible();
    await pick.getByRole('radio', { name: second.name }).check();
    await page.getByRole('button', { name: 'Salvar escolha' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Escolha salva. ${second.name} vem primeiro.` })).toBeVisible();

    // The picked profile opens the page and the details; the numbers did not move.
    await expect(mixedCards(page).first()).toContainText(second.name);
    await expect(page.getByText(`Você escolheu ${second.name} como o perfil que mais parece com você.`, { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`Sobre o perfil ${second.name}`) })).toBeVisible();
    expect(await percentageOf(second.name)).toBe(before);
    await expect(page.locator('#perfis li').first()).toContainText(first.name); // the chart keeps the ranking
    await expectAccessible(page);

    // Stored on the server: a reload keeps it, and the export has it.
    await page.reload();
    await expect(mixedCards(page).first()).toContainText(second.name);
    await expect(page.getByRole('radiogroup', { name: PICK_QUESTION.title }).getByRole('radio', { name: second.name })).toBeChecked();
    const exported = await (await request.get('/api/me/export', { headers: bearer(account.token) })).json();
    expect(exported.data.attempts[0].profilePick).toMatchObject({ profileId: second.id });

    // Undo: back to the order of the scores.
    await page.getByRole('button', { name: PICK_QUESTION.clear }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Voltamos à ordem dos números.' })).toBeVisible();
    await expect(mixedCards(page).first()).toContainText(first.name);
  });

  test('PAID: the person’s answers with a contrast, the blend, an in-depth part for each profile of the mix, a plan from the answers, no raw PDF path', async ({
    page,
    request,
  }) => {
    await openResult(page, request, 'Paulo Pago Dias', { paid: true });
    const answers = page.locator('section[aria-labelledby="o-que-pesou"]');
    const quotes = answers.getByRole('listitem');
    expect(await quotes.count()).toBeGreaterThanOrEqual(4); // 3 or 4 strong answers and at least one contrast
    await expect(answers.getByRole('heading', { name: ANSWERS_PART.contrastsTitle })).toBeVisible();
    await expect(answers.getByText(ANSWERS_PART.freeTeaser)).toHaveCount(0);

    const toc = page.getByRole('navigation', { name: 'Seções do resultado' });
    await toc.getByRole('link', { name: 'Combinação' }).click();
    await expect(page.locator('#combinacao').getByRole('heading', { level: 3 })).toHaveCount(3); // the three pairs of a three-way mix

    await toc.getByRole('link', { name: 'Análise' }).click();
    const analysis = page.locator('#analise');
    for (const profile of MIXED) await expect(analysis.getByRole('heading', { level: 3, name: new RegExp(`^${profile.name}`) })).toBeVisible();
    await expect(analysis.getByRole('heading', { name: PROFILE_EVIDENCE_TITLE }).first()).toBeVisible();

    await toc.getByRole('link', { name: 'Plano' }).click();
    await expect(
      page
        .locator('#plano')
        .getByText(/^Porque você marcou “/)
        .first(),
    ).toBeVisible();

    // The report card says the PDF is ready and offers it; it never prints the API path.
    const card = page.locator('#relatorio').locator('..');
    await expect(card.getByText('Pronto para baixar')).toBeVisible();
    await expect(page.getByText('/api/report/')).toHaveCount(0);
    await expect(page.getByText(/perfil (principal|secundário)/i)).toHaveCount(0);
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Baixar PDF' }).click();
    expect((await download).suggestedFilename()).toMatch(/^relatorio-rumo-.*\.pdf$/);
    await expectAccessible(page);
  });
});
