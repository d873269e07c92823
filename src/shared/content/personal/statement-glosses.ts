import type { StatementGloss } from './phrase-bank.schema';

/**
 * What a strong answer to each scored statement of question set 2026-11-v3
 * shows about the person (phrase-bank.schema.ts, statementGlossSchema): the
 * report quotes the statement verbatim, with the answer given, and then this
 * sentence. Keyed by statement id; ids shared with 2026-11-v2 keep their text,
 * so they serve both sets. Reviewed texts: change one only with a reason, and
 * bump PHRASE_BANK_VERSION.
 */
export const STATEMENT_GLOSSES: Readonly<Record<number, StatementGloss>> = {
  1: {
    agree: 'Sua cabeça costuma se adiantar aos fatos e pensar no que pode dar errado.',
    disagree: 'Você tende a lidar com as coisas quando elas chegam, sem sofrer antes da hora.',
  },
  44: {
    agree: 'Você costuma pôr o pedido dos outros na frente do seu tempo e do seu cansaço.',
    disagree: 'Você consegue recusar um favor quando precisa, sem carregar culpa por isso.',
  },
};
