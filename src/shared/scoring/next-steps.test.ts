/**
 * Issue 27: careers for this person. The catalogue ranked by the top-3 profiles, and "o que dá para fazer agora" and
 * a 3-step path for the person's age, stage and state, within the law: no estágio before 16, Jovem Aprendiz from 14 to
 * 24 (school required only until ensino médio is finished), MEI from 18, minors' notes where the list of work forbidden
 * under 18 or the night-work ban applies, and the Enem with Sisu, ProUni, Fies and cotas in the 3ª série.
 */
import { describe, expect, it } from 'vitest';
import { CAREER_CATALOGUE } from '../content/careers/catalogue';
import { fleschReadingEasePt, sentencesPt, wordCountPt } from '../content/readability';
import { MAX_SENTENCE_WORDS } from '../content/reading-level';
import { AGE_BANDS } from '../domain/age-band';
import { EMPTY_LIFE_STAGE, SCHOOL_STAGES, type LifeStage } from '../domain/life-stage';
import type { ProfileId } from '../content/content.schema';
import type { ScoreResult } from './scoring';
import { careerFit, careerProse, careersForPerson, FREE_CAREERS, PAID_CAREERS, profileMix, rankCareers, suggestCareer } from './next-steps';

/** One set of scores for everyone: Investigador first, then Individualista, Leal. */
function scores(percentages: Record<ProfileId, number>): ScoreResult {
  const list = (Object.entries(percentages) as Array<[string, number]>).map(([id, percentage]) => ({ profileId: Number(id) as ProfileId, percentage }));
  const ranking = [...list].sort((a, b) => b.percentage - a.percentage).map((score) => score.profileId);
  return { scores: list, ranking, dominant: ranking[0]!, secondary: ranking[1]!, margin: 10, mixed: false, mixedProfiles: [] } as unknown as ScoreResult;
}
const SAME_SCORES = scores({ 1: 60, 2: 55, 3: 50, 4: 70, 5: 80, 6: 65, 7: 40, 8: 45, 9: 52 });

const FIFTEEN_NINTH_SP: LifeStage = { ageBand: '14-15', schoolStage: '9-ano', situation: 'so-estudo', uf: 'SP' };
const SEVENTEEN_THIRD_BA: LifeStage = { ageBand: '16-17', schoolStage: 'em-3', situation: 'so-estudo', uf: 'BA' };
const TWENTY_TWO_DONE: LifeStage = { ageBand: '21-24', schoolStage: 'em-concluido', situation: 'primeiro-emprego', uf: 'PE' };
const OVER_25: LifeStage = { ageBand: '25+', schoolStage: 'em-concluido', situation: 'ja-trabalho', uf: 'RS' };

const paid = (stage: LifeStage) => careersForPerson({ result: SAME_SCORES, stage, count: PAID_CAREERS });
const nowText = (stage: LifeStage) => paid(stage).careers.map((career) => career.now.join(' '));
const every = (stage: LifeStage) => CAREER_CATALOGUE.map((career) => suggestCareer(career, [], stage));

/** Every combination of band and stage (and no answer), for the rules that must hold for anyone. */
const ALL_STAGES: LifeStage[] = [EMPTY_LIFE_STAGE];
for (const ageBand of [...AGE_BANDS, null])
  for (const schoolStage of [...SCHOOL_STAGES, null]) ALL_STAGES.push({ ageBand, schoolStage, situation: null, uf: 'SP' });

describe('careers for this person: the ranking', () => {
  it('weights the top 3 profiles, the first most', () => {
    const mix = profileMix(SAME_SCORES);
    expect(mix.map((entry) => entry.profileId)).toEqual([5, 4, 6]);
    expect(mix.reduce((sum, entry) => sum + entry.weight, 0)).toBeCloseTo(1, 9);
    expect(mix[0]!.weight).toBeGreaterThan(mix[1]!.weight);
    expect(mix[1]!.weight).toBeGreaterThan(mix[2]!.weight);
  });

  it('puts the reading order (a pick) first', () => {
    expect(profileMix(SAME_SCORES, [6]).map((entry) => entry.profileId)).toEqual([6, 5, 4]);
  });

  it('ranks by fit: each listed career fits at least as well as every one left out, within the family cap', () => {
    const mix = profileMix(SAME_SCORES);
    const ranked = rankCareers(mix, EMPTY_LIFE_STAGE);
    expect(ranked).toHaveLength(CAREER_CATALOGUE.length);
    const first = ranked.slice(0, PAID_CAREERS);
    for (const career of first) expect(careerFit(career, mix)).toBeGreaterThan(0);
    expect(
      Math.max(...[...new Set(first.map((career) => career.family))].map((family) => first.filter((c) => c.family === family).length)),
    ).toBeLessThanOrEqual(4);
  });

  it('shows 4 careers free and 12 paid', () => {
    expect(careersForPerson({ result: SAME_SCORES, stage: EMPTY_LIFE_STAGE, count: FREE_CAREERS }).careers).toHaveLength(4);
    expect(paid(EMPTY_LIFE_STAGE).careers).toHaveLength(12);
  });

  it('two people with the same main profile and a different mix get different careers', () => {
    const other = scores({ 1: 45, 2: 72, 3: 50, 4: 40, 5: 80, 6: 44, 7: 70, 8: 45, 9: 52 });
    const a = paid(EMPTY_LIFE_STAGE).careers.map((career) => career.id);
    const b = careersForPerson({ result: other, stage: EMPTY_LIFE_STAGE, count: PAID_CAREERS }).careers.map((career) => career.id);
    expect(a.filter((id) => b.includes(id)).length).toBeLessThan(PAID_CAREERS / 2);
  });
});

describe('careers for this person: "agora" for the age and stage (Done when)', () => {
  it('three people with the same scores get different "agora" steps', () => {
    const [a, b, c] = [nowText(FIFTEEN_NINTH_SP), nowText(SEVENTEEN_THIRD_BA), nowText(TWENTY_TWO_DONE)];
    const ids = (stage: LifeStage) => paid(stage).careers.map((career) => career.id);
    for (let i = 0; i < a.length; i++) {
      // Where two of them see the same career, its steps differ.
      const id = ids(FIFTEEN_NINTH_SP)[i]!;
      const j = ids(SEVENTEEN_THIRD_BA).indexOf(id);
      if (j >= 0) expect(a[i]).not.toBe(b[j]);
      const k = ids(TWENTY_TWO_DONE).indexOf(id);
      if (k >= 0) expect(a[i]).not.toBe(c[k]);
    }
    expect(new Set([a.join(' '), b.join(' '), c.join(' ')]).size).toBe(3);
  });

  it('15 in the 9º ano in SP: the Etec vestibulinho for a técnico integrado, Jovem Aprendiz from 14, no estágio, no MEI now', () => {
    const texts = every(FIFTEEN_NINTH_SP);
    for (const career of texts) {
      const now = career.now.join(' ');
      expect(now).not.toMatch(/estágio/i);
      expect(now).not.toMatch(/abrir o seu próprio negócio/);
    }
    const integrated = CAREER_CATALOGUE.filter((career) => career.routes.includes('tecnico-integrado'));
    expect(integrated.length).toBeGreaterThan(20);
    for (const career of integrated) expect(suggestCareer(career, [], FIFTEEN_NINTH_SP).now.join(' ')).toMatch(/vestibulinho da Etec/);
    const apprentice = CAREER_CATALOGUE.filter((career) => career.routes.includes('jovem-aprendiz') && career.minAge <= 15);
    for (const career of apprentice) {
      const now = suggestCareer(career, [], FIFTEEN_NINTH_SP).now.join(' ');
      expect(now).toMatch(/Jovem Aprendiz .*dos 14 aos 24 anos/);
      expect(now).toMatch(/precisa estar matriculado na escola/);
    }
  });

  it('outside São Paulo, the instituto federal and the state network instead of the Etec', () => {
    for (const career of every({ ...FIFTEEN_NINTH_SP, uf: 'BA' })) expect(career.now.join(' ')).not.toMatch(/Etec/);
  });

  it('17 in the 3ª série in BA: the Enem with Sisu, cotas, ProUni and Fies wherever a degree or tecnólogo is the path; estágio allowed', () => {
    for (const career of CAREER_CATALOGUE) {
      const now = suggestCareer(career, [], SEVENTEEN_THIRD_BA).now.join(' ');
      const degree = career.levels.some((level) => level === 'bacharelado' || level === 'licenciatura' || level === 'tecnologo');
      if (degree) {
        expect(now, career.id).toMatch(/Enem/);
        expect(now, career.id).toMatch(/Sisu/);
        expect(now, career.id).toMatch(/cotas/);
        expect(now, career.id).toMatch(/ProUni/);
        expect(now, career.id).toMatch(/Fies/);
      }
      if (career.courses.tecnologo) expect(now, career.id).toMatch(/tecnólogo/);
    }
    expect(nowText(SEVENTEEN_THIRD_BA).join(' ')).toMatch(/já pode fazer estágio/);
  });

  it('22 with ensino médio done, looking for a first job: Jovem Aprendiz without a school requirement, free places, tecnólogo a distância', () => {
    const texts = every(TWENTY_TWO_DONE);
    for (const career of texts) expect(career.now.join(' ')).not.toMatch(/precisa estar matriculado|já pode fazer estágio/);
    const apprentice = CAREER_CATALOGUE.filter((career) => career.routes.includes('jovem-aprendiz'));
    for (const career of apprentice) expect(suggestCareer(career, [], TWENTY_TWO_DONE).now.join(' ')).toMatch(/não precisa estar estudando para ser aprendiz/);
    const subsequent = CAREER_CATALOGUE.filter((career) => career.routes.includes('tecnico-subsequente'));
    for (const career of subsequent) expect(suggestCareer(career, [], TWENTY_TWO_DONE).now.join(' ')).toMatch(/vagas gratuitas/);
    const tecnologo = CAREER_CATALOGUE.filter((career) => career.courses.tecnologo);
    for (const career of tecnologo) expect(suggestCareer(career, [], TWENTY_TWO_DONE).now.join(' ')).toMatch(/existe a distância/);
  });

  it('Jovem Aprendiz only from 14 to 24; estágio only from 16 and while studying; MEI only from 18 — for every band and stage', () => {
    for (const stage of ALL_STAGES) {
      const young = stage.ageBand === '14-15';
      for (const career of every(stage)) {
        const now = career.now.join(' ');
        if (stage.ageBand === '25+') expect(now, `${career.id} ${JSON.stringify(stage)}`).not.toMatch(/Jovem Aprendiz/);
        if (young || stage.ageBand === null) expect(now, `${career.id} ${JSON.stringify(stage)}`).not.toMatch(/já pode fazer estágio/);
        if (stage.schoolStage === 'em-concluido' || stage.schoolStage === 'fora-da-escola') expect(now).not.toMatch(/já pode fazer estágio/);
        if (young || stage.ageBand === '16-17') expect(now).not.toMatch(/Você também pode abrir o seu próprio negócio/);
        expect(now).not.toMatch(/desde que (você )?esteja estudando/);
      }
    }
    for (const career of every(OVER_25)) expect(career.now.join(' ')).not.toMatch(/Jovem Aprendiz/);
  });

  it('no career shown to an under-18 needs work the law forbids them without its note', () => {
    for (const stage of ALL_STAGES.filter((s) => s.ageBand === '14-15' || s.ageBand === '16-17' || s.ageBand === null)) {
      for (const career of CAREER_CATALOGUE) {
        const view = suggestCareer(career, [], stage);
        if (career.minorLimits?.length) expect(view.minorNote, career.id).toBe(career.minorNote);
        if (stage.ageBand !== null && career.minAge >= 18 && !career.routes.includes('jovem-aprendiz')) {
          expect(view.now.join(' '), career.id).toMatch(/começa aos \d\d anos/);
        }
      }
    }
    for (const career of every(TWENTY_TWO_DONE)) expect(career.minorNote).toBeNull();
  });

  it('without answers: the general path, and the view says so', () => {
    const general = paid(EMPTY_LIFE_STAGE);
    expect(general.stageKnown).toBe(false);
    expect(paid(FIFTEEN_NINTH_SP).stageKnown).toBe(true);
    for (const career of general.careers) expect(career.now).toHaveLength(1);
  });

  it('the glossary lists the acronyms the careers use, and only those', () => {
    const view = paid(SEVENTEEN_THIRD_BA);
    const text = view.careers
      .flatMap((career) => [...careerProse(career), career.registration ?? '', career.pay?.source ?? '', career.cbo ? 'CBO' : ''])
      .join(' ');
    for (const { acronym } of view.glossary) expect(text).toContain(acronym);
    expect(view.glossary.map((entry) => entry.acronym)).toEqual(expect.arrayContaining(['Enem', 'Sisu', 'ProUni', 'Fies']));
    expect(view.glossary.some((entry) => entry.acronym === 'CBO')).toBe(view.careers.some((career) => career.cbo !== null));
  });
});

describe('careers for this person: readable (Flesch-PT and sentence length)', () => {
  it('every sentence the steps write has at most 25 words, for every career, band and stage', () => {
    const long = new Set<string>();
    for (const stage of ALL_STAGES) {
      for (const career of every(stage)) {
        for (const text of [...career.now, ...career.path]) {
          for (const sentence of sentencesPt(text)) if (wordCountPt(sentence) > MAX_SENTENCE_WORDS) long.add(sentence);
        }
      }
    }
    expect([...long]).toEqual([]);
  });

  it('the steps read at Flesch-PT 60 or more, for every stage', () => {
    const figures: string[] = [];
    for (const stage of [EMPTY_LIFE_STAGE, FIFTEEN_NINTH_SP, SEVENTEEN_THIRD_BA, TWENTY_TWO_DONE, OVER_25]) {
      const ease = fleschReadingEasePt(
        every(stage)
          .flatMap((career) => [...career.now, ...career.path])
          .join(' '),
      );
      figures.push(`${JSON.stringify(stage)}: ${ease.toFixed(1)}`);
      expect(ease, figures.at(-1)).toBeGreaterThanOrEqual(60);
    }
    console.log(`Flesch-PT of the steps:\n${figures.join('\n')}`);
  });
});
