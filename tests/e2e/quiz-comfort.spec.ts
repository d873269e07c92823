import { expect, test, type Page } from '@playwright/test';
import { loginViaUi, registerViaApi } from './support';

/** Journeys of the quiz on a phone held in one hand: the key tip, the answer buttons that stay put, the pace note. */

/** The phone of the walk that found these: Android, touch, 360 × 800 at 2×. */
const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; SM-A155M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const TOUCH_PHONE = { viewport: { width: 360, height: 800 }, deviceScaleFactor: 2, hasTouch: true, userAgent: ANDROID_UA, locale: 'pt-BR' } as const;
const KEY_TIP = /teclas 1 a 5/;

async function login(page: Page, email: string) {
  await page.goto('/login');
  await loginViaUi(page, email);
  await expect(page).toHaveURL(/\/profile$/);
}

/**
 * Counts, from the first script of every page, how often the key tip was in the page: a tip shown
 * for a moment (and caught by a screenshot) counts even if it is gone by the time the test looks.
 */
async function recordKeyTip(page: Page) {
  await page.addInitScript(() => {
    const seen = { count: 0 };
    Object.assign(window, { __keyTipSeen: seen });
    new MutationObserver(() => {
      if (/teclas 1 a 5/.test(document.body?.textContent ?? '')) seen.count += 1;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}
const keyTipSeen = (page: Page) => page.evaluate(() => (window as unknown as { __keyTipSeen: { count: number } }).__keyTipSeen.count);

for (const isMobile of [false, true]) {
  test.describe(`the key tip on a touch phone (isMobile: ${isMobile})`, () => {
    test.use({ ...TOUCH_PHONE, isMobile });

    test('never shows on /assessment or /quiz, not even while a full-page screenshot is taken; the keys still answer', async ({ page, request }) => {
      await recordKeyTip(page);
      // A full-page screenshot, as the walk took: Chromium drops the touch emulation while it captures, and
      // the pointer media query then reads as a mouse's (some real Android phones, Samsung's among them, say so all along).
      await page.goto('/assessment');
      await expect(page.getByText('Escolha uma das cinco opções.', { exact: true })).toBeVisible();
      await page.screenshot({ fullPage: true });
      await expect(page.getByText(KEY_TIP)).toHaveCount(0);
      expect(await keyTipSeen(page)).toBe(0);

      const { email } = await registerViaApi(request, 'Yasmin Duarte');
      await login(page, email);
      await page.goto('/assessment');
      await page.getByRole('button', { name: 'Iniciar Teste' }).tap();
      await expect(page.getByText('Pergunta 1 de 100', { exact: true })).toBeVisible();
      await page.screenshot({ fullPage: true });
      await expect(page.getByText('O quanto você concorda? Escolha uma opção.', { exact: true })).toBeVisible();
      expect(await keyTipSeen(page)).toBe(0);

      // The keys work on a phone too (a keyboard may be paired), and a real key press brings the tip.
      await page.keyboard.press('4');
      await expect(page.getByText('Pergunta 2 de 100', { exact: true })).toBeVisible();
      await expect(page.getByText('O quanto você concorda? Escolha uma opção ou use as teclas 1 a 5.', { exact: true })).toBeVisible();
    });
  });
}

test.describe('the key tip on a computer', () => {
  test('shows on /assessment and /quiz', async ({ page, request }) => {
    await page.goto('/assessment');
    await expect(page.getByText('Escolha uma das cinco opções. Você também pode usar as teclas 1 a 5.', { exact: true })).toBeVisible();
    const { email } = await registerViaApi(request, 'Vitor Campos');
    await login(page, email);
    await page.goto('/assessment');
    await page.getByRole('button', { name: 'Iniciar Teste' }).click();
    await expect(page.getByText('O quanto você concorda? Escolha uma opção ou use as teclas 1 a 5.', { exact: true })).toBeVisible();
  });
});
