/**
 * The honest frame around a result (issue 12): what the test is not, and where
 * to turn when a profile's difficulties weigh too much. One wording each, used
 * by every screen and by the PDF; the reading rules (reading-level.ts) check
 * both like any profile text.
 */

/** What the test is and is not: on How it works, the FAQ, the Terms, the test intro, every result screen and the PDF. */
export const SELF_KNOWLEDGE_FRAME =
  'O Rumo é uma ferramenta de autoconhecimento, não um exame clínico nem um teste de seleção. Ele não faz diagnóstico e não serve para contratar, aprovar ou recusar ninguém.';

/** What the Enneagram is, in one plain line (issue 25): beside the frame on the result screens, how it works, the FAQ and the PDF. */
export const ENNEAGRAM_EVIDENCE_LINE = 'O Eneagrama é um modelo popular para a gente se conhecer melhor, mas tem pouca prova da ciência.';

/** The last line of every list of difficulties ("Pontos de atenção"), on the web and in the PDF. */
export const DIFFICULTIES_HELP_LINE =
  'Se em algum momento isso pesar demais, converse com alguém de confiança. Você também pode ligar para o CVV (Centro de Valorização da Vida) no 188: é gratuito e funciona 24 horas.';

/** A list of difficulties as it is shown: the profile's own items, then the help line. */
export function withHelpLine(difficulties: readonly string[]): string[] {
  return [...difficulties, DIFFICULTIES_HELP_LINE];
}
