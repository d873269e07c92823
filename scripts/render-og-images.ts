/**
 * Renders the link-preview images (1200×630 JPEG, small enough for WhatsApp previews) for each profile and a generic
 * one into src/web/public/og/, with Debian's Chromium. Run after changing a
 * profile's name, icon or colour: `npx tsx scripts/render-og-images.ts`.
 * The images are committed, so `npm start` needs no browser.
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import { PROFILES } from '../src/shared/content/profiles';

const outDir = path.resolve(import.meta.dirname, '../src/web/public/og');

function card(opts: { color: string; icon: string; kicker: string; title: string; subtitle: string }): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><style>
  * { margin: 0; box-sizing: border-box; }
  body { width: 1200px; height: 630px; font-family: 'DejaVu Sans', Arial, sans-serif; color: #fff;
    background: linear-gradient(135deg, ${opts.color} 0%, #1e1b4b 100%); display: flex; flex-direction: column; justify-content: space-between; padding: 64px 72px; }
  .brand { font-size: 40px; font-weight: 800; letter-spacing: 1px; }
  .icon { font-size: 150px; line-height: 1; }
  .kicker { font-size: 34px; opacity: .9; margin-top: 12px; }
  .title { font-size: 88px; font-weight: 800; line-height: 1.05; }
  .subtitle { font-size: 40px; opacity: .95; margin-top: 8px; }
  .row { display: flex; gap: 48px; align-items: center; }
  .foot { font-size: 30px; opacity: .9; }
</style></head><body>
  <div class="brand">Rumo</div>
  <div class="row"><div class="icon">${opts.icon}</div><div><div class="kicker">${opts.kicker}</div><div class="title">${opts.title}</div><div class="subtitle">${opts.subtitle}</div></div></div>
  <div class="foot">Teste vocacional grátis · 100 afirmações · 9 perfis</div>
</body></html>`;
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const profile of PROFILES) {
  await page.setContent(card({ color: profile.color, icon: profile.icon, kicker: 'Meu perfil no Rumo é', title: profile.name, subtitle: profile.careerName }));
  await page.screenshot({ path: path.join(outDir, `profile-${profile.slug}.jpg`), type: 'jpeg', quality: 85 });
}
await page.setContent(
  card({ color: '#4338ca', icon: '🧭', kicker: 'Descubra o seu perfil', title: 'Qual é o seu rumo?', subtitle: 'Carreiras que combinam com você' }),
);
await page.screenshot({ path: path.join(outDir, 'rumo.jpg'), type: 'jpeg', quality: 85 });
await browser.close();
console.log(`Wrote ${PROFILES.length + 1} images to ${outDir}`);
