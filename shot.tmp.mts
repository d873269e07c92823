import { chromium } from 'playwright-core';
const [,, email, out, path = '/results', width = '360'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update'] });
const context = await browser.newContext({ viewport: { width: Number(width), height: 800 }, deviceScaleFactor: 1, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', hasTouch: true, isMobile: Number(width) < 700 });
const page = await context.newPage();
await page.goto('http://127.0.0.1:3300/login');
await page.getByLabel('Email').fill(email!);
await page.getByLabel('Senha', { exact: true }).fill('minhasenha1');
await page.getByRole('button', { name: 'Entrar' }).click();
await page.waitForURL(/profile|results|assessment/);
await page.goto('http://127.0.0.1:3300' + path);
await page.waitForTimeout(2500);
for (const button of await page.locator('section button[aria-expanded="false"]').all()) { try { await button.click({ timeout: 1000 }); } catch {} }
await page.waitForTimeout(500);
const height = await page.evaluate(() => document.body.scrollHeight);
const limit = Number(process.env.MAX_Y ?? height);
for (let y = 0, i = 0; y < Math.min(height, limit); y += 1400, i++) {
  await page.screenshot({ path: out!.replace('.png', `-${i}.png`), fullPage: true, clip: { x: 0, y, width: Number(width), height: Math.min(1400, height - y) } });
}
console.log(height);
await browser.close();
