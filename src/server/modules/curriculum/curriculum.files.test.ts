/** GET /api/curriculum/pdf and GET /api/curriculum/export: the two files a user takes away. */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRICULUM_MESSAGES } from '../../../shared/curriculum/rules';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { renderCurriculumPdf, type CurriculumPdfInput } from './curriculum-pdf';
import {
  RELAXED_LIMITS,
  download,
  expectError,
  fullCurriculum,
  payingUser,
  pdfText,
  registerAccount,
  saveCurriculum,
  type Account,
} from './curriculum.test-support';
import { myCurriculumContract, saveBasicInfoContract } from '../../../shared/contracts/curriculum.contract';

const require = createRequire(import.meta.url);
const jsonResume = require('@jsonresume/schema') as {
  validate(resume: unknown, callback: (errors: Array<{ property: string; message: string }> | null, valid: boolean) => void): void;
};

function validateJsonResume(resume: unknown): Array<{ property: string; message: string }> {
  let found: Array<{ property: string; message: string }> = [];
  jsonResume.validate(resume, (errors) => {
    found = errors ?? [];
  });
  return found;
}

const PLACEHOLDERS = ['Não informado', 'temp-', 'undefined', 'null', 'NaN', '[object Object]'];

describe(`curriculum files: PDF and JSON Resume export (${testDatabaseKind})`, () => {
  let server: TestServer;
  let ana: Account;
  const rendered: Array<Pick<CurriculumPdfInput, 'kind' | 'design'>> = [];
  const log: string[] = [];
  let failing = false;

  beforeAll(async () => {
    server = await startTestServer(
      { ...RELAXED_LIMITS, LOG_LEVEL: 'error' },
      {
        logStream: { write: (line: string) => void log.push(line) },
        renderCurriculumPdf: async (input) => {
          rendered.push({ kind: input.kind, design: input.design });
          // A message that quotes the person's text over several lines, as a layout error might.
          if (failing)
            throw new Error(`glyph missing for "${input.document.name}"\n    at line "${input.document.contact.join(' ')}" offset 0x2a (internal detail)`);
          return renderCurriculumPdf(input);
        },
      },
    );
    ana = await payingUser(server, 'Ana Júlia Conceição');
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('answers 404 with a Portuguese message before the first save', async () => {
    // Raw: the PDF and the export are files, outside the contracts (so are the calls below).
    for (const path of ['/api/curriculum/pdf', '/api/curriculum/export']) {
      const res = await server.request('GET', path, { token: ana.token });
      expectError(res, 404, CURRICULUM_MESSAGES.notSaved);
    }
  });

  it('answers 401 without a token and 403 without access, as the other calls do', async () => {
    const unpaid = await registerAccount(server);
    for (const path of ['/api/curriculum/pdf?type=young', '/api/curriculum/export']) {
      expectError(await server.request('GET', path), 401, 'Você precisa fazer login para continuar.');
      expectError(await server.request('GET', path, { token: unpaid.token }), 403, CURRICULUM_MESSAGES.noAccess);
    }
  });

  it('the formal PDF (the default): headers, %PDF, named after the person, the saved design, the name and no placeholder in its text', async () => {
    await saveCurriculum(server, ana.token, fullCurriculum());
    rendered.length = 0;
    const res = await download(server, ana.token, '/api/curriculum/pdf');
    expect(res.status, res.body.toString()).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="curriculo-ana-julia-conceicao.pdf"');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(rendered).toEqual([{ kind: 'formal', design: 'modern' }]);

    const text = await pdfText(res.body);
    expect(text).toContain('Ana Júlia Conceição');
    for (const value of ['Menção honrosa na OBMEP', 'Aluna destaque', 'Biblioteca Comunitária', 'ana.julia@exemplo.com.br', 'Atendimento ao público'])
      expect(text).toContain(value);
    for (const placeholder of PLACEHOLDERS) expect(text).not.toContain(placeholder);
  });

  it('the young PDF is named after the person; an asked design wins over the saved one, which is the default; a PDF already made is not rendered again', async () => {
    rendered.length = 0;
    const young = await download(server, ana.token, '/api/curriculum/pdf?type=young');
    expect(young.status).toBe(200);
    expect(young.headers.get('content-disposition')).toBe('attachment; filename="curriculo-ana-julia-conceicao.pdf"');
    expect(young.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(young.body);
    expect(text).toContain('Ana Júlia Conceição');
    for (const placeholder of PLACEHOLDERS) expect(text).not.toContain(placeholder);

    expect((await download(server, ana.token, '/api/curriculum/pdf?type=formal&design=classic')).status).toBe(200);
    await server.call(saveBasicInfoContract, { token: ana.token, body: { design: 'classic' } });
    expect((await download(server, ana.token, '/api/curriculum/pdf')).status).toBe(200);
    expect((await download(server, ana.token, '/api/curriculum/pdf?design=modern&type=young')).status).toBe(200);
    // The saved design (now classic) and young/modern were made for this same content: served from the cache.
    expect(rendered).toEqual([
      { kind: 'young', design: 'modern' },
      { kind: 'formal', design: 'classic' },
    ]);
  });

  it('a bad or repeated query parameter is a 400 with a Portuguese message', async () => {
    const cases: Array<[string, string]> = [
      ['?type=docx', 'O tipo do PDF deve ser formal ou young.'],
      ['?type=FORMAL', 'O tipo do PDF deve ser formal ou young.'],
      ['?type=formal&type=young', 'O parâmetro "type" foi enviado mais de uma vez.'],
      ['?type=formal&type=formal', 'O parâmetro "type" foi enviado mais de uma vez.'],
      ['?design=neon', 'O modelo do PDF deve ser classic ou modern.'],
      ['?design=classic&design=modern', 'O parâmetro "design" foi enviado mais de uma vez.'],
    ];
    rendered.length = 0;
    for (const [query, message] of cases) expectError(await server.request('GET', `/api/curriculum/pdf${query}`, { token: ana.token }), 400, message);
    expect(rendered).toEqual([]);
  });

  it("a render failure is a 500 with 'Erro ao gerar PDF. Tente novamente.', logged with the curriculum id and no personal data", async () => {
    const curriculum = (await server.call(myCurriculumContract, { token: ana.token })).body.data.curriculum;
    failing = true;
    log.length = 0;
    try {
      // A kind and design not made yet for this content (the others are cached).
      const res = await server.request('GET', '/api/curriculum/pdf?type=young&design=classic', { token: ana.token });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ success: false, code: 'INTERNAL', message: 'Erro ao gerar PDF. Tente novamente.', requestId: expect.any(String) });
      expect(res.text).not.toContain('offset');
    } finally {
      failing = false;
    }
    const lines = log.join('');
    expect(lines).toContain('curriculum PDF rendering failed');
    expect(lines).toContain(curriculum!.id);
    // Where it failed is kept, for whoever reads the log.
    expect(lines).toMatch(/"stack":\["at [^"]*curriculum/);
    for (const personal of ['Ana', 'Conceição', 'Conceic', 'ana.julia', '98765', 'Rua das Flores', 'glyph missing']) expect(lines).not.toContain(personal);
    expect((await download(server, ana.token, '/api/curriculum/pdf?type=young&design=classic')).status).toBe(200);
  });

  it('the export is a JSON Resume file that validates against @jsonresume/schema, with ISO dates, x-rumo, and no placeholder', async () => {
    const saved = (await server.call(myCurriculumContract, { token: ana.token })).body.data.curriculum;
    const res = await download(server, ana.token, '/api/curriculum/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="curriculo-rumo.json"');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const text = res.body.toString('utf8');
    const resume = JSON.parse(text);
    expect(validateJsonResume(resume)).toEqual([]);
    for (const placeholder of PLACEHOLDERS) expect(text).not.toContain(placeholder);
    expect(text).not.toContain('""');

    expect(resume.basics).toEqual({
      name: 'Ana Júlia Conceição',
      email: 'ana.julia@exemplo.com.br',
      phone: '(11) 98765-4321',
      summary: 'Conseguir meu primeiro emprego como jovem aprendiz na área de administração.',
      location: { address: 'Rua das Flores, 120 – Jardim São Luís, São Paulo – SP' },
      profiles: [{ network: 'LinkedIn', username: 'ana-julia-conceicao', url: 'https://linkedin.com/in/ana-julia-conceicao' }],
    });
    expect(resume.education).toEqual([
      { institution: 'E.E. Professor João Cruz', studyType: 'Ensino Médio' },
      { institution: 'ETEC Zona Sul', studyType: 'Técnico', area: 'Administração', endDate: '2025' },
    ]);
    expect(resume.certificates).toEqual([{ name: 'Excel Básico', issuer: 'Fundação Bradesco', date: '2024' }]);
    expect(resume.skills).toEqual([
      { name: 'Atendimento ao público', level: 'Intermediário' },
      { name: 'Pacote Office', level: 'Básico' },
      { name: 'Inglês', level: 'Avançado' },
    ]);
    expect(resume.volunteer).toEqual([
      { organization: 'Biblioteca Comunitária', position: 'Monitora de leitura', startDate: '2024-03', summary: 'Ajudei crianças a ler.' },
    ]);
    expect(resume.work).toEqual([
      { name: 'Padaria da Família', position: 'Ajudante de caixa', startDate: '2023-01', endDate: '2023-12', summary: 'Atendimento no caixa.' },
    ]);
    expect(resume.projects).toEqual([
      { name: 'Feira de ciências', entity: 'E.E. Professor João Cruz', type: 'Atividade escolar', startDate: '2023', endDate: '2023' },
      { name: 'Grupo de teatro', entity: 'Centro Cultural', type: 'Atividade extracurricular', startDate: '2022-02', endDate: '2022-11' },
    ]);
    expect(resume.awards).toEqual([{ title: 'Menção honrosa na OBMEP', awarder: 'IMPA', date: '2023' }, { title: 'Aluna destaque' }]);
    expect(resume['x-rumo']).toEqual({
      type: 'FORMAL',
      design: 'classic',
      age: '17',
      availability: ['Manhã', 'Tarde'],
      differentials: ['Comunicação clara com clientes', 'Organização e pontualidade'],
    });
    expect(resume.meta).toEqual({ lastModified: saved!.updatedAt });
  });

  it("a sparse questionnaire resume still validates, leaving out the questionnaire's default school and every empty value", async () => {
    const account = await payingUser(server, 'Bia Reis');
    await saveCurriculum(server, account.token, {
      type: 'YOUNG',
      fullName: 'Bia Reis',
      linkedin: 'https://www.linkedin.com/in/bia-reis/',
      education: [{ institution: 'Escola', level: '9º ano', year: '2026', status: 'ONGOING' }],
      recognitions: [{ title: 'Campeã de xadrez', organization: 'Não informado', year: 'Não informado' }],
    });
    const res = await download(server, account.token, '/api/curriculum/export');
    const text = res.body.toString('utf8');
    const resume = JSON.parse(text);
    expect(validateJsonResume(resume)).toEqual([]);
    expect(resume.basics).toEqual({
      name: 'Bia Reis',
      profiles: [{ network: 'LinkedIn', username: 'bia-reis', url: 'https://www.linkedin.com/in/bia-reis/' }],
    });
    expect(resume.education).toEqual([{ studyType: '9º ano' }]);
    expect(resume.awards).toEqual([{ title: 'Campeã de xadrez' }]);
    expect(resume['x-rumo']).toEqual({ type: 'YOUNG', design: 'classic' });
    expect(Object.keys(resume).sort()).toEqual(['$schema', 'awards', 'basics', 'education', 'meta', 'x-rumo']);
    for (const placeholder of PLACEHOLDERS) expect(text).not.toContain(placeholder);
  }, 30_000);
});
