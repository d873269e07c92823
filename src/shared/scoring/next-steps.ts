import type { ProfileId } from '../content/content.schema';
import { getProfile } from '../content/profiles';
import { CAREER_CATALOGUE } from '../content/careers/catalogue';
import {
  CAREER_FAMILY_LABELS,
  EDUCATION_LEVEL_LABELS,
  ENTRY_ROUTE_LABELS,
  type CareerFamily,
  type CatalogueCareer,
  type TechnicalNetwork,
} from '../content/careers/career.schema';
import { ACRONYM_GLOSSARY } from '../content/acronyms';
import { PAY_FACTS } from '../content/careers/pay-facts';
import { hasLifeStage, isStudying, UF_NAMES, type LifeStage, type SchoolStage } from '../domain/life-stage';
import { ADULT_AGE, APPRENTICE_MAX_AGE, APPRENTICE_MIN_AGE, INTERNSHIP_MIN_AGE, oldestAge, youngestAge } from '../domain/work-rules';
import type { ScoreResult } from './scoring';
import { CBO_GLOSSARY_ENTRY, type CareerSuggestion, type PersonCareers } from '../content/careers/career-view';

/**
 * Careers for this person (issue 27): the catalogue ranked by the person's
 * top-3 profiles, and for each career "o que dá para fazer agora" and a
 * 3-step path written for the person's age band, school stage and UF
 * (domain/life-stage.ts). Pure and built on every read, never stored.
 * docs/scoring.md ("Careers for this person") explains the weights and rules.
 */

export { FREE_CAREERS, PAID_CAREERS } from '../content/careers/career-view';
/** At most this many careers of one family among the person's careers, so a list is not one family only. */
export const MAX_PER_FAMILY = 4;
/** "Agora" holds at most this many items (the stage's most important first). */
export const MAX_NOW_STEPS = 5;
/** How much each of the top-3 profiles counts, by place, before its percentage. */
export const PLACE_FACTORS = [1, 0.75, 0.5] as const;
/**
 * For a person under 18, a career's fit is multiplied by these: a "caminho longo" and a career whose work starts at
 * 18 or later still show, further down, after the ones they can start on sooner.
 */
export const LONG_PATH_FACTOR_UNDER_18 = 0.8;
export const ADULT_START_FACTOR_UNDER_18 = 0.9;

export interface ProfileWeight {
  profileId: ProfileId;
  weight: number;
}

/**
 * The person's top-3 profiles with weights adding up to 1: the reading order
 * (the pick first) completed by the ranking, each weighted by its percentage
 * times its place factor.
 */
export function profileMix(result: ScoreResult, order: readonly ProfileId[] = []): ProfileWeight[] {
  const top = [...new Set([...order, ...result.ranking])].slice(0, 3);
  const raw = top.map((profileId, place) => {
    const percentage = result.scores.find((score) => score.profileId === profileId)?.percentage ?? 0;
    return { profileId, weight: Math.max(percentage, 1) * PLACE_FACTORS[place]! };
  });
  const total = raw.reduce((sum, entry) => sum + entry.weight, 0);
  return raw.map((entry) => ({ profileId: entry.profileId, weight: entry.weight / total }));
}

/** How well a career fits the mix: the sum over its profiles of the career's weight times the person's. */
export function careerFit(career: CatalogueCareer, mix: readonly ProfileWeight[]): number {
  return career.profiles.reduce((sum, entry) => sum + entry.weight * (mix.find((m) => m.profileId === entry.profileId)?.weight ?? 0), 0);
}

/** The catalogue ranked for the person: by fit, then a career open at the person's age, then the catalogue's order; at most MAX_PER_FAMILY per family. */
export function rankCareers(mix: readonly ProfileWeight[], stage: LifeStage, catalogue: readonly CatalogueCareer[] = CAREER_CATALOGUE): CatalogueCareer[] {
  const age = youngestAge(stage.ageBand);
  const under18 = age !== null ? age < ADULT_AGE : stage.schoolStage !== null && ['9-ano', 'em-1', 'em-2', 'em-3'].includes(stage.schoolStage);
  const scored = catalogue.map((career, index) => {
    let fit = careerFit(career, mix);
    if (under18 && career.longPath) fit *= LONG_PATH_FACTOR_UNDER_18;
    if (under18 && career.minAge >= ADULT_AGE) fit *= ADULT_START_FACTOR_UNDER_18;
    const open = age === null || career.minAge <= age ? 1 : 0;
    return { career, fit: Math.round(fit * 1e6), open, index };
  });
  scored.sort((a, b) => b.fit - a.fit || b.open - a.open || a.index - b.index);
  const perFamily = new Map<CareerFamily, number>();
  const picked: CatalogueCareer[] = [];
  const held: CatalogueCareer[] = [];
  for (const { career } of scored) {
    const count = perFamily.get(career.family) ?? 0;
    if (count >= MAX_PER_FAMILY) {
      held.push(career);
      continue;
    }
    perFamily.set(career.family, count + 1);
    picked.push(career);
  }
  return [...picked, ...held];
}

// ---------------------------------------------------------------------------
// The steps

/** What the person told, as the step rules read it. */
interface Situation {
  /** Youngest age of the band; null when not told. */
  age: number | null;
  /** The band's oldest age; null when not told. */
  maxAge: number | null;
  school: SchoolStage | null;
  uf: LifeStage['uf'];
  /** Still in ensino médio or before it (so an apprentice must be enrolled). */
  beforeEndOfSchool: boolean;
  studying: boolean;
}

function situationOf(stage: LifeStage): Situation {
  const school = stage.schoolStage;
  return {
    age: youngestAge(stage.ageBand),
    maxAge: stage.ageBand ? oldestAge(stage.ageBand) : null,
    school,
    uf: stage.uf,
    beforeEndOfSchool: school !== null && ['9-ano', 'em-1', 'em-2', 'em-3'].includes(school),
    studying: school !== null && isStudying(school),
  };
}

/** Where a técnico is offered, written after "em" (nas Etecs, no Senai). */
const NETWORK_NAMES: Record<TechnicalNetwork, string> = {
  etec: 'nas Etecs',
  if: 'no instituto federal',
  senai: 'no Senai',
  senac: 'no Senac',
  'rede-estadual': 'na rede estadual',
};

function listPt(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} e ${items.at(-1)!}`;
}

/** Where to study the career's técnico, for the person's state: the Etecs only in São Paulo (or when the state is not told). */
function technicalSchools(career: CatalogueCareer, uf: LifeStage['uf']): string {
  const networks = career.networks.filter((network) => network !== 'etec' || uf === null || uf === 'SP');
  const names = networks.map((network) => (network === 'rede-estadual' && uf ? `na rede estadual ${ufPreposition(uf)}` : NETWORK_NAMES[network]));
  return listPt(names.length > 0 ? names : [NETWORK_NAMES.if]);
}

/** "de São Paulo", "da Bahia", "do Rio de Janeiro". */
function ufPreposition(uf: NonNullable<LifeStage['uf']>): string {
  const feminine = new Set(['BA', 'PB']);
  const masculine = new Set(['AC', 'AP', 'AM', 'CE', 'DF', 'ES', 'MA', 'MT', 'MS', 'PA', 'PR', 'PI', 'RJ', 'RN', 'RS', 'TO']);
  const name = UF_NAMES[uf];
  if (feminine.has(uf)) return `da ${name}`;
  if (masculine.has(uf)) return `do ${name}`;
  return `de ${name}`;
}

const has = (career: CatalogueCareer, route: CatalogueCareer['routes'][number]) => career.routes.includes(route);
const hasDegree = (career: CatalogueCareer) => career.levels.includes('bacharelado') || career.levels.includes('licenciatura');
const technical = (career: CatalogueCareer) => `o curso técnico em ${career.courses.tecnico!}`;

const APPRENTICE_ENROLLED = 'Quem ainda não terminou o ensino médio precisa estar matriculado na escola.';
const MINOR_HOURS = `Antes dos ${ADULT_AGE} anos, nada de trabalho à noite, entre 22h e 5h.`;
/** The Enem's doors, as one item of "agora": Sisu with cotas, ProUni and Fies. */
const ENEM_DOORS =
  'Na 3ª série, o Enem é a sua porta para a faculdade. Com a nota, o Sisu dá vaga grátis em faculdade pública, com cotas para quem estudou em escola pública. O ProUni dá bolsas em faculdades particulares, e o Fies empresta o valor do curso.';

/** What the person can do in the career now, for their age and stage: two to four short sentences. */
function nowSteps(career: CatalogueCareer, s: Situation): string[] {
  const steps: string[] = [];
  const { age, school } = s;
  const apprenticeOpen =
    has(career, 'jovem-aprendiz') &&
    age !== null &&
    age <= APPRENTICE_MAX_AGE &&
    (s.maxAge ?? 0) >= APPRENTICE_MIN_AGE &&
    career.minAge <= Math.max(age, APPRENTICE_MIN_AGE);
  const estagioOpen = has(career, 'estagio') && age !== null && age >= INTERNSHIP_MIN_AGE && s.studying;

  if (age !== null && age < career.minAge && !apprenticeOpen) {
    steps.push(`O trabalho nesta carreira começa aos ${career.minAge} anos.`);
  }
  if (school === 'em-3' && (hasDegree(career) || career.levels.includes('tecnologo'))) {
    steps.push(ENEM_DOORS);
    if (career.courses.tecnologo) steps.push(`O tecnólogo em ${career.courses.tecnologo} dura de dois a três anos e também é faculdade.`);
  }
  if (school === '9-ano' && career.levels.includes('tecnico') && has(career, 'tecnico-integrado')) {
    steps.push(
      s.uf === 'SP' || s.uf === null
        ? `No 9º ano, inscreva-se no vestibulinho da Etec para ${technical(career)} integrado ao ensino médio.`
        : `No 9º ano, faça a seleção do instituto federal ou da rede estadual para ${technical(career)} integrado ao ensino médio.`,
    );
  }
  if (apprenticeOpen) {
    steps.push(`Você já pode ser Jovem Aprendiz em ${career.apprenticeIn!}, dos ${APPRENTICE_MIN_AGE} aos ${APPRENTICE_MAX_AGE} anos.`);
    if (s.beforeEndOfSchool) steps.push(APPRENTICE_ENROLLED);
    else if (school === 'em-concluido' || school === 'fora-da-escola')
      steps.push('Como você já terminou o ensino médio, não precisa estar estudando para ser aprendiz.');
  }
  if (estagioOpen) {
    steps.push(
      `Como você tem ${age >= ADULT_AGE ? ADULT_AGE : INTERNSHIP_MIN_AGE} anos ou mais e estuda, já pode fazer estágio na área. ${PAY_FACTS.estagio.text}`,
    );
  }
  // A career's own minors' note is shown beside the steps (CareerSuggestion.minorNote); the general limit goes here.
  if (age !== null && age < ADULT_AGE && !career.minorNote && (apprenticeOpen || estagioOpen)) steps.push(MINOR_HOURS);
  if ((school === 'em-1' || school === 'em-2' || school === 'em-3') && has(career, 'tecnico-concomitante')) {
    steps.push(`Dá para fazer ${technical(career)} no outro turno. Procure ${technicalSchools(career, s.uf)}.`);
  }
  if ((school === 'em-1' || school === 'em-2') && (hasDegree(career) || career.levels.includes('tecnologo')) && !has(career, 'tecnico-concomitante')) {
    steps.push('Faça o Enem como treineiro para conhecer a prova antes da 3ª série.');
  }
  if (school === 'em-concluido' || school === 'fora-da-escola') {
    if (has(career, 'tecnico-subsequente'))
      steps.push(`Com o ensino médio completo, faça ${technical(career)}. Procure ${technicalSchools(career, s.uf)}. O Senai e o Senac têm vagas gratuitas.`);
    if (career.courses.tecnologo) steps.push(`O tecnólogo em ${career.courses.tecnologo} dura de dois a três anos e existe a distância.`);
    else if (hasDegree(career)) steps.push(`A faculdade de ${career.courses.graduacao!} começa pelo Enem, com Sisu, ProUni, Fies e cotas.`);
    if (has(career, 'concurso-medio') && (age ?? ADULT_AGE) >= ADULT_AGE)
      steps.push('Fique de olho nos concursos de nível médio da sua cidade e do seu estado.');
  }
  if (school === 'tecnico' && career.courses.tecnico && !estagioOpen) steps.push(`Se o seu técnico é em ${career.courses.tecnico}, procure estágio na área.`);
  if (school === 'faculdade' && (hasDegree(career) || career.levels.includes('tecnologo'))) {
    steps.push(
      age !== null && age < INTERNSHIP_MIN_AGE
        ? 'Busque projetos e monitorias na sua faculdade.'
        : 'Na faculdade, procure estágio e projetos na área desde o começo.',
    );
  }
  if (has(career, 'curso-livre') && career.courses.livre) steps.push(`Um curso livre de ${career.courses.livre} é um bom começo.`);
  if (has(career, 'mei') && age !== null && age >= ADULT_AGE) steps.push('Você também pode abrir o seu próprio negócio como MEI.');
  if (has(career, 'mei') && age !== null && age < ADULT_AGE) steps.push(`O negócio próprio, como MEI, só a partir dos ${ADULT_AGE} anos.`);
  if (steps.length === 0) steps.push(generalNow(career, s.age));
  // Only "começa aos N anos": say how to prepare until then.
  if (steps.length === 1 && age !== null && age < career.minAge) steps.push(preparation(career));
  return dedupe(steps).slice(0, MAX_NOW_STEPS);
}

/** How to prepare for a career whose work starts later than the person's age. */
function preparation(career: CatalogueCareer): string {
  if (career.courses.livre) return `Até lá, um curso livre de ${career.courses.livre} já ajuda a treinar.`;
  if (career.courses.tecnico) return `Até lá, você pode se preparar com o curso técnico em ${career.courses.tecnico}.`;
  if (career.courses.graduacao) return `Até lá, estude para o Enem: ele abre a faculdade de ${career.courses.graduacao}.`;
  return 'Até lá, converse com quem trabalha na área e veja como é o dia a dia.';
}

/** The general first step, for a person who did not tell their age or stage. */
function generalNow(career: CatalogueCareer, age: number | null = null): string {
  if (has(career, 'jovem-aprendiz') && career.minAge < ADULT_AGE && (age === null || age <= APPRENTICE_MAX_AGE))
    return `A partir dos ${APPRENTICE_MIN_AGE} anos, dá para começar como Jovem Aprendiz em ${career.apprenticeIn!}.`;
  if (career.levels.includes('tecnico')) return `Comece pelo curso técnico em ${career.courses.tecnico!}. Tem ${technicalSchools(career, null)}.`;
  if (has(career, 'curso-livre') && career.courses.livre) return `Um curso livre de ${career.courses.livre} é um bom começo.`;
  if (career.courses.tecnologo) return `O tecnólogo em ${career.courses.tecnologo} leva de dois a três anos. A porta é o Enem.`;
  if (career.courses.graduacao) return `O caminho é a faculdade de ${career.courses.graduacao}. A porta é o Enem.`;
  return 'Comece conversando com quem trabalha na área.';
}

/** The 3-step path: prepare, study, work. */
function pathSteps(career: CatalogueCareer, s: Situation): [string, string, string] {
  const done = s.school === 'em-concluido' || s.school === 'fora-da-escola' || s.school === 'faculdade';
  const technicalCourse = career.levels.includes('tecnico');
  const degree = hasDegree(career) || career.levels.includes('tecnologo');
  let first: string;
  if (done)
    first =
      technicalCourse || career.levels.includes('curso-livre')
        ? 'Escolha o curso que cabe na sua rotina e no seu bolso.'
        : 'Faça o Enem e veja as notas de corte no Sisu.';
  else if (s.school === '9-ano' && has(career, 'tecnico-integrado')) first = 'Termine o 9º ano e tente o técnico integrado ao ensino médio.';
  else if (s.school !== null && has(career, 'tecnico-concomitante')) first = 'No ensino médio, faça o técnico no outro turno.';
  else if (s.school === null && technicalCourse) first = 'O técnico pode ser junto com o ensino médio ou depois dele.';
  else if (degree) first = 'Termine o ensino médio e faça o Enem.';
  else first = 'Termine o ensino médio e ganhe prática com um curso.';
  // The course to study: after ensino médio, the técnico only where a técnico subsequente exists.
  let second: string;
  if (technicalCourse && (!done || has(career, 'tecnico-subsequente'))) {
    second = `Faça o curso técnico em ${career.courses.tecnico!}. Ele dura de um a dois anos.`;
  } else if (career.courses.tecnologo) second = `Faça o tecnólogo em ${career.courses.tecnologo}. Ele dura de dois a três anos.`;
  else if (career.courses.graduacao) second = `Faça a faculdade de ${career.courses.graduacao}. Ela dura de quatro a seis anos.`;
  else if (career.courses.livre) second = `Faça um curso livre de ${career.courses.livre}. Ele pode levar poucos meses.`;
  else second = 'Aprenda na prática. A aprendizagem já vem com um curso.';
  if (second.includes('curso técnico') && career.courses.graduacao) second += ` Se quiser, siga para a faculdade de ${career.courses.graduacao}.`;
  let third = `Com o curso feito, procure vagas para ${career.name}.`;
  if (career.registration) third += ` Para isso, você vai precisar de ${career.registration}.`;
  if (has(career, 'mei')) third += ` Se quiser, abra o seu negócio a partir dos ${ADULT_AGE}.`;
  return [first, second, third];
}

function dedupe(items: readonly string[]): string[] {
  return [...new Set(items)];
}

// ---------------------------------------------------------------------------
// The view

/** One career, written for the person. The minors' note shows only to a person under 18 or of unknown age. */
export function suggestCareer(career: CatalogueCareer, mix: readonly ProfileWeight[], stage: LifeStage): CareerSuggestion {
  const s = situationOf(stage);
  const known = hasLifeStage(stage);
  return {
    id: career.id,
    name: career.name,
    family: career.family,
    familyLabel: CAREER_FAMILY_LABELS[career.family],
    dayToDay: career.dayToDay,
    matches: career.profiles
      .filter((entry) => mix.some((m) => m.profileId === entry.profileId))
      .map((entry) => getProfile(entry.profileId as ProfileId).careerName),
    levels: career.levels.map((level) => EDUCATION_LEVEL_LABELS[level]),
    routes: career.routes.map((route) => ENTRY_ROUTE_LABELS[route]),
    now: known ? nowSteps(career, s) : [generalNow(career)],
    path: pathSteps(career, s),
    minorNote: career.minorNote && (s.age === null || s.age < ADULT_AGE) ? career.minorNote : null,
    longPath: career.longPath ?? null,
    changing: career.changing ?? null,
    registration: career.registration ?? null,
    cbo: career.cbo ?? null,
    pay: career.pay ? { ...career.pay } : null,
    tip: career.tip ?? null,
  };
}

/** The person's careers: the first `count` of their ranking, written for their stage. */
export function careersForPerson(input: {
  result: ScoreResult;
  order?: readonly ProfileId[];
  stage: LifeStage;
  count: number;
  catalogue?: readonly CatalogueCareer[];
}): PersonCareers {
  const mix = profileMix(input.result, input.order);
  const ranked = rankCareers(mix, input.stage, input.catalogue ?? CAREER_CATALOGUE).slice(0, input.count);
  const careers = ranked.map((career) => suggestCareer(career, mix, input.stage));
  const catalogue = input.catalogue ?? CAREER_CATALOGUE;
  const texts = careers.flatMap((career) => [...careerProse(career), career.registration ?? '', career.pay?.source ?? '']);
  const glossary = [...glossaryOf(texts), ...(careers.some((career) => career.cbo) ? [{ ...CBO_GLOSSARY_ENTRY }] : [])];
  return { stageKnown: hasLifeStage(input.stage), careers, glossary, catalogueSize: catalogue.length };
}

/** Every sentence a suggestion shows, in reading order. */
export function careerProse(career: CareerSuggestion): string[] {
  return [career.dayToDay, ...career.now, ...career.path, career.minorNote, career.longPath, career.changing, career.tip, career.pay?.text ?? null].filter(
    (text): text is string => text !== null,
  );
}

/** Each acronym of the glossary as a whole word, compiled once. */
const GLOSSARY_PATTERNS = Object.entries(ACRONYM_GLOSSARY).map(([acronym, words]) => ({
  acronym,
  words,
  pattern: new RegExp(`(^|[^\\p{L}])${acronym}($|[^\\p{L}])`, 'u'),
}));

/** The glossary's acronyms that occur in the texts, in glossary order. */
export function glossaryOf(texts: readonly string[]): Array<{ acronym: string; words: string }> {
  const joined = texts.join('\n');
  return GLOSSARY_PATTERNS.filter(({ pattern }) => pattern.test(joined)).map(({ acronym, words }) => ({ acronym, words }));
}
