import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { LESSON_KIT, LESSON_KIT_LABELS } from '../../src/shared/content/lesson-kit/lesson-kit';
import { EDUCATOR_MESSAGES } from '../../src/shared/contracts/educator.contract';
import { expectAccessible, expectNoHorizontalScroll, giveAgeBandViaApi, loginViaUi, registerViaApi } from './support';

/** Issue 30 item 5 (decision 0198): the "Projeto de Vida" lesson kit, public, read and printed on a phone. */
test.use({ viewport: { width: 360, height: 740 } });

test('a visitor reads the three lesson plans at 360 px and downloads the kit as a PDF', async ({ page }, testInfo) => {
  await page.goto('/kit-projeto-de-vida');
  await expect(page.getByRole('heading', { level: 1, name: LESSON_KIT.title })).toBeVisible();
  for (const plan of LESSON_KIT.plans) {
    const section = page.getByRole('region', { name: plan.title });
    await expect(section.getByRole('heading', { level: 2, name: plan.title })).toBeVisible();
    await expect(section.getByRole('heading', { level: 3, name: plan.activitySheet.title })).toBeVisible();
    await expect(section.getByRole('listitem').filter({ hasText: plan.steps[0]!.title })).toBeVisible();
  }
  // What a teacher sees of a class, in the kit's words.
  await expect(page.getByRole('region', { name: LESSON_KIT_LABELS.privacy }).getByText(LESSON_KIT.privacy[1]!)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  // The contents list leads to a plan.
  await page.getByRole('navigation', { name: LESSON_KIT_LABELS.plans }).getByRole('link', { name: LESSON_KIT.plans[2]!.title }).click();
  await expect(page).toHaveURL(new RegExp(`#${LESSON_KIT.plans[2]!.id}$`));
  await expect(page.getByRole('heading', { level: 2, name: LESSON_KIT.plans[2]!.title })).toBeInViewport();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: LESSON_KIT_LABELS.download }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(LESSON_KIT_LABELS.pdfFileName);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('the educator section on /profile links to the kit', async ({ page, request }) => {
  const teacher = await registerViaApi(request, 'Paula Educadora');
  await giveAgeBandViaApi(request, teacher.token, '25+');
  await page.goto('/login');
  await loginViaUi(page, teacher.email);
  await expect(page).toHaveURL(/\/profile$/);
  await page
    .getByRole('region', { name: EDUCATOR_MESSAGES.title })
    .getByRole('link', { name: /Kit Projeto de Vida/ })
    .click();
  await expect(page).toHaveURL(/\/kit-projeto-de-vida$/);
  await expect(page.getByRole('heading', { level: 1, name: LESSON_KIT.title })).toBeVisible();
  await expectNoHorizontalScroll(page);
});
