/**
 * GET /api/curriculum/docx: the resume as a Word file, over HTTP. The file
 * says what the PDF says, in the PDF's order (both read as a recruiter's tools
 * read them: pdftotext and mammoth); the same access rules; cached beside the
 * PDFs by content, kind and design; and erased with the account.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION_MESSAGES, deleteMeContract } from '../../../shared/contracts/auth.contract';
import { DOCX_CONTENT_TYPE, myCurriculumContract, saveBasicInfoContract, type CurriculumInput } from '../../../shared/contracts/curriculum.contract';
import { buildCurriculumDocument, curriculumDocumentLines, type DocumentKind } from '../../../shared/curriculum/document';
import { CURRICULUM_DESIGNS, CURRICULUM_MESSAGES, isBlankValue, type CurriculumDesign } from '../../../shared/curriculum/rules';
import { docxParagraphs, docxParts } from '../../testing/docx-tools';
import { squash } from '../../testing/pdf-tools';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { renderCurriculumDocx, type CurriculumDocxInput } from './curriculum-docx';
import {
  RELAXED_LIMITS,
  download,
  expectError,
  expectSuccess,
  fullCurriculum,
  payingUser,
  pdfText,
  registerAccount,
  saveCurriculum,
  type Account,
} from './curriculum.test-support';

const KINDS: readonly DocumentKind[] = ['formal', 'young'];
const docxUrl = (kind: DocumentKind, design: CurriculumDesign) => `/api/curriculum/docx?type=${kind}&design=${design}`;

const resumeFiles = (server: TestServer) => {
  const dir = path.join(server.config.dataDir, 'resumes');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

/** Every text the person typed into the full resume (not the codes of choices, not placeholders). */
function typedValues(input: CurriculumInput): string[] {
  const values: string[] = [];
  const visit = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (!['type', 'design', 'status', 'level', 'id'].includes(key) && !isBlankValue(value)) values.push(value);
    } else if (Array.isArray(value)) value.forEach((each) => visit(each, key));
    else if (value && typeof value === 'object') for (const [inner, each] of Object.entries(value)) visit(each, inner);
  };
  visit(input, '');
  return [...new Set(values)];
}

const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe(`curriculum DOCX over HTTP: content, access and errors (${testDatabaseKind})`, () => {
  let server: TestServer;
  let ana: Account;
  const written: Array<Pick<CurriculumDocxInput, 'kind' | 'design'>> = [];
  const log: string[] = [];
  let failing = false;

  beforeAll(async () => {
    server = await startTestServer(
      { ...RELAXED_LIMITS, LOG_LEVEL: 'error' },
      {
        logStream: { write: (line: string) => void log.push(line) },
        renderCurriculumDocx: async (input) => {
          written.push({ kind: input.kind, design: input.design });
          if (failing) throw new Error(`cannot write "${input.document.name}" (${input.document.contact.join(' ')})`);
          return renderCurriculumDocx(input);
        },
      },
    );
    ana = await payingUser(server, 'Ana Júlia Conceição');
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('answers 404 with a Portuguese message before the first save', async () => {
    // Raw: the Word file is a file, outside the contracts (so are the calls below).
    expectError(await server.request('GET', '/api/curriculum/docx', { token: ana.token }), 404, CURRICULUM_MESSAGES.notSaved);
  });

  it('answers 401 signed out or with a bad token, and 403 without curriculum access, as the PDF does', async () => {
    const unpaid = await registerAccount(server);
    for (const url of ['/api/curriculum/docx', docxUrl('young', 'modern')]) {
      expectError(await server.request('GET', url), 401, 'Você precisa fazer login para continuar.');
      expect((await server.request('GET', url, { token: 'not-a-session' })).status).toBe(401);
      expectError(await server.request('GET', url, { token: unpaid.token }), 403, CURRICULUM_MESSAGES.noAccess);
    }
    expect(written).toEqual([]);
  });

  it.each(KINDS.flatMap((kind) => CURRICULUM_DESIGNS.map((design) => ({ kind, design }))))(
    'type $kind, design $design: a Word attachment named like the PDF, saying every value of the PDF once, in the PDF’s order',
    async ({ kind, design }) => {
      const input = fullCurriculum();
      await saveCurriculum(server, ana.token, input);
      const res = await download(server, ana.token, docxUrl(kind, design));
      expect(res.status, res.body.toString()).toBe(200);
      expect(res.headers.get('content-type')).toBe(DOCX_CONTENT_TYPE);
      const pdfRes = await download(server, ana.token, `/api/curriculum/pdf?type=${kind}&design=${design}`);
      expect(pdfRes.status).toBe(200);
      const pdfName = /filename="([^"]+)\.pdf"/.exec(pdfRes.headers.get('content-disposition') ?? '')?.[1];
      expect(pdfName).toBe('curriculo-ana-julia-conceicao');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${pdfName}.docx"`);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.body.subarray(0, 2).toString('latin1')).toBe('PK');

      // The same text as the PDF's, in the same order: paragraphs as mammoth reads them, the PDF as pdftotext does.
      const paragraphs = await docxParagraphs(res.body);
      const docxText = squash(paragraphs.join(' '));
      expect(docxText).toBe(squash(await pdfText(pdfRes.body)));
      const saved = (await server.call(myCurriculumContract, { token: ana.token })).body.data.curriculum!;
      expect(paragraphs).toEqual(curriculumDocumentLines(buildCurriculumDocument(saved, kind)));
      // Every value typed appears, as many times as in the PDF (once, unless the person typed it twice, as a school).
      for (const value of typedValues(input)) {
        const count = occurrences(docxText, squash(value));
        expect(count, value).toBeGreaterThanOrEqual(1);
        expect(count, value).toBe(occurrences(squash(await pdfText(pdfRes.body)), squash(value)));
      }
      for (const unique of ['Ana Júlia Conceição', 'ana.julia@exemplo.com.br', '(11) 98765-4321', 'Monitora de leitura', 'Menção honrosa na OBMEP'])
        expect(occurrences(docxText, unique), unique).toBe(1);
      for (const placeholder of ['Não informado', 'temp-', 'undefined', 'null', '[object Object]']) expect(docxText).not.toContain(placeholder);

      // Word structure: headings are Heading styles, no text box, no header or footer, A4.
      const parts = docxParts(res.body);
      const xml = parts.get('word/document.xml')!;
      expect(xml).toMatch(/<w:pStyle w:val="Heading1"\/>/);
      expect(xml).toMatch(/<w:pStyle w:val="Heading2"\/>/);
      expect(xml).not.toContain('<w:txbxContent');
      expect(xml).not.toContain('<w:headerReference');
      expect(xml).not.toContain('<w:footerReference');
      expect([...parts.keys()].filter((name) => /header|footer/.test(name))).toEqual([]);
      expect(xml).toContain('<w:pgSz w:w="11906" w:h="16838"');
    },
    30_000,
  );

  it('takes the saved design when none is asked', async () => {
    await server.call(saveBasicInfoContract, { token: ana.token, body: { design: 'classic' } });
    const [saved, asked] = [
      await download(server, ana.token, '/api/curriculum/docx?type=young'),
      await download(server, ana.token, docxUrl('young', 'classic')),
    ];
    expect(saved.status).toBe(200);
    expect(saved.body.equals(asked.body)).toBe(true);
    expect(docxParts(saved.body).get('word/styles.xml')).toContain('w:ascii="Georgia"');
  });

  it('a bad or repeated query parameter is a 400 with a Portuguese message, and nothing is written', async () => {
    const cases: Array<[string, string]> = [
      ['?type=pdf', 'O tipo do arquivo Word deve ser formal ou young.'],
      ['?type=formal&type=young', 'O parâmetro "type" foi enviado mais de uma vez.'],
      ['?design=neon', 'O modelo do arquivo Word deve ser classic ou modern.'],
    ];
    written.length = 0;
    for (const [query, message] of cases) expectError(await server.request('GET', `/api/curriculum/docx${query}`, { token: ana.token }), 400, message);
    expect(written).toEqual([]);
  });

  it("a failed write is a 500 with the Word file's message, logged with the curriculum id and no personal data", async () => {
    await saveCurriculum(server, ana.token, fullCurriculum({ objective: 'Um objetivo novo, para um arquivo que ainda não existe.' }));
    const curriculum = (await server.call(myCurriculumContract, { token: ana.token })).body.data.curriculum!;
    failing = true;
    log.length = 0;
    try {
      const res = await server.request('GET', docxUrl('formal', 'modern'), { token: ana.token });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ success: false, code: 'INTERNAL', message: CURRICULUM_MESSAGES.docxError, requestId: expect.any(String) });
    } finally {
      failing = false;
    }
    const lines = log.join('');
    expect(lines).toContain('curriculum DOCX writing failed');
    expect(lines).toContain(curriculum.id);
    for (const personal of ['Ana', 'Conceição', 'ana.julia', '98765', 'Rua das Flores']) expect(lines).not.toContain(personal);
    expect((await download(server, ana.token, docxUrl('formal', 'modern'))).status).toBe(200);
  });
});

describe(`curriculum DOCX: cached by content, kind and design; limited and erased like the PDFs (${testDatabaseKind})`, () => {
  let server: TestServer;
  let bia: Account;
  let writes: string[] = [];

  beforeAll(async () => {
    server = await startTestServer(
      // Four renders a minute, PDFs and Word files together: the limit is reached on purpose below.
      { ...RELAXED_LIMITS, RATE_LIMIT_PDF_RENDERS_PER_USER: '4/1' },
      {
        renderCurriculumDocx: async (input) => {
          writes.push(`${input.kind}/${input.design}`);
          return renderCurriculumDocx(input);
        },
      },
    );
    bia = await payingUser(server, 'Beatriz Lima Souza');
    await saveCurriculum(server, bia.token, fullCurriculum({ fullName: 'Beatriz Lima Souza' }));
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('a second download of an unchanged document is served from the cache; parallel first downloads share one write', async () => {
    const first = await Promise.all(Array.from({ length: 3 }, () => download(server, bia.token, docxUrl('young', 'modern'))));
    for (const answer of first) expect(answer.status).toBe(200);
    expect(writes).toEqual(['young/modern']);
    const files = resumeFiles(server);
    expect(files).toEqual([expect.stringMatching(/-young-modern\.docx$/)]);
    const mtime = fs.statSync(path.join(server.config.dataDir, 'resumes', files[0]!)).mtimeMs;

    const again = await download(server, bia.token, docxUrl('young', 'modern'));
    expect(again.status).toBe(200);
    expect(again.body.equals(first[0]!.body)).toBe(true);
    expect(writes).toEqual(['young/modern']);
    expect(fs.statSync(path.join(server.config.dataDir, 'resumes', files[0]!)).mtimeMs).toBe(mtime);

    // Another design is another file; the PDF of the same content is kept beside them, under the same content hash.
    expect((await download(server, bia.token, docxUrl('young', 'classic'))).status).toBe(200);
    expect((await download(server, bia.token, '/api/curriculum/pdf?type=young&design=modern')).status).toBe(200);
    expect(writes).toEqual(['young/modern', 'young/classic']);
    const kept = resumeFiles(server);
    expect(kept).toHaveLength(3);
    const prefixes = new Set(kept.map((name) => name.replace(/(formal|young)-(classic|modern)\.(pdf|docx)$/, '')));
    expect(prefixes.size).toBe(1);
  });

  it('changed text is written again with the new name, and the old content’s files go, PDFs and Word files alike', async () => {
    writes = [];
    const before = resumeFiles(server);
    expect(before).toHaveLength(3);
    expectSuccess(await server.call(saveBasicInfoContract, { token: bia.token, body: { fullName: 'Beatriz Nova Lima' } }));
    const after = await download(server, bia.token, docxUrl('young', 'modern'));
    expect(after.status).toBe(200);
    const paragraphs = await docxParagraphs(after.body);
    expect(paragraphs[0]).toBe('Beatriz Nova Lima');
    expect(paragraphs.join('\n')).not.toContain('Beatriz Lima Souza');
    const files = resumeFiles(server);
    expect(files).toEqual([expect.stringMatching(/-young-modern\.docx$/)]);
    expect(before).not.toContain(files[0]);
  });

  it('Word writes share the PDF renders’ per-person limit: past it a write is a 429 in Portuguese, while cached files stay free', async () => {
    // Four renders this minute so far (three Word files, one PDF): the limit.
    const refused = await server.request('GET', docxUrl('formal', 'classic'), { token: bia.token });
    expectError(refused, 429, 'Muitas tentativas em pouco tempo. Aguarde 1 minuto e tente novamente.');
    expect(refused.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect((await download(server, bia.token, docxUrl('young', 'modern'))).status).toBe(200);
    expect(writes).toEqual(['young/modern']);
  });

  it('the Word files are erased with the account', async () => {
    const other = await payingUser(server, 'Carla Dias');
    await saveCurriculum(server, other.token, fullCurriculum({ fullName: 'Carla Dias' }));
    expect((await download(server, other.token, docxUrl('formal', 'modern'))).status).toBe(200);
    expect(resumeFiles(server)).toHaveLength(2);
    expectSuccess(await server.call(deleteMeContract, { token: bia.token, body: { password: bia.password } }), 200, ACCOUNT_DELETION_MESSAGES.deleted);
    const left = resumeFiles(server);
    expect(left).toEqual([expect.stringMatching(/-formal-modern\.docx$/)]);
    expect((await download(server, other.token, docxUrl('formal', 'modern'))).status).toBe(200);
  });
});
