import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { curriculumFileName } from '../../src/shared/curriculum/rules';
import { GUPY_MANUAL_COPY } from '../../src/shared/curriculum/gupy-blocks';
import { bearer, completeViaApi, expectAccessible, loginViaUi, payViaApi, registerViaApi } from './support';

/** Issue 29: the Formal form's small things from the new-user walk, and "Copiar para a Gupy", on a phone. */
test.use({ viewport: { width: 360, height: 740 } });

const SKILLS = [
  { name: 'Python', level: 'BASIC' },
  { name: 'Excel', level: 'INTERMEDIATE' },
];
const EXPERIENCE = {
  type: 'WORK',
  title: 'Atendimento e caixa',
  organization: 'Loja da família',
  description: 'Atendi clientes no caixa.\nOrganizei o estoque.',
  year: '',
  period: '03/2024 a atual',
};

/** A paying user with a saved Formal resume (skills and an experience), logged in on /curriculum. */
async function openSavedResume(page: Page, request: APIRequestContext, name: string) {
  const account = await registerViaApi(request, name);
  const attemptId = await completeViaApi(request, account.token);
  await payViaApi(request, account.token, attemptId);
  const saved = await request.put('/api/curriculum', {
    headers: bearer(account.token),
    data: {
      type: 'FORMAL',
      design: 'classic',
      fullName: name,
      phone: '(11) 98765-4321',
      address: 'Bela Vista, São Paulo - SP',
      email: account.email,
      linkedin: 'linkedin.com/in/exemplo',
      objective: 'Vaga de Jovem Aprendiz em escritório.',
      skills: SKILLS,
      experiences: [EXPERIENCE],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto('/login');
  await loginViaUi(page, account.email);
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/curriculum');
  await expect(page.getByRole('heading', { level: 1, name: 'Meu currículo' })).toBeVisible();
  return account;
}

const sectionHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const gupy = (page: Page) => page.getByRole('region', { name: 'Copiar para a Gupy' });
const EXPECTED_SKILLS = 'Python – Básico\nExcel – Intermediário';
const EXPECTED_EXPERIENCES = 'Atendimento e caixa\nTrabalho · Loja da família · 03/2024 a atual\n• Atendi clientes no caixa.\n• Organizei o estoque.';

test.describe('Formal resume: the walk’s small things and the Gupy blocks', () => {
  test('reopens at the section left, has one save in section 6, names the PDF after the person and keeps a half-filled item with its field marked', async ({
    page,
    request,
  }) => {
    await openSavedResume(page, request, 'Bruno Henrique Alves');
    await expect(page.getByRole('button', { name: 'Currículo Formal' })).toHaveAttribute('aria-pressed', 'true');
    const nav = page.getByRole('navigation', { name: 'Seções do currículo' });

    // Section 6: one save action ('Salvar'), no 'Salvar Informações' beside it.
    await nav.getByRole('button', { name: /^6/ }).click();
    await expect(sectionHeading(page, 'Reconhecimentos')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Salvar/ })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Salvar', exact: true })).toBeVisible();
    await expectAccessible(page);

    // A reload reopens where the person was.
    await page.reload();
    await expect(sectionHeading(page, 'Reconhecimentos')).toBeVisible();
    await expect(nav.getByText('Seção 6 de 6')).toBeVisible();
    await nav.getByRole('button', { name: /^5/ }).click();
    await expect(sectionHeading(page, 'Experiências')).toBeVisible();
    await page.reload();
    await expect(sectionHeading(page, 'Experiências')).toBeVisible();
    // Other sections still have 'Salvar & Continuar' and 'Salvar Informações'.
    await expect(page.getByRole('button', { name: /^Salvar/ })).toHaveCount(2);

    // The PDF is named after the person (the server's Content-Disposition, which the download keeps).
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar PDF' }).click();
    expect((await downloading).suggestedFilename()).toBe(curriculumFileName('formal', 'Bruno Henrique Alves'));
    expect(curriculumFileName('formal', 'Bruno Henrique Alves')).toBe('curriculo-bruno-henrique-alves.pdf');

    // A half-filled item stays on screen after a save, its missing field marked.
    await nav.getByRole('button', { name: /^6/ }).click();
    await page.getByRole('button', { name: 'Adicionar reconhecimento' }).click();
    const recognition = page.getByRole('group', { name: 'Reconhecimento 1' });
    await recognition.getByLabel('Título').fill('Medalha de bronze');
    await recognition.getByLabel('Ano').fill('2023');
    const saved = page.waitForResponse((answer) => answer.request().method() === 'PUT' && answer.url().endsWith('/api/curriculum'));
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText(/Itens incompletos ainda não foram salvos: Reconhecimentos 1 \(falta Organização\)/)).toBeVisible();
    await expect(recognition).toBeVisible();
    await expect(recognition.getByLabel('Título')).toHaveValue('Medalha de bronze');
    await expect(recognition.getByLabel('Ano')).toHaveValue('2023');
    const organization = recognition.getByLabel('Organização');
    await expect(organization).toHaveAttribute('aria-invalid', 'true');
    await expect(organization).toBeFocused();
    await expect(recognition.getByText('Falta Organização. Sem isso, este item não será salvo.', { exact: true })).toBeVisible();
    await expectAccessible(page);

    // Filled in, it saves, and the mark goes.
    await organization.fill('OBMEP');
    await expect(organization).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByText('Informações salvas.', { exact: true })).toBeVisible();
    await expect(recognition.getByLabel('Organização')).toHaveValue('OBMEP');
  });

  test('copies both Gupy blocks to the clipboard, one tap each', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openSavedResume(page, request, 'Carla Mendes');
    const panel = gupy(page);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Texto de Habilidades para colar na Gupy' })).toHaveValue(EXPECTED_SKILLS);
    await expect(panel.getByRole('textbox', { name: 'Texto de Experiências para colar na Gupy' })).toHaveValue(EXPECTED_EXPERIENCES);

    await panel.getByRole('button', { name: 'Copiar Habilidades' }).click();
    await expect(panel.getByText('Habilidades copiadas! Cole no campo Habilidades da Gupy.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(EXPECTED_SKILLS);

    await panel.getByRole('button', { name: 'Copiar Experiências' }).click();
    await expect(panel.getByText('Experiências copiadas! Cole no campo Experiências da Gupy.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(EXPECTED_EXPERIENCES);
    await expect(panel.getByText(GUPY_MANUAL_COPY)).toHaveCount(0);
    await expectAccessible(page);
  });

  test('where the clipboard is refused, the text is selected for a copy by hand, with a message', async ({ page, request }) => {
    // A browser that refuses both the clipboard API and the old copy command.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) } });
      document.execCommand = () => false;
    });
    await openSavedResume(page, request, 'Davi Rocha');
    const panel = gupy(page);
    for (const [label, expected] of [
      ['Experiências', EXPECTED_EXPERIENCES],
      ['Habilidades', EXPECTED_SKILLS],
    ] as const) {
      await panel.getByRole('button', { name: `Copiar ${label}` }).click();
      const area = panel.getByRole('textbox', { name: `Texto de ${label} para colar na Gupy` });
      await expect(area).toBeFocused();
      expect(await area.evaluate((element: HTMLTextAreaElement) => element.value.slice(element.selectionStart, element.selectionEnd))).toBe(expected);
      await expect(panel.getByRole('region', { name: label }).getByText(GUPY_MANUAL_COPY)).toBeVisible();
      await expect(panel.getByText(`${label} copiadas!`)).toHaveCount(0);
    }
    await expectAccessible(page);
  });

  test('on a desktop, /curriculum sits in the site’s container, aligned with the header', async ({ page, request }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSavedResume(page, request, 'Elisa Prado');
    const logo = await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Rumo' }).boundingBox();
    const title = await page.getByRole('heading', { level: 1, name: 'Meu currículo' }).boundingBox();
    const versions = await page.getByRole('region', { name: 'Versões salvas' }).boundingBox();
    expect(logo && title && versions).toBeTruthy();
    expect(Math.abs(title!.x - logo!.x)).toBeLessThanOrEqual(1);
    // The header's container is max-w-6xl (72rem) with 1rem padding: the content ends where the header's does.
    expect(versions!.x + versions!.width).toBeLessThanOrEqual(1440 - (1440 - 72 * 16) / 2 - 16 + 1);
  });
});
