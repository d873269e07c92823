import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_ANSWERS, type QuestionnaireAnswers } from '../../../shared/curriculum/questionnaire';
import { MemoryStorage } from '../../testing/memory-storage';
import { fleschReadingEasePt } from '../../../shared/content/readability';
import { READING_TARGETS } from '../../../shared/content/reading-level';
import { QUESTIONNAIRE_PROGRESS_KEY, RESUME_NOTE, questionnaireProgress, questionnaireStart } from './questionnaire-progress';

const answered: QuestionnaireAnswers = {
  ...EMPTY_ANSWERS,
  fullName: 'Ana Souza',
  address: 'Centro, Campinas - SP',
  phone: '(19) 98765-4321',
  email: 'ana@x.com',
  studying: 'Sim',
  currentGrade: '2º ano',
  skills: 'Excel',
};

describe('where the Jovem questionnaire opens (issue 29: no false "saved" screen, back where the person left)', () => {
  it('opens at the question the person left, saying so, and never the success screen for someone who never finished, even at 70 %', () => {
    const start = questionnaireStart({ userId: 'u1', questionId: 'strengths', finished: false }, answered, 70);
    expect(start).toEqual({ questionId: 'strengths', resumed: true, success: false });
  });

  it('opens the success screen for someone who finished before, from 60 % (spec §4)', () => {
    expect(questionnaireStart({ userId: 'u1', questionId: 'fullName', finished: true }, answered, 60)).toEqual({
      questionId: 'fullName',
      resumed: false,
      success: true,
    });
    expect(questionnaireStart({ userId: 'u1', questionId: 'skills', finished: true }, answered, 59).success).toBe(false);
  });

  it('on a device that does not know the position: after the last answered question, or an unanswered required one before it', () => {
    expect(questionnaireStart(null, answered, 40)).toEqual({ questionId: 'strengths', resumed: true, success: false });
    expect(questionnaireStart(null, { ...answered, address: '' }, 40).questionId).toBe('address');
    // Nothing saved yet: the first question.
    expect(questionnaireStart(null, answered, null)).toEqual({ questionId: 'fullName', resumed: false, success: false });
  });

  it('says "continue de onde parou" in words a 15-year-old reads easily', () => {
    expect(RESUME_NOTE).toMatch(/continue de onde parou/i);
    expect(fleschReadingEasePt(RESUME_NOTE)).toBeGreaterThanOrEqual(READING_TARGETS.statements);
  });

  it('a question now hidden gives the next one shown', () => {
    const notStudying = { ...answered, studying: 'Não' as const, currentGrade: '' };
    expect(questionnaireStart({ userId: 'u1', questionId: 'currentGrade', finished: false }, notStudying, 50).questionId).toBe('completedLevel');
  });
});

describe('questionnaireProgress (this device, per account)', () => {
  beforeEach(() => vi.stubGlobal('localStorage', new MemoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('reads back what it wrote for the same account only, and forgets it', () => {
    questionnaireProgress.write({ userId: 'u1', questionId: 'skills', finished: false });
    expect(questionnaireProgress.read('u1')).toEqual({ userId: 'u1', questionId: 'skills', finished: false });
    expect(questionnaireProgress.read('u2')).toBeNull();
    questionnaireProgress.forget();
    expect(questionnaireProgress.read('u1')).toBeNull();
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem(QUESTIONNAIRE_PROGRESS_KEY, '{"userId":"u1","questionId":"nope","finished":false}');
    expect(questionnaireProgress.read('u1')).toBeNull();
    localStorage.setItem(QUESTIONNAIRE_PROGRESS_KEY, 'not json');
    expect(questionnaireProgress.read('u1')).toBeNull();
  });
});
