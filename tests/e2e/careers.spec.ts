import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { AGE_BAND_LABELS } from '../../src/shared/domain/age-band';
import { LIFE_STAGE_MESSAGES, SCHOOL_STAGE_LABELS, UF_NAMES } from '../../src/shared/domain/life-stage';
import { bearer, completeViaApi, expectAccessible, openOwnResultViaUi, payViaApi, registerViaApi } from './support';

/** Issue 27: "Carreiras para você" on the owner's result, written for the person's age and stage, at 360 px. */
test.use({ viewport: { width: 360, height: 740 } });

interface Career {
  name: string;
  now: string[];
  path: string[];
}

async function ownerCareers(request: APIRequestContext, token: string, attemptId: string) {
  const res = await request.get(`/api/result/${attemptId}`, { headers: bearer(token) });
  expect(res.status()).toBe(200);
  return (await res.json()).data.result.careers as { stageKnown: boolean; careers: Career[]; glossary: Array<{ acronym: string }> };
}

async function expectNoHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

/** Each card's "O que dá para fazer agora" items, by career name. */
async function nowOnPage(section: Locator): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (const card of await section.getByRole('article').all()) {
    const name = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
    found.set(name, await card.getByRole('list', { name: 'O que dá para fazer agora' }).getByRole('listitem').allInnerTexts());
  }
  return found;
}

test.describe('careers for this person', () => {
  test('free: 4 careers with the general path, the questions answered right there (15 anos, 9º ano, SP), and the steps rewritten', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { email, token } = await registerViaApi(request, 'Lara Nunes');
    const attemptId = await completeViaApi(request, token);
    await openOwnResultViaUi(page, email);

    const section = page.getByRole('region', { name: 'Carreiras para você' });
    await expect(section).toBeVisible();
    const cards = section.getByRole('article');
    await expect(cards).toHaveCount(4);
    await expect(section.getByText(LIFE_STAGE_MESSAGES.invite)).toBeVisible();

    // The general path: one first step per career, as the API wrote it.
    const before = await ownerCareers(request, token, attemptId);
    expect(before.stageKnown).toBe(false);
    expect(before.careers).toHaveLength(4);
    const shownBefore = await nowOnPage(section);
    for (const career of before.careers) expect(shownBefore.get(career.name), career.name).toEqual(career.now);
    // The path's 3 steps, with their labels.
    const firstPath = cards.first().getByRole('list', { name: 'O caminho em 3 passos' }).getByRole('listitem');
    await expect(firstPath).toHaveCount(3);
    await expect(firstPath.nth(0)).toContainText('Agora');
    await expect(firstPath.nth(2)).toContainText('Chegar lá');
    await expect(cards.first()).toContainText('Combina com:');
    // Details are folded until asked for.
    const details = cards.first().getByText(/^Formação, registro e mais/);
    await details.click();
    await expect(cards.first().getByRole('term').first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);

    // The questions, right there.
    await section.getByLabel(LIFE_STAGE_MESSAGES.ageBand).selectOption({ label: AGE_BAND_LABELS['14-15'] });
    await section.getByLabel(LIFE_STAGE_MESSAGES.schoolStage).selectOption({ label: SCHOOL_STAGE_LABELS['9-ano'] });
    await section.getByLabel(LIFE_STAGE_MESSAGES.uf).selectOption({ label: `${UF_NAMES.SP} (SP)` });
    await section.getByRole('button', { name: 'Ver meus próximos passos' }).click();
    await expect(section.getByRole('status')).toHaveText(LIFE_STAGE_MESSAGES.saved);
    await expect(section.getByText(LIFE_STAGE_MESSAGES.invite)).toHaveCount(0);
    await expect(section.getByRole('button', { name: 'Fechar as perguntas' })).toBeVisible();

    const after = await ownerCareers(request, token, attemptId);
    expect(after.stageKnown).toBe(true);
    expect(after.careers).toHaveLength(4);
    const allNow = after.careers.flatMap((career) => career.now);
    // 9º ano at 15 in São Paulo: the Etec's vestibulinho or Jovem Aprendiz from 14, enrolled in school; no estágio before 16.
    expect(
      allNow.some((step) => /vestibulinho da Etec|Você já pode ser Jovem Aprendiz/.test(step)),
      allNow.join('\n'),
    ).toBe(true);
    expect(allNow.filter((step) => /estágio/i.test(step))).toEqual([]);
    await expect(cards).toHaveCount(4);
    await expect.poll(async () => Object.fromEntries(await nowOnPage(section))).toEqual(Object.fromEntries(after.careers.map((c) => [c.name, c.now])));
    const shownNow = [...(await nowOnPage(section)).values()].flat();
    expect(shownNow.some((step) => /vestibulinho da Etec|Jovem Aprendiz/.test(step))).toBe(true);
    expect(shownNow.join('\n')).not.toMatch(/estágio/i);
    expect(shownNow.join('\n')).not.toContain('A partir dos 14 anos, dá para começar');

    // Kept after a reload; the questions fold behind "Mudar minhas respostas".
    await page.reload();
    await expect(section.getByRole('article')).toHaveCount(4);
    await expect(section.getByText(LIFE_STAGE_MESSAGES.invite)).toHaveCount(0);
    const change = section.getByRole('button', { name: 'Mudar minhas respostas' });
    await expect(change).toHaveAttribute('aria-expanded', 'false');
    await change.click();
    await expect(section.getByLabel(LIFE_STAGE_MESSAGES.schoolStage)).toHaveValue('9-ano');
    // The free result still offers the full report.
    await expect(page.getByRole('button', { name: 'Desbloquear relatório completo' })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Ver as 12 carreiras' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
  });

  test('paid: 22 years old, ensino médio done, first job: 12 careers, apprenticeship without school, no estágio', async ({ page, request }) => {
    test.setTimeout(90_000);
    const { email, token } = await registerViaApi(request, 'Rafael Dias');
    const attemptId = await completeViaApi(request, token);
    await payViaApi(request, token, attemptId);
    const saved = await request.put('/api/auth/me/life-stage', {
      headers: bearer(token),
      data: { ageBand: '21-24', schoolStage: 'em-concluido', situation: 'primeiro-emprego' },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await openOwnResultViaUi(page, email);

    // Paid: the careers are a folding section of the contents bar.
    await page.getByRole('navigation', { name: 'Seções do resultado' }).getByRole('link', { name: 'Carreiras' }).click();
    const section = page.locator('#carreiras');
    await expect(section.getByRole('button', { name: 'Carreiras para você' })).toHaveAttribute('aria-expanded', 'true');
    const cards = section.getByRole('article');
    await expect(cards).toHaveCount(12);
    await expect(section.getByText(LIFE_STAGE_MESSAGES.invite)).toHaveCount(0);
    await expect(section.getByRole('button', { name: 'Mudar minhas respostas' })).toBeVisible();

    const api = await ownerCareers(request, token, attemptId);
    expect(api.stageKnown).toBe(true);
    expect(api.careers).toHaveLength(12);
    const shown = await nowOnPage(section);
    for (const career of api.careers) expect(shown.get(career.name), career.name).toEqual(career.now);

    // Where a career has Jovem Aprendiz (14 to 24), a 22-year-old who finished school need not be studying.
    const apprentice = api.careers.filter((career) => career.now.some((step) => step.startsWith('Você já pode ser Jovem Aprendiz')));
    expect(apprentice.length, 'careers with Jovem Aprendiz among the 12').toBeGreaterThan(0);
    for (const career of apprentice) {
      await expect(cards.filter({ has: page.getByRole('heading', { name: career.name, exact: true }) })).toContainText(
        'não precisa estar estudando para ser aprendiz',
      );
    }
    // Not studying: no estágio step, and no "enrolled in school" condition.
    const allShown = [...shown.values()].flat().join('\n');
    expect(allShown).not.toMatch(/estágio/i);
    expect(allShown).not.toContain('precisa estar matriculado');
    if (api.glossary.length > 0) await expect(section.getByRole('complementary', { name: 'Siglas' })).toContainText(api.glossary[0]!.acronym);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
  });
});
