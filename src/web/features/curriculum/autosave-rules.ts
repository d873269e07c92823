import { CURRICULUM_MESSAGES } from '../../../shared/curriculum/rules';
import { isEmptyAnswers, normalizeAnswers, type QuestionnaireAnswers } from '../../../shared/curriculum/questionnaire';
import { CURRICULUM_AUTOSAVE_DELAY_MS, CURRICULUM_AUTOSAVE_RETRY_MS } from '../../config/timings';
import { ApiError } from '../../lib/api-client';
import type { AutosaveOptions, AutosaveState } from './autosave';

/** A refusal (4xx) will be refused again with the same answers; anything else (no connection, 5xx) may pass later. */
export function isRetryableSaveError(error: unknown): boolean {
  return !(error instanceof ApiError && error.kind === 'http' && error.status !== null && error.status < 500);
}

/** The questionnaire's rules for the autosave: answers compared as the mapping normalises them (spec §4). */
export const answersAutosaveRules = {
  delayMs: CURRICULUM_AUTOSAVE_DELAY_MS,
  retryDelaysMs: CURRICULUM_AUTOSAVE_RETRY_MS,
  key: (answers: QuestionnaireAnswers) => JSON.stringify(normalizeAnswers(answers)),
  isEmpty: isEmptyAnswers,
  shouldRetry: isRetryableSaveError,
} satisfies Omit<AutosaveOptions<QuestionnaireAnswers>, 'save' | 'onState'>;

/** The quiet word beside the progress: never "Salvo" while something typed is not on the server. */
export function autosaveLabel(state: AutosaveState): string {
  switch (state.kind) {
    case 'saved':
      return 'Salvo';
    case 'saving':
      return 'Salvando...';
    case 'pending':
    case 'failed':
      return 'Não salvo';
    case 'empty':
      return '';
  }
}

function failureReason(error: unknown): string {
  if (error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout')) return 'sem conexão com o servidor';
  return 'o servidor não conseguiu salvar agora';
}

/** The banner shown for a failed save, or null when there is nothing to say. */
export function autosaveBanner(state: AutosaveState): string | null {
  if (state.kind !== 'failed') return null;
  if (state.retryAt === null) {
    const reason = state.error instanceof ApiError && state.error.serverMessage ? state.error.serverMessage : CURRICULUM_MESSAGES.saveDefault;
    return `Suas últimas respostas não foram salvas: ${reason}`;
  }
  return `Suas últimas respostas ainda não foram salvas: ${failureReason(state.error)}. Vamos tentar de novo sozinhos.`;
}
