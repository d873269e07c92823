/**
 * The journeys never sleep on the wall clock (eslint.config.js, 'rumo/e2e-no-sleeps'): a `waitForTimeout` anywhere
 * in tests/e2e fails the lint, as the real config runs it.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function sleepErrors(code: string, file = 'tests/e2e/probe.spec.ts'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  const fatal = result?.messages.find((m) => m.fatal);
  if (fatal) throw new Error(fatal.message);
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('no sleeps in the journeys (eslint.config.js)', () => {
  it('refuses waitForTimeout on a page, a frame or through a computed name, in specs and their helpers', async () => {
    const message = 'No waitForTimeout in the journeys: wait with an assertion (toHaveText, expect.poll) or move page.clock (install, runFor, fastForward).';
    expect(await sleepErrors("import { test } from '@playwright/test';\ntest('t', async ({ page }) => {\n  await page.waitForTimeout(500);\n});\n")).toEqual([
      message,
    ]);
    expect(
      await sleepErrors(
        'export async function settle(frame: { waitForTimeout(ms: number): Promise<void> }) {\n  await frame.waitForTimeout(1);\n}\n',
        'tests/e2e/support.ts',
      ),
    ).toEqual([message]);
    expect(await sleepErrors("export const nap = (page: Record<string, (ms: number) => Promise<void>>) => page['waitForTimeout']!(1);\n")).toEqual([message]);
  });

  it('allows the clock and polling assertions', async () => {
    expect(
      await sleepErrors(
        "import { expect, test } from '@playwright/test';\ntest('t', async ({ page }) => {\n  await page.clock.install();\n  await page.clock.runFor(3_000);\n  await expect.poll(() => page.url()).toContain('/x');\n});\n",
      ),
    ).toEqual([]);
  });
});
