/** The resume PDF's file name and its clickable contacts (issue 29), over HTTP, on each database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRICULUM_DESIGNS } from '../../../shared/curriculum/rules';
import { pdfLinks } from '../../testing/pdf-tools';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { RELAXED_LIMITS, download, fullCurriculum, payingUser, pdfText, saveCurriculum, type Account } from './curriculum.test-support';

describe(`curriculum PDF: named after the person, e-mail and LinkedIn clickable (${testDatabaseKind})`, () => {
  let server: TestServer;
  let ana: Account;

  beforeAll(async () => {
    server = await startTestServer({ ...RELAXED_LIMITS, LOG_LEVEL: 'error' });
    ana = await payingUser(server, 'Ana Júlia Conceição');
    await saveCurriculum(
      server,
      ana.token,
      fullCurriculum({ fullName: 'Ana Júlia Conceição', email: 'ana.julia@exemplo.com.br', linkedin: 'linkedin.com/in/ana-julia-conceicao' }),
    );
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  for (const type of ['formal', 'young'] as const) {
    for (const design of CURRICULUM_DESIGNS) {
      it(`${type}, ${design}: curriculo-ana-julia-conceicao.pdf, a mailto: link over the e-mail and an https link over the LinkedIn address`, async () => {
        const res = await download(server, ana.token, `/api/curriculum/pdf?type=${type}&design=${design}`);
        expect(res.status, res.body.toString()).toBe(200);
        expect(res.headers.get('content-disposition')).toBe('attachment; filename="curriculo-ana-julia-conceicao.pdf"');
        expect(await pdfLinks(res.body)).toEqual([
          { url: 'mailto:ana.julia@exemplo.com.br', text: 'ana.julia@exemplo.com.br' },
          { url: 'https://linkedin.com/in/ana-julia-conceicao', text: 'linkedin.com/in/ana-julia-conceicao' },
        ]);
        // The links add no words: the contact line reads as before.
        expect(await pdfText(res.body)).toContain('(11) 98765-4321 · ana.julia@exemplo.com.br');
      });
    }
  }

  it('keeps an address typed with its scheme, and draws no link for a contact left empty', async () => {
    await saveCurriculum(server, ana.token, fullCurriculum({ email: 'ana.julia@exemplo.com.br', linkedin: 'https://www.linkedin.com/in/ana-jc' }));
    const withScheme = await download(server, ana.token, '/api/curriculum/pdf?type=formal&design=classic');
    expect((await pdfLinks(withScheme.body)).map((link) => link.url)).toEqual(['mailto:ana.julia@exemplo.com.br', 'https://www.linkedin.com/in/ana-jc']);

    await saveCurriculum(server, ana.token, fullCurriculum({ linkedin: '' }));
    const noLinkedin = await download(server, ana.token, '/api/curriculum/pdf?type=formal&design=modern');
    expect(await pdfLinks(noLinkedin.body)).toEqual([{ url: 'mailto:ana.julia@exemplo.com.br', text: 'ana.julia@exemplo.com.br' }]);
  });

  it('without a name, the file is curriculo.pdf', async () => {
    await saveCurriculum(server, ana.token, fullCurriculum({ fullName: '' }));
    for (const type of ['formal', 'young'] as const) {
      const res = await download(server, ana.token, `/api/curriculum/pdf?type=${type}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="curriculo.pdf"');
    }
  });
});
