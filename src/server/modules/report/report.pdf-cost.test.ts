/**
 * What the report PDF costs (security review F13): parallel first downloads
 * share one render, and a cached report is served without rendering.
 * (A rename renders again with the new name: report-personal.test.ts, F16.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { RELAXED_LIMITS, download, payingUser } from '../curriculum/curriculum.test-support';
import { renderReportPdf } from './report-pdf';

describe(`report PDF: one render per file at a time (${testDatabaseKind})`, () => {
  let server: TestServer;
  const rendered: string[] = [];

  beforeAll(async () => {
    server = await startTestServer(RELAXED_LIMITS, {
      renderReportPdf: async (data) => {
        rendered.push(data.attemptId);
        return renderReportPdf(data);
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('six parallel first downloads render once and get the same file; the next download renders nothing', async () => {
    const person = await payingUser(server, 'Paula Pagante Souza');
    const url = `/api/report/${person.attemptId}/pdf`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => download(server, person.token, url)));
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(rendered).toEqual([person.attemptId]);
    for (const answer of answers) expect(answer.body.equals(answers[0]!.body)).toBe(true);

    const again = await download(server, person.token, url);
    expect(again.status).toBe(200);
    expect(again.body.equals(answers[0]!.body)).toBe(true);
    expect(rendered).toHaveLength(1);
  }, 120_000);
});
