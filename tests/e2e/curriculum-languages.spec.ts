import { expect, test, type Page } from '@playwright/test';
import { LANGUAGE_LEVEL_LABELS } from '../../src/shared/curriculum/rules';
import { LIST_SECTIONS } from '../../src/shared/curriculum/sections';
import { bearer, completeViaApi, expectAccessible, loginViaUi, payViaApi, registerViaApi } from './support';

/** Issue 29 (decision 0190): Idiomas with a level, and a course's hours, added in the Formal form on a phone. */
test.use({ viewport: { width: 360, height: 740 } });

/** Complete but for the "Um curso, idioma ou reconhecimento" line: no course, no recognition, no language. */
const RESUME = {
  type: 'FORMAL',
  design: 'classic',
  fullName: 'Rafael Lima Costa',
  age: '17',
  address: 'Bela Vista, São Paulo - SP',
  phone: '(11) 98765-4321',
  objective: 'Conseguir minha primeira vaga de jovem aprendiz em escritório.',
  availability: 'Manhã, Tarde',
  differentials: ['Organização e pontualidade'],
  education: [{ institution: 'E.E. Prof. Ana Rosa', level: 'Ensino Médio', course: '', year: '2026', status: 'ONGOING' }],
  skills: [
    { name: 'Atendimento ao público', level: 'INTERMEDIATE' },
    { name: 'Pacote Office', level: 'BASIC' },
    { name: 'Organização de arquivos', level: 'BASIC' },
  ],
  experiences: [{ type: 'VOLUNTEER', title: 'Monitor de leitura', organization: 'Biblioteca do bairro', period: '03/2024 a atual' }],
};

const meter = (page: Page) => page.getByRole('heading', { level: 2, name: /^Seu currículo está \d+% completo$/ });
const percentOf = async (page: Page) => Number(/(\d+)%/.exec((await meter(page).textContent()) ?? '')?.[1]);
const sectionHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

async function save(page: Page) {
  const saved = page.waitForResponse((answer) => answer.request().method() === 'PUT' && answer.url().endsWith('/api/curriculum'));
  await page.getByRole('button', { name: 'Salvar Informações' }).click();
  return saved;
}

test('a paying user adds a language with its level and a course with its hours, sees the completeness rise and the preview print both', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await registerViaApi(request, RESUME.fullName);
  const attemptId = await completeViaApi(request, account.token);
  await payViaApi(request, account.token, attemptId);
  const saved = await request.put('/api/curriculum', { headers: bearer(account.token), data: { ...RESUME, email: account.email } });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.goto('/login');
  await loginViaUi(page, account.email);
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/curriculum');
  await expect(page.getByRole('heading', { level: 1, name: 'Meu currículo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Currículo Formal' })).toHaveAttribute('aria-pressed', 'true');
  const before = await percentOf(page);
  expect(before).toBeLessThan(100);

  // Habilidades: the Idiomas list sits under the skills, with the level as a select of words a teenager knows.
  const nav = page.getByRole('navigation', { name: 'Seções do currículo' });
  await nav.getByRole('button', { name: /^4/ }).click();
  await expect(sectionHeading(page, 'Habilidades')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: LIST_SECTIONS.languages.form.title })).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar idioma' }).click();
  const language = page.getByRole('group', { name: 'Idioma 1' });
  await language.getByLabel('Idioma', { exact: true }).fill('Inglês');
  const level = language.getByLabel('Nível');
  await expect(level.locator('option')).toHaveText(Object.values(LANGUAGE_LEVEL_LABELS));
  await level.selectOption({ label: LANGUAGE_LEVEL_LABELS.INTERMEDIATE });
  // The meter counts the language at once: the "Um curso, idioma ou reconhecimento" line is ticked.
  await expect.poll(() => percentOf(page)).toBeGreaterThan(before);
  const withLanguage = await percentOf(page);
  expect((await save(page)).status()).toBe(200);
  await expect(page.getByText('Informações salvas.', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // Formação: a course with hours; "40 h" is refused with a clear message beside the field, "40" is saved.
  await nav.getByRole('button', { name: /^3/ }).click();
  await expect(sectionHeading(page, 'Formação')).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar curso' }).click();
  const course = page.getByRole('group', { name: 'Curso 1' });
  await course.getByLabel('Nome').fill('Excel básico');
  await course.getByLabel('Instituição').fill('Fundação Bradesco');
  await course.getByLabel('Ano').fill('2025');
  const hours = course.getByLabel('Carga horária (opcional)');
  await expect(hours).toHaveAttribute('inputmode', 'numeric');
  await expect(course.getByText('Quantas horas o curso teve, só números. Ex.: 40')).toBeVisible();
  await hours.fill('40 h');
  expect((await save(page)).status()).toBe(400);
  await expect(hours).toHaveAttribute('aria-invalid', 'true');
  await expect(course.getByText('O campo "Carga horária" (Cursos) aceita só números, de 1 a 9999 horas, como 40.')).toBeVisible();
  await hours.fill('40');
  expect((await save(page)).status()).toBe(200);
  await expect(page.getByText('Informações salvas.', { exact: true })).toBeVisible();
  await expect(hours).toHaveValue('40');
  expect(await percentOf(page)).toBe(withLanguage);
  await expectAccessible(page);

  // The preview prints the language with its level under Habilidades, and the course's hours in its meta line.
  await page.getByRole('tab', { name: 'Pré-visualizar' }).click();
  const preview = page.getByRole('article', { name: 'Pré-visualização do currículo' });
  await expect(preview.getByText(`Inglês – ${LANGUAGE_LEVEL_LABELS.INTERMEDIATE}`)).toBeVisible();
  await expect(preview.getByText('Fundação Bradesco · 2025 · 40 h')).toBeVisible();
  // Headings may be drawn in capitals: compare without case.
  const text = (await preview.innerText()).replace(/\s+/g, ' ').toLowerCase();
  const at = (part: string) => text.indexOf(part.toLowerCase());
  expect(at('Excel básico')).toBeGreaterThan(-1);
  expect(at('Excel básico')).toBeLessThan(at('Idiomas'));
  expect(at('Idiomas')).toBeLessThan(at(`Inglês – ${LANGUAGE_LEVEL_LABELS.INTERMEDIATE}`));
  await expectAccessible(page);

  // Saved: a reload shows the same.
  await page.reload();
  await expect(meter(page)).toHaveText(`Seu currículo está ${withLanguage}% completo`);
});
