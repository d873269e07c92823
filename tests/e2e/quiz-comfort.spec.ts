import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { displayedQuestions, QUESTION_SETS } from '../../src/shared/content/question-sets';
import { QUESTION_SET } from '../../src/shared/content/questions';
import { attentiveAnswerSheet } from '../../src/shared/scoring/attentive-sheet.fixture';
import { bearer, expectAccessible, loginViaUi, registerViaApi, startViaApi } from './support';

/** Journeys of the quiz on a phone held in one hand: the key tip, the answer buttons that stay put, the pace note. */

/** The phone of the walk that found these: Android, touch, 360 × 800 at 2×. */
const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; SM-A155M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const TOUCH_PHONE = { viewport: { width: 360, height: 800 }, deviceScaleFactor: 2, hasTouch: true, userAgent: ANDROID_UA, locale: 'pt-BR' } as const;
const KEY_TIP = /teclas 1 a 5/;

const PHONE = { width: 360, height: 800 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;
const OPTIONS = ['1: Discordo Totalmente', '2: Discordo', '3: Neutro', '4: Concordo', '5: Concordo Totalmente'] as const;
const SHEET = attentiveAnswerSheet();
/** Every statement the quiz may show, of every question set (attempts keep the set they started with). */
const ALL_STATEMENTS = [...new Set(QUESTION_SETS.flatMap((set) => displayedQuestions(set).map((q) => q.text)))];
/** 1-based positions, in the current set, of its longest and its shortest statement. */
const byLength = displayedQuestions(QUESTION_SET)
  .map((q, index) => ({ position: index + 1, length: q.text.length }))
  .sort((a, b) => b.length - a.length);
const LONGEST = byLength[0]!.position;
const SHORTEST = byLength.at(-1)!.position;

const counter = (page: Page, n: number) => page.getByText(`Pergunta ${n} de 100`, { exact: true });
const statement = (page: Page) => page.getByRole('heading', { level: 2 });
const discordo = (page: Page) => page.getByRole('radio', { name: OPTIONS[1], exact: true });

/**
 * Where an answer button stands, from the top of the page. The app never scrolls by itself, so this is
 * where the thumb finds it; Playwright may scroll a target into view when it retries a tap.
 */
async function top(page: Page, name: string) {
  const box = await page.getByRole('radio', { name, exact: true }).boundingBox();
  if (!box) throw new Error(`${name} is not on screen`);
  return box.y + (await page.evaluate(() => window.scrollY));
}

/** A note stands under the last answer button and is seen whole (on an 800 px phone, above the fold). */
async function expectBelowTheScale(page: Page, note: Locator) {
  const last = await page.getByRole('radio', { name: OPTIONS[4], exact: true }).boundingBox();
  const box = await note.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(last!.y + last!.height);
  await expect(note).toBeInViewport({ ratio: 1 });
}

/** The height of the statement's text itself (its heading may be taller: the room kept for the longest). */
const textHeight = (page: Page) =>
  statement(page).evaluate((heading) => {
    const range = document.createRange();
    range.selectNodeContents(heading);
    return range.getBoundingClientRect().height;
  });

/** Starts an attempt and answers its first `count` questions through the API, as an attentive person would. */
async function answerViaApi(request: APIRequestContext, token: string, count: number) {
  const { attemptId } = await startViaApi(request, token);
  for (const questionOrder of QUESTION_SET.order.slice(0, count)) {
    const res = await request.post('/api/quiz/answer', { headers: bearer(token), data: { attemptId, questionOrder, value: SHEET.get(questionOrder) } });
    expect(res.status()).toBe(200);
  }
  return attemptId;
}

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

test.describe('the answer buttons stay put on a phone', () => {
  test.use(TOUCH_PHONE);

  test('"Discordo" is at the same height for the longest and a short statement, and while a note shows', async ({ page, request }) => {
    expect(LONGEST).toBeGreaterThan(2);
    const { email, token } = await registerViaApi(request, 'Lívia Prates');
    // The person stands at the longest statement, which comes just before a milestone (every 5 answers).
    await answerViaApi(request, token, LONGEST - 1);
    await login(page, email);
    await page.goto('/quiz');
    await expect(counter(page, LONGEST)).toBeVisible();
    const y = await top(page, OPTIONS[1]);
    const longHeight = await textHeight(page);
    // Everything fits an 800 px screen, with no sideways scroll.
    const next = await page.getByRole('button', { name: 'Próxima' }).boundingBox();
    expect(next!.y + next!.height).toBeLessThanOrEqual(PHONE.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.getByRole('button', { name: 'Anterior' }).tap();
    await expect(counter(page, LONGEST - 1)).toBeVisible();
    expect(await textHeight(page)).toBeLessThan(longHeight);
    expect(await top(page, OPTIONS[1])).toBe(y);

    // Answers until the milestone banner shows, on a short statement.
    await page.getByRole('button', { name: 'Próxima' }).tap();
    for (let n = LONGEST; !(await page.getByText(/Você já respondeu \d+ de 100!/).isVisible()); n++) {
      await expect(counter(page, n)).toBeVisible();
      await discordo(page).tap();
      await expect(counter(page, n + 1)).toBeVisible();
    }
    const milestone = page.getByRole('status').filter({ hasText: /Você já respondeu \d+ de 100! Continue assim\./ });
    await expect(milestone).toBeVisible();
    expect(await top(page, OPTIONS[1])).toBe(y);
    await expectBelowTheScale(page, milestone);

    // No connection: the note stays while answers wait, and the buttons do not move for it either.
    await page.context().setOffline(true);
    const at = Number((await page.getByText(/^Pergunta \d+ de 100$/).textContent())!.match(/\d+/)![0]);
    await discordo(page).tap();
    await expect(counter(page, at + 1)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Sem conexão' })).toBeVisible();
    expect(await top(page, OPTIONS[1])).toBe(y);
    await page.context().setOffline(false);
  });

  test('the shortest statement leaves the buttons where the longest does', async ({ page, request }) => {
    const { email, token } = await registerViaApi(request, 'Caio Brandão');
    await answerViaApi(request, token, SHORTEST - 1);
    await login(page, email);
    await page.goto('/quiz');
    await expect(counter(page, SHORTEST)).toBeVisible();
    const shortHeight = await textHeight(page);
    const y = await top(page, OPTIONS[1]);
    await page.getByRole('button', { name: 'Anterior' }).tap();
    for (let n = SHORTEST - 1; n > LONGEST; n--) await page.getByRole('button', { name: 'Anterior' }).tap();
    await expect(counter(page, LONGEST)).toBeVisible();
    expect(await textHeight(page)).toBeGreaterThan(shortHeight);
    expect(await top(page, OPTIONS[1])).toBe(y);
  });
});

for (const viewport of [PHONE, { width: 412, height: 915 }, { width: 640, height: 800 }, DESKTOP]) {
  test(`at ${viewport.width} px the statement's room holds every statement of every question set`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const { email } = await registerViaApi(request, 'Rui Esteves');
    await login(page, email);
    await page.goto('/assessment');
    await page.getByRole('button', { name: 'Iniciar Teste' }).click();
    await expect(counter(page, 1)).toBeVisible();
    // A copy of the heading, beside it (same width and style), with each statement in turn.
    const tooTall = await statement(page).evaluate((heading, texts) => {
      const room = heading.getBoundingClientRect().height;
      const copy = heading.cloneNode() as HTMLElement;
      copy.removeAttribute('id');
      heading.after(copy);
      const over = texts.filter((text) => {
        copy.textContent = text;
        return copy.getBoundingClientRect().height > room;
      });
      copy.remove();
      return over;
    }, ALL_STATEMENTS);
    expect(tooTall).toEqual([]);
  });
}

test.describe('the pace note', () => {
  test.use(TOUCH_PHONE);

  const paceNote = (page: Page) => page.getByRole('status').filter({ hasText: 'Com calma: cada frase conta.' });

  /**
   * Answers questions `from`..`to` with "Concordo", letting `gapMs` pass on the page's paused clock after
   * each tap (the 600 ms highlight before an answer is sent runs inside it), and calls `check` at each new question.
   */
  async function answerEvery(page: Page, gapMs: number, from: number, to: number, check: () => Promise<void> = async () => {}) {
    for (let n = from; n <= to; n++) {
      await expect(counter(page, n)).toBeVisible();
      await page.getByRole('radio', { name: OPTIONS[3], exact: true }).tap();
      await page.clock.runFor(gapMs);
      await expect(counter(page, n + 1)).toBeVisible();
      await check();
    }
  }

  async function startPaused(page: Page, request: APIRequestContext, name: string) {
    const { email } = await registerViaApi(request, name);
    await page.clock.install();
    await login(page, email);
    await page.goto('/assessment');
    await page.getByRole('button', { name: 'Iniciar Teste' }).tap();
    await expect(counter(page, 1)).toBeVisible();
    await page.clock.pauseAt(Date.now() + 60_000);
  }

  test('answering faster than 2 s each shows a kind note below the buttons, which goes once the pace is normal', async ({ page, request }) => {
    await startPaused(page, request, 'Igor Matos');
    const y = await top(page, OPTIONS[1]);
    // Five quick answers are not yet a pace; the sixth makes five gaps of 0.7 s.
    await answerEvery(page, 700, 1, 5, async () => expect(paceNote(page)).toHaveCount(0));
    await answerEvery(page, 700, 6, 6);
    await expect(paceNote(page)).toBeVisible();
    await expect(paceNote(page)).toContainText('Assim o resultado fala de você.');
    expect(await top(page, OPTIONS[1])).toBe(y);
    // Under the buttons, and whole on an 800 px screen.
    await expectBelowTheScale(page, paceNote(page));

    // 3 s each from now: the note stays while the latest five gaps average under 2 s (0.7 × 3 + 3 × 2 = 8.1 s at
    // question 9), and goes at question 10 (0.7 × 2 + 3 × 3 = 10.4 s).
    await answerEvery(page, 3_000, 7, 9, async () => expect(paceNote(page)).toBeVisible());
    await answerEvery(page, 3_000, 10, 10);
    await expect(paceNote(page)).toHaveCount(0);

    // Quick again: it comes back. (axe needs the clock running.)
    await answerEvery(page, 700, 11, 15);
    await expect(paceNote(page)).toBeVisible();
    await page.clock.resume();
    await expectAccessible(page);
  });

  test('never shows at a normal pace', async ({ page, request }) => {
    await startPaused(page, request, 'Nina Arantes');
    await answerEvery(page, 2_500, 1, 12, async () => expect(paceNote(page)).toHaveCount(0));
  });
});
