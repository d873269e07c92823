import { expect, test, type Page } from '@playwright/test';
import { bearer, completeViaApi, expectAccessible, loginViaUi, payViaApi, registerViaApi, expectNoHorizontalScroll } from './support';

/**
 * Issue 29, "what users of other builders expect": a paying user moves an experience up with the keyboard, on a
 * phone. The rows move at once with what is typed in them, the order is saved on its own, the preview follows, and
 * the order survives a reload. An experience's description lines are bullet points in the preview.
 */
test.use({ viewport: { width: 360, height: 740 } });

const EXPERIENCES = [
  {
    type: 'WORK',
    title: 'Repositora de estoque',
    organization: 'Mercado Bom Preço',
    description: '- Repus as gôndolas\n- Conferi validades',
    period: '03/2024 a atual',
  },
  { type: 'VOLUNTEER', title: 'Monitora de leitura', organization: 'Biblioteca Comunitária', description: '', year: '2023' },
  { type: 'SCHOOL', title: 'Feira de ciências', organization: 'E.E. Professor João Cruz', description: '• Montei o projeto de energia solar', year: '2022' },
];
const TITLES = EXPERIENCES.map((item) => item.title);

/** The experience titles in the form, in order. */
async function formTitles(page: Page): Promise<string[]> {
  return page.locator('input[name^="experiences."][name$=".title"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

/** The experience titles as the preview prints them, in order. */
async function previewTitles(page: Page): Promise<string[]> {
  const text = await page.getByRole('article', { name: 'Pré-visualização do currículo' }).innerText();
  return TITLES.map((title) => ({ title, at: text.indexOf(title) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ title }) => title);
}

async function openExperiences(page: Page) {
  await page
    .getByRole('navigation', { name: 'Seções do currículo' })
    .getByRole('button', { name: /Experiências/ })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Experiências', exact: true })).toBeVisible();
}

test('a paying user moves an experience up with the keyboard: the preview follows, an unsaved edit stays, and the order survives a reload', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request, 'Renata Lopes');
  const attemptId = await completeViaApi(request, account.token);
  await payViaApi(request, account.token, attemptId);
  const saved = await request.put('/api/curriculum', {
    headers: bearer(account.token),
    data: { type: 'FORMAL', fullName: 'Renata Lopes', experiences: EXPERIENCES },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.goto('/login');
  await loginViaUi(page, account.email);
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/curriculum');
  await openExperiences(page);
  expect(await formTitles(page)).toEqual(TITLES);

  // An edit not saved yet, in another experience.
  const organization = page.locator('input[name="experiences.0.organization"]');
  await organization.fill('Mercado Bom Preço – Centro');

  // The first row cannot go up, the last cannot go down; every button is a 44 px target.
  const up = (position: number, title: string) => page.getByRole('button', { name: `Mover para cima: experiência ${position} (${title})` });
  const down = (position: number, title: string) => page.getByRole('button', { name: `Mover para baixo: experiência ${position} (${title})` });
  await expect(up(1, TITLES[0]!)).toBeDisabled();
  await expect(down(3, TITLES[2]!)).toBeDisabled();
  for (const button of [up(3, TITLES[2]!), down(1, TITLES[0]!)]) {
    const box = (await button.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
  }

  // Keyboard: focus the last experience's "Mover para cima" and press Enter twice.
  const orderSaved = () => page.waitForResponse((answer) => answer.url().endsWith('/api/curriculum/experiences/order') && answer.request().method() === 'PUT');
  await up(3, TITLES[2]!).focus();
  let answer = orderSaved();
  await page.keyboard.press('Enter');
  expect((await answer).status()).toBe(200);
  await expect(up(2, TITLES[2]!)).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Item movido para a posição 2 de 3.' })).toBeAttached();
  expect(await formTitles(page)).toEqual([TITLES[0], TITLES[2], TITLES[1]]);

  answer = orderSaved();
  await page.keyboard.press('Enter');
  expect((await answer).status()).toBe(200);
  // At the top, "para cima" is off: focus stays on the moved row, on its other button.
  await expect(down(1, TITLES[2]!)).toBeFocused();
  expect(await formTitles(page)).toEqual([TITLES[2], TITLES[0], TITLES[1]]);
  // The unsaved edit moved with its row and is still there.
  await expect(page.locator('input[name="experiences.1.organization"]')).toHaveValue('Mercado Bom Preço – Centro');
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  // The preview follows, with the description lines as bullet points (the typed marks gone).
  await page.getByRole('tab', { name: 'Pré-visualizar' }).click();
  const preview = page.getByRole('article', { name: 'Pré-visualização do currículo' });
  await expect.poll(() => previewTitles(page)).toEqual([TITLES[2], TITLES[0], TITLES[1]]);
  await expect(preview.getByRole('listitem').filter({ hasText: 'Montei o projeto de energia solar' })).toHaveText('Montei o projeto de energia solar');
  await expect(preview.getByRole('listitem').filter({ hasText: 'Repus as gôndolas' })).toHaveText('Repus as gôndolas');
  await expect(preview).not.toContainText('•');

  // The order is saved on its own: a reload (leaving the unsaved edit behind) shows it.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  const mine = await request.get('/api/curriculum/me', { headers: bearer(account.token) });
  const body = (await mine.json()) as { data: { curriculum: { experiences: Array<{ title: string }> } } };
  expect(body.data.curriculum.experiences.map((item) => item.title)).toEqual([TITLES[2], TITLES[0], TITLES[1]]);
  await page.getByRole('tab', { name: 'Pré-visualizar' }).click();
  await expect.poll(() => previewTitles(page)).toEqual([TITLES[2], TITLES[0], TITLES[1]]);
  await page.getByRole('tab', { name: 'Editar' }).click();
  await openExperiences(page);
  expect(await formTitles(page)).toEqual([TITLES[2], TITLES[0], TITLES[1]]);
  await expectAccessible(page);
});
