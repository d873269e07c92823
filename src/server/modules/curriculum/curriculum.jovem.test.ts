/**
 * Issue 29, "what a new user hit", over HTTP: the Jovem questionnaire's
 * answers, saved as its autosave saves them (PUT /curriculum), come back from
 * GET /curriculum/me as the same answers, and the PDF and the JSON Resume
 * export say what the person answered: completed schooling as Formação, paid
 * informal work as work, titles from the person's words, each differential
 * once, a one-sentence objective, and no skill level the flow never asked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_ANSWERS, answersToCurriculum, curriculumToAnswers, type QuestionnaireAnswers } from '../../../shared/curriculum/questionnaire';
import { startTestServer, testDatabaseKind, type TestServer } from '../../testing/test-server';
import { RELAXED_LIMITS, download, payingUser, pdfText, saveCurriculum, savedCurriculum, type Account } from './curriculum.test-support';

/** Bruno, 22: finished school, works informally in his aunt's shop. */
const BRUNO: QuestionnaireAnswers = {
  ...EMPTY_ANSWERS,
  fullName: 'Bruno Alves',
  age: '22',
  address: 'Centro, Recife - PE',
  phone: '(81) 98765-4321',
  email: 'bruno@exemplo.com',
  studying: 'Não',
  completedLevel: 'Ensino Médio',
  completedYear: '2021',
  technicalCourse: 'Técnico em Logística | Etec Recife | 2022',
  skills: 'Excel\nAtendimento ao público',
  mainQuality: 'Facilidade de comunicação',
  strengths: 'Facilidade de comunicação\nBom humor',
  personality: ['Criativo(a)', 'Comunicativo(a)'],
  desiredWork: 'Primeiro emprego na área de vendas',
  workPriority: 'Aprender',
  workPreference: 'Pessoas',
  informalExperience: 'Ajudo na loja da minha tia aos sábados: atendo clientes e faço o caixa',
  informalPaid: 'Sim',
  informalTitle: 'Atendimento e caixa - Loja da família - 2025',
};

describe(`curriculum: the Jovem questionnaire's resume (issue 29, ${testDatabaseKind})`, () => {
  let server: TestServer;
  let bruno: Account;

  beforeAll(async () => {
    server = await startTestServer({ ...RELAXED_LIMITS, LOG_LEVEL: 'error' });
    bruno = await payingUser(server, 'Bruno Alves');
    await saveCurriculum(server, bruno.token, answersToCurriculum(BRUNO, null));
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('stores the completed schooling, the paid work and the titles, and gives the same answers back', async () => {
    const saved = await savedCurriculum(server, bruno.token);
    expect(saved.type).toBe('YOUNG');
    expect(saved.education.map(({ institution, level, course, year, status }) => [institution, level, course, year, status])).toEqual([
      ['Etec Recife', 'Técnico', 'Técnico em Logística', '2022', 'COMPLETED'],
      ['Não informado', 'Ensino Médio', '', '2021', 'COMPLETED'],
    ]);
    expect(saved.experiences.map(({ type, title, organization, year }) => [type, title, organization, year])).toEqual([
      ['WORK', 'Atendimento e caixa', 'Loja da família', '2025'],
    ]);
    expect(saved.differentials).toEqual(['Facilidade de comunicação', 'Bom humor', 'Criatividade', 'Comunicação']);
    expect(saved.objective).toBe('Primeiro emprego na área de vendas, em que eu possa aprender e trabalhar com pessoas.');
    const back = curriculumToAnswers(saved);
    expect(back).toMatchObject({ completedLevel: 'Ensino Médio', completedYear: '2021', informalPaid: 'Sim', personality: ['Criativo(a)', 'Comunicativo(a)'] });
    expect(back.strengths).toBe('Bom humor');
  });

  it('the PDF prints Formação with the completed level, the work as Trabalho, and none of the old careless texts', async () => {
    const res = await download(server, bruno.token, '/api/curriculum/pdf?type=young&design=classic');
    expect(res.status).toBe(200);
    const text = (await pdfText(res.body)).replace(/\s+/g, ' ');
    expect(text).toContain('Formação');
    expect(text).toContain('Ensino Médio');
    expect(text).toContain('Concluído em 2021');
    expect(text).toContain('Atendimento e caixa');
    expect(text).toMatch(/Trabalho · Loja da família · 2025/);
    for (const careless of [
      'Trabalho voluntário',
      'Experiência informal',
      'Valorizo:',
      'Gosto de trabalhar com:',
      'Criativo(a)',
      'Comunicativo(a)',
      'Escola ·',
    ]) {
      expect(text).not.toContain(careless);
    }
    expect(text.split('Facilidade de comunicação')).toHaveLength(2);
  }, 30_000);

  it('the JSON Resume export files the paid work under work, not volunteer, and gives Jovem skills no level the flow never asked', async () => {
    const res = await download(server, bruno.token, '/api/curriculum/export');
    expect(res.status).toBe(200);
    const resume = JSON.parse(res.body.toString('utf8'));
    expect(resume.volunteer).toBeUndefined();
    expect(resume.work).toEqual([
      {
        name: 'Loja da família',
        position: 'Atendimento e caixa',
        startDate: '2025',
        endDate: '2025',
        summary: 'Ajudo na loja da minha tia aos sábados: atendo clientes e faço o caixa',
      },
    ]);
    expect(resume.skills).toEqual([{ name: 'Excel' }, { name: 'Atendimento ao público' }]);
    expect(resume.education).toEqual([
      { institution: 'Etec Recife', studyType: 'Técnico', area: 'Técnico em Logística', endDate: '2022' },
      { studyType: 'Ensino Médio', endDate: '2021' },
    ]);
  });

  it('a level the person chose, or any level on a Formal resume, is still exported', async () => {
    const saved = await savedCurriculum(server, bruno.token);
    const withLevel = (type: 'YOUNG' | 'FORMAL') => ({
      ...answersToCurriculum(BRUNO, saved),
      type,
      skills: [
        { name: 'Excel', level: 'ADVANCED' as const },
        { name: 'Word', level: 'BASIC' as const },
      ],
    });
    await saveCurriculum(server, bruno.token, withLevel('YOUNG'));
    const young = JSON.parse((await download(server, bruno.token, '/api/curriculum/export')).body.toString('utf8'));
    expect(young.skills).toEqual([{ name: 'Excel', level: 'Avançado' }, { name: 'Word' }]);
    await saveCurriculum(server, bruno.token, withLevel('FORMAL'));
    const formal = JSON.parse((await download(server, bruno.token, '/api/curriculum/export')).body.toString('utf8'));
    expect(formal.skills).toEqual([
      { name: 'Excel', level: 'Avançado' },
      { name: 'Word', level: 'Básico' },
    ]);
  });
});
