import { fleschReadingEasePt } from '../readability';
import { longSentences, MAX_SENTENCE_WORDS } from '../reading-level';
import { bnccCompetenceTitle } from './bncc';
import { LESSON_MINUTES } from './lesson-kit';
import { lessonKitSchema, type LessonKit, type LessonPlan } from './lesson-kit.schema';

export { LESSON_MINUTES };

/** The readability floor of every text of the kit, each on its own (Flesch-PT, readability.ts). */
export const LESSON_KIT_MIN_EASE = 50;

/** The competence every plan works: "Trabalho e projeto de vida". */
export const PROJETO_DE_VIDA_COMPETENCE = 6;

/** A plan's minutes, as its steps add them up. */
export function planMinutes(plan: Pick<LessonPlan, 'steps'>): number {
  return plan.steps.reduce((sum, step) => sum + step.minutes, 0);
}

/**
 * Every text of the kit a reader sees, each with where it is, in reading order (the BNCC's official names apart,
 * which the kit quotes). A heading is read with the text under it: Flesch says nothing of two words alone
 * ("Fechamento" alone scores below zero).
 */
export function lessonKitTexts(kit: LessonKit): Array<{ where: string; text: string }> {
  const texts: Array<{ where: string; text: string }> = [];
  const add = (where: string, items: readonly string[]) => items.forEach((text, index) => texts.push({ where: `${where}[${index}]`, text }));
  const headed = (heading: string, text: string) => `${heading}. ${text}`;
  texts.push({ where: 'title and intro', text: headed(kit.title, kit.intro[0] ?? '') });
  add('intro', kit.intro.slice(1));
  add('honesty', kit.honesty);
  add('privacy', kit.privacy);
  for (const plan of kit.plans) {
    const at = `plan ${plan.id}`;
    texts.push({ where: `${at} title and summary`, text: headed(plan.title, plan.summary) });
    add(
      `${at} bncc`,
      plan.bncc.map(({ how }) => how),
    );
    add(`${at} objectives`, plan.objectives);
    add(`${at} materials`, plan.materials);
    plan.steps.forEach((step, index) => texts.push({ where: `${at} step ${index}`, text: headed(step.title, step.description) }));
    texts.push({ where: `${at} discussion intro`, text: plan.discussion.intro });
    add(`${at} discussion`, plan.discussion.questions);
    const sheet = plan.activitySheet;
    texts.push({ where: `${at} sheet title and instructions`, text: headed(sheet.title, sheet.instructions) });
    add(
      `${at} sheet`,
      sheet.prompts.map(({ text }) => text),
    );
  }
  return texts;
}

/**
 * The kit's problems, in words (none: []): its shape, each plan's minutes,
 * competence 6 in every plan, unique plan ids, and every text readable
 * (Flesch-PT at least LESSON_KIT_MIN_EASE, no sentence over MAX_SENTENCE_WORDS words).
 */
export function validateLessonKit(kit: LessonKit): string[] {
  const parsed = lessonKitSchema.safeParse(kit);
  if (!parsed.success) return parsed.error.issues.map((issue) => `shape: ${issue.path.join('.')}: ${issue.message}`);
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const plan of kit.plans) {
    if (ids.has(plan.id)) problems.push(`plan ${plan.id}: the id is used twice`);
    ids.add(plan.id);
    const minutes = planMinutes(plan);
    if (minutes !== LESSON_MINUTES) problems.push(`plan ${plan.id}: steps add up to ${minutes} minutes (must be ${LESSON_MINUTES})`);
    if (!plan.bncc.some(({ competence }) => competence === PROJETO_DE_VIDA_COMPETENCE)) {
      problems.push(`plan ${plan.id}: does not work ${bnccCompetenceTitle(PROJETO_DE_VIDA_COMPETENCE)}`);
    }
  }
  for (const { where, text } of lessonKitTexts(kit)) {
    const ease = fleschReadingEasePt(text);
    if (ease < LESSON_KIT_MIN_EASE) problems.push(`${where} reads too hard: Flesch ${ease.toFixed(1)} (min ${LESSON_KIT_MIN_EASE}): "${text}"`);
    for (const { sentence, words } of longSentences(text)) problems.push(`${where}: a sentence has ${words} words (max ${MAX_SENTENCE_WORDS}): "${sentence}"`);
  }
  return problems;
}
