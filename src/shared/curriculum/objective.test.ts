/** Issue 27: a suggested objective names only what the person's age allows (Jovem Aprendiz 14–24, estágio from 16 and studying). */
import { describe, expect, it } from 'vitest';
import { PROFILE_IDS } from '../content/content.schema';
import { CURRICULUM_SUGGESTIONS } from '../content/curriculum-suggestions';
import { AGE_BANDS } from '../domain/age-band';
import { fleschReadingEasePt } from '../content/readability';
import {
  WORK_PREFERENCE_PHRASES,
  WORK_PRIORITY_PHRASES,
  objectiveForAge,
  objectiveRule,
  objectiveSentence,
  parseObjectiveSentence,
  studyingFrom,
  type WorkPreference,
  type WorkPriority,
} from './objective';
import { CURRICULUM_MESSAGES } from './rules';

const WITH_INTERNSHIP = CURRICULUM_SUGGESTIONS[3].objective; // "Busco uma vaga de Jovem Aprendiz ou estágio em que eu possa cumprir metas..."
const APPRENTICE_ONLY = CURRICULUM_SUGGESTIONS[1].objective; // "Busco uma vaga de Jovem Aprendiz em que eu possa organizar processos..."

describe('objectiveRule', () => {
  it('under 16 allows Jovem Aprendiz only', () => {
    for (const studying of [true, false, null]) expect(objectiveRule('14-15', studying)).toEqual({ jovemAprendiz: true, estagio: false, needsAgeNote: false });
  });

  it('from 16 to 24 allows estágio too, for someone who studies or whose schooling is unknown', () => {
    for (const band of ['16-17', '18-20', '21-24'] as const) {
      expect(objectiveRule(band, true)).toEqual({ jovemAprendiz: true, estagio: true, needsAgeNote: false });
      expect(objectiveRule(band, null)).toEqual({ jovemAprendiz: true, estagio: true, needsAgeNote: false });
      expect(objectiveRule(band, false)).toEqual({ jovemAprendiz: true, estagio: false, needsAgeNote: false });
    }
  });

  it('from 25 allows no Jovem Aprendiz', () => {
    expect(objectiveRule('25+', true)).toEqual({ jovemAprendiz: false, estagio: true, needsAgeNote: false });
    expect(objectiveRule('25+', false)).toEqual({ jovemAprendiz: false, estagio: false, needsAgeNote: false });
  });

  it('with the age unknown keeps both, and asks for the from-16 note on estágio', () => {
    expect(objectiveRule(null, null)).toEqual({ jovemAprendiz: true, estagio: true, needsAgeNote: true });
    expect(objectiveRule(null, false)).toEqual({ jovemAprendiz: true, estagio: false, needsAgeNote: false });
  });
});

describe('studyingFrom', () => {
  it('is true with a current education, else the school stage tells, else unknown', () => {
    expect(studyingFrom(null, true)).toBe(true);
    expect(studyingFrom('em-concluido', true)).toBe(true);
    expect(studyingFrom('em-concluido', false)).toBe(false);
    expect(studyingFrom('fora-da-escola', false)).toBe(false);
    expect(studyingFrom('9-ano', false)).toBe(true);
    expect(studyingFrom('faculdade', false)).toBe(true);
    expect(studyingFrom(null, false)).toBeNull();
  });
});

describe('objectiveForAge', () => {
  it('every profile objective has the shape the rule rewrites', () => {
    for (const id of PROFILE_IDS) expect(CURRICULUM_SUGGESTIONS[id].objective).toMatch(/^Busco uma vaga de Jovem Aprendiz( ou estágio)? em que .+\.$/);
  });

  it('at 14 or 15 names Jovem Aprendiz only, for every profile', () => {
    for (const id of PROFILE_IDS) {
      const { objective, note } = objectiveForAge(CURRICULUM_SUGGESTIONS[id].objective, objectiveRule('14-15', true));
      expect(objective, `profile ${id}`).toMatch(/^Busco uma vaga de Jovem Aprendiz em que /);
      expect(objective, `profile ${id}`).not.toMatch(/estágio/i);
      expect(note).toBeNull();
    }
    expect(objectiveForAge(WITH_INTERNSHIP, objectiveRule('14-15', true)).objective).toBe(WITH_INTERNSHIP.replace(' ou estágio', () => ''));
  });

  it('from 16, for a student, keeps the profile wording', () => {
    for (const band of ['16-17', '18-20', '21-24'] as const) {
      for (const id of PROFILE_IDS) {
        expect(objectiveForAge(CURRICULUM_SUGGESTIONS[id].objective, objectiveRule(band, true))).toEqual({
          objective: CURRICULUM_SUGGESTIONS[id].objective,
          note: null,
        });
      }
    }
  });

  it('drops estágio for someone who does not study', () => {
    expect(objectiveForAge(WITH_INTERNSHIP, objectiveRule('21-24', false)).objective).toBe(
      'Busco uma vaga de Jovem Aprendiz em que eu possa cumprir metas, aprender rápido e crescer com a empresa.',
    );
  });

  it('from 25 names no Jovem Aprendiz: estágio for a student, else no programme', () => {
    for (const id of PROFILE_IDS) {
      const asStudent = objectiveForAge(CURRICULUM_SUGGESTIONS[id].objective, objectiveRule('25+', true)).objective;
      expect(asStudent).toMatch(/^Busco uma vaga de estágio em que /);
      const notStudying = objectiveForAge(CURRICULUM_SUGGESTIONS[id].objective, objectiveRule('25+', false)).objective;
      expect(notStudying).toMatch(/^Busco uma vaga em que /);
      expect(notStudying).not.toMatch(/Jovem Aprendiz|estágio/i);
    }
    expect(objectiveForAge(APPRENTICE_ONLY, objectiveRule('25+', false)).objective).toBe(
      'Busco uma vaga em que eu possa organizar processos, cuidar dos detalhes e aprender com a equipe.',
    );
  });

  it("with the age unknown keeps today's objective, and says estágio is from 16 when it names it", () => {
    expect(objectiveForAge(WITH_INTERNSHIP, objectiveRule(null, null))).toEqual({ objective: WITH_INTERNSHIP, note: CURRICULUM_MESSAGES.internshipFrom16 });
    expect(objectiveForAge(APPRENTICE_ONLY, objectiveRule(null, null))).toEqual({ objective: APPRENTICE_ONLY, note: null });
    expect(CURRICULUM_MESSAGES.internshipFrom16).toMatch(/a partir dos 16 anos/);
  });

  it('never names estágio at 14 or 15 nor Jovem Aprendiz from 25, whatever else is known', () => {
    for (const band of [...AGE_BANDS, null]) {
      for (const studying of [true, false, null]) {
        for (const id of PROFILE_IDS) {
          const { objective, note } = objectiveForAge(CURRICULUM_SUGGESTIONS[id].objective, objectiveRule(band, studying));
          if (band === '14-15') expect(objective).not.toMatch(/estágio/);
          if (band === '25+') expect(objective).not.toMatch(/Jovem Aprendiz/);
          if (studying === false) expect(objective).not.toMatch(/estágio/);
          // An objective that names estágio for someone who might be 14 says it is from 16.
          if (band === null && /estágio/.test(objective)) expect(note).toBe(CURRICULUM_MESSAGES.internshipFrom16);
        }
      }
    }
  });
});

describe('objectiveSentence (issue 29: one natural sentence, not "Valorizo: Aprender. Gosto de trabalhar com: Pessoas")', () => {
  it('joins the desired work and what the person values and likes in one sentence', () => {
    expect(objectiveSentence('Jovem Aprendiz na área administrativa.', 'Aprender', 'Pessoas')).toBe(
      'Jovem Aprendiz na área administrativa, em que eu possa aprender e trabalhar com pessoas.',
    );
    expect(objectiveSentence('', 'Ganhar dinheiro', '')).toBe('Busco uma vaga em que eu possa ter minha própria renda.');
    expect(objectiveSentence('Vendas', '', 'Computador / tecnologia')).toBe('Vendas, em que eu possa usar computador e tecnologia.');
    expect(objectiveSentence('Vendas!', '', '')).toBe('Vendas');
    expect(objectiveSentence('', '', '')).toBe('');
  });

  it('never writes the colon lists, and every sentence reads easily', () => {
    for (const priority of ['', ...Object.keys(WORK_PRIORITY_PHRASES)] as const) {
      for (const preference of ['', ...Object.keys(WORK_PREFERENCE_PHRASES)] as const) {
        const sentence = objectiveSentence('Jovem Aprendiz na área de vendas', priority as WorkPriority | '', preference as WorkPreference | '');
        expect(sentence).not.toMatch(/Valorizo|Gosto de trabalhar com:/);
        expect(fleschReadingEasePt(sentence), sentence).toBeGreaterThanOrEqual(50);
        expect(parseObjectiveSentence(sentence)).toEqual({
          desiredWork: 'Jovem Aprendiz na área de vendas',
          workPriority: priority,
          workPreference: preference,
        });
      }
    }
  });

  it('joins a suggested objective that already says "em que eu possa" without saying it twice', () => {
    const suggested = 'Busco uma vaga de Jovem Aprendiz em que eu possa cumprir metas e crescer com a empresa.';
    const sentence = objectiveSentence(suggested, 'Aprender', 'Pessoas');
    expect(sentence).toBe('Busco uma vaga de Jovem Aprendiz em que eu possa cumprir metas e crescer com a empresa, e também aprender e trabalhar com pessoas.');
    expect(sentence.split('em que eu possa')).toHaveLength(2);
    expect(parseObjectiveSentence(sentence)).toEqual({ desiredWork: suggested.slice(0, -1), workPriority: 'Aprender', workPreference: 'Pessoas' });
  });

  it('reads the spec’s older form and free text back', () => {
    expect(parseObjectiveSentence('Jovem Aprendiz. Valorizo: Aprender. Gosto de trabalhar com: Pessoas')).toEqual({
      desiredWork: 'Jovem Aprendiz',
      workPriority: 'Aprender',
      workPreference: 'Pessoas',
    });
    expect(parseObjectiveSentence('Quero trabalhar em que eu possa crescer.')).toEqual({
      desiredWork: 'Quero trabalhar em que eu possa crescer',
      workPriority: '',
      workPreference: '',
    });
  });
});
