/**
 * Issue 29, "what users of other builders expect" (decision 0190), over HTTP:
 * the Idiomas section (a language and its CEFR-style level) and a course's
 * hours ("carga horária"): validated with Portuguese messages, counted by the
 * completeness meter, printed in the PDF and the Word file of both designs in
 * reading order, exported as JSON Resume, in the LGPD export and erased with the account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExportContract } from '../../../shared/contracts/account-data.contract';
import { ACCOUNT_DELETION_MESSAGES, deleteMeContract } from '../../../shared/contracts/auth.contract';
import { curriculumItemContracts, curriculumVersionsContract, type CurriculumInput } from '../../../shared/contracts/curriculum.contract';
import { curriculumCompleteness } from '../../../shared/curriculum/completeness';
import { CURRICULUM_DESIGNS, LANGUAGE_LEVEL_LABELS } from '../../../shared/curriculum/rules';
import { LIST_SECTIONS, tooManyItemsMessage } from '../../../shared/curriculum/sections';
import { docxParagraphs } from '../../testing/docx-tools';
import { squash } from '../../testing/pdf-tools';
import { storedRows } from '../payment/payment.test-support';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import {
  RELAXED_LIMITS,
  apiRaw,
  download,
  expectError,
  expectSuccess,
  fullCurriculum,
  myCurriculum,
  payingUser,
  pdfText,
  saveCurriculum,
  writeRows,
  type Account,
} from './curriculum.test-support';

const withLanguages = (): CurriculumInput =>
  fullCurriculum({
    courses: [
      { name: 'Excel Básico', institution: 'Fundação Bradesco', year: '2024', hours: '40' },
      { name: 'Oratória', institution: 'Sesc', year: '2025' },
    ],
    languages: [
      { language: 'Inglês', level: 'INTERMEDIATE' },
      { language: 'Libras', level: 'BASIC' },
    ],
  });

/** What the files must say, in this order: the skills' heading, the two languages, the experiences' heading; the course and its hours. */
const EXPECTED_ORDER = [
  'Excel Básico',
  'Fundação Bradesco · 2024 · 40 h',
  'Oratória',
  'Sesc · 2025',
  LIST_SECTIONS.skills.document.heading,
  LIST_SECTIONS.languages.document.heading,
  `Inglês – ${LANGUAGE_LEVEL_LABELS.INTERMEDIATE}`,
  `Libras – ${LANGUAGE_LEVEL_LABELS.BASIC}`,
  LIST_SECTIONS.experiences.document.heading,
].map((text) => text.toLowerCase());

/** Each expected text found after the previous one. */
function expectInOrder(text: string, label: string) {
  let from = 0;
  for (const part of EXPECTED_ORDER) {
    const at = text.indexOf(part, from);
    expect(at, `${label}: "${part}" after position ${from}`).toBeGreaterThanOrEqual(0);
    from = at + part.length;
  }
}

describe(`Idiomas and course hours over HTTP (${testDatabaseKind})`, () => {
  let server: TestServer;
  let ana: Account;

  beforeAll(async () => {
    server = await startTestServer({ ...RELAXED_LIMITS, LOG_LEVEL: 'error' });
    ana = await payingUser(server, 'Ana Júlia Conceição');
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('saves languages with their level and a course’s hours, the list save and the item calls alike', async () => {
    const curriculum = await saveCurriculum(server, ana.token, withLanguages());
    expect(curriculum.languages.map(({ language, level, order }) => [language, level, order])).toEqual([
      ['Inglês', 'INTERMEDIATE', 0],
      ['Libras', 'BASIC', 1],
    ]);
    expect(curriculum.courses.map((course) => course.hours)).toEqual(['40', '']);

    const added = await server.call(curriculumItemContracts.languages.create, { token: ana.token, body: { language: 'Espanhol', level: 'FLUENT' } });
    expectSuccess(added, 201);
    expect(added.body.data.item).toMatchObject({ language: 'Espanhol', level: 'FLUENT', order: 2 });
    const course = curriculum.courses[1]!;
    const updated = await server.call(curriculumItemContracts.courses.update, {
      token: ana.token,
      params: { id: course.id },
      body: { name: course.name, institution: course.institution, year: course.year, hours: ' 0120 ' },
    });
    expectSuccess(updated);
    expect(updated.body.data.item.hours).toBe('120');
    const removed = await server.call(curriculumItemContracts.languages.remove, { token: ana.token, params: { id: added.body.data.item.id } });
    expectSuccess(removed);
  });

  it('refuses bad hours, an unknown level and a sixth language with a Portuguese message, and writes nothing', async () => {
    await saveCurriculum(server, ana.token, withLanguages());
    const before = await myCurriculum(server, ana.token);
    const hoursMessage = 'O campo "Carga horária" (Cursos) aceita só números, de 1 a 9999 horas, como 40.';
    for (const hours of ['40 h', '0', '10000', '12,5', 'quarenta', '-3'])
      expectError(await apiRaw.post(server, ana.token, '/courses', { name: 'Excel', institution: 'Senac', year: '2024', hours }), 400, hoursMessage);
    expectError(
      await server.request('PUT', '/api/curriculum', {
        token: ana.token,
        body: { ...withLanguages(), courses: [{ name: 'Excel', institution: 'Senac', year: '2024', hours: '40h' }] },
      }),
      400,
      hoursMessage,
    );
    expectError(
      await apiRaw.post(server, ana.token, '/languages', { language: 'Inglês', level: 'C1' }),
      400,
      `O campo "Nível" (Idiomas) deve ser ${LANGUAGE_LEVEL_LABELS.BASIC}, ${LANGUAGE_LEVEL_LABELS.INTERMEDIATE}, ${LANGUAGE_LEVEL_LABELS.ADVANCED} ou ${LANGUAGE_LEVEL_LABELS.FLUENT}.`,
    );
    expectError(
      await apiRaw.post(server, ana.token, '/languages', { language: 'x'.repeat(41), level: 'BASIC' }),
      400,
      'O campo "Idioma" (Idiomas) pode ter no máximo 40 caracteres.',
    );
    const six = ['Inglês', 'Espanhol', 'Francês', 'Libras', 'Italiano', 'Alemão'].map((language) => ({ language, level: 'BASIC' as const }));
    expectError(
      await server.request('PUT', '/api/curriculum', { token: ana.token, body: { ...withLanguages(), languages: six } }),
      400,
      tooManyItemsMessage('languages'),
    );
    expect(tooManyItemsMessage('languages')).toBe('Idiomas: no máximo 5 itens.');
    for (const language of six.slice(2, 5))
      expectSuccess(await server.call(curriculumItemContracts.languages.create, { token: ana.token, body: language }), 201);
    expectError(await apiRaw.post(server, ana.token, '/languages', six[5]), 400, tooManyItemsMessage('languages'));
    const after = await myCurriculum(server, ana.token);
    expect(after?.courses).toEqual(before?.courses);
    expect(after?.languages.map((item) => item.language)).toEqual(['Inglês', 'Libras', 'Francês', 'Libras', 'Italiano']);
  });

  it('a language ticks the "Um curso, idioma ou reconhecimento" line when nothing else does; without one, nothing is lost', async () => {
    const bare = fullCurriculum({ courses: [], recognitions: [], languages: [] });
    const without = curriculumCompleteness(await saveCurriculum(server, ana.token, bare));
    const withOne = curriculumCompleteness(await saveCurriculum(server, ana.token, { ...bare, languages: [{ language: 'Inglês', level: 'BASIC' }] }));
    const extras = (items: typeof without.items) => items.find((item) => item.key === 'extras');
    expect(extras(without.items)).toMatchObject({ label: 'Um curso, idioma ou reconhecimento', done: false });
    expect(extras(withOne.items)?.done).toBe(true);
    expect(withOne.percent).toBeGreaterThan(without.percent);
    // A complete resume with a course and no language is at 100 %: a language is never required.
    const full = curriculumCompleteness(await saveCurriculum(server, ana.token, { ...withLanguages(), languages: [] }));
    expect(full.percent).toBe(100);
    // The versions list says the same percentages the meter does.
    const versions = await server.call(curriculumVersionsContract, { token: ana.token });
    expectSuccess(versions);
    expect(versions.body.data.versions[0]?.completeness).toBe(100);
  });

  it('prints the languages with their level and the course’s hours, in reading order, in the PDF and the Word file of both designs', async () => {
    await saveCurriculum(server, ana.token, withLanguages());
    for (const design of CURRICULUM_DESIGNS) {
      const pdf = await download(server, ana.token, `/api/curriculum/pdf?type=formal&design=${design}`);
      expect(pdf.status).toBe(200);
      expectInOrder(squash(await pdfText(pdf.body)).toLowerCase(), `PDF ${design}`);
      const docx = await download(server, ana.token, `/api/curriculum/docx?type=formal&design=${design}`);
      expect(docx.status).toBe(200);
      expectInOrder((await docxParagraphs(docx.body)).join(' ').toLowerCase(), `DOCX ${design}`);
    }
  }, 60_000);

  it('exports JSON Resume `languages` ({language, fluency}) and the hours beside their certificate', async () => {
    await saveCurriculum(server, ana.token, withLanguages());
    const exported = await download(server, ana.token, '/api/curriculum/export');
    expect(exported.status).toBe(200);
    const resume = JSON.parse(exported.body.toString('utf8')) as Record<string, unknown>;
    expect(resume.languages).toEqual([
      { language: 'Inglês', fluency: LANGUAGE_LEVEL_LABELS.INTERMEDIATE },
      { language: 'Libras', fluency: LANGUAGE_LEVEL_LABELS.BASIC },
    ]);
    expect(resume.certificates).toEqual([
      { name: 'Excel Básico', issuer: 'Fundação Bradesco', date: '2024', 'x-rumo': { hours: '40' } },
      { name: 'Oratória', issuer: 'Sesc', date: '2025' },
    ]);
  });

  it('reads a version saved before Idiomas and hours existed: listed, and restored without losing today’s languages silently', async () => {
    await saveCurriculum(server, ana.token, withLanguages());
    const [newest] = await storedRows<{ curriculum_id: string; number: number | string; document: string }>(
      server,
      'select v.curriculum_id, v.number, v.document from curriculum_versions v join curricula c on c.id = v.curriculum_id where c.user_id = ? order by v.number desc',
      [ana.user.id],
    );
    const old = JSON.parse(newest!.document) as Record<string, unknown>;
    delete old.languages;
    old.courses = (old.courses as Array<Record<string, unknown>>).map(({ hours: _hours, ...course }) => course);
    await writeRows(server, 'update curriculum_versions set document = ? where curriculum_id = ? and number = ?', [
      JSON.stringify(old),
      newest!.curriculum_id,
      Number(newest!.number),
    ]);
    const versions = await server.call(curriculumVersionsContract, { token: ana.token });
    expectSuccess(versions);
    const restored = await server.request('POST', `/api/curriculum/versions/${Number(newest!.number)}/restore`, { token: ana.token });
    expect(restored.status, restored.text).toBe(200);
    const data = (restored.body as { data: { languages: unknown[]; courses: Array<{ hours: string }>; trashed: number } }).data;
    expect(data.languages).toEqual([]);
    expect(data.courses.map((course) => course.hours)).toEqual(['', '']);
    // The languages and the course whose hours the old version lacks went to the trash, and the answer says so.
    expect(data.trashed).toBe(3);
  });

  it('is in the LGPD export and erased with the account', async () => {
    const bia = await payingUser(server, 'Bia Idiomas');
    await saveCurriculum(server, bia.token, withLanguages());
    await saveCurriculum(server, ana.token, withLanguages());
    const lgpd = await server.call(accountExportContract, { token: bia.token });
    expectSuccess(lgpd);
    expect(lgpd.body.data.curriculum?.languages).toEqual([
      expect.objectContaining({ language: 'Inglês', level: 'INTERMEDIATE', position: 0 }),
      expect.objectContaining({ language: 'Libras', level: 'BASIC', position: 1 }),
    ]);
    expect(lgpd.body.data.curriculum?.courses).toEqual([expect.objectContaining({ hours: '40' }), expect.objectContaining({ hours: '' })]);

    const rowsOf = async () =>
      storedRows<{ n: number | string }>(
        server,
        'select count(*) as n from curriculum_languages l join curricula c on c.id = l.curriculum_id where c.user_id = ?',
        [bia.user.id],
      );
    expect(Number((await rowsOf())[0]?.n)).toBe(2);
    const [curriculumRow] = await storedRows<{ id: string }>(server, 'select id from curricula where user_id = ?', [bia.user.id]);
    expectSuccess(await server.call(deleteMeContract, { token: bia.token, body: { password: bia.password } }), 200, ACCOUNT_DELETION_MESSAGES.deleted);
    const left = await storedRows<{ n: number | string }>(server, 'select count(*) as n from curriculum_languages where curriculum_id = ?', [
      curriculumRow!.id,
    ]);
    expect(Number(left[0]?.n)).toBe(0);
    // Ana's languages are untouched.
    expect((await myCurriculum(server, ana.token))?.languages).toHaveLength(2);
  });
});
