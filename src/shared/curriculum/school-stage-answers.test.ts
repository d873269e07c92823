/** Issue 27: the Jovem questionnaire's first answers to "Você está estudando?" and the grade come from the school stage. */
import { describe, expect, it } from 'vitest';
import { curriculumInputSchema } from '../contracts/curriculum.contract';
import { SCHOOL_STAGES, SCHOOL_STAGE_LABELS, isStudying } from '../domain/life-stage';
import { EMPTY_ANSWERS, QUESTIONS, SCHOOL_STAGE_GRADES, answersToCurriculum, curriculumToAnswers, normalizeAnswers, withSchoolStage } from './questionnaire';

describe('SCHOOL_STAGE_GRADES', () => {
  it("gives every stage in which the person studies a grade in the question's wording, and none to the others", () => {
    expect(SCHOOL_STAGE_GRADES).toEqual({
      '9-ano': '9º ano do Ensino Fundamental',
      'em-1': '1º ano do Ensino Médio',
      'em-2': '2º ano do Ensino Médio',
      'em-3': '3º ano do Ensino Médio',
      'em-concluido': null,
      tecnico: SCHOOL_STAGE_LABELS.tecnico,
      faculdade: SCHOOL_STAGE_LABELS.faculdade,
      'fora-da-escola': null,
    });
    for (const stage of SCHOOL_STAGES) expect(SCHOOL_STAGE_GRADES[stage] !== null, stage).toBe(isStudying(stage));
    // Written like the question's own example.
    expect(QUESTIONS.find((question) => question.id === 'currentGrade')!.hint).toMatch(/Ex\.: 2º ano do Ensino Médio$/);
  });
});

describe('withSchoolStage', () => {
  it('answers studying Sim and the grade for a stage in school', () => {
    expect(withSchoolStage(EMPTY_ANSWERS, '9-ano')).toEqual({ ...EMPTY_ANSWERS, studying: 'Sim', currentGrade: '9º ano do Ensino Fundamental' });
    expect(withSchoolStage(EMPTY_ANSWERS, 'em-2')).toMatchObject({ studying: 'Sim', currentGrade: '2º ano do Ensino Médio' });
    expect(withSchoolStage(EMPTY_ANSWERS, 'faculdade')).toMatchObject({ studying: 'Sim', currentGrade: 'Faculdade' });
  });

  it('answers studying Não, with no grade, after ensino médio (then with Ensino Médio as the completed level) or out of school', () => {
    expect(withSchoolStage(EMPTY_ANSWERS, 'em-concluido')).toEqual({ ...EMPTY_ANSWERS, studying: 'Não', currentGrade: '', completedLevel: 'Ensino Médio' });
    expect(withSchoolStage(EMPTY_ANSWERS, 'fora-da-escola')).toEqual({ ...EMPTY_ANSWERS, studying: 'Não', currentGrade: '' });
  });

  it('leaves the answers alone without a stage', () => {
    expect(withSchoolStage(EMPTY_ANSWERS, null)).toBe(EMPTY_ANSWERS);
    expect(withSchoolStage(EMPTY_ANSWERS, undefined)).toBe(EMPTY_ANSWERS);
  });

  it('never replaces an answer the person gave', () => {
    const no = { ...EMPTY_ANSWERS, fullName: 'Ana Souza', studying: 'Não' as const };
    expect(withSchoolStage(no, '9-ano')).toBe(no);
    const yes = { ...EMPTY_ANSWERS, studying: 'Sim' as const, currentGrade: 'Técnico em Informática' };
    expect(withSchoolStage(yes, 'em-1')).toBe(yes);
    const yesNoGrade = { ...EMPTY_ANSWERS, studying: 'Sim' as const };
    expect(withSchoolStage(yesNoGrade, 'fora-da-escola')).toBe(yesNoGrade);
    const gradeOnly = { ...EMPTY_ANSWERS, currentGrade: '8º ano' };
    expect(withSchoolStage(gradeOnly, 'em-concluido')).toBe(gradeOnly);
  });

  it('gives answers the mapping keeps: the grade becomes the current education and comes back', () => {
    for (const stage of SCHOOL_STAGES) {
      const answers = withSchoolStage(
        { ...EMPTY_ANSWERS, fullName: 'Ana Souza', address: 'Centro, Recife - PE', phone: '(81) 98765-4321', email: 'ana@example.com' },
        stage,
      );
      expect(normalizeAnswers(answers), stage).toEqual(answers);
      expect(curriculumToAnswers(curriculumInputSchema.parse(answersToCurriculum(answers, null, new Date('2026-11-26T12:00:00Z')))), stage).toEqual(answers);
    }
  });
});
