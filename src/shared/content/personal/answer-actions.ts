import type { AnswerAction } from './phrase-bank.schema';

/**
 * Micro-actions triggered by the person's own strong answers (issue 25): when
 * someone agreed (or disagreed) strongly with a statement, the plan offers
 * this small exercise first, before the profile-level actions. Keyed by
 * statement id of question set 2026-11-v3 and the direction of the answer.
 */
export const ANSWER_ACTIONS: readonly AnswerAction[] = [
  {
    statementId: 44,
    when: 'agree',
    title: 'Treine um “não” gentil',
    text: 'Nesta semana, recuse um pedido pequeno que atrapalha o seu dia. Agradeça, diga que agora não dá e, se quiser, ofereça outro momento. Depois, anote como você se sentiu.',
  },
];
