import { ENNEAGRAM_EVIDENCE_LINE } from '../honest-frame';
import { ANSWER_ACTIONS } from './answer-actions';
import { PAIR_BLENDS, WINGS } from './blends';
import type { PhraseBankData } from './phrase-bank.validation';
import { PHRASE_SAMPLE_NAMES, phraseSamples } from './report-phrases';
import { STATEMENT_GLOSSES } from './statement-glosses';
import { STATEMENT_GLOSSES_2026_11_V2 } from './statement-glosses-2026-11-v2';

/** Bump when any text of the phrase bank changes: part of the report PDF's cache key. */
export const PHRASE_BANK_VERSION = '2026-11-27-v1';

/** The whole phrase bank of the personal report (issue 25), as the validator and the assembly read it. */
export const PHRASE_BANK: PhraseBankData = {
  glosses: { ...STATEMENT_GLOSSES_2026_11_V2, ...STATEMENT_GLOSSES },
  pairs: PAIR_BLENDS,
  wings: WINGS,
  actions: ANSWER_ACTIONS,
  // The fixed sentences, rendered with names of typical length (report-phrases.ts), and the Enneagram line.
  phrases: { ...phraseSamples(PHRASE_SAMPLE_NAMES), enneagram: ENNEAGRAM_EVIDENCE_LINE },
};
