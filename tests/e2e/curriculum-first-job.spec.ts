import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { docxParagraphs } from '../../src/server/testing/docx-tools';
import { pdfText } from '../../src/server/testing/pdf-tools';
import { bearer, completeViaApi, expectAccessible, expectNoHorizontalScroll, loginViaUi, payViaApi, registerViaApi } from './support';

/**
 * Issue 29, "Done when": a paying user, tried as a new user would on a phone at 360 px, gets a resume ready to
 * apply with: a Word file of each design, a cover letter written, saved and downloaded, both Gupy blocks
 * copied, an item deleted and restored, and a review link shared, opened signed out and revoked.
 */
test.use({ viewport: { width: 360, height: 740 } });

const NAME = 'Tainá Ribeiro Gomes';
const SKILLS = ['Atendimento ao público', 'Excel', 'Organização de estoque'];
const RESUME = {
  type: 'FORMAL',
  design: 'classic',
  fullName: NAME,
  age: '17',
  address: 'Cidade Ademar, São Paulo - SP',
  phone: '(11) 97654-3210',
  objective: 'Conseguir minha primeira vaga de jovem aprendiz na área administrativa.',
  availability: 'Tarde',
  education: [{ institution: 'E.E. Maria Augusta', level: 'Ensino Médio', course: '', year: '2027', status: 'ONGOING' }],
  skills: SKILLS.map((name) => ({ name, level: 'INTERMEDIATE' })),
  experiences: [
    {
      type: 'WORK',
      title: 'Atendimento e caixa',
      organization: 'Mercadinho da família',
      period: '02/2025 a atual',
      description: 'Atendo clientes aos sábados\nFecho o caixa do dia',
    },
  ],
};

async function saved(download: Download, testInfo: { outputPath: (name: string) => string }, label: string): Promise<Buffer> {
  const file = testInfo.outputPath(`${label}-${download.suggestedFilename()}`);
  await download.saveAs(file);
  return readFile(file);
}

async function download(page: Page, button: ReturnType<Page['getByRole']>): Promise<Download> {
  const downloading = page.waitForEvent('download');
  await button.click();
  return downloading;
}

test('a paying user on a phone: Word files, a cover letter, the Gupy blocks, a restored item and a review link', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const account = await registerViaApi(request, NAME);
  const attemptId = await completeViaApi(request, account.token);
  await payViaApi(request, account.token, attemptId);
  const put = await request.put('/api/curriculum', { headers: bearer(account.token), data: { ...RESUME, email: account.email } });
  expect(put.status(), await put.text()).toBe(200);

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/login');
  await loginViaUi(page, account.email);
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/curriculum');
  await expect(page.getByRole('heading', { level: 1, name: 'Meu currículo' })).toBeVisible();
  await expectNoHorizontalScroll(page);

  // 1. A Word file of each design: the same words, in the same order, the description as bullet points.
  const classic = await docxParagraphs(await saved(await download(page, page.getByRole('button', { name: 'Baixar Word (.docx)' })), testInfo, 'classico'));
  expect(classic[0]).toBe(NAME);
  expect(classic).toContain('E.E. Maria Augusta · Cursando · 2027');
  expect(classic.slice(classic.indexOf('Atendimento e caixa'))).toEqual(
    expect.arrayContaining(['Atendimento e caixa', 'Atendo clientes aos sábados', 'Fecho o caixa do dia']),
  );
  for (const skill of SKILLS) expect(classic).toContain(`${skill} – Intermediário`);
  await page.getByRole('tab', { name: 'Pré-visualizar' }).click();
  const designSaved = page.waitForResponse((answer) => answer.url().endsWith('/api/curriculum/basic-info') && answer.status() === 200);
  await page.getByRole('radio', { name: 'Moderno' }).check();
  await designSaved;
  await page.getByRole('tab', { name: 'Editar' }).click();
  const wordModern = page.getByRole('button', { name: 'Baixar Word (.docx)' });
  const modernRequest = page.waitForRequest(/\/api\/curriculum\/docx\?type=formal&design=modern$/);
  const modern = await docxParagraphs(await saved(await download(page, wordModern), testInfo, 'moderno'));
  await modernRequest;
  expect(modern).toEqual(classic);

  // 2. A cover letter: suggestions rewritten in her own words, saved, downloaded as PDF and Word.
  const letter = page.getByRole('region', { name: 'Carta de apresentação' });
  await letter.getByRole('button', { name: 'Escrever minha carta' }).click();
  await letter.getByRole('combobox', { name: 'Vaga' }).selectOption({ label: 'Jovem Aprendiz' });
  await letter.getByRole('textbox', { name: 'Programa ou empresa', exact: true }).fill('Rede Cidadã');
  const intro = letter.getByRole('textbox', { name: 'Quem sou e a vaga que procuro' });
  await expect(intro).toHaveValue(/Meu nome é Tainá Ribeiro Gomes\./);
  await intro.fill('Sou a Tainá, tenho 17 anos e estou no Ensino Médio. Quero ser Jovem Aprendiz pela Rede Cidadã.');
  await letter.getByRole('textbox', { name: 'Por que este programa ou empresa' }).fill('A Rede Cidadã forma jovens perto da minha casa.');
  await letter.getByRole('textbox', { name: 'O que eu ofereço' }).fill('Atendo clientes e fecho o caixa no mercadinho da minha família.');
  await letter.getByRole('button', { name: 'Salvar carta' }).click();
  await expect(letter.getByRole('status').filter({ hasText: 'Carta salva.' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  const letterPdf = await download(page, letter.getByRole('button', { name: 'Baixar PDF da carta (Clássico)' }));
  expect(letterPdf.suggestedFilename()).toBe('carta-taina-ribeiro-gomes.pdf');
  const letterText = (await pdfText(await saved(letterPdf, testInfo, 'carta'))).replace(/\s+/g, ' ');
  for (const line of [NAME, '(11) 97654-3210', 'A Rede Cidadã forma jovens perto da minha casa.', 'Atenciosamente,']) expect(letterText).toContain(line);
  const letterWord = await download(page, letter.getByRole('button', { name: 'Baixar Word (.docx) da carta (Clássico)' }));
  expect(letterWord.suggestedFilename()).toBe('carta-taina-ribeiro-gomes.docx');
  expect(await docxParagraphs(await saved(letterWord, testInfo, 'carta'))).toContain('Atendo clientes e fecho o caixa no mercadinho da minha família.');

  // 3. Both Gupy blocks, one tap each.
  const gupy = page.getByRole('region', { name: 'Copiar para a Gupy' });
  await gupy.getByRole('button', { name: 'Copiar Habilidades' }).click();
  await expect(gupy.getByText('Habilidades copiadas! Cole no campo Habilidades da Gupy.')).toBeVisible();
  expect((await page.evaluate(() => navigator.clipboard.readText())).split('\n').map((line) => line.replace(/ –.*$/, ''))).toEqual(SKILLS);
  await gupy.getByRole('button', { name: 'Copiar Experiências' }).click();
  await expect(gupy.getByText('Experiências copiadas! Cole no campo Experiências da Gupy.')).toBeVisible();
  const experiences = await page.evaluate(() => navigator.clipboard.readText());
  expect(experiences).toContain('Atendimento e caixa');
  expect(experiences).toContain('• Atendo clientes aos sábados');
  expect(experiences).not.toContain(account.email);

  // 4. Delete a skill, then Desfazer: back in its place, on the screen and on the server.
  await page
    .getByRole('navigation', { name: 'Seções do currículo' })
    .getByRole('button', { name: /Habilidades/ })
    .click();
  await page.getByRole('button', { name: 'Remover habilidade 2' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Item excluído.' })).toBeVisible();
  await page.getByRole('button', { name: 'Desfazer' }).click();
  await expect(page.getByText('Item restaurado.')).toBeVisible();
  const mine = (await (await request.get('/api/curriculum/me', { headers: bearer(account.token) })).json()) as {
    data: { curriculum: { skills: Array<{ name: string }> } };
  };
  expect(mine.data.curriculum.skills.map((skill) => skill.name)).toEqual(SKILLS);

  // 5. A review link with the letter: opened signed out (the documents only), then revoked.
  const review = page.getByRole('region', { name: 'Pedir uma revisão' });
  await review.getByRole('checkbox', { name: 'Incluir a carta de apresentação' }).check();
  await review.getByRole('button', { name: 'Criar link de revisão' }).click();
  const address = review.getByLabel('Link para enviar');
  await expect(address).toHaveValue(/\/revisao\/[A-Za-z0-9_-]{43}$/);
  const url = await address.inputValue();
  await expect(review.getByTestId('review-link')).toContainText('Currículo e carta de apresentação');

  const reader = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'pt-BR' });
  const readerPage = await reader.newPage();
  expect((await readerPage.goto(url))?.status()).toBe(200);
  await expect(readerPage.getByRole('heading', { level: 1, name: 'Currículo para revisão' })).toBeVisible();
  await expect(readerPage.locator('body')).not.toContainText(account.email);
  const letterHref = (await readerPage.getByRole('link', { name: 'Abrir carta de apresentação' }).getAttribute('href'))!;
  const letterForReader = await reader.request.get(letterHref);
  expect(letterForReader.status()).toBe(200);
  expect((await pdfText(await letterForReader.body())).replace(/\s+/g, ' ')).toContain('A Rede Cidadã forma jovens perto da minha casa.');
  const resumeHref = (await readerPage.getByRole('link', { name: 'Abrir PDF' }).getAttribute('href'))!;
  expect((await reader.request.get(resumeHref)).status()).toBe(200);
  await expectNoHorizontalScroll(readerPage);
  await expectAccessible(readerPage);

  await review.getByRole('button', { name: 'Atualizar' }).click();
  // Two documents opened: each counts.
  await expect(review.getByTestId('review-link')).toContainText('Aberto 2 vezes');
  await review.getByRole('button', { name: /^Cancelar o link/ }).click();
  await expect(review.getByText('Nenhum link ativo.')).toBeVisible();
  expect((await readerPage.reload())?.status()).toBe(404);
  expect((await reader.request.get(letterHref)).status()).toBe(404);
  await reader.close();
});
