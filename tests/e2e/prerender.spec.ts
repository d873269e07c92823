import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { PRERENDERED_PATHS, publicPage } from '../../src/shared/constants/public-pages';
import { standalonePage } from '../../src/web/app/standalone-pages';
import { completeViaApi, loginViaUi, registerViaApi, uniqueEmail } from './support';

const PHONE = { width: 360, height: 740 };

/** A heading each prerendered page shows, so the test proves the page's own content (not just the layout) is in the HTML. */
const HEADINGS: Record<string, RegExp> = {
  '/': /./,
  '/how-it-works': /como funciona/i,
  '/faq': /perguntas frequentes/i,
  '/contact': /contato|fale/i,
  '/terms': /termos de uso/i,
  '/privacy': /privacidade/i,
  '/assessment': /teste vocacional/i,
  '/old': /./,
};

function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test.describe('prerendered public pages, without JavaScript', () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  for (const path of PRERENDERED_PATHS) {
    test(`${path}: content, title, description and preview tags are in the HTML`, async ({ page }) => {
      const listed = publicPage(path);
      expect(listed, path).toBeDefined();
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[path] ?? /./);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Rumo' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page).toHaveTitle(listed?.title ?? '');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', listed?.description ?? '');
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', listed?.title ?? '');
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', new RegExp(`${path === '/' ? '/' : path}$`));
    });
  }

  test('/assessment shows a neutral loading state, not a signed-in screen', async ({ page }) => {
    await page.goto('/assessment');
    // The phone menu is folded (its button needs JavaScript); the signed-out links are in it.
    await expect(page.locator('#menu-principal a[href="/login"]')).toHaveCount(1);
    await expect(page.locator('#menu-principal').getByText('Sair', { exact: true })).toHaveCount(0);
  });
});

test.describe('prerendered public pages, hydrated', () => {
  test.use({ viewport: PHONE });

  for (const path of PRERENDERED_PATHS) {
    const standalone = standalonePage(path) !== undefined;
    test(`${path}: hydrates with no console error, ${standalone ? 'without the router; its links load pages' : 'in the app; its links move client-side'}`, async ({
      page,
    }) => {
      const problems = collectConsoleProblems(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      // The menu button works only once React has hydrated the page.
      const menu = page.getByRole('button', { name: 'Menu' });
      await expect(async () => {
        await menu.click();
        await expect(page.getByRole('button', { name: 'Fechar' })).toBeVisible({ timeout: 500 });
      }).toPass();
      // React Router marks the window when its code runs: a standalone page never loads it.
      expect(await page.evaluate(() => '__reactRouterVersion' in window)).toBe(!standalone);
      await page.evaluate(() => Object.assign(window, { stillThisDocument: true }));
      await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Entrar' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => 'stillThisDocument' in window)).toBe(!standalone);
      expect(problems).toEqual([]);
    });
  }

  test('a signed-in visitor on a prerendered page sees the signed-in menu after hydration, with no hydration error', async ({ page, request }) => {
    const problems = collectConsoleProblems(page);
    const email = uniqueEmail('prerender');
    await registerViaApi(request, 'Ana Souza', email);
    await page.goto('/login');
    await loginViaUi(page, email);
    await expect(page.locator('#menu-principal').getByText('Sair', { exact: true })).toBeAttached();
    await page.goto('/faq');
    await expect(page.locator('#menu-principal').getByText('Sair', { exact: true })).toBeAttached();
    expect(problems.filter((p) => /hydrat|did not match|mismatch/i.test(p))).toEqual([]);
  });
});

test.describe('a page whose code does not arrive', () => {
  test.use({ viewport: PHONE });

  // From a standalone page the FAQ link loads /faq, whose entry cannot load the page; in the app it is a lazy route.
  for (const from of ['/', '/assessment']) {
    test(`from ${from}: shows the Portuguese error screen with a reload, inside the layout`, async ({ page }) => {
      await page.goto(from);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.route(/\/assets\/faq-page-[^/]+\.js$/, (route) => route.abort());
      await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).first().click();
      const alert = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar esta página' });
      await expect(alert).toBeVisible();
      await expect(alert.getByRole('button', { name: 'Recarregar a página' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await page.unroute(/\/assets\/faq-page-[^/]+\.js$/);
      await alert.getByRole('button', { name: 'Recarregar a página' }).click();
      await expect(page.getByRole('heading', { level: 1, name: /perguntas frequentes/i })).toBeVisible();
    });
  }
});

test.describe('a page that is not prerendered', () => {
  test.use({ viewport: PHONE });

  test('paints the loading screen from its HTML before any script runs, then the app renders over it', async ({ page }) => {
    await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
    await page.goto('/login');
    await expect(page.getByRole('status')).toHaveText('Carregando...');
    await page.unroute(/\/assets\/[^/]+\.js$/);
    const problems = collectConsoleProblems(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Carregando...')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test("a shared result: the HTML's preload asks for the answer before the page's code runs, the app uses it (asked for once), and the footer stays out of view while it loads", async ({
    page,
    request,
  }) => {
    const { token } = await registerViaApi(request, 'Bruna Prévia', uniqueEmail('preload'));
    const attemptId = await completeViaApi(request, token);
    const sharedCalls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes(`/api/quiz/share/${attemptId}`)) sharedCalls.push(req.method());
    });
    const hold = () => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      return { held, release: () => release() };
    };
    const pageCode = hold();
    const answer = hold();
    await page.route(/\/assets\/report-page-[^/]+\.js$/, async (route) => {
      await pageCode.held;
      await route.continue();
    });
    await page.route(`**/api/quiz/share/${attemptId}`, async (route) => {
      await answer.held;
      await route.continue();
    });
    await page.goto(`/report/${attemptId}`);
    await expect(page.getByRole('status')).toHaveText('Carregando...');
    // The page's code has not arrived, yet the answer is already asked for: the preload, not the app.
    await expect.poll(() => sharedCalls.length).toBe(1);
    pageCode.release();
    // The page waits for its answer inside the layout: the loading screen fills the view, the footer is below it.
    await expect(page.getByRole('status')).toHaveText('Carregando resultado...');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).not.toBeInViewport();
    answer.release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultado de Bruna');
    await page.waitForLoadState('networkidle');
    expect(sharedCalls).toEqual(['GET']);
  });
});
