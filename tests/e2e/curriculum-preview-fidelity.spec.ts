import { expect, test, type Locator, type Page } from '@playwright/test';
import { CURRICULUM_PDF_PATH } from '../../src/shared/contracts/curriculum.contract';
import { A4, DESIGN_TOKENS, READABLE_BODY_PX, type DesignTokens } from '../../src/shared/curriculum/designs';
import { bearer, completeViaApi, expectAccessible, loginViaUi, payViaApi, registerViaApi } from './support';

/**
 * Issue 29: "É assim que o PDF vai ficar" — the preview draws the PDF's page: the same font files, the same
 * sizes in proportion to the page, the same heading rules, drawn dots and italic meta. On a phone.
 */
test.use({ viewport: { width: 360, height: 740 } });

const RESUME = {
  type: 'FORMAL',
  design: 'classic',
  fullName: 'Renata Alves Pinto',
  age: '18',
  address: 'Boa Vista, Recife - PE',
  phone: '(81) 98765-4321',
  email: 'renata.pinto@email.com',
  linkedin: 'linkedin.com/in/renata-pinto',
  objective: 'Conseguir minha primeira vaga de auxiliar administrativa.',
  availability: 'Manhã, Tarde',
  differentials: ['Organização e pontualidade', 'Gosto de aprender'],
  education: [{ institution: 'E.E. Ginásio Pernambucano', level: 'Ensino Médio', course: '', year: '2025', status: 'COMPLETED' }],
  courses: [{ name: 'Excel básico', institution: 'Senac', year: '2025' }],
  skills: [{ name: 'Atendimento ao público', level: 'INTERMEDIATE' }],
  experiences: [{ type: 'WORK', title: 'Atendente', organization: 'Farmácia do bairro', period: '03/2025 a atual', description: 'Atendi clientes no balcão' }],
  recognitions: [],
};

/** The computed style of the first element `locator` matches, for the properties asked. */
const computed = (locator: Locator, properties: readonly string[]) =>
  locator.first().evaluate((element, names) => {
    const style = getComputedStyle(element);
    return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)]));
  }, properties);

const px = (value: string | undefined) => Number.parseFloat(value ?? '');

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** The preview's page against the tokens: fonts loaded and used, the name's size and the dot's width in the PDF's proportion to the page. */
async function expectDrawnLikeThePdf(page: Page, preview: Locator, tokens: DesignTokens) {
  const family = tokens.heading.fontFamily;
  // The PDF's own TTF faces are loaded, and the heading uses them.
  await expect.poll(() => page.evaluate((font) => document.fonts.ready.then(() => document.fonts.check(`bold 16px '${font}'`)), family)).toBe(true);
  expect(await page.evaluate((font) => [...document.fonts].some((face) => face.family.replace(/"/g, '') === font && face.status === 'loaded'), family)).toBe(
    true,
  );
  const heading = await computed(preview.getByRole('heading', { level: 4 }), ['font-family', 'font-weight', 'border-bottom-style']);
  expect(heading['font-family']).toMatch(new RegExp(`^"?${family}"?,`));
  expect(heading['font-weight']).toBe('700');
  expect(heading['border-bottom-style']).toBe('solid');

  const width = (await preview.boundingBox())!.width;
  const name = await computed(preview.getByRole('heading', { level: 3 }), ['font-size', 'font-family']);
  expect(name['font-family']).toMatch(new RegExp(`^"?${family}"?,`));
  expect(px(name['font-size']) / width).toBeCloseTo(tokens.name.fontSize / A4.width, 3);

  const dot = await computed(preview.locator('[data-part="dot"]'), ['width', 'border-top-left-radius']);
  expect(px(dot.width) / width).toBeCloseTo(tokens.bullet.dot.size / A4.width, 3);
  const meta = await computed(preview.locator('[data-part="meta"]'), ['font-style']);
  expect(meta['font-style']).toBe(tokens.meta.fontStyle);
}

test('the preview draws the PDF page: its fonts, sizes in proportion, rules, dots and italic meta, in both designs', async ({ page, request }) => {
  test.setTimeout(90_000);
  const account = await registerViaApi(request, 'Renata Alves Pinto');
  const attemptId = await completeViaApi(request, account.token);
  await payViaApi(request, account.token, attemptId);
  expect((await request.put('/api/curriculum', { headers: bearer(account.token), data: RESUME })).status()).toBe(200);

  // The fonts the PDF embeds (subsets of the same DejaVu files).
  const pdf = await request.get(`${CURRICULUM_PDF_PATH}?type=formal&design=classic`, { headers: bearer(account.token) });
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSerif-Bold/);

  await page.goto('/login');
  await loginViaUi(page, account.email);
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/curriculum');
  await page.getByRole('tab', { name: 'Pré-visualizar' }).click();
  const preview = page.getByRole('article', { name: 'Pré-visualização do currículo' });
  await expect(preview).toContainText('Renata Alves Pinto');
  await expect(preview.getByRole('link', { name: 'renata.pinto@email.com' })).toHaveAttribute('href', 'mailto:renata.pinto@email.com');

  // Readable on the phone by default: the body text at least READABLE_BODY_PX, not the miniature page's.
  const bodyLine = preview.locator('[data-part="meta"]');
  expect(px((await computed(bodyLine, ['font-size']))['font-size'])).toBeGreaterThanOrEqual(READABLE_BODY_PX - 0.01);
  await expectNoSidewaysScroll(page);
  // The whole A4 page on request: every size in the PDF's ratio to the page.
  const wholePage = page.getByRole('switch', { name: 'Ver a página A4 inteira' });
  await wholePage.click();
  await expect(wholePage).toHaveAttribute('aria-checked', 'true');
  await expectDrawnLikeThePdf(page, preview, DESIGN_TOKENS.classic);
  // An A4 page scaled to the phone: no sideways scrolling.
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  const designSaved = page.waitForResponse((answer) => answer.url().endsWith('/api/curriculum/basic-info') && answer.status() === 200);
  await page.getByRole('radio', { name: 'Moderno' }).check();
  await designSaved;
  await expect(preview).toHaveAttribute('data-design', 'modern');
  await expectDrawnLikeThePdf(page, preview, DESIGN_TOKENS.modern);
  const band = await computed(preview.locator('[data-part="band"]'), ['background-color']);
  const hex = DESIGN_TOKENS.modern.band!.color;
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  expect(band['background-color']).toBe(`rgb(${channels.join(', ')})`);
});
