import { expect, test, type APIRequestContext, type ConsoleMessage, type Page } from '@playwright/test';
import { PRERENDERED_PATHS, publicPage } from '../../src/shared/constants/public-pages';
import { standalonePage } from '../../src/web/app/standalone-pages';
import { bearer, completeViaApi, loginViaUi, registerViaApi, shareResultViaApi, uniqueEmail } from './support';

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
  '/kit-projeto-de-vida': /kit projeto de vida/i,
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
      await openMenuOnceHydrated(page);
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
    await openSignedIn(page, request, 'Ana Souza', 'prerender', '/faq');
    expect(problems.filter((p) => /hydrat|did not match|mismatch/i.test(p))).toEqual([]);
  });
});

test.describe('/assessment loads zod only for someone who can start', () => {
  test.use({ viewport: PHONE });

  test('a visitor: the page hydrates with no contract (so no zod) loaded; "Iniciar Teste" opens the login prompt; the footer reads its channels when near', async ({
    page,
  }) => {
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
    const problems = collectConsoleProblems(page);
    await page.goto('/assessment');
    // The menu button is at the top, so nothing scrolls.
    await openMenuOnceHydrated(page);
    await page.getByRole('button', { name: 'Fechar' }).click();
    await page.waitForLoadState('networkidle');
    expect(loaded.filter((path) => path.startsWith('/assets/')).length).toBeGreaterThan(0);
    expect(loaded.filter((path) => /contract|quiz-storage|quiz-api/.test(path))).toEqual([]);

    await page.getByRole('button', { name: 'Iniciar Teste' }).click();
    await expect(page.getByRole('dialog', { name: 'Entre para fazer o teste' })).toBeVisible();
    expect(loaded.filter((path) => /quiz-storage|quiz-api/.test(path))).toEqual([]);
    await page.keyboard.press('Escape');
    // The footer's support channels are read (through their contract) once the footer comes near.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /@/ }).first()).toBeVisible();
    expect(loaded.some((path) => /contract/.test(path))).toBe(true);
    expect(problems).toEqual([]);
  });

  test('a signed-in person: the contracts load, and starting opens the quiz at the first statement', async ({ page, request }) => {
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
    await openSignedIn(page, request, 'Caio Lima', 'assessment-zod', '/assessment');
    await page.getByRole('button', { name: 'Iniciar Teste' }).click();
    await expect(page).toHaveURL(/\/quiz$/);
    await expect(page.getByText('Pergunta 1 de 100', { exact: true })).toBeVisible();
    expect(loaded.some((path) => /contract/.test(path))).toBe(true);
  });

  test('a signed-in person whose session is still being read is offered no start (so never the login prompt), then can start', async ({ page, request }) => {
    await openSignedIn(page, request, 'Davi Rocha', 'assessment-race', '/faq');
    // The stored session is read with the auth contract: held back, the session stays unread after hydration.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/auth\.contract-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/assessment');
    await openMenuOnceHydrated(page);
    await page.getByRole('button', { name: 'Fechar' }).click();
    await expect(page.getByText('Verificando o seu teste...')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Iniciar Teste' })).toHaveCount(0);
    release();
    await page.getByRole('button', { name: 'Iniciar Teste' }).click();
    await expect(page).toHaveURL(/\/quiz$/);
    await expect(page.getByRole('dialog', { name: 'Entre para fazer o teste' })).toHaveCount(0);
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

  test("the app's entry loads no contract (so no zod): a page's HTML preloads none", async ({ request }) => {
    for (const path of ['/login', '/assessment', '/report/3f2a9c1e-7b4d-4e8a-9c2b-1d0e5f6a7b8c']) {
      const html = await (await request.get(path)).text();
      const scripts = [...html.matchAll(/<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="([^"]+)"/g)].map((m) => m[1]);
      expect(scripts.length, path).toBeGreaterThan(0);
      expect(
        scripts.filter((file) => /contract/.test(file ?? '')),
        path,
      ).toEqual([]);
    }
  });

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
});

/** The menu button works only once React has hydrated the page: opens the phone menu, retrying until it does. */
async function openMenuOnceHydrated(page: Page): Promise<void> {
  await expect(async () => {
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('button', { name: 'Fechar' })).toBeVisible({ timeout: 500 });
  }).toPass();
}

/** Registers `name`, signs in through the form, then opens `path`, waiting each time for the signed-in menu. */
async function openSignedIn(page: Page, request: APIRequestContext, name: string, tag: string, path: string): Promise<void> {
  const email = uniqueEmail(tag);
  await registerViaApi(request, name, email);
  await page.goto('/login');
  await loginViaUi(page, email);
  await expect(page.locator('#menu-principal').getByText('Sair', { exact: true })).toBeAttached();
  await page.goto(path);
  await expect(page.locator('#menu-principal').getByText('Sair', { exact: true })).toBeAttached();
}

/** A completed attempt of Bruna Prévia, which she shares (a result is private until then, issue 26). */
async function brunasSharedResult(request: APIRequestContext, tag: string) {
  const account = await registerViaApi(request, 'Bruna Prévia', uniqueEmail(tag));
  const attemptId = await completeViaApi(request, account.token);
  await shareResultViaApi(request, account.token, attemptId);
  return { ...account, attemptId };
}

test.describe('a shared result, rendered by the server', () => {
  test.use({ viewport: PHONE });

  test('without JavaScript, a visitor reads it: the first name, the profile, the share links', async ({ browser, request }) => {
    const { attemptId } = await brunasSharedResult(request, 'render-nojs');
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      const response = await page.goto(`/report/${attemptId}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultado de Bruna');
      await expect(page.getByRole('heading', { name: 'Compartilhe este resultado' })).toBeVisible();
      await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', new RegExp(encodeURIComponent(`/report/${attemptId}`)));
      await expect(page.getByRole('link', { name: 'Fazer o teste grátis' })).toHaveAttribute('href', '/assessment-intro');
      await expect(page.getByText('Carregando')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test("is read before the page's code arrives, then hydrates with no console error: the answer is asked for once (the HTML's preload), and its links move client-side", async ({
    page,
    request,
  }) => {
    const { attemptId } = await brunasSharedResult(request, 'render');
    const problems = collectConsoleProblems(page);
    const sharedCalls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes(`/api/quiz/share/${attemptId}`)) sharedCalls.push(req.method());
    });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/shared-result-page-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/report/${attemptId}`);
    // The page's code is held back, yet the result is there: the server's HTML.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultado de Bruna');
    await expect(page.getByRole('contentinfo')).not.toBeInViewport();
    release();
    // A folded section opens only once React has hydrated the page.
    const details = page.getByRole('button', { name: /Sobre o perfil/ });
    await expect(async () => {
      const before = await details.getAttribute('aria-expanded');
      await details.click();
      await expect(details).not.toHaveAttribute('aria-expanded', before ?? '', { timeout: 500 });
    }).toPass();
    await page.waitForLoadState('networkidle');
    expect(sharedCalls).toEqual(['GET']);
    await page.evaluate(() => Object.assign(window, { stillThisDocument: true }));
    await page.getByRole('link', { name: 'Fazer o teste grátis' }).click();
    await expect(page).toHaveURL(/\/assessment-intro$/);
    expect(await page.evaluate(() => 'stillThisDocument' in window)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('a reader in another time zone: the shared page shows no date or time (server HTML nor hydrated page); its owner, signed in there, reads the date in their own zone', async ({
    browser,
    request,
  }) => {
    const { email, token, attemptId } = await brunasSharedResult(request, 'render-fuso');
    // The date is the owner's alone now (issue 26): read from their own view.
    const completedAt = (await (await request.get('/api/quiz/my-result', { headers: bearer(token) })).json()).data.result.completedAt as string;
    const inZone = (timeZone: string) =>
      new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone }).format(
        new Date(completedAt),
      );
    expect(inZone('America/Rio_Branco')).not.toBe(inZone('America/Sao_Paulo'));

    const html = await (await request.get(`/report/${attemptId}`)).text();
    expect(html).toContain('Resultado de Bruna');
    for (const absent of ['Concluído em', 'Tempo de resposta', inZone('America/Sao_Paulo')]) expect(html).not.toContain(absent);

    const context = await browser.newContext({ viewport: PHONE, timezoneId: 'America/Rio_Branco' });
    const page = await context.newPage();
    try {
      const problems = collectConsoleProblems(page);
      await page.goto(`/report/${attemptId}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultado de Bruna');
      await page.waitForLoadState('networkidle');
      await expect(page.getByText(/Concluído em|Tempo de resposta/)).toHaveCount(0);

      await page.goto('/login');
      await loginViaUi(page, email);
      await expect(page).toHaveURL(/\/profile$/);
      await page.goto(`/report/${attemptId}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seu resultado');
      await expect(page.getByText(`Concluído em ${inZone('America/Rio_Branco')}`)).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
