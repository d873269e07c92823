/**
 * How long the resume builder keeps what a person takes out or hands out (issue 29), in a module without zod so the
 * privacy page (a standalone page, which never loads zod) states the same numbers the server applies.
 */

/** Days a deleted or replaced resume item stays in the trash (decision 0185). */
export const CURRICULUM_TRASH_DAYS = 30;
/** Days a new review link stays valid (decision 0186). */
export const REVIEW_LINK_DAYS = 7;
/** Live (unrevoked, unexpired) review links one resume may have at once. */
export const REVIEW_LINKS_LIVE_MAX = 3;
/** Meaningful resume versions kept (a save you asked for, a finished section, the first save of a day, a restore; decision 0193). */
export const CURRICULUM_VERSIONS_KEPT = 30;
/** Autosave versions kept beside them, rolling: they never push a meaningful one out (decision 0193). */
export const CURRICULUM_AUTOSAVES_KEPT = 3;
