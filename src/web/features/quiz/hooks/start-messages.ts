/** What a failed start says (its own file: start-problem.ts, loaded later, and use-start-quiz.ts both read it). */
export const START_ERROR_MESSAGE = 'Erro ao iniciar o quiz';
