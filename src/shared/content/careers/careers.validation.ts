import { PROFILE_IDS } from '../content.schema';
import { acronymProblems, MAX_SENTENCE_WORDS } from '../reading-level';
import { fleschReadingEasePt, sentencesPt, wordCountPt } from '../readability';
import { catalogueCareerSchema, type CatalogueCareer } from './career.schema';

/**
 * The rules of the career catalogue v2 (issue 27), as human-readable problems
 * (empty = all met). careers.validation.test.ts runs them on the real data.
 */

/** Each career's own text reads at least this easily (Flesch-PT, readability.ts). */
export const CAREER_TEXT_MIN_EASE = 60;
/** The catalogue holds at least this many careers. */
export const MIN_CATALOGUE_SIZE = 140;

/** Wording that was wrong or vague in catalogue v1 and must not come back. */
export const FORBIDDEN_CAREER_PHRASES: readonly RegExp[] = [
  /desde que (você )?esteja estudando/i, // CLT art. 428 §1: school is required only until ensino médio is finished
  /faculdade curta/i, // say "tecnólogo" (graduação tecnológica)
  /a partir dos 16 anos, quem faz curso técnico/i, // the Lei do Estágio also covers regular ensino médio
];

/** The sentences of a career a person reads, in reading order. */
export function careerTexts(career: CatalogueCareer): string[] {
  return [career.dayToDay, career.minorNote, career.longPath, career.changing, career.tip, career.pay?.text].filter(
    (text): text is string => text !== undefined,
  );
}

export function validateCareer(career: CatalogueCareer): string[] {
  const problems: string[] = [];
  const where = career.id;
  const parsed = catalogueCareerSchema.safeParse(career);
  if (!parsed.success) problems.push(`${where}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);

  // Profiles and weights.
  const ids = career.profiles.map((entry) => entry.profileId);
  if (new Set(ids).size !== ids.length) problems.push(`${where}: a profile is listed twice`);
  const sum = career.profiles.reduce((total, entry) => total + entry.weight, 0);
  if (Math.abs(sum - 1) > 0.001) problems.push(`${where}: profile weights add up to ${sum.toFixed(3)}, not 1`);
  career.profiles.forEach((entry, index) => {
    const previous = career.profiles[index - 1];
    if (previous && previous.weight < entry.weight) problems.push(`${where}: profile weights are not largest first`);
  });

  // Levels, courses and routes agree.
  const has = (level: CatalogueCareer['levels'][number]) => career.levels.includes(level);
  const route = (name: CatalogueCareer['routes'][number]) => career.routes.includes(name);
  const pairs: Array<[boolean, boolean, string]> = [
    [has('tecnico'), career.courses.tecnico !== undefined, 'the técnico level and courses.tecnico'],
    [has('tecnologo'), career.courses.tecnologo !== undefined, 'the tecnólogo level and courses.tecnologo'],
    [has('bacharelado') || has('licenciatura'), career.courses.graduacao !== undefined, 'a degree level and courses.graduacao'],
    [has('curso-livre'), career.courses.livre !== undefined, 'the curso-livre level and courses.livre'],
    [has('curso-livre'), route('curso-livre'), 'the curso-livre level and route'],
    [has('aprendizagem'), route('jovem-aprendiz'), 'the aprendizagem level and the Jovem Aprendiz route'],
    [route('jovem-aprendiz'), career.apprenticeIn !== undefined, 'the Jovem Aprendiz route and apprenticeIn'],
    [has('bacharelado') || has('licenciatura') || has('tecnologo'), route('enem'), 'a degree or tecnólogo level and the Enem route'],
    [career.minorLimits !== undefined && career.minorLimits.length > 0, career.minorNote !== undefined, 'minorLimits and minorNote'],
  ];
  for (const [a, b, what] of pairs) if (a !== b) problems.push(`${where}: ${what} must come together`);
  const technicalRoute = route('tecnico-integrado') || route('tecnico-concomitante') || route('tecnico-subsequente');
  if (technicalRoute && !has('tecnico')) problems.push(`${where}: a técnico route needs the técnico level`);
  if (has('tecnico') && !technicalRoute) problems.push(`${where}: the técnico level needs a técnico route`);
  if (technicalRoute !== career.networks.length > 0) problems.push(`${where}: networks are listed exactly when there is a técnico route`);
  if (route('jovem-aprendiz') && career.minAge > 24) problems.push(`${where}: Jovem Aprendiz is for 14 to 24, but minAge is ${career.minAge}`);
  if (career.minorLimits?.length && career.minAge >= 18) problems.push(`${where}: minorLimits are for careers that start before 18`);

  // Texts.
  for (const text of careerTexts(career)) {
    for (const sentence of sentencesPt(text)) {
      const words = wordCountPt(sentence);
      if (words > MAX_SENTENCE_WORDS) problems.push(`${where}: a sentence has ${words} words (max ${MAX_SENTENCE_WORDS}): "${sentence}"`);
    }
    for (const phrase of FORBIDDEN_CAREER_PHRASES) if (phrase.test(text)) problems.push(`${where}: says "${phrase.source}"`);
  }
  if (sentencesPt(career.dayToDay).length !== 1) problems.push(`${where}: dayToDay is one sentence`);
  const ease = fleschReadingEasePt(careerTexts(career).join(' '));
  if (ease < CAREER_TEXT_MIN_EASE) problems.push(`${where}: reads too hard: Flesch ${ease.toFixed(1)} (min ${CAREER_TEXT_MIN_EASE})`);
  for (const problem of acronymProblems(careerTexts(career).join('\n'))) problems.push(`${where}: ${problem}`);
  if (career.pay && !/\d/.test(career.pay.source + career.pay.text)) problems.push(`${where}: pay names no figure or law`);
  return problems;
}

/** Checks a list of careers (a part or the whole catalogue): each career, and no id or name twice. */
export function validateCareers(careers: readonly CatalogueCareer[]): string[] {
  const problems = careers.flatMap(validateCareer);
  const seen = new Map<string, string>();
  for (const career of careers) {
    for (const key of [`id ${career.id}`, `name ${career.name.toLocaleLowerCase('pt-BR')}`]) {
      if (seen.has(key)) problems.push(`${career.id}: the same ${key} as ${seen.get(key)}`);
      seen.set(key, career.id);
    }
  }
  return problems;
}

/** The whole catalogue: every part's rules, its size, and enough careers for every profile and age. */
export function validateCatalogue(careers: readonly CatalogueCareer[]): string[] {
  const problems = validateCareers(careers);
  if (careers.length < MIN_CATALOGUE_SIZE) problems.push(`the catalogue has ${careers.length} careers (min ${MIN_CATALOGUE_SIZE})`);
  for (const id of PROFILE_IDS) {
    const tagged = careers.filter((career) => career.profiles.some((entry) => entry.profileId === id));
    const firsts = careers.filter((career) => career.profiles[0]?.profileId === id);
    const young = firsts.filter((career) => career.minAge < 18 && !career.longPath);
    if (tagged.length < 25) problems.push(`profile ${id} is tagged in ${tagged.length} careers (min 25)`);
    if (firsts.length < 8) problems.push(`profile ${id} comes first in ${firsts.length} careers (min 8)`);
    if (young.length < 3) problems.push(`profile ${id} comes first in ${young.length} careers a person under 18 can start (min 3)`);
  }
  return problems;
}
