import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { docxParagraphs } from '../../src/server/testing/docx-tools';
import { CURRICULUM_MESSAGES } from '../../src/shared/curriculum/rules';
import { bearer, completeViaApi, expectAccessible, loginViaUi, payViaApi, registerViaApi, expectNoHorizontalScroll } from './support';

/** Issue 29: the resume as a Word file, downloaded by a paying user on a phone. */
test.use({ viewport: { width: 360, height: 740 } });

const RESUME = {
  type: 'FORMAL',
  design: 'classic',
  fullName: 'Débora Nunes Araújo',
  age: '17',
  address: 'Vila Mariana, São Paulo - SP',
  phone: '(11) 98765-4321',
  email: 'debora.araujo@email.com',
  objective: 'Conseguir minha primeira vaga de jovem aprendiz em administração.',
  availability: 'Manhã, Tarde',
  differentials: ['Organização e pontualidade'],
  education: [{ institution: 'E.E. Prof. Ana Rosa', level: 'Ensino Médio', course: '', year: '2026', status: 'ONGOING' }],
  courses: [{ name: 'Excel básico', institution: 'Fundação Bradesco', year: '2025' }],
  skills: [{ name: 'Atendimento ao público', level: 'INTERMEDIATE' }],
  experiences: [{ type: 'VOLUNTEER', title: 'Monitora de leitura', organization: 'Biblioteca do bairro', period: '03/2024 a atual' }],
  recognitions: [{ title: 'Aluna destaque', organization: 'E.E. Prof. Ana Rosa', year: '2025' }],
};

async function downloadWord(page: Page, design: 'classic' | 'modern'): Promise<Download> {
  const requested = page.waitForRequest(new RegExp(`/api/curriculum/docx\\?type=formal&design=${design}$`));
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar Word (.docx)' }).click();
  await requested;
  return downloading;
}

/** The downloaded file: a zip package (PK), read as a recruiter's Word reader would (mammoth). */
async function wordParagraphs(download: Download, testInfo: { outputPath: (name: string) => string }, label: string): Promise<string[]> {
  const file = testInfo.outputPath(`${label}-${download.suggestedFilename()}`);
  await download.saveAs(file);
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  return docxParagraphs(bytes);
}

test('a paying user downloads the resume as a Word file in each design, beside the PDF button', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const account = await registerViaApi(request, 'Débora Nunes Araújo');
  const attemptId = await completeViaApi(request, account.token);
  await payViaApi(request, account.token, attemptId);
  const saved = await request.put('/api/curriculum', { headers: bearer(account.token), data: RESUME });
  expect(saved.status()).toBe(200);

  await page.goto('/login');
  await loginViaUi(page, account.email);
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/curriculum');
  await expect(page.getByRole('heading', { level: 1, name: 'Meu currículo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Currículo Formal' })).toHaveAttribute('aria-pressed', 'true');

  // The Word button sits beside 'Baixar PDF', and fits the phone.
  const pdfButton = page.getByRole('button', { name: 'Baixar PDF' });
  const wordButton = page.getByRole('button', { name: 'Baixar Word (.docx)' });
  await expect(pdfButton).toBeVisible();
  await expect(wordButton).toBeVisible();
  const [pdfBox, wordBox] = [await pdfButton.boundingBox(), await wordButton.boundingBox()];
  expect(Math.abs(wordBox!.y - (pdfBox!.y + pdfBox!.height))).toBeLessThan(24);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  // Clássico, the saved design.
  const classic = await downloadWord(page, 'classic');
  expect(classic.suggestedFilename()).toBe('curriculo-debora-nunes-araujo.docx');
  const classicText = await wordParagraphs(classic, testInfo, 'classico');
  expect(classicText[0]).toBe('Débora Nunes Araújo');
  for (const value of ['debora.araujo@email.com', 'Objetivo', 'E.E. Prof. Ana Rosa', 'Excel básico', 'Monitora de leitura', 'Aluna destaque', 'Manhã, Tarde'])
    expect(classicText.join('\n')).toContain(value);

  // Moderno: switched on the preview tab, saved with the curriculum, and the Word file follows it.
  await page.getByRole('tab', { name: 'Pré-visualizar' }).click();
  const designSaved = page.waitForResponse((answer) => answer.url().endsWith('/api/curriculum/basic-info') && answer.status() === 200);
  await page.getByRole('radio', { name: 'Moderno' }).check();
  await designSaved;
  await page.getByRole('tab', { name: 'Editar' }).click();
  const modern = await downloadWord(page, 'modern');
  expect(modern.suggestedFilename()).toBe('curriculo-debora-nunes-araujo.docx');
  const modernText = await wordParagraphs(modern, testInfo, 'moderno');
  // Both designs say the same, in the same order.
  expect(modernText).toEqual(classicText);
  await expect(page.getByText(CURRICULUM_MESSAGES.docxError)).toHaveCount(0);
});
