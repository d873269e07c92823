/**
 * What a resume PDF costs (security review F13): it is rendered once per
 * content, kind and design and then served from DATA_DIR/resumes; parallel
 * first downloads share one render; renders (not cached downloads) count
 * towards a per-person limit; and the real renderer runs in a worker thread.
 */
import fs from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { renderCurriculumPdf, type CurriculumPdfInput } from './curriculum-pdf';
import { RELAXED_LIMITS, download, expectError, fullCurriculum, payingUser, pdfText, saveCurriculum, type Account } from './curriculum.test-support';
import { saveBasicInfoContract } from '../../../shared/contracts/curriculum.contract';

const resumesOf = (server: TestServer) => {
  const dir = path.join(server.config.dataDir, 'resumes');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

describe(`resume PDF: cached, one render at a time, limited per person (${testDatabaseKind})`, () => {
  let server: TestServer;
  let ana: Account;
  const rendered: Array<Pick<CurriculumPdfInput, 'kind' | 'design'> & { name: string }> = [];

  beforeAll(async () => {
    server = await startTestServer(
      // Three renders a minute: the limit is reached on purpose in the last test.
      { ...RELAXED_LIMITS, RATE_LIMIT_PDF_RENDERS_PER_USER: '3/1' },
      {
        renderCurriculumPdf: async (input) => {
          rendered.push({ kind: input.kind, design: input.design, name: input.document.name });
          return renderCurriculumPdf(input);
        },
      },
    );
    ana = await payingUser(server, 'Ana Júlia Conceição');
    await saveCurriculum(server, ana.token, fullCurriculum());
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('parallel first downloads of one file share one render; the next download is served from the cache', async () => {
    rendered.length = 0;
    const answers = await Promise.all(Array.from({ length: 4 }, () => download(server, ana.token, '/api/curriculum/pdf?type=young')));
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(rendered).toEqual([{ kind: 'young', design: 'modern', name: 'Ana Júlia Conceição' }]);
    for (const answer of answers) expect(answer.body.equals(answers[0]!.body)).toBe(true);
    expect(resumesOf(server)).toHaveLength(1);

    const again = await download(server, ana.token, '/api/curriculum/pdf?type=young');
    expect(again.status).toBe(200);
    expect(again.body.equals(answers[0]!.body)).toBe(true);
    expect(rendered).toHaveLength(1);
  });

  it('another kind or design is another render; past the per-minute limit a render is a 429 in Portuguese, while cached files stay free', async () => {
    rendered.length = 0;
    expect((await download(server, ana.token, '/api/curriculum/pdf?type=formal')).status).toBe(200);
    expect((await download(server, ana.token, '/api/curriculum/pdf?type=young&design=classic')).status).toBe(200);
    expect(rendered.map(({ kind, design }) => `${kind}/${design}`)).toEqual(['formal/modern', 'young/classic']);
    expect(resumesOf(server)).toHaveLength(3);

    // Three renders this minute (the limit): the fourth file is refused, nothing rendered.
    // Raw: the PDF is a file, outside the contracts.
    const refused = await server.request('GET', '/api/curriculum/pdf?type=formal&design=classic', { token: ana.token });
    expectError(refused, 429, 'Muitas tentativas em pouco tempo. Aguarde 1 minuto e tente novamente.');
    expect(refused.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(rendered).toHaveLength(2);
    // The files already made are served all the same.
    for (const query of ['type=young', 'type=formal', 'type=young&design=classic']) {
      expect((await download(server, ana.token, `/api/curriculum/pdf?${query}`)).status).toBe(200);
    }
    expect(rendered).toHaveLength(2);
  });
});

describe(`resume PDF: changed text renders again with the new name (${testDatabaseKind})`, () => {
  let server: TestServer;
  let bia: Account;
  let renders = 0;

  beforeAll(async () => {
    server = await startTestServer(RELAXED_LIMITS, {
      renderCurriculumPdf: async (input) => {
        renders += 1;
        return renderCurriculumPdf(input);
      },
    });
    bia = await payingUser(server, 'Beatriz Lima Souza');
    await saveCurriculum(server, bia.token, fullCurriculum({ fullName: 'Beatriz Lima Souza' }));
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('a rename is a new render showing the new name; the old content’s files (every kind and design) are removed', async () => {
    expect((await download(server, bia.token, '/api/curriculum/pdf?type=young')).status).toBe(200);
    expect((await download(server, bia.token, '/api/curriculum/pdf?type=formal&design=classic')).status).toBe(200);
    expect(renders).toBe(2);
    const before = resumesOf(server);
    expect(before).toHaveLength(2);

    const saved = await server.call(saveBasicInfoContract, { token: bia.token, body: { fullName: 'Beatriz Nova Lima' } });
    expect(saved.status, saved.text).toBe(200);
    const after = await download(server, bia.token, '/api/curriculum/pdf?type=young');
    expect(after.status).toBe(200);
    expect(renders).toBe(3);
    const text = await pdfText(after.body);
    expect(text).toContain('Beatriz Nova Lima');
    expect(text).not.toContain('Beatriz Lima Souza');
    const files = resumesOf(server);
    expect(files).toHaveLength(1);
    expect(before).not.toContain(files[0]);
  });

  it('a saved design switch alone is not new content: the file made for that design is served', async () => {
    expect((await download(server, bia.token, '/api/curriculum/pdf?type=young&design=classic')).status).toBe(200);
    expect(renders).toBe(4);
    expect((await server.call(saveBasicInfoContract, { token: bia.token, body: { design: 'classic' } })).status).toBe(200);
    expect((await download(server, bia.token, '/api/curriculum/pdf?type=young')).status).toBe(200);
    expect(renders).toBe(4);
  });
});

describe(`resume PDF: rendered in a worker thread (${testDatabaseKind})`, () => {
  let server: TestServer;
  const log: Array<{ msg: string; kind?: string; threadId?: number }> = [];

  beforeAll(async () => {
    // No renderer override: the app's own, the platform's worker pool.
    server = await startTestServer({ ...RELAXED_LIMITS, LOG_LEVEL: 'info' }, { logStream: { write: (line) => void log.push(JSON.parse(line) as never) } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('the render runs off the main thread, and its PDF is the resume', async () => {
    const carla = await payingUser(server, 'Carla Dias Moreira');
    await saveCurriculum(server, carla.token, fullCurriculum({ fullName: 'Carla Dias Moreira' }));
    const res = await download(server, carla.token, '/api/curriculum/pdf?type=young');
    expect(res.status).toBe(200);
    expect(await pdfText(res.body)).toContain('Carla Dias Moreira');
    const renders = log.filter((line) => line.msg === 'PDF rendered');
    expect(renders).toHaveLength(1);
    expect(renders[0]).toMatchObject({ kind: 'curriculum' });
    expect(renders[0]!.threadId).toEqual(expect.any(Number));
    expect(renders[0]!.threadId).not.toBe(threadId);
  }, 90_000);
});
