/** Client timings of spec §7 and §9. */
export const API_TIMEOUT_MS = 30_000;
export const API_MAX_ATTEMPTS = 3;
export const API_RETRY_BASE_DELAY_MS = 1_000;
export const FORGOT_PASSWORD_REDIRECT_MS = 5_000;
export const ACCOUNT_SUCCESS_VISIBLE_MS = 3_000;
export const PASSWORD_SUCCESS_VISIBLE_MS = 5_000;

/** Quiz (spec §2 Quiz screen, §9). */
export const ANSWER_HIGHLIGHT_MS = 600;
/** Answer buttons stay locked at most this long while a submission is pending. */
export const ANSWER_LOCK_TIMEOUT_MS = 30_000;
/** A milestone message every this many answers. */
export const MILESTONE_EVERY = 5;
export const MILESTONE_VISIBLE_MS = 4_000;
/** How often answers kept locally (no connection) are retried. */
export const PENDING_ANSWERS_RETRY_MS = 15_000;

/** Pre-result screen (spec §2, §9). */
export const PRE_RESULT_DURATION_MS = 8_000;
export const PRE_RESULT_TICK_MS = 50;

/** Result screen (spec §2, §9). */
export const COPY_CONFIRMATION_MS = 3_000;
export const SHARE_SUCCESS_CLOSE_MS = 2_000;

/** Resume builder (spec §4, §9). */
export const CURRICULUM_AUTOSAVE_DELAY_MS = 2_000;
/** Pauses before retrying a questionnaire save that failed for lack of a connection or a server error; the last repeats. */
export const CURRICULUM_AUTOSAVE_RETRY_MS = [5_000, 15_000, 30_000, 60_000] as const;
/** The live preview follows the typing after this pause (it must update within about a second). */
export const CURRICULUM_PREVIEW_DEBOUNCE_MS = 300;
/** "Desfazer" stays on screen this long after an item is deleted (issue 29 "nothing lost"); the item stays in the Lixeira after. */
export const CURRICULUM_UNDO_MS = 10_000;
