import { expect, test, type Browser, type Page } from '@playwright/test';
import { QUESTION_SET } from '../../src/shared/content/questions';
import { getProfile } from '../../src/shared/content/profiles';
import { attentiveAnswerSheet } from '../../src/shared/scoring/attentive-sheet.fixture';
import { scoreAttempt } from '../../src/shared/scoring/attempt';
import { describeMixed } from '../../src/shared/scoring/precision';
import { completeViaApi, expectAccessible, openOwnResultViaUi, registerViaApi } from './support';

/** Issue 26, on a phone: a result is private until its owner shares it, and stops being public when they stop. */
const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE });

/** An attentive person's answers whose result is a three-way perfil misto: the visitor reads it in the third person. */
const MIXED_SHEET = attentiveAnswerSheet(6);
const MIXED = scoreAttempt(MIXED_SHEET, QUESTION_SET).mixedProfiles.map((id) => getProfile(id));

/** Someone else's browser: no session, no cache shared with the owner's. */
async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  return context.newPage();
}

async function expectNotFound(page: Page, attemptId: string) {
  const response = await page.goto(`/report/${attemptId}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Resultado não encontrado' })).toBeVisible();
  await expect(page.getByText(/\bAna\b/)).toHaveCount(0);
  for (const profile of MIXED) await expect(page.getByText(profile.name)).toHaveCount(0);
}

test('the owner turns sharing on and off with the keyboard; a visitor sees the first name and the profiles only while it is on', async ({
  page,
  browser,
  request,
}) => {
  expect(MIXED).toHaveLength(3);
  const owner = await registerViaApi(request, 'Ana Clara Souza');
  const attemptId = await completeViaApi(request, owner.token, MIXED_SHEET);
  await openOwnResultViaUi(page, owner.email);

  // Private by default: the switch is off, says what turning it on shows (and what it does not), and no link is offered.
  const sharing = page.getByRole('switch', { name: 'Compartilhar meu resultado' });
  await expect(sharing).toHaveAttribute('aria-checked', 'false');
  await expect(sharing).toHaveAccessibleDescription(/Ligado, quem tiver o link vê o seu primeiro nome e os seus perfis/);
  await expect(sharing).toHaveAccessibleDescription(/Não vê seu nome completo, seu email, a data nem o tempo de resposta/);
  await expect(sharing).toHaveAccessibleDescription(/Desligado, o link não mostra nada/);
  await expect(page.getByRole('button', { name: 'Copiar link' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);
  await expectAccessible(page);

  const visitor = await visitorPage(browser);
  try {
    await expectNotFound(visitor, attemptId);

    // On, with the keyboard: Space on the focused switch.
    await sharing.focus();
    await page.keyboard.press('Space');
    await expect(sharing).toHaveAttribute('aria-checked', 'true');
    // It keeps the focus while the server answers and after.
    await expect(sharing).toBeEnabled();
    await expect(sharing).toBeFocused();
    await expect(page.getByRole('button', { name: 'Copiar link' })).toBeVisible();
    await expectAccessible(page);

    // The visitor: the first name and the profiles; neither the full name, nor when, nor how long.
    const response = await visitor.goto(`/report/${attemptId}`);
    expect(response?.status()).toBe(200);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Resultado de Ana' })).toBeVisible();
    await expect(
      visitor.getByText(
        describeMixed(
          MIXED.map((profile) => profile.name),
          'Ana',
        ),
      ),
    ).toBeVisible();
    const cards = visitor.locator('section[aria-labelledby="perfil-misto"] li');
    await expect(cards).toHaveCount(3);
    for (const [index, profile] of MIXED.entries()) {
      await expect(cards.nth(index)).toContainText(profile.name);
      await expect(cards.nth(index)).toContainText(profile.description);
    }
    await expect(visitor.getByText(/Concluído em|Tempo de resposta/)).toHaveCount(0);
    await expect(visitor.locator('body')).not.toContainText('Ana Clara');
    await expect(visitor.locator('body')).not.toContainText('Souza');
    await expect(visitor.getByRole('switch')).toHaveCount(0);
    await expectAccessible(visitor);

    // Off again, with Enter (the focus stayed on the switch): the link shows nothing at once.
    await page.keyboard.press('Enter');
    await expect(sharing).toHaveAttribute('aria-checked', 'false');
    await expect(sharing).toBeFocused();
    await expect(page.getByRole('button', { name: 'Copiar link' })).toHaveCount(0);
    await expectNotFound(visitor, attemptId);
  } finally {
    await visitor.context().close();
  }
});
