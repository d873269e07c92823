/**
 * The boundary rule as the real lint runs it: the repository's own
 * eslint.config.js, on probe files written for a moment where product code
 * lives (the type-aware rules only lint files that exist in the project). A
 * deliberate breach of each boundary must fail; the allowed imports must pass.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
let probes = 0;

/** The boundary messages for the file at `probe` (absolute). */
async function lintBoundaries(probe: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([probe]);
  const fatal = result?.messages.find((m) => m.fatal);
  if (fatal) throw new Error(fatal.message);
  return (result?.messages ?? []).filter((m) => m.ruleId === 'rumo/boundaries').map((m) => m.message);
}

/** Lints `code` as if it were the file `where` (its probe sits beside it) and answers the boundary messages. */
async function boundaryErrors(where: string, code: string): Promise<string[]> {
  const probe = path.join(root, path.dirname(where), `__probe-${process.pid}-${++probes}${path.basename(where)}`);
  fs.writeFileSync(probe, code);
  try {
    return await lintBoundaries(probe);
  } finally {
    fs.rmSync(probe, { force: true });
  }
}

/**
 * Writes the probe files `files` (name in `dir` -> code; `{name}` in the code is replaced by that file's probe
 * name, to import it), lints the first one, and answers its boundary messages.
 */
async function probeSetErrors(dir: string, files: Record<string, string>): Promise<string[]> {
  const run = ++probes;
  const probeName = (name: string) => `__probe-${process.pid}-${run}-${name}`;
  const written = Object.entries(files).map(([name, code]) => {
    const file = path.join(root, dir, `${probeName(name)}.ts`);
    fs.writeFileSync(
      file,
      code.replace(/\{(\w+)\}/g, (_whole, other: string) => probeName(other)),
    );
    return file;
  });
  try {
    return await lintBoundaries(written[0]!);
  } finally {
    for (const file of written) fs.rmSync(file, { force: true });
  }
}

describe('boundary rule (eslint.config.js)', () => {
  // The first lint of product code builds the type-checked program (tens of seconds on a busy two-core machine): done
  // once here, with its own time limit, so each case below is timed on its own work.
  beforeAll(async () => {
    await boundaryErrors('src/web/features/quiz/components/warm-up.tsx', 'export const warm = 1;\n');
  }, 180_000);

  it('refuses a web feature importing another feature, and allows its own files, ui, lib and shared', async () => {
    const file = 'src/web/features/quiz/components/probe.tsx';
    expect(await boundaryErrors(file, "import { paymentApi } from '../../payment/api/payment-api';\nexport const x = paymentApi;\n")).toEqual([
      "Boundary: the web feature 'quiz' imports the feature 'payment': compose features in src/web/app instead.",
    ]);
    expect(await boundaryErrors(file, "export { PaymentModal } from '../../payment/components/payment-modal';\n")).toHaveLength(1);
    expect(await boundaryErrors(file, "export const load = () => import('../../results/api/results-api');\n")).toHaveLength(1);
    expect(
      await boundaryErrors(
        file,
        [
          "import { quizApi } from '../api/quiz-api';",
          "import { Button } from '../../../components/ui/button';",
          "import { callApi } from '../../../lib/api-client';",
          "import { STATEMENTS } from '../../../../shared/content/questions';",
          'export const all = [quizApi, Button, callApi, STATEMENTS];',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('lets pages in src/web/app compose two features', async () => {
    const code =
      "import { ResultScreen } from '../../features/results/components/result-screen';\nimport { PaymentModal } from '../../features/payment/components/payment-modal';\nexport const all = [ResultScreen, PaymentModal];\n";
    expect(await boundaryErrors('src/web/app/pages/probe.tsx', code)).toEqual([]);
  });

  it('keeps src/shared to zod and itself', async () => {
    const file = 'src/shared/domain/probe.ts';
    expect(await boundaryErrors(file, "import { z } from 'zod';\nimport { isValidCpf } from './cpf';\nexport const all = [z, isValidCpf];\n")).toEqual([]);
    expect(await boundaryErrors(file, "import { useState } from 'react';\nexport const s = useState;\n")).toEqual([
      "Boundary: src/shared imports only zod, not 'react'.",
    ]);
    expect(await boundaryErrors(file, "import { loadConfig } from '../../server/config';\nexport const c = loadConfig;\n")).toHaveLength(1);
    expect(await boundaryErrors(file, "import fs from 'node:fs';\nexport const f = fs;\n")).toHaveLength(1);
  });

  it('refuses fastify in a service, and modules in the platform', async () => {
    expect(
      await boundaryErrors('src/server/modules/quiz/probe.service.ts', "import type { FastifyRequest } from 'fastify';\nexport type R = FastifyRequest;\n"),
    ).toEqual(['Boundary: a service never imports fastify: keep HTTP in *.routes.ts.']);
    expect(
      await boundaryErrors('src/server/modules/quiz/probe.routes.ts', "import type { FastifyRequest } from 'fastify';\nexport type R = FastifyRequest;\n"),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'src/server/platform/http/probe.ts',
        "import { createQuizService } from '../../modules/quiz/quiz.service';\nexport const q = createQuizService;\n",
      ),
    ).toHaveLength(1);
  });

  it('keeps the web app and the server apart', async () => {
    expect(await boundaryErrors('src/web/lib/probe.ts', "import { loadConfig } from '../../server/config';\nexport const c = loadConfig;\n")).toHaveLength(1);
    expect(
      await boundaryErrors('src/server/modules/quiz/probe.ts', "import { callApi } from '../../../web/lib/api-client';\nexport const c = callApi;\n"),
    ).toHaveLength(1);
  });

  it('keeps React Router and TanStack Query out of what the standalone public pages load', async () => {
    const router = "import { Link } from 'react-router';\nexport const l = Link;\n";
    const query = "import { useQuery } from '@tanstack/react-query';\nexport const q = useQuery;\n";
    expect(await boundaryErrors('src/web/features/marketing/components/probe.tsx', router)).toHaveLength(1);
    expect(await boundaryErrors('src/web/features/contact/api/probe.ts', query)).toHaveLength(1);
    expect(await boundaryErrors('src/web/features/lesson-kit/components/probe.tsx', router)).toHaveLength(1);
    expect(await boundaryErrors('src/web/lib/probe.ts', query)).toHaveLength(1);
    expect(await boundaryErrors('src/web/components/ui/probe.tsx', router)).toHaveLength(1);
    // The app layer and the app's own features choose them.
    expect(await boundaryErrors('src/web/app/probe.tsx', router)).toEqual([]);
    expect(await boundaryErrors('src/web/features/results/hooks/probe.ts', query)).toEqual([]);
  });

  it('keeps a web feature out of src/web/app', async () => {
    const file = 'src/web/features/quiz/components/probe.tsx';
    expect(await boundaryErrors(file, "import { routes } from '../../../app/routes';\nexport const r = routes;\n")).toEqual([
      "Boundary: the web feature 'quiz' imports src/web/app (src/web/app/routes): the app composes features, not the other way.",
    ]);
    expect(await boundaryErrors(file, "export const load = () => import('../../../app/sign-out');\n")).toHaveLength(1);
    // Tests hold to the file rules too.
    expect(
      await boundaryErrors('src/web/features/quiz/components/probe.test.tsx', "import { routes } from '../../../app/routes';\nexport const r = routes;\n"),
    ).toHaveLength(1);
  });

  it('keeps src/web/lib, src/web/components and src/web/config out of the features and the app', async () => {
    const feature = "import { quizApi } from '../features/quiz/api/quiz-api';\nexport const q = quizApi;\n";
    const app = "import { routes } from '../app/routes';\nexport const r = routes;\n";
    expect(await boundaryErrors('src/web/lib/probe.ts', feature)).toEqual([
      "Boundary: src/web/lib never imports the feature 'quiz' (src/web/features/quiz/api/quiz-api): features and the app build on it, not the other way.",
    ]);
    expect(await boundaryErrors('src/web/lib/probe.ts', app)).toEqual([
      'Boundary: src/web/lib never imports src/web/app (src/web/app/routes): features and the app build on it, not the other way.',
    ]);
    expect(await boundaryErrors('src/web/config/probe.ts', feature)).toHaveLength(1);
    expect(await boundaryErrors('src/web/config/probe.ts', app)).toHaveLength(1);
    expect(
      await boundaryErrors('src/web/components/ui/probe.tsx', "export const load = () => import('../../features/results/hooks/use-results');\n"),
    ).toHaveLength(1);
    expect(await boundaryErrors('src/web/components/ui/probe.tsx', "import { signOut } from '../../app/sign-out';\nexport const s = signOut;\n")).toHaveLength(
      1,
    );
    expect(await boundaryErrors('src/web/lib/probe.test.ts', app)).toHaveLength(1);
    // Among themselves, and down to shared, they are free.
    expect(
      await boundaryErrors(
        'src/web/components/ui/probe.tsx',
        "import { callApi } from '../../lib/api-client';\nimport { Button } from './button';\nexport const all = [callApi, Button];\n",
      ),
    ).toEqual([]);
  });

  it('keeps src/web/common, what several features share, out of the features and the app, and free of the router and query cache', async () => {
    const file = 'src/web/common/probe.ts';
    expect(await boundaryErrors(file, "import { quizApi } from '../features/quiz/api/quiz-api';\nexport const q = quizApi;\n")).toEqual([
      "Boundary: src/web/common never imports the feature 'quiz' (src/web/features/quiz/api/quiz-api): features and the app build on it, not the other way.",
    ]);
    expect(await boundaryErrors(file, "export const load = () => import('../app/sign-out');\n")).toEqual([
      'Boundary: src/web/common never imports src/web/app (src/web/app/sign-out): features and the app build on it, not the other way.',
    ]);
    // The standalone pages load it (the price), so it takes reads as a key and a fetch, or through lib/server-data.
    expect(await boundaryErrors(file, "import { useQuery } from '@tanstack/react-query';\nexport const q = useQuery;\n")).toEqual([
      "Boundary: @tanstack/react-query is the app's: the standalone public pages load this file without it (use lib/navigation or lib/server-data).",
    ]);
    expect(await boundaryErrors(file, "import { Link } from 'react-router';\nexport const l = Link;\n")).toHaveLength(1);
    // It builds on lib, config and shared; features and the app use it.
    expect(
      await boundaryErrors(
        file,
        "import { callApi } from '../lib/api-client';\nimport { COPY_CONFIRMATION_MS } from '../config/timings';\nimport { APP_ROUTES } from '../../shared/constants/app-routes';\nexport const all = [callApi, COPY_CONFIRMATION_MS, APP_ROUTES];\n",
      ),
    ).toEqual([]);
    const useCopy = "import { useCopy } from '../../../common/use-copy';\nexport const c = useCopy;\n";
    expect(await boundaryErrors('src/web/features/payment/components/probe.tsx', useCopy)).toEqual([]);
    expect(await boundaryErrors('src/web/features/marketing/components/probe.tsx', useCopy)).toEqual([]);
    expect(await boundaryErrors('src/web/app/pages/probe.tsx', "import { usePriceText } from '../../common/price';\nexport const p = usePriceText;\n")).toEqual(
      [],
    );
  });

  it("keeps a server module out of another module's files: app.ts passes dependencies in", async () => {
    expect(
      await boundaryErrors(
        'src/server/modules/staff/probe.service.ts',
        "import { hasStaffRights } from '../auth/auth.service';\nexport const h = hasStaffRights;\n",
      ),
    ).toEqual([
      "Boundary: the server module 'staff' imports the module 'auth' (src/server/modules/auth/auth.service): take it as a dependency that src/server/app.ts passes in.",
    ]);
    expect(
      await boundaryErrors(
        'src/server/modules/report/probe.ts',
        "import type { AttemptWithOwner } from '../results/results.repository';\nexport type A = AttemptWithOwner;\n",
      ),
    ).toHaveLength(1);
    expect(await boundaryErrors('src/server/modules/report/probe.ts', "export const load = () => import('../results/result-views');\n")).toHaveLength(1);
    // A test may use another module's helpers for tests (*.test-support.ts), and nothing else of it.
    expect(
      await boundaryErrors(
        'src/server/modules/staff/probe.test.ts',
        "import { createOrder } from '../payment/payment.test-support';\nexport const c = createOrder;\n",
      ),
    ).toEqual([]);
    expect(await boundaryErrors('src/server/modules/staff/probe.test-support.ts', "export { registerAccount } from '../auth/auth.test-support';\n")).toEqual(
      [],
    );
    expect(
      await boundaryErrors(
        'src/server/modules/staff/probe.test.ts',
        "import { ITEM_ANALYSIS_CACHE_MS } from '../quiz/item-analysis.service';\nexport const t = ITEM_ANALYSIS_CACHE_MS;\n",
      ),
    ).toEqual([
      "Boundary: the server module 'staff' imports the module 'quiz' (src/server/modules/quiz/item-analysis.service): take it as a dependency that src/server/app.ts passes in, or, in a test, from that module's *.test-support.ts.",
    ]);
    // Product code never reaches another module's test helpers.
    expect(
      await boundaryErrors(
        'src/server/modules/staff/probe.ts',
        "import { createOrder } from '../payment/payment.test-support';\nexport const c = createOrder;\n",
      ),
    ).toHaveLength(1);
    // Its own files, the platform and shared are free; app.ts (above the modules) wires them together.
    expect(
      await boundaryErrors(
        'src/server/modules/staff/probe.ts',
        "import { createStaffService } from './staff.service';\nimport { NotFoundError } from '../../platform/http/errors';\nexport const all = [createStaffService, NotFoundError];\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'src/server/probe.ts',
        "import { createQuizModule } from './modules/quiz/quiz.module';\nimport { createStaffModule } from './modules/staff/staff.module';\nexport const all = [createQuizModule, createStaffModule];\n",
      ),
    ).toEqual([]);
  });

  it('refuses an import cycle, through other files and dynamic imports, but not through types alone', async () => {
    const dir = 'src/web/lib';
    const probe = (run: number, name: string) => `src/web/lib/__probe-${process.pid}-${run}-${name}.ts`;
    expect(
      await probeSetErrors(dir, { a: "import { b } from './{b}';\nexport const a = () => b;\n", b: "import { a } from './{a}';\nexport const b = () => a;\n" }),
    ).toEqual([`Boundary: import cycle: ${probe(probes, 'a')} → ${probe(probes, 'b')} → ${probe(probes, 'a')}; move what both need into a third file.`]);
    // Three files, closed by a dynamic import; a re-export counts as an import.
    expect(
      await probeSetErrors(dir, {
        a: "export { b } from './{b}';\nexport const a = 1;\n",
        b: "import { c } from './{c}';\nexport const b = c;\n",
        c: "export const c = () => import('./{a}');\n",
      }),
    ).toHaveLength(1);
    // Erased before anything runs: `import type` and `export type` close no cycle.
    expect(
      await probeSetErrors(dir, {
        a: "import { b } from './{b}';\nexport type A = { n: number };\nexport const a = b;\n",
        b: "import type { A } from './{a}';\nexport type { A as Again } from './{a}';\nexport const b: A = { n: 1 };\n",
      }),
    ).toEqual([]);
    // A file that imports another, with no way back, is no cycle.
    expect(await probeSetErrors(dir, { a: "import { b } from './{b}';\nexport const a = b;\n", b: 'export const b = 1;\n' })).toEqual([]);
  });
});
