import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AGE_BAND_LABELS } from '../../src/shared/domain/age-band';
import { LIFE_STAGE_MESSAGES, SCHOOL_STAGE_LABELS, SITUATION_LABELS, UF_NAMES } from '../../src/shared/domain/life-stage';
import { PRE_RESULT_DURATION_MS } from '../../src/web/config/timings';
import { bearer, completeViaApi, expectAccessible, loginViaUi, registerViaApi } from './support';

test.use({ viewport: { width: 360, height: 740 } });

const FIELDS = {
  ageBand: LIFE_STAGE_MESSAGES.ageBand,
  schoolStage: LIFE_STAGE_MESSAGES.schoolStage,
  situation: LIFE_STAGE_MESSAGES.situation,
  uf: LIFE_STAGE_MESSAGES.uf,
} as const;

async function storedAnswers(request: APIRequestContext, token: string) {
  const res = await request.get('/api/auth/me', { headers: bearer(token) });
  expect(res.status()).toBe(200);
  const { ageBand, schoolStage, situation, uf } = (await res.json()).data.user;
  return { ageBand, schoolStage, situation, uf };
}

async function expectNoHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test.describe('life stage questions', () => {
  test('on /profile: answered, kept after a reload, one skipped, then all erased', async ({ page, request }) => {
    const { email, token } = await registerViaApi(request, 'Bianca Moura');
    await page.goto('/login');
    await loginViaUi(page, email);
    await expect(page).toHaveURL(/\/profile$/);

    const section = page.getByRole('region', { name: 'Sobre você' });
    await expect(section.getByRole('heading', { name: LIFE_STAGE_MESSAGES.title })).toBeVisible();
    await expect(section.getByText(LIFE_STAGE_MESSAGES.why)).toBeVisible();
    for (const label of Object.values(FIELDS)) await expect(section.getByLabel(label)).toHaveValue('');
    await expect(section.getByRole('button', { name: 'Apagar respostas' })).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);

    await section.getByLabel(FIELDS.ageBand).selectOption({ label: AGE_BAND_LABELS['16-17'] });
    await section.getByLabel(FIELDS.schoolStage).selectOption({ label: SCHOOL_STAGE_LABELS['em-2'] });
    await section.getByLabel(FIELDS.situation).selectOption({ label: SITUATION_LABELS['estudo-e-trabalho'] });
    // The state by keyboard: focus the select and type its name.
    await section.getByLabel(FIELDS.uf).focus();
    await section.getByLabel(FIELDS.uf).selectOption({ label: `${UF_NAMES.BA} (BA)` });
    await section.getByRole('button', { name: 'Salvar respostas' }).click();
    await expect(section.getByRole('status')).toHaveText(LIFE_STAGE_MESSAGES.saved);
    expect(await storedAnswers(request, token)).toEqual({ ageBand: '16-17', schoolStage: 'em-2', situation: 'estudo-e-trabalho', uf: 'BA' });

    await page.reload();
    await expect(section.getByLabel(FIELDS.ageBand)).toHaveValue('16-17');
    await expect(section.getByLabel(FIELDS.schoolStage)).toHaveValue('em-2');
    await expect(section.getByLabel(FIELDS.situation)).toHaveValue('estudo-e-trabalho');
    await expect(section.getByLabel(FIELDS.uf)).toHaveValue('BA');

    // "Prefiro não dizer" clears that answer only.
    await section.getByLabel(FIELDS.situation).selectOption({ label: LIFE_STAGE_MESSAGES.skip });
    await section.getByRole('button', { name: 'Salvar respostas' }).press('Enter');
    await expect(section.getByRole('status')).toHaveText(LIFE_STAGE_MESSAGES.saved);
    await page.reload();
    await expect(section.getByLabel(FIELDS.situation)).toHaveValue('');
    await expect(section.getByLabel(FIELDS.ageBand)).toHaveValue('16-17');
    expect(await storedAnswers(request, token)).toEqual({ ageBand: '16-17', schoolStage: 'em-2', situation: null, uf: 'BA' });

    // "Apagar respostas" clears all four.
    await section.getByRole('button', { name: 'Apagar respostas' }).click();
    await expect(section.getByRole('status')).toHaveText(LIFE_STAGE_MESSAGES.cleared);
    await expect(section.getByRole('status')).toBeFocused();
    for (const label of Object.values(FIELDS)) await expect(section.getByLabel(label)).toHaveValue('');
    expect(await storedAnswers(request, token)).toEqual({ ageBand: null, schoolStage: null, situation: null, uf: null });
    await page.reload();
    for (const label of Object.values(FIELDS)) await expect(section.getByLabel(label)).toHaveValue('');
    await expectAccessible(page);
  });

  /** A finished test and a signed-in person on /pre-result, with the result on the device as the quiz leaves it. */
  async function openPreResult(page: Page, request: APIRequestContext, name: string) {
    const { email, token } = await registerViaApi(request, name);
    await completeViaApi(request, token);
    const result = (await (await request.get('/api/quiz/my-result', { headers: bearer(token) })).json()).data.result;
    await page.goto('/login');
    await loginViaUi(page, email);
    await expect(page).toHaveURL(/\/profile$/);
    await page.evaluate((stored) => localStorage.setItem('quiz-results', JSON.stringify(stored)), result);
    await page.goto('/pre-result');
    await expect(page.getByRole('heading', { name: LIFE_STAGE_MESSAGES.title })).toBeVisible();
    return token;
  }

  test('before the result: two answers saved, then the result', async ({ page, request }) => {
    await page.clock.install();
    const token = await openPreResult(page, request, 'Caio Ferreira');
    await expect(page.getByRole('button', { name: 'Ver meu resultado', exact: true })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);

    await page.getByLabel(FIELDS.ageBand).selectOption({ label: AGE_BAND_LABELS['18-20'] });
    await page.getByLabel(FIELDS.uf).selectOption({ label: `${UF_NAMES.PE} (PE)` });
    // Answering holds the page: it does not move on by itself once the 8 s are over (the bar full)...
    await page.clock.runFor(PRE_RESULT_DURATION_MS);
    await expect(page.getByRole('progressbar', { name: 'Preparando seu resultado' })).toHaveAttribute('aria-valuenow', '100');
    await page.clock.runFor(PRE_RESULT_DURATION_MS);
    // ...by the time a round trip to the server has come back (a move would have begun before it).
    await page.evaluate(async () => (await fetch('/api/health')).status);
    await expect(page).toHaveURL(/\/pre-result$/);
    await expect(page.getByRole('button', { name: 'Salvar e ver meu resultado' })).toBeVisible();
    await page.getByRole('button', { name: 'Salvar e ver meu resultado' }).click();
    await expect(page).toHaveURL(/\/results$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Seu resultado' })).toBeVisible();
    expect(await storedAnswers(request, token)).toEqual({ ageBand: '18-20', schoolStage: null, situation: null, uf: 'PE' });
  });

  test('before the result: going on without answering', async ({ page, request }) => {
    const token = await openPreResult(page, request, 'Davi Rocha');
    await page.getByRole('button', { name: 'Ver meu resultado', exact: true }).click();
    await expect(page).toHaveURL(/\/results$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Seu resultado' })).toBeVisible();
    expect(await storedAnswers(request, token)).toEqual({ ageBand: null, schoolStage: null, situation: null, uf: null });
  });
});
