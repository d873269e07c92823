/**
 * Checks the personal report's phrase bank (src/shared/content/personal) and
 * prints every problem, with each text's Flesch-PT score on request:
 *
 *   npm run check:phrases -- [Gloss|Pair|Wing|Action|Phrase] [--scores]
 *
 * The unit tests run the same validator; this is for whoever writes the texts.
 */
import { CURRENT_QUESTION_SET, QUESTION_SETS } from '../src/shared/content/question-sets';
import { PHRASE_BANK } from '../src/shared/content/personal/phrase-bank';
import { validatePhraseBank } from '../src/shared/content/personal/phrase-bank.validation';
import { fleschReadingEasePt } from '../src/shared/content/readability';

const args = process.argv.slice(2);
const filter = args.find((arg) => !arg.startsWith('--'));
const problems = validatePhraseBank(PHRASE_BANK, QUESTION_SETS, CURRENT_QUESTION_SET).filter((problem) => !filter || problem.startsWith(filter));
for (const problem of problems) console.log(problem);

if (args.includes('--scores')) {
  const rows: Array<[string, string]> = [
    ...Object.entries(PHRASE_BANK.glosses).flatMap(([id, gloss]): Array<[string, string]> => [
      [`Gloss ${id}.agree`, gloss.agree],
      [`Gloss ${id}.disagree`, gloss.disagree],
    ]),
    ...Object.entries(PHRASE_BANK.pairs).map(([key, pair]): [string, string] => [`Pair ${key}`, pair?.text ?? '']),
    ...Object.entries(PHRASE_BANK.wings).map(([key, wing]): [string, string] => [`Wing ${key}`, wing ?? '']),
    ...PHRASE_BANK.actions.map((action): [string, string] => [`Action ${action.statementId}:${action.when}`, action.text]),
  ];
  for (const [where, text] of rows.filter(([where]) => !filter || where.startsWith(filter)))
    console.log(`${fleschReadingEasePt(text).toFixed(1).padStart(6)}  ${where}`);
}
console.log(`${problems.length} problem(s)`);
process.exitCode = problems.length > 0 ? 1 : 0;
