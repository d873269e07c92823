/**
 * The boundary rule as the real lint runs it: the repository's own
 * eslint.config.js, on probe files written for a moment where product code
 * lives (the type-aware rules only lint files that exist in the project). A
 * deliberate breach of each boundary must fail; the allowed imports must pass.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
let probes = 0;

/** Lints `code` as if it were the file `where` (its probe sits beside it) and answers the boundary messages. */
async function boundaryErrors(where: string, code: string): Promise<string[]> {
  const probe = path.join(root, path.dirname(where), `__probe-${process.pid}-${++probes}${path.basename(where)}`);
  fs.writeFileSync(probe, code);
  try {
    const [result] = await eslint.lintFiles([probe]);
    const fatal = result?.messages.find((m) => m.fatal);
    if (fatal) throw new Error(fatal.message);
    return (result?.messages ?? []).filter((m) => m.ruleId === 'rumo/boundaries').map((m) => m.message);
  } finally {
    fs.rmSync(probe, { force: true });
  }
}

describe('boundary rule (eslint.config.js)', () => {
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
    expect(await boundaryErrors('src/web/lib/probe.ts', query)).toHaveLength(1);
    expect(await boundaryErrors('src/web/components/ui/probe.tsx', router)).toHaveLength(1);
    // The app layer and the app's own features choose them.
    expect(await boundaryErrors('src/web/app/probe.tsx', router)).toEqual([]);
    expect(await boundaryErrors('src/web/features/results/hooks/probe.ts', query)).toEqual([]);
  });
});
