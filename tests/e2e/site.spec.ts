import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_PAGES } from '../../src/shared/constants/public-pages';
import { careersOfProfile } from '../../src/shared/content/careers/catalogue';
import type { ProfileId } from '../../src/shared/content/content.schema';
import { PROFILES } from '../../src/shared/content/profiles';
import { NAME_MESSAGES } from '../../src/shared/domain/person-name';
import { legalUpdatedAt } from '../../src/shared/constants/legal-versions';
import { expectAccessible } from './support';

/** Every page a logged-out visitor can reach from the navigation and the footer. */
const PUBLIC_ROUTES = ['/', '/old', '/how-it-works', '/faq', '/contact', '/terms', '/privacy', '/assessment', '/login', '/register', '/forgot-password'];

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone 360×740', size: { width: 360, height: 740 } },
] as const;

async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

for (const viewport of VIEWPORTS) {
  test.describe(`public pages at ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    for (const path of PUBLIC_ROUTES) {
      test(`${path}: one <h1>, landmarks, no horizontal scroll, no serious axe violation`, async ({ page }) => {
        await openPage(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.getByRole('banner')).toHaveCount(1);
        await expect(page.getByRole('main')).toHaveCount(1);
        await expect(page.getByRole('contentinfo')).toHaveCount(1);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, 'page wider than the viewport').toBeLessThanOrEqual(0);
        await expectAccessible(page);
      });
    }
  });
}

test.describe('page metadata', () => {
  test('<html lang="pt-BR"> on the app shell', async ({ page }) => {
    await openPage(page, '/faq');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  });

  for (const entry of PUBLIC_PAGES) {
    test(`${entry.path} has the title and description of public-pages.ts`, async ({ page }) => {
      await openPage(page, entry.path);
      await expect(page).toHaveTitle(entry.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', entry.description);
    });
  }

  test('navigating inside the app updates the title and the description', async ({ page }) => {
    await openPage(page, '/');
    const footer = page.getByRole('contentinfo');
    for (const [label, path] of [
      ['FAQ', '/faq'],
      ['Privacidade', '/privacy'],
      ['Home', '/'],
    ] as const) {
      await footer.getByRole('link', { name: label, exact: true }).click();
      const entry = PUBLIC_PAGES.find((p) => p.path === path)!;
      await expect(page).toHaveTitle(entry.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', entry.description);
    }
  });

  test('robots.txt and sitemap.xml are served, and the sitemap lists the public pages', async ({ request, baseURL }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    const robotsText = await robots.text();
    expect(robotsText).toContain('User-agent: *');
    expect(robotsText).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toContain('xml');
    const xml = await sitemap.text();
    for (const path of ['/', '/how-it-works', '/faq', '/contact', '/terms', '/privacy', '/assessment']) {
      expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
    }
    for (const path of ['/login', '/forgot-password', '/old']) expect(xml).not.toContain(`<loc>${baseURL}${path}</loc>`);
  });

  test('HTML is never cached; hashed assets are cached for a year and sent pre-compressed', async ({ request }) => {
    for (const path of ['/', '/faq', '/report/00000000-0000-4000-8000-000000000000']) {
      const html = await request.get(path);
      expect(html.headers()['content-type'], path).toContain('text/html');
      expect(html.headers()['cache-control'], path).toBe('no-cache');
    }
    const index = await (await request.get('/')).text();
    const assets = [...index.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(2);
    for (const asset of assets) {
      for (const [accept, encoding] of [
        ['br', 'br'],
        ['gzip', 'gzip'],
      ] as const) {
        const res = await request.get(asset, { headers: { 'accept-encoding': accept } });
        expect(res.status(), asset).toBe(200);
        expect(res.headers()['content-encoding'], `${asset} ${accept}`).toBe(encoding);
        expect(res.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
      }
    }
  });

  test('the link-preview image of the site and of every profile is served as a small JPEG', async ({ page, request }) => {
    await page.goto('/');
    const siteImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    const urls = [siteImage!, ...PROFILES.map((p) => `/og/profile-${p.slug}.jpg`)];
    for (const url of urls) {
      const res = await request.get(url);
      expect(res.status(), url).toBe(200);
      expect(res.headers()['content-type']).toBe('image/jpeg');
      // WhatsApp drops previews whose image is larger than about 300 KB.
      expect((await res.body()).length, url).toBeLessThan(300 * 1024);
    }
  });
});

test.describe('not found, at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('an unknown URL answers 404 with the "not found" screen, and the app navigates from there', async ({ page }) => {
    const response = await page.goto('/pagina-que-nao-existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
    await expect(page).toHaveTitle('Página não encontrada · Rumo');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('carreiras que combinam com você');
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(PUBLIC_PAGES.find((p) => p.path === '/faq')!.title);
    await expect(page.getByRole('button', { name: 'Quanto tempo leva o teste?' })).toBeVisible();
  });

  test('a path that differs from an app route only by case answers 404 and shows "not found", as on the server', async ({ page }) => {
    const response = await page.goto('/FAQ');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
  });

  test('a report link with an unknown id answers 404, the app shows "Resultado não encontrado" and still navigates', async ({ page }) => {
    const response = await page.goto('/report/3f2a9c1e-7b4d-4e8a-9c2b-1d0e5f6a7b8c');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Resultado não encontrado' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Fazer o teste' }).click();
    // A visitor has no result: start-test links lead to the intro (spec §2).
    await expect(page).toHaveURL(/\/assessment-intro$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(PUBLIC_PAGES.find((p) => p.path === '/assessment-intro')!.title);
  });

  test('a real page loaded directly answers 200', async ({ page }) => {
    for (const path of ['/', '/faq', '/faq/', '/login']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' }), path).toHaveCount(0);
    }
  });
});

test.describe('landing', () => {
  test("'Iniciar Teste Agora' leads to /assessment-intro", async ({ page }) => {
    await openPage(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('carreiras que combinam com você');
    for (const title of ['Seus Superpoderes', 'Carreiras Ideais', 'Perfil Pessoal']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Iniciar Teste Agora' }).first().click();
    await expect(page).toHaveURL(/\/assessment-intro$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the comparison shows R$ 0 against the price from the API', async ({ page }) => {
    await page.route('**/api/payment/price', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ success: true, data: { price: 19.9, currency: 'BRL', formatted: 'R$ 19,90' } }),
      }),
    );
    await openPage(page, '/');
    const free = page.getByRole('article', { name: 'Resultado Básico' });
    const premium = page.getByRole('article', { name: 'Relatório Completo' });
    await expect(free).toContainText('R$ 0');
    await expect(premium).toContainText('R$ 19,90');
    await expect(premium).toContainText('Análise dos 9 perfis');
    await expect(premium).toContainText('Criador de currículo');
  });

  test('at 360 px the price stays on one line ("R$ 29,90", never "R$ / 29,90")', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openPage(page, '/');
    const price = page.getByRole('article', { name: 'Relatório Completo' }).getByText('R$ 29,90', { exact: true });
    await price.scrollIntoViewIfNeeded();
    const { height, lineHeight, lines } = await price.evaluate((element) => {
      const style = getComputedStyle(element);
      return { height: element.getBoundingClientRect().height, lineHeight: parseFloat(style.lineHeight), lines: element.getClientRects().length };
    });
    expect(lines).toBe(1);
    expect(height).toBeLessThan(lineHeight * 1.5);
    await expectAccessible(page);
  });

  test('the price falls back to R$ 29,90 when the API fails', async ({ page }) => {
    await page.route('**/api/payment/price', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{}' }));
    await openPage(page, '/');
    await expect(page.getByRole('article', { name: 'Relatório Completo' })).toContainText('R$ 29,90');
  });

  test('the example-results dialog shows both readings and closes with Escape', async ({ page }) => {
    await openPage(page, '/');
    const trigger = page.getByRole('button', { name: 'Ver exemplos de resultado' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Exemplos de resultado' });
    await expect(dialog).toBeVisible();
    for (const [classic, career] of [
      ['Entusiasta', 'Comunicativo'],
      ['Perfeccionista', 'Organizador'],
      ['Pacificador', 'Mediador'],
    ] as const) {
      await expect(dialog.getByRole('heading', { name: classic })).toBeVisible();
      await expect(dialog).toContainText(career);
    }
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('the web app ships no paid text: the examples come from the API, the bundle carries no profile content', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (res) => {
      if (res.url().endsWith('.js')) scripts.push(await res.text());
    });
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Ver exemplos de resultado' }).click();
    await expect(page.getByRole('dialog', { name: 'Exemplos de resultado' }).getByRole('heading', { name: 'Entusiasta' })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    const code = scripts.join('\n');
    for (const profile of PROFILES) {
      // The careers come from the API too: the catalogue's texts (a profile's last career's day to day and tip) never ship.
      const career = careersOfProfile(profile.id as ProfileId).at(-1)!;
      for (const paidText of [
        profile.scenario,
        profile.scenarioAfterSchool,
        profile.weaknesses[0]!,
        profile.workStyle[0]!,
        career.dayToDay,
        ...(career.tip ? [career.tip] : []),
      ]) {
        expect(code.includes(paidText), `paid text of ${profile.name} in the bundle: ${paidText.slice(0, 40)}`).toBe(false);
      }
    }
  });

  test('the landing opens scrolled to the top', async ({ page }) => {
    await openPage(page, '/faq');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('combinam com você');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('/old links back to the new home', async ({ page }) => {
    await openPage(page, '/old');
    await page.getByRole('link', { name: 'Conheça a nova página inicial' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('FAQ', () => {
  test('five groups, and an accordion that works with the keyboard alone', async ({ page }) => {
    await openPage(page, '/faq');
    for (const group of ['O questionário', 'O relatório', 'Privacidade e segurança', 'Acesso e pagamento', 'Suporte']) {
      await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
    }

    const first = page.getByRole('button', { name: 'Quanto tempo leva o teste?' });
    // Tab from the top of the page until the first question has focus.
    for (let i = 0; i < 60 && !(await first.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    const outline = await first.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline, 'focus must be visible').not.toBe('none');

    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await first.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('Entre 15 e 20 minutos');

    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();

    await page.keyboard.press('Tab');
    const second = page.getByRole('button', { name: 'Como devo responder?' });
    await expect(second).toBeFocused();
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Não existe resposta certa nem errada')).toBeVisible();

    // Arrows move between the group's questions (wrapping), Home and End go to its ends.
    const group = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'O questionário' }) }).getByRole('button');
    const count = await group.count();
    expect(count).toBeGreaterThan(2);
    await page.keyboard.press('ArrowDown');
    await expect(group.nth(2)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(second).toBeFocused();
    await page.keyboard.press('End');
    await expect(group.nth(count - 1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(group.nth(count - 1)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(first).toBeFocused();
  });

  test('every answer is in the HTML as served, closed until its question is opened', async ({ page, request }) => {
    const html = await (await request.get('/faq')).text();
    for (const answer of ['Entre 15 e 20 minutos', 'Não existe resposta certa nem errada', 'uma vez por ano', 'sem contar fins de semana e feriados']) {
      expect(html, answer).toContain(answer);
    }
    await openPage(page, '/faq');
    await expect(page.getByText('Entre 15 e 20 minutos')).toBeHidden();
  });

  test('answers match the product: one attempt a year, price, PIX or card, 24 business hours', async ({ page }) => {
    await openPage(page, '/faq');
    const open = async (question: string) => {
      await page.getByRole('button', { name: question }).click();
      return page.locator(`#${await page.getByRole('button', { name: question }).getAttribute('aria-controls')}`);
    };
    await expect(await open('Posso refazer o teste?')).toContainText('uma vez por ano');
    await expect(await open('Quanto custa?')).toContainText('R$ 29,90');
    await expect(await open('Quais são as formas de pagamento?')).toContainText('PIX (transferência instantânea) ou cartão de crédito');
    await expect(await open('Em quanto tempo vocês respondem?')).toContainText('24 horas úteis');
  });
});

test.describe('contact', () => {
  async function fill(page: Page) {
    await page.getByLabel('Nome', { exact: true }).fill('Ana Souza');
    await page.getByLabel('Email', { exact: true }).fill('ana.souza@exemplo.com.br');
    await page.getByLabel('Assunto', { exact: true }).fill('Dúvida sobre o relatório');
    await page.getByLabel('Mensagem', { exact: true }).fill('Olá! Queria saber se o PDF do relatório funciona no celular.');
  }

  test('shows the support channels from the server config', async ({ page }) => {
    await openPage(page, '/contact');
    const aside = page.getByRole('complementary', { name: 'Outros canais' });
    await expect(aside.getByRole('link', { name: 'suporte@rumo.app.br' })).toHaveAttribute('href', 'mailto:suporte@rumo.app.br');
    await expect(aside).toContainText('24 horas úteis');
    // The footer's copy is read when the footer comes near the viewport.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'suporte@rumo.app.br' })).toBeVisible();
  });

  test('validation messages, then success banner and a cleared form', async ({ page }) => {
    await openPage(page, '/contact');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByText('Por favor, preencha todos os campos').first()).toBeVisible();
    await expect(page.getByLabel('Nome', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await fill(page);
    await page.getByLabel('Email', { exact: true }).fill('ana.souza');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByText('Por favor, digite um email válido')).toBeVisible();

    await page.getByLabel('Email', { exact: true }).fill('ana.souza@exemplo.com.br');
    // The name follows the rule of register and profile (issue 26): first name and surname, letters only.
    await page.getByLabel('Nome', { exact: true }).fill('Ana');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByText(NAME_MESSAGES.required)).toBeVisible();
    await page.getByLabel('Nome', { exact: true }).fill('Ana https://evil.example');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByText(NAME_MESSAGES.characters)).toBeVisible();
    await expect(page.getByLabel('Nome', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Nome', { exact: true }).fill('Ana Souza');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    const banner = page.getByRole('status').filter({ hasText: 'Mensagem enviada com sucesso!' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Obrigado pelo contato. Responderemos em breve.');
    for (const label of ['Nome', 'Email', 'Assunto', 'Mensagem']) await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
    await expectAccessible(page);
  });

  test('a server failure shows the error banner with the default text and keeps what was typed', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false }) }));
    await openPage(page, '/contact');
    await fill(page);
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    const banner = page.getByRole('alert');
    // The client retries a 5xx twice (1 s, then 2 s) before giving up.
    await expect(banner).toContainText('Erro ao enviar mensagem', { timeout: 15_000 });
    await expect(banner).toContainText('Ocorreu um erro ao enviar sua mensagem. Por favor, tente novamente.');
    await expect(page.getByLabel('Assunto', { exact: true })).toHaveValue('Dúvida sobre o relatório');
  });
});

test.describe('legal pages', () => {
  for (const [path, title, document] of [
    ['/terms', 'Termos de Uso', 'terms'],
    ['/privacy', 'Política de Privacidade', 'privacy'],
  ] as const) {
    test(`${path} is dated as its version says (${legalUpdatedAt(document)})`, async ({ page }) => {
      await openPage(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText(`Última atualização: ${legalUpdatedAt(document)}`)).toBeVisible();
    });
  }

  test('/privacy cites the LGPD and every right of the data subject', async ({ page }) => {
    await openPage(page, '/privacy');
    const main = page.getByRole('main');
    await expect(main).toContainText('Lei nº 13.709/2018');
    for (const right of ['Acesso:', 'Correção:', 'Eliminação:', 'Portabilidade:', 'Informação:', 'Revogação do consentimento:']) {
      await expect(main).toContainText(right);
    }
    await expect(main.getByRole('link', { name: 'Fale conosco' })).toHaveAttribute('href', '/contact');
    // The support channels are read when they come near the viewport.
    await main.getByText('avisaremos', { exact: false }).first().scrollIntoViewIfNeeded();
    await expect(main.getByRole('link', { name: 'suporte@rumo.app.br' })).toBeVisible();
    // Access, portability, correction and deletion in self-service, where "Meus dados" is.
    await expect(main).toContainText('Meus dados');
    await expect(main.getByRole('link', { name: 'perfil' })).toHaveAttribute('href', '/profile');
  });

  test('a link to a section (/privacy#direitos) opens at that section', async ({ page }) => {
    await page.goto('/privacy#direitos');
    await expect(page.getByRole('heading', { level: 2, name: '7. Seus direitos' })).toBeInViewport();
  });

  test('/terms has the 7-day right of withdrawal and the one-off price', async ({ page }) => {
    await openPage(page, '/terms');
    const main = page.getByRole('main');
    await expect(main).toContainText('art. 49 do Código de Defesa do Consumidor');
    await expect(main).toContainText('R$ 29,90');
  });
});
