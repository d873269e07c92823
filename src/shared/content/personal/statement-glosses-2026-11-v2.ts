import type { StatementGloss } from './phrase-bank.schema';

/**
 * Glosses of the statements that only question set 2026-11-v2 asked (retired
 * in 2026-11-v3): attempts taken with that set get the same personal parts,
 * from their own answers and their own statements. Same rules as
 * statement-glosses.ts.
 */
export const STATEMENT_GLOSSES_2026_11_V2: Readonly<Record<number, StatementGloss>> = {};
