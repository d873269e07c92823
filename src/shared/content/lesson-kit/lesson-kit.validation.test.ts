import { describe, expect, it } from 'vitest';
import { CLASS_MIN_FINISHED, SHOW_RESULT_TO_TEACHER_LABEL } from '../../domain/class-privacy';
import { CAREER_LABELS } from '../careers/career-view';
import { fleschReadingEasePt } from '../readability';
import { SELF_KNOWLEDGE_FRAME } from '../honest-frame';
import { LESSON_KIT } from './lesson-kit';
import type { LessonKit } from './lesson-kit.schema';
import { LESSON_KIT_MIN_EASE, LESSON_MINUTES, lessonKitTexts, planMinutes, validateLessonKit } from './lesson-kit.validation';

describe('the Projeto de Vida lesson kit (issue 30 item 5)', () => {
  it('meets every rule: shape, 50 minutes a plan, competence 6, readable texts', () => {
    expect(validateLessonKit(LESSON_KIT)).toEqual([]);
  });

  it('has three plans whose steps add up to 50 minutes each', () => {
    expect(LESSON_KIT.plans.map((plan) => plan.id)).toEqual(['antes-do-teste', 'lendo-o-resultado', 'proximos-passos']);
    for (const plan of LESSON_KIT.plans) expect(planMinutes(plan), plan.id).toBe(LESSON_MINUTES);
  });

  it('reads at Flesch-PT 50 or more, text by text', () => {
    const texts = lessonKitTexts(LESSON_KIT);
    // Every step, question and prompt of every plan is read.
    const expected = LESSON_KIT.plans.reduce((sum, plan) => sum + plan.steps.length + plan.discussion.questions.length + plan.activitySheet.prompts.length, 0);
    expect(texts.filter(({ where }) => / (step \d+|discussion\[\d+\]|sheet\[\d+\])$/.test(where))).toHaveLength(expected);
    for (const { where, text } of texts) expect(fleschReadingEasePt(text), where).toBeGreaterThanOrEqual(LESSON_KIT_MIN_EASE);
  });

  it("says what Rumo is not, and what a teacher sees, with the rules' own values", () => {
    expect(LESSON_KIT.honesty).toContain(SELF_KNOWLEDGE_FRAME);
    const privacy = LESSON_KIT.privacy.join(' ');
    expect(privacy).toContain(`pelo menos ${CLASS_MIN_FINISHED} alunos`);
    expect(privacy).toContain(SHOW_RESULT_TO_TEACHER_LABEL);
  });

  it('names the careers\' "now" part as the result shows it', () => {
    const third = LESSON_KIT.plans[2]!;
    expect(third.summary).toContain(`“${CAREER_LABELS.now}”`);
    expect(third.objectives.join(' ')).toContain(`“${CAREER_LABELS.now}”`);
  });

  it("never has a teacher see a result without the student's switch", () => {
    // Any text that puts a teacher beside a student's result names the switch.
    let checked = 0;
    for (const { where, text } of lessonKitTexts(LESSON_KIT)) {
      if (/professor|para você|você vê/i.test(text) && /resultado d[eo] (um |cada )?aluno|resultado de (alguém|quem)/i.test(text)) {
        expect(text, where).toContain(SHOW_RESULT_TO_TEACHER_LABEL);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(2);
  });
});

describe('the lesson kit validator catches', () => {
  const kit = (): LessonKit => structuredClone(LESSON_KIT);
  const expectProblem = (broken: LessonKit, pattern: RegExp) => {
    const problems = validateLessonKit(broken);
    expect(
      problems.some((problem) => pattern.test(problem)),
      problems.join('\n'),
    ).toBe(true);
  };

  it('steps that do not add up to 50 minutes', () => {
    const broken = kit();
    broken.plans[1]!.steps[0]!.minutes += 5;
    expectProblem(broken, /plan lendo-o-resultado: steps add up to 55 minutes \(must be 50\)/);
  });

  it('a plan without competence 6', () => {
    const broken = kit();
    broken.plans[0]!.bncc = broken.plans[0]!.bncc.filter(({ competence }) => competence !== 6);
    expectProblem(broken, /plan antes-do-teste: does not work Competência geral 6 da BNCC: Trabalho e projeto de vida/);
  });

  it('a competence the BNCC does not have', () => {
    const broken = kit();
    broken.plans[2]!.bncc.push({ competence: 11 as 6, how: 'Uma competência que não existe.' });
    expectProblem(broken, /shape: plans\.2\.bncc\.\d+\.competence: not a BNCC general competence/);
  });

  it('a hard text, and a sentence over 25 words', () => {
    const broken = kit();
    broken.plans[0]!.discussion.questions[0] =
      'Considerando as características individuais, quais circunstâncias determinariam modificações comportamentais significativas?';
    expectProblem(broken, /plan antes-do-teste discussion\[0\] reads too hard/);
    broken.plans[0]!.objectives[0] = Array.from({ length: 26 }, () => 'sim').join(' ') + '.';
    expectProblem(broken, /plan antes-do-teste objectives\[0\]: a sentence has 26 words/);
  });

  it('a missing activity sheet, and two plans with one id', () => {
    const broken = kit();
    (broken.plans[2] as Partial<LessonKit['plans'][number]>).activitySheet = undefined;
    expectProblem(broken, /shape: plans\.2\.activitySheet/);
    const twice = kit();
    twice.plans[1]!.id = twice.plans[0]!.id;
    expectProblem(twice, /the id is used twice/);
  });
});
