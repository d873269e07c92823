/**
 * The cover letter over HTTP (issue 29 item 2, decision 0189): access, save,
 * limits and messages, versions and restore, the suggestions and the refusal of
 * an unedited one, the PDF and Word files read as a recruiter's tools read them
 * (pdftotext, mammoth) with the resume's header, the cache, and review links
 * with and without the letter.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  letterVersionsContract,
  myLetterContract,
  restoreLetterVersionContract,
  saveLetterContract,
  type LetterInput,
} from '../../../shared/contracts/curriculum-letter.contract';
import { createReviewLinkContract, reviewLetterPdfPath, reviewPdfPath } from '../../../shared/contracts/curriculum-review.contract';
import { DOCX_CONTENT_TYPE } from '../../../shared/contracts/curriculum.contract';
import { buildCurriculumDocument, type DocumentKind } from '../../../shared/curriculum/document';
import {
  LETTER_CLOSING,
  LETTER_GREETING,
  LETTER_LIMITS,
  LETTER_MESSAGES,
  LETTER_PARAGRAPH_FIELDS,
  buildLetterDocument,
  letterDocumentLines,
  suggestLetter,
  uneditedMessage,
} from '../../../shared/curriculum/letter';
import { CURRICULUM_DESIGNS, CURRICULUM_MESSAGES } from '../../../shared/curriculum/rules';
import { docxParagraphs } from '../../testing/docx-tools';
import { createTestClock, startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import {
  RELAXED_LIMITS,
  download,
  expectError,
  fullCurriculum,
  payingUser,
  pdfText,
  registerAccount,
  saveCurriculum,
  savedCurriculum,
  type Account,
} from './curriculum.test-support';

const OWNER = 'Ana Júlia Conceição';
/** 27 Nov 2026, 13:00 in Brasília. */
const NOON = new Date('2026-11-27T16:00:00Z');

const written: LetterInput = {
  target: 'INTERNSHIP',
  organization: 'Banco do Futuro',
  intro: 'Sou a Ana Júlia, estudo administração na ETEC e procuro um estágio na área.',
  motivation: 'O Banco do Futuro ensina finanças nas escolas do meu bairro, e eu quero fazer parte disso.',
  contribution: 'Atendi clientes no caixa de uma padaria por um ano e sei usar planilhas.',
};

const letterFiles = (server: TestServer) => {
  const dir = path.join(server.config.dataDir, 'resumes');
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.startsWith('letter-')) : [];
};
const squashed = (text: string) => text.replace(/\s+/g, ' ').trim();

describe(`cover letter over HTTP (${testDatabaseKind})`, () => {
  const clock = createTestClock(NOON);
  let server: TestServer;
  let ana: Account;

  beforeAll(async () => {
    server = await startTestServer({ ...RELAXED_LIMITS, LOG_LEVEL: 'error' }, { now: clock.now });
    ana = await payingUser(server, OWNER);
  }, 90_000);
  afterAll(() => server?.close());

  it('answers 401 signed out and 403 to a user who has not paid, on every letter call and file', async () => {
    const visitor = await registerAccount(server);
    const calls = [
      { method: 'GET', path: '/api/curriculum/letter' },
      { method: 'PUT', path: '/api/curriculum/letter', body: written },
      { method: 'GET', path: '/api/curriculum/letter/versions' },
      { method: 'POST', path: '/api/curriculum/letter/versions/1/restore' },
      { method: 'GET', path: '/api/curriculum/letter/pdf' },
      { method: 'GET', path: '/api/curriculum/letter/docx?design=modern' },
    ] as const;
    for (const call of calls) {
      const body = 'body' in call ? { body: call.body } : {};
      const anonymous = await server.request(call.method, call.path, body);
      expect(anonymous.status, `${call.method} ${call.path}`).toBe(401);
      const refused = await server.request(call.method, call.path, { token: visitor.token, ...body });
      expect(refused.status, `${call.method} ${call.path}`).toBe(403);
      expect(refused.body.message).toBe(CURRICULUM_MESSAGES.noAccess);
    }
  });

  it('needs a saved resume: no source, and a save answers 404 in Portuguese', async () => {
    const mine = await server.call(myLetterContract, { token: ana.token });
    expect(mine.body.data).toEqual({ letter: null, source: null, unedited: [] });
    expectError(await server.call(saveLetterContract, { token: ana.token, body: written }), 404, LETTER_MESSAGES.noCurriculum);
    expectError(await server.request('GET', '/api/curriculum/letter/pdf', { token: ana.token }), 404, LETTER_MESSAGES.noCurriculum);
  });

  it('answers the suggestions source from the saved resume and the test result', async () => {
    await saveCurriculum(server, ana.token, fullCurriculum({ fullName: OWNER }));
    const mine = await server.call(myLetterContract, { token: ana.token });
    const source = mine.body.data.source!;
    expect(source.fullName).toBe(OWNER);
    expect(source.skills).toEqual(['Atendimento ao público', 'Pacote Office', 'Inglês']);
    expect(source.education[0]).toEqual(expect.objectContaining({ level: 'Ensino Médio', status: 'ONGOING' }));
    // The paying user completed the test: the profile's strengths are there.
    expect(source.strengths.length).toBeGreaterThan(0);
    expect(mine.body.data.letter).toBeNull();
    const suggestion = suggestLetter(source, 'APPRENTICE', 'CIEE');
    expect(suggestion.intro).toContain(OWNER);
    expect(suggestion.intro).toContain('Jovem Aprendiz em CIEE');
  });

  it('refuses bad input with a 400 naming the field in Portuguese, and saves nothing', async () => {
    const long = 'a'.repeat(LETTER_LIMITS.paragraph + 1);
    expectError(
      await server.call(saveLetterContract, { token: ana.token, body: { ...written, motivation: long } }),
      400,
      `O campo "${LETTER_PARAGRAPH_FIELDS.motivation.label}" (Carta de apresentação) pode ter no máximo ${LETTER_LIMITS.paragraph} caracteres.`,
    );
    expectError(
      await server.call(saveLetterContract, { token: ana.token, body: { ...written, organization: 'b'.repeat(LETTER_LIMITS.organization + 1) } }),
      400,
      `O campo "Programa ou empresa" (Carta de apresentação) pode ter no máximo ${LETTER_LIMITS.organization} caracteres.`,
    );
    const badTarget = await server.request('PUT', '/api/curriculum/letter', { token: ana.token, body: { ...written, target: 'CEO' } });
    expectError(badTarget, 400, 'O campo "Vaga" (Carta de apresentação) deve ser Jovem Aprendiz, Estágio ou Primeiro emprego.');
    expect((await server.call(myLetterContract, { token: ana.token })).body.data.letter).toBeNull();
  });

  it('saves the suggestion, says it is unedited, and refuses the PDF, the Word file and a review link until each paragraph is rewritten', async () => {
    const source = (await server.call(myLetterContract, { token: ana.token })).body.data.source!;
    const suggestion = suggestLetter(source, 'APPRENTICE', 'CIEE');
    const saved = await server.call(saveLetterContract, { token: ana.token, body: { target: 'APPRENTICE', organization: 'CIEE', ...suggestion } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data.unedited).toEqual(['intro', 'motivation', 'contribution']);
    const refusal = uneditedMessage(['intro', 'motivation', 'contribution']);
    expectError(await server.request('GET', '/api/curriculum/letter/pdf', { token: ana.token }), 409, refusal);
    expectError(await server.request('GET', '/api/curriculum/letter/docx', { token: ana.token }), 409, refusal);
    expectError(await server.call(createReviewLinkContract, { token: ana.token, body: { includes: ['resume', 'letter'] } }), 409, refusal);

    // Extra spaces and line breaks are not an edit.
    const spaced = { ...suggestion, intro: `  ${suggestion.intro.replace(/ /g, '  \n')} `, motivation: 'Com as minhas palavras: quero aprender.' };
    const still = await server.call(saveLetterContract, { token: ana.token, body: { target: 'APPRENTICE', organization: 'CIEE', ...spaced } });
    expect(still.body.data.unedited).toEqual(['intro', 'contribution']);
    expectError(await server.request('GET', '/api/curriculum/letter/pdf', { token: ana.token }), 409, uneditedMessage(['intro', 'contribution']));

    // The resume changed since: the suggestion stored at the last save still counts.
    await saveCurriculum(server, ana.token, fullCurriculum({ fullName: OWNER, skills: [{ name: 'Digitação', level: 'BASIC' }] }));
    const mine = await server.call(myLetterContract, { token: ana.token });
    expect(mine.body.data.unedited).toEqual(['intro', 'contribution']);
    await saveCurriculum(server, ana.token, fullCurriculum({ fullName: OWNER }));
  });

  it('refuses an incomplete letter (an empty paragraph or no organisation) with a 409', async () => {
    const saved = await server.call(saveLetterContract, { token: ana.token, body: { ...written, organization: '  ' } });
    expect(saved.body.data.letter.organization).toBe('');
    expectError(await server.request('GET', '/api/curriculum/letter/pdf', { token: ana.token }), 409, LETTER_MESSAGES.incomplete);
  });

  it('prints the letter under the resume’s header in both designs, as PDF and Word, in reading order', async () => {
    const saved = await server.call(saveLetterContract, { token: ana.token, body: written });
    expect(saved.body.data.unedited).toEqual([]);
    const curriculum = await savedCurriculum(server, ana.token);
    for (const kind of ['formal', 'young'] as DocumentKind[]) {
      const header = buildCurriculumDocument(curriculum, kind);
      const expected = letterDocumentLines(buildLetterDocument(curriculum, saved.body.data.letter, kind, NOON));
      expect(expected.slice(0, 1 + header.contact.length)).toEqual([header.name, ...header.contact]);
      expect(expected).toContain('São Paulo, 27 de novembro de 2026');
      expect(expected).toEqual(expect.arrayContaining([LETTER_GREETING, LETTER_CLOSING]));
      for (const design of CURRICULUM_DESIGNS) {
        const pdf = await download(server, ana.token, `/api/curriculum/letter/pdf?type=${kind}&design=${design}`);
        expect(pdf.status).toBe(200);
        expect(pdf.headers.get('content-type')).toBe('application/pdf');
        expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="carta-ana-julia-conceicao.pdf"');
        const text = squashed(await pdfText(pdf.body));
        let at = 0;
        for (const line of expected) {
          const found = text.indexOf(squashed(line), at);
          expect(found, `"${line}" after position ${at} in the ${design} PDF`).toBeGreaterThanOrEqual(at);
          at = found + squashed(line).length;
        }

        const docx = await download(server, ana.token, `/api/curriculum/letter/docx?type=${kind}&design=${design}`);
        expect(docx.status).toBe(200);
        expect(docx.headers.get('content-type')).toBe(DOCX_CONTENT_TYPE);
        expect(docx.headers.get('content-disposition')).toBe('attachment; filename="carta-ana-julia-conceicao.docx"');
        expect(await docxParagraphs(docx.body)).toEqual(expected);
      }
    }
  });

  it('serves a second download of an unchanged letter from the cache, and a changed letter anew', async () => {
    await download(server, ana.token, '/api/curriculum/letter/pdf?design=classic');
    const before = letterFiles(server);
    expect(before.length).toBeGreaterThan(0);
    const stat = fs.statSync(
      path.join(
        server.config.dataDir,
        'resumes',
        before.find((name) => name.endsWith('-formal-classic.pdf'))!,
      ),
    ).mtimeMs;
    await download(server, ana.token, '/api/curriculum/letter/pdf?design=classic');
    expect(letterFiles(server)).toEqual(before);
    expect(
      fs.statSync(
        path.join(
          server.config.dataDir,
          'resumes',
          before.find((name) => name.endsWith('-formal-classic.pdf'))!,
        ),
      ).mtimeMs,
    ).toBe(stat);
    await server.call(saveLetterContract, { token: ana.token, body: { ...written, contribution: `${written.contribution} Também falo inglês.` } });
    const after = await download(server, ana.token, '/api/curriculum/letter/pdf?design=classic');
    expect(squashed(await pdfText(after.body))).toContain('Também falo inglês.');
    // The old content's files went; only the new one is kept.
    expect(letterFiles(server)).toHaveLength(1);
    // The resume's own files are never taken for the letter's older copies, nor the other way round.
    expect((await download(server, ana.token, '/api/curriculum/pdf')).status).toBe(200);
    expect(letterFiles(server)).toHaveLength(1);
  });

  it('keeps versions and restores one; an unknown version is 404', async () => {
    const versions = (await server.call(letterVersionsContract, { token: ana.token })).body.data.versions;
    expect(versions.length).toBeGreaterThanOrEqual(4);
    expect(versions[0]!.number).toBeGreaterThan(versions[1]!.number);
    const first = versions[versions.length - 1]!;
    expect(first).toEqual(expect.objectContaining({ target: 'APPRENTICE', organization: 'CIEE' }));
    const restored = await server.call(restoreLetterVersionContract, { token: ana.token, params: { number: first.number } });
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body.data.letter.organization).toBe('CIEE');
    expect(restored.body.data.unedited).toEqual(['intro', 'motivation', 'contribution']);
    const now = (await server.call(letterVersionsContract, { token: ana.token })).body.data.versions;
    expect(now[0]!.number).toBe(versions[0]!.number + 1);
    expectError(await server.call(restoreLetterVersionContract, { token: ana.token, params: { number: 999 } }), 404, LETTER_MESSAGES.versionNotFound);
    // Saving the same text again makes no new version.
    const again = await server.call(saveLetterContract, { token: ana.token, body: written });
    expect(again.status).toBe(200);
    const count = (await server.call(letterVersionsContract, { token: ana.token })).body.data.versions.length;
    await server.call(saveLetterContract, { token: ana.token, body: written });
    expect((await server.call(letterVersionsContract, { token: ana.token })).body.data.versions).toHaveLength(count);
  });

  it('shows the letter behind a review link that includes it, and answers 404 for it behind one that does not', async () => {
    const both = await server.call(createReviewLinkContract, { token: ana.token, body: { includes: ['resume', 'letter'] } });
    expect(both.status, both.text).toBe(201);
    expect(both.body.data.link.includes).toEqual(['resume', 'letter']);
    const letter = await download(server, null, reviewLetterPdfPath(both.body.data.token));
    expect(letter.status).toBe(200);
    expect(letter.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(squashed(await pdfText(letter.body))).toContain(written.motivation);
    expect((await download(server, null, reviewPdfPath(both.body.data.token))).status).toBe(200);

    const resumeOnly = await server.call(createReviewLinkContract, { token: ana.token, body: { includes: ['resume'] } });
    expect(resumeOnly.status).toBe(201);
    const refused = await download(server, null, reviewLetterPdfPath(resumeOnly.body.data.token));
    expect(refused.status).toBe(404);
  });
});
